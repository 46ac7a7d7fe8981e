/**
 * The attendance report (spec §2, DESIGN.md §4): one sheet per group, rows its active students, columns
 * the month's non-cancelled sessions (dd/MM), ✓ unless an absence is recorded (X), a totals column.
 * Written with exceljs' streaming writer straight into `salida`, a batch of groups at a time (three
 * queries per batch), waiting for the reader when it falls behind: memory stays bounded by one batch.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { textosReporte as t } from '@escuela/shared';
import type { Db } from '../../db/client';
import { ESTILO_CABECERA, textoSeguro } from '../../lib/excel';
import { nombresDeHoja } from './nombres-hoja';
import { listAlumnosDeGrupos, listFaltasMes, listSesionesMes, type RangoMes } from './reportes.repository';

const LOTE_GRUPOS = 100;

type Sesion = Awaited<ReturnType<typeof listSesionesMes>>[number];
type Alumno = Awaited<ReturnType<typeof listAlumnosDeGrupos>>[number];

export function rangoMes(anio: number, mes: number): RangoMes {
  const dos = (n: number) => String(n).padStart(2, '0');
  const siguiente = mes === 12 ? { anio: anio + 1, mes: 1 } : { anio, mes: mes + 1 };
  return {
    desde: `${anio}-${dos(mes)}-01 00:00:00`,
    hasta: `${siguiente.anio}-${dos(siguiente.mes)}-01 00:00:00`,
  };
}

/** 'yyyy-MM-dd HH:mm:ss' → 'dd/MM' (with the time when the group has two sessions that day). */
function titulosSesiones(sesiones: Sesion[]): string[] {
  const dias = sesiones.map((s) => `${s.fecha.slice(8, 10)}/${s.fecha.slice(5, 7)}`);
  return dias.map((dia, i) =>
    dias.indexOf(dia) === dias.lastIndexOf(dia) ? dia : `${dia} ${sesiones[i]!.fecha.slice(11, 16)}`,
  );
}

function agrupar<T extends { grupoId: number | null }>(filas: T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const f of filas) {
    if (f.grupoId === null) continue;
    const lista = m.get(f.grupoId);
    if (lista) lista.push(f);
    else m.set(f.grupoId, [f]);
  }
  return m;
}

function hojaSinDatos(libro: ExcelJS.stream.xlsx.WorkbookWriter, nombre: string, texto: string) {
  const ws = libro.addWorksheet(nombre);
  ws.columns = [{ width: Math.max(40, texto.length + 4) }];
  const fila = ws.addRow([texto]);
  Object.assign(fila, ESTILO_CABECERA);
  fila.commit();
  ws.commit();
}

function escribirHoja(
  libro: ExcelJS.stream.xlsx.WorkbookWriter,
  nombre: string,
  sesiones: Sesion[],
  alumnado: Alumno[],
  faltas: Set<string>,
) {
  const ws = libro.addWorksheet(nombre, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  ws.columns = [
    { width: 34 },
    ...sesiones.map(() => ({ width: 8, style: { alignment: { horizontal: 'center' as const } } })),
    { width: 13, style: { alignment: { horizontal: 'center' as const } } },
  ];
  const cabecera = ws.addRow([t.columnaAlumno, ...titulosSesiones(sesiones), t.columnaTotal]);
  Object.assign(cabecera, ESTILO_CABECERA);
  cabecera.commit();
  if (!alumnado.length) ws.addRow([t.sinAlumnos]).commit();
  for (const a of alumnado) {
    const marcas = sesiones.map((s) => (faltas.has(`${a.id}:${s.id}`) ? t.falta : t.asistio));
    const fila = ws.addRow([
      textoSeguro(`${a.apellidos}, ${a.nombre}`),
      ...marcas,
      marcas.filter((m) => m === t.asistio).length,
    ]);
    marcas.forEach((m, i) => {
      if (m === t.falta) fila.getCell(i + 2).font = { bold: true, color: { argb: 'FFB91C1C' } };
    });
    fila.commit();
  }
  ws.commit();
}

/** Resolves when `salida` can take more (or has closed: the client went away). */
async function esperarLector(salida: Writable): Promise<void> {
  if (!salida.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const listo = () => {
      salida.off('drain', listo);
      salida.off('close', listo);
      resolve();
    };
    salida.once('drain', listo);
    salida.once('close', listo);
  });
}

export async function escribirReporteAsistencias(
  db: Db,
  opciones: { anio: number; mes: number; grupos: { id: number; nombre: string }[] },
  salida: Writable,
): Promise<void> {
  const { anio, mes, grupos } = opciones;
  const rango = rangoMes(anio, mes);
  const nombres = nombresDeHoja(grupos.map((g) => g.nombre));
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: salida,
    useStyles: true,
    useSharedStrings: false,
  });
  for (let inicio = 0; inicio < grupos.length; inicio += LOTE_GRUPOS) {
    if (salida.destroyed) return;
    const lote = grupos.slice(inicio, inicio + LOTE_GRUPOS);
    const ids = lote.map((g) => g.id);
    const [sesiones, alumnado, faltas] = await Promise.all([
      listSesionesMes(db, ids, rango),
      listAlumnosDeGrupos(db, ids),
      listFaltasMes(db, ids, rango),
    ]);
    const sesionesPorGrupo = agrupar(sesiones);
    const alumnosPorGrupo = agrupar(alumnado);
    const ausencias = new Set(faltas.map((f) => `${f.alumnoId}:${f.sesionId}`));
    lote.forEach((g, i) => {
      const nombre = nombres[inicio + i]!;
      const delGrupo = sesionesPorGrupo.get(g.id);
      if (!delGrupo) hojaSinDatos(libro, nombre, t.sinSesiones(mes, anio));
      else escribirHoja(libro, nombre, delGrupo, alumnosPorGrupo.get(g.id) ?? [], ausencias);
    });
    await esperarLector(salida);
  }
  // A workbook needs at least one sheet for Excel to open it.
  if (!grupos.length) hojaSinDatos(libro, t.hojaSinGrupos, t.sinGrupos);
  await libro.commit();
}
