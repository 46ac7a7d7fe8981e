/**
 * "Hoy" (issue 28): a teacher's sessions of today and the next 7 days, with what the phone needs to take
 * attendance with no signal (the rosters and the teacher's own attendance).
 */
import { z } from 'zod';
import { referenciaSchema } from '../common/respuestas';
import { materialNecesarioSchema } from '../sesiones/sesiones.schemas';
import { ESTADOS_SESION } from '../sesiones/sesiones.schemas';

/** Days after today that "Hoy" shows below today's sessions. */
export const DIAS_AGENDA = 7;

export const mensajesAgenda = {
  titulo: 'Hoy',
  sinSesionesHoy: 'Hoy no tienes clases.',
  sinProximas: 'No tienes clases en los próximos 7 días.',
  error: 'No se pudo cargar tu agenda',
  tomarAsistencia: 'Tomar asistencia',
  comoLlegar: 'Cómo llegar',
  materiales: 'Materiales que llevar',
  proximos: 'Próximos 7 días',
  guardadoEnDispositivo: 'Guardado en este dispositivo',
} as const;

export const alumnoAgendaSchema = z.object({
  alumnoId: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  asistio: z.boolean(),
  justificada: z.boolean(),
  observaciones: z.string().nullable(),
  registrada: z.boolean(),
});
export type AlumnoAgenda = z.infer<typeof alumnoAgendaSchema>;

export const sesionAgendaSchema = z.object({
  id: z.number(),
  /** School wall-clock time as ISO ending in Z: show it in UTC. */
  fecha: z.string(),
  estado: z.enum(ESTADOS_SESION),
  grupo: referenciaSchema,
  nivel: referenciaSchema,
  colegio: z.object({ id: z.number(), nombre: z.string(), direccion: z.string().nullable() }),
  actividad: z.object({ id: z.number(), titulo: z.string() }).nullable(),
  materiales: z.array(materialNecesarioSchema),
  profesorId: z.number(),
  profesorSustituto: z.object({ id: z.number(), nombre: z.string(), apellidos: z.string() }).nullable(),
  /** The students of the session (a teacher's own sessions only; empty for the office). */
  alumnos: z.array(alumnoAgendaSchema),
  /** The signed-in teacher's own attendance at it; null when not recorded (or not a teacher). */
  asistenciaPropia: z.boolean().nullable(),
});
export type SesionAgenda = z.infer<typeof sesionAgendaSchema>;

export const agendaSchema = z.object({
  /** Today on the school's calendar, yyyy-MM-dd. */
  hoy: z.string(),
  /** The signed-in teacher's record, null for the office. */
  profesorId: z.number().nullable(),
  sesiones: z.array(sesionAgendaSchema),
});
export type Agenda = z.infer<typeof agendaSchema>;
