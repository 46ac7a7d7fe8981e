/** The attendance report (spec §2 Reportes de Asistencias, §5, §7, §9; DESIGN.md §4). */
import { z } from 'zod';
import { enteroTexto, idTexto } from '../common/campos';

/** Spec §3: months are numbered 1-12 with Spanish names. */
export const MESES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

/** 'Todos los grupos' in the Grupo select. */
export const TODOS_LOS_GRUPOS = 'all';
/** The server accepts any year in this range; the screen offers current − 2 … current + 1 (spec §9). */
export const RANGO_ANIOS_REPORTE = { min: 2000, max: 2100 } as const;

export function aniosReporte(hoy = new Date()): number[] {
  const actual = hoy.getFullYear();
  return [actual - 2, actual - 1, actual, actual + 1];
}

export const textosReporte = {
  incompletoTitulo: 'Campos incompletos',
  incompleto: 'Por favor, selecciona mes, año y grupo',
  mes: 'El mes debe ser un número entre 1 y 12',
  anio: `El año debe estar entre ${RANGO_ANIOS_REPORTE.min} y ${RANGO_ANIOS_REPORTE.max}`,
  grupo: "El grupo debe ser un identificador o 'all'",
  grupoNoEncontrado: 'Grupo no encontrado',
  errorDescarga: 'No se pudo descargar el reporte',
  errorGrupos: 'No se pudieron cargar los grupos',
  descargaIniciada: 'Descarga iniciada',
  nombrePorDefecto: 'asistencias.xlsx',
  /** Spreadsheet texts. */
  columnaAlumno: 'Alumno',
  columnaTotal: 'Asistencias',
  asistio: '✓',
  falta: 'X',
  justificada: 'J',
  /** Under every sheet with marks (issue 29: the report says what each mark means). */
  leyenda:
    'Leyenda: ✓ asistió · X faltó · J falta justificada · en blanco: la sesión aún no ha llegado o el alumno no estaba matriculado en el grupo ese día',
  sinSesiones: (mes: number, anio: number) =>
    `No hay sesiones de este grupo en ${MESES[mes - 1]!.toLowerCase()} de ${anio}`,
  sinAlumnos: 'El grupo no tiene alumnos matriculados este mes',
  hojaSinGrupos: 'Asistencias',
  sinGrupos: 'No hay grupos registrados',
} as const;
const t = textosReporte;

const requerido = (valor: unknown) => (valor === undefined || valor === '' ? undefined : valor);

export const reporteAsistenciasQuery = z.strictObject({
  mes: z.preprocess(requerido, enteroTexto(1, 12, t.mes, t.incompleto)),
  anio: z.preprocess(
    requerido,
    enteroTexto(RANGO_ANIOS_REPORTE.min, RANGO_ANIOS_REPORTE.max, t.anio, t.incompleto),
  ),
  grupoId: z.preprocess(
    requerido,
    z.union([z.literal(TODOS_LOS_GRUPOS), idTexto(t.grupo)], {
      error: (issue) => (issue.input === undefined ? t.incompleto : t.grupo),
    }),
  ),
});
export type ReporteAsistencias = z.infer<typeof reporteAsistenciasQuery>;
export type ReporteAsistenciasInput = z.input<typeof reporteAsistenciasQuery>;
