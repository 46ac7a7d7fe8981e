/**
 * The attendance report (spec §2, DESIGN.md §4, issue 29): one sheet per group, rows the students enrolled
 * in it at some point of the month, columns the month's non-cancelled sessions (dd/MM), cells as
 * `marcaReporte` decides (✓, X, J, or blank for a session still to come or a day outside the student's
 * enrolment), a totals column and a legend. Written with exceljs' streaming writer straight into
 * `salida`, a batch of groups at a time (three queries per batch), waiting for the reader when it falls
 * behind: memory stays bounded by one batch.
 */
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { textosReporte as t, type Matricula } from '@escuela/shared';
import type { Db } from '../../db/client';
import { ESTILO_CABECERA, textoSeguro } from '../../lib/excel';
import { relojEscuela } from '../../db/reloj-escuela';
import { marcaReporte } from './marcas';
import { nombresDeHoja } from './nombres-hoja';
import { listFaltasMes, listMatriculasMes, listSesionesMes, type RangoMes } from './reportes.repository';

const LOTE_GRUPOS = 100;
const FUENTE_FALTA: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFB91C1C' } };
const FUENTE_LEYENDA: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF4B5563' } };

type Sesion = Awaited<ReturnType<typeof listSesionesMes>>[number];
/** A row of a sheet: the student and their enrolments in the group that month. */
interface Alumno {
  id: number;
  grupoId: number;
  nombre: string;
  apellidos: string;
  matriculas: Matricula[];
}
type Faltas = Map<string, { justificada: boolean }>;

/** One row per student (their enrolments in the group folded together), in the query's order. */
function alumnosDe(filas: Awaited<ReturnType<typeof listMatriculasMes>>): Alumno[] {
  const porClave = new Map<string, Alumno>();
  for (const f of filas) {
    const clave = `${f.grupoId}:${f.id}`;
    const tramo = { grupoId: f.grupoId, desde: f.desde, hasta: f.hasta };
    const ya = porClave.get(clave);
    if (ya) ya.matriculas.push(tramo);
    else
      porClave.set(clave, {
        id: f.id,
        grupoId: f.grupoId,
        nombre: f.nombre,
        apellidos: f.apellidos,
        matriculas: [tramo],
      });
  }
  return [...porClave.values()];
}

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
  faltas: Faltas,
  ahora: string,
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
    const marcas = sesiones.map((s) => {
      const falta = faltas.get(`${a.id}:${s.id}`);
      return marcaReporte(s, a.matriculas, falta && { asistio: false, ...falta }, ahora);
    });
    const fila = ws.addRow([
      textoSeguro(`${a.apellidos}, ${a.nombre}`),
      ...marcas.map((m) => m || null),
      marcas.filter((m) => m === t.asistio).length,
    ]);
    marcas.forEach((m, i) => {
      if (m === t.falta || m === t.justificada) fila.getCell(i + 2).font = FUENTE_FALTA;
    });
    fila.commit();
  }
  ws.addRow([]).commit();
  const leyenda = ws.addRow([t.leyenda]);
  leyenda.getCell(1).font = FUENTE_LEYENDA;
  leyenda.commit();
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
  /** Told the students of each batch written (the access log, decision 045): one call per batch. */
  alEscribir?: (alumnoIds: number[]) => Promise<void>,
): Promise<void> {
  const { anio, mes, grupos } = opciones;
  const rango = rangoMes(anio, mes);
  const ahora = await relojEscuela(db);
  const nombres = nombresDeHoja(grupos.map((g) => g.nombre));
  // Loaded on the first report, as lib/excel.ts does: a server that never writes one does not carry it.
  const { default: Excel } = await import('exceljs');
  const libro = new Excel.stream.xlsx.WorkbookWriter({
    stream: salida,
    useStyles: true,
    useSharedStrings: false,
  });
  const cargar = (inicio: number) => {
    const ids = grupos.slice(inicio, inicio + LOTE_GRUPOS).map((g) => g.id);
    const datos = Promise.all([
      listSesionesMes(db, ids, rango),
      listMatriculasMes(db, ids, rango),
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
    const alumnosPorGrupo = agrupar(alumnosDe(alumnado));
    await alEscribir?.(alumnado.map((a) => a.id));
    const ausencias: Faltas = new Map(
      faltas.map((f) => [`${f.alumnoId}:${f.sesionId}`, { justificada: f.justificada }]),
    );
    grupos.slice(inicio, inicio + LOTE_GRUPOS).forEach((g, i) => {
      const nombre = nombres[inicio + i]!;
      const delGrupo = sesionesPorGrupo.get(g.id);
      if (!delGrupo) hojaSinDatos(libro, nombre, t.sinSesiones(mes, anio));
      else escribirHoja(libro, nombre, delGrupo, alumnosPorGrupo.get(g.id) ?? [], ausencias, ahora);
    });
    await esperarLector(salida);
  }
  // A workbook needs at least one sheet for Excel to open it.
  if (!grupos.length) hojaSinDatos(libro, t.hojaSinGrupos, t.sinGrupos);
  await libro.commit();
}
