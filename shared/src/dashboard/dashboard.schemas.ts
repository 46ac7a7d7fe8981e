import { z } from 'zod';
import { enteroTexto, idTexto } from '../common/campos';
import { referenciaSchema } from '../common/respuestas';
import { ESTADOS_SESION } from '../sesiones/sesiones.schemas';

/** Spec §3 'Stats', plus the students with observations (the admin's fifth tile). Scoped for a teacher. */
export const statsSchema = z.object({
  totalAlumnos: z.number(),
  totalGrupos: z.number(),
  totalColegios: z.number(),
  totalProfesores: z.number(),
  totalObservaciones: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;

/** Spec §3 'Session (teacher dashboard)'. `fecha` is school wall-clock time as ISO ending in Z. */
export const sesionResumenSchema = z.object({
  id: z.number(),
  fecha: z.string(),
  grupo: referenciaSchema,
  actividad: z.object({ titulo: z.string() }).nullable(),
  estado: z.enum(ESTADOS_SESION),
  observaciones: z.string().nullable(),
});
export type SesionResumen = z.infer<typeof sesionResumenSchema>;

/** Spec §3 'Student observation (recent)'. `fecha`: an ISO instant. */
export const observacionRecienteSchema = z.object({
  id: z.number(),
  fecha: z.string(),
  texto: z.string(),
  alumno: z.object({ id: z.number(), nombre: z.string(), apellidos: z.string() }),
  grupo: z.object({ nombre: z.string() }).nullable(),
});
export type ObservacionReciente = z.infer<typeof observacionRecienteSchema>;

/** A student whose observaciones changed lately (admin panel list). */
export const observacionActualizadaSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  observaciones: z.string(),
  /** ISO instant. */
  observacionesUpdatedAt: z.string(),
  grupo: referenciaSchema.nullable(),
});
export type ObservacionActualizada = z.infer<typeof observacionActualizadaSchema>;

/** One week (Monday) of the attendance chart: expected student places and explicit absences. */
export const semanaAsistenciaSchema = z.object({
  semana: z.string(),
  sesiones: z.number(),
  esperadas: z.number(),
  ausencias: z.number(),
  /** 0–1, or null for a week without sessions. */
  tasa: z.number().nullable(),
});
export type SemanaAsistencia = z.infer<typeof semanaAsistenciaSchema>;

const limite = (max: number, porDefecto: number) => enteroTexto(1, max).default(porDefecto);
const profesorId = idTexto().optional();

export const sesionesProfesorQuery = z.strictObject({ profesorId, limit: limite(50, 3) });
export const observacionesSesionQuery = z.strictObject({ profesorId, limit: limite(50, 5) });
export const observacionesRecientesQuery = z.strictObject({ limit: limite(50, 5) });
export const ultimasActualizadasQuery = z.strictObject({ limit: limite(50, 5) });
