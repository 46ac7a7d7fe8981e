/**
 * Merging two records of one child (decision 040): the office keeps one student and folds the duplicate
 * into it (attendance, observations, enrolments, the family link); every merge leaves a history row.
 */
import { z } from 'zod';
import { id } from '../common/campos';

export const mensajesFusion = {
  duplicado: 'Elige el alumno duplicado que quieres unir a este',
  mismoAlumno: 'Elige un alumno distinto: no se puede unir un alumno consigo mismo',
  duplicadoNoExiste: 'El alumno duplicado no existe',
  otraFamilia:
    'Los dos alumnos están vinculados a familias distintas: desvincula uno desde su ficha si de verdad son el mismo niño',
  fusionado: 'Alumnos unidos: las asistencias y observaciones del duplicado están ahora en este alumno',
  confirmar:
    'Se conservará este alumno y se eliminará el duplicado. Sus asistencias, observaciones y matrículas pasarán a este alumno. No se puede deshacer.',
  errorGuardar: 'No se pudieron unir los alumnos',
  errorCargar: 'No se pudo cargar el historial de uniones',
} as const;

/** POST /api/alumnos/:id/fusionar: `:id` is the record kept, `duplicadoId` the one folded into it and removed. */
export const fusionarAlumnosSchema = z.strictObject({
  duplicadoId: id(mensajesFusion.duplicado),
});
export type FusionarAlumnosInput = z.input<typeof fusionarAlumnosSchema>;

/** What a merge moved (the same counts the history keeps). */
export const movidasFusionSchema = z.object({
  asistencias: z.number(),
  /** The duplicate's attendance for a session the kept record already had: the kept record's stays. */
  asistenciasDescartadas: z.number(),
  observaciones: z.number(),
  matriculas: z.number(),
});

export const resultadoFusionSchema = z.object({
  message: z.string(),
  alumnoId: z.number(),
  movidas: movidasFusionSchema,
});
export type ResultadoFusion = z.infer<typeof resultadoFusionSchema>;

/** GET /api/alumnos/:id/fusiones: the records folded into this student, newest first. */
export const fusionAlumnoSchema = z.object({
  id: z.number(),
  /** The removed record, as it was. */
  eliminado: z.object({
    id: z.number(),
    nombre: z.string(),
    apellidos: z.string(),
    fechaNacimiento: z.string().nullable(),
  }),
  movidas: movidasFusionSchema,
  /** Who merged them; null once that account is deleted. */
  autor: z.string().nullable(),
  /** ISO instant. */
  fecha: z.string(),
});
export type FusionAlumno = z.infer<typeof fusionAlumnoSchema>;
