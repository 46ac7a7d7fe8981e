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
const FUENTE_FALTA: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFB91C1C' } };

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
  // No column styles: exceljs copies a column's style into every cell and serialises each copy, which
  // tripled the time of the 400-group report. Only the header and the X cells carry a style.
  ws.columns = [{ width: 34 }, ...sesiones.map(() => ({ width: 8 })), { width: 13 }];
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
      if (m === t.falta) fila.getCell(i + 2).font = FUENTE_FALTA;
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
  const cargar = (inicio: number) => {
    const ids = grupos.slice(inicio, inicio + LOTE_GRUPOS).map((g) => g.id);
    const datos = Promise.all([
      listSesionesMes(db, ids, rango),
      listAlumnosDeGrupos(db, ids),
      listFaltasMes(db, ids, rango),
    ]);
    datos.catch(() => undefined); // awaited below; a batch never reached must not be an unhandled rejection
    return datos;
  };
  // The next batch's queries run in the database while this batch's sheets are written.
  let siguiente = grupos.length ? cargar(0) : null;
  for (let inicio = 0; siguiente; inicio += LOTE_GRUPOS) {
    const [sesiones, alumnado, faltas] = await siguiente;
    if (salida.destroyed) return;
    siguiente = inicio + LOTE_GRUPOS < grupos.length ? cargar(inicio + LOTE_GRUPOS) : null;
    const sesionesPorGrupo = agrupar(sesiones);
    const alumnosPorGrupo = agrupar(alumnado);
    const ausencias = new Set(faltas.map((f) => `${f.alumnoId}:${f.sesionId}`));
    grupos.slice(inicio, inicio + LOTE_GRUPOS).forEach((g, i) => {
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
