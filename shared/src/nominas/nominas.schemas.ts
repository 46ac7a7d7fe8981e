import { z } from 'zod';
import { idTexto } from '../common/campos';
import { DESPLAZAMIENTOS } from '../profesores/profesores.schemas';
import { ESTADOS_SESION } from '../sesiones/sesiones.schemas';

export const mensajesNomina = {
  mes: 'El mes debe tener el formato yyyy-MM',
  profesor: 'El profesor es requerido',
  bandera: "El valor debe ser 'true' o 'false'",
  sinDatos: 'No hay datos de nóminas disponibles para el período seleccionado',
  errorCargar: 'Error al cargar nóminas',
  errorCalcular: 'Error al calcular nóminas',
  errorDistancia: 'Error al guardar la distancia',
  errorSesiones: 'Error al cargar las sesiones',
  /** Issue 29: the export waits for the distances, unless the admin exports anyway. */
  faltanDistancias: (n: number) =>
    `Faltan ${n === 1 ? '1 distancia' : `${n} distancias`} entre profesor y colegio: sus kilómetros contarían como 0. Pulsa «Calcular Nóminas» para completarlas o exporta igualmente (las filas afectadas quedarán marcadas).`,
  avisoSinDistancia: (colegios: string[]) => `Sin distancia a ${colegios.join(', ')}: 0 km contados allí`,
} as const;

/** Spreadsheet and table headers (spec §2, Nóminas). */
export const COLUMNAS_NOMINA = {
  profesor: 'Profesor',
  salarioHora: 'Salario/Hora',
  sesiones: 'Sesiones',
  horasTotales: 'Horas Totales',
  desplazamiento: 'Desplazamiento',
  kilometrosTotales: 'Km Totales',
  importeDesplazamiento: 'Importe Desplazamiento',
  total: 'Total',
  /** Only in the file: why a row's money may be short (a distance missing when exporting anyway). */
  aviso: 'Aviso',
} as const;

/** 'yyyy-MM', a real month. */
export const mesSchema = z
  .string({ error: mensajesNomina.mes })
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, mensajesNomina.mes);

/** A query flag: 'true' / 'false' in the URL (or a boolean), with its default when absent. */
const bandera = (porDefecto: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: mensajesNomina.bandera })
    .optional()
    .transform((v) => (v === undefined ? porDefecto : v === true || v === 'true'));

/**
 * Query of every payroll call (spec §7): `mes=yyyy-MM`, `filtrarPorAsistencia=false` when the filter is
 * off (on by default), `incluirProfesoresBaja=true` when inactive teachers are included (off by default).
 */
export const nominasQuery = z.strictObject({
  mes: mesSchema,
  filtrarPorAsistencia: bandera(true),
  incluirProfesoresBaja: bandera(false),
});
export type NominasQuery = z.infer<typeof nominasQuery>;

/** GET /api/nominas/export: `exportarIgualmente=true` exports with distances missing (rows marked). */
export const exportarNominasQuery = nominasQuery.extend({ exportarIgualmente: bandera(false) });
export type ExportarNominasQuery = z.infer<typeof exportarNominasQuery>;

export const sesionesProfesorNominaQuery = nominasQuery.extend({
  profesorId: idTexto(mensajesNomina.profesor),
});
export type SesionesProfesorNominaQuery = z.infer<typeof sesionesProfesorNominaQuery>;

/** One payroll row (spec §3). Money in euros with at most 2 decimals, hours with at most 1. */
export const nominaFilaSchema = z.object({
  profesorId: z.number(),
  nombreProfesor: z.string(),
  salarioHora: z.number(),
  sesionesAsistidas: z.number(),
  horasTotales: z.number(),
  desplazamiento: z.enum(DESPLAZAMIENTOS),
  kilometrosTotales: z.number(),
  importeDesplazamiento: z.number(),
  totalNomina: z.number(),
  /** Past sessions of the teacher's groups with no teacher attendance: to confirm before paying (issue 29). */
  sesionesSinConfirmar: z.number(),
});
export type NominaFila = z.infer<typeof nominaFilaSchema>;

/** A teacher–school pair a '0.08' teacher travelled to without a stored distance (spec §3). */
export const distanciaRequeridaSchema = z.object({
  profesorId: z.number(),
  colegioId: z.number(),
  nombreProfesor: z.string(),
  direccionProfesor: z.string().nullable(),
  nombreColegio: z.string(),
  direccionColegio: z.string().nullable(),
  /** Always null: the distance is what is missing. */
  kilometros: z.number().nullable(),
});
export type DistanciaRequerida = z.infer<typeof distanciaRequeridaSchema>;

/** `GET /api/nominas/calcular`: the rows, plus the missing distances when there are any. */
export const calculoNominasSchema = z.object({
  nominas: z.array(nominaFilaSchema),
  distanciasRequeridas: z.array(distanciaRequeridaSchema).optional(),
});
export type CalculoNominas = z.infer<typeof calculoNominasSchema>;

/** One line of a teacher's sessions for the month (spec §3). `fecha` is ISO ending in Z (school time). */
export const sesionProfesorLineaSchema = z.object({
  id: z.number(),
  fecha: z.string(),
  nombreGrupo: z.string(),
  nombreColegio: z.string(),
  nombreActividad: z.string().nullable(),
  estado: z.enum(ESTADOS_SESION),
  /** The teacher's own attendance record for the session; null when none was taken. */
  asistencia: z.boolean().nullable(),
  observaciones: z.string().nullable(),
});
export type SesionProfesorLinea = z.infer<typeof sesionProfesorLineaSchema>;
