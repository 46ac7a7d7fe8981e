/**
 * "Avisar de una falta" (issue 27): a family says ahead that a child will miss a session; the teacher's
 * attendance list shows the child absent and justified with the reason, the office sees it on /sesiones.
 * Per school, a child marked absent with no notice gets the family an e-mail that day (decision 038).
 */
import { z } from 'zod';
import { id, textoRequerido } from '../common/campos';

export const mensajesAusencia = {
  alumno: 'Elige a tu hijo o hija',
  sesion: 'Elige la clase',
  motivo: 'Indica el motivo',
  motivoLargo: 'El motivo no puede superar 300 caracteres',
  sesionNoValida: 'Esa clase no es de tu hijo o hija, ya ha pasado o está cancelada',
  yaMarcada: 'El profesor ya ha registrado la asistencia de esa clase',
  registrada: 'Falta avisada: el profesor la verá en su lista',
  errorCargar: 'Error al cargar las próximas clases',
  sesiones: 'Las sesiones no son válidas',
  /** The note the attendance record carries (what the teacher reads). */
  nota: (motivo: string) => `Aviso de la familia: ${motivo}`,
} as const;

/** POST /api/padres/ausencias */
export const registrarAusenciaSchema = z.strictObject({
  alumnoId: id(mensajesAusencia.alumno),
  sesionId: id(mensajesAusencia.sesion),
  motivo: textoRequerido(mensajesAusencia.motivo, 300, mensajesAusencia.motivoLargo),
});
export type RegistrarAusencia = z.infer<typeof registrarAusenciaSchema>;
export type RegistrarAusenciaInput = z.input<typeof registrarAusenciaSchema>;

export const ausenciaSchema = z.object({
  id: z.number(),
  alumnoId: z.number(),
  sesionId: z.number(),
  motivo: z.string(),
});
export type Ausencia = z.infer<typeof ausenciaSchema>;

/** GET /api/padres/ausencias: the children's next classes (a few weeks), each with its notice if any. */
export const claseProximaSchema = z.object({
  sesionId: z.number(),
  /** School wall-clock time, ISO ending in Z (show it in UTC). */
  fecha: z.string(),
  grupo: z.string(),
  colegio: z.string(),
  alumno: z.object({ id: z.number(), nombre: z.string() }),
  /** The reason already sent for this class, or null. */
  motivo: z.string().nullable(),
});
export type ClaseProxima = z.infer<typeof claseProximaSchema>;

/** GET /api/ausencias?sesiones=1,2,3 (staff): the notices of the sessions on screen. */
export const ausenciasDeSesionesQuery = z.strictObject({
  sesiones: z
    .string({ error: mensajesAusencia.sesiones })
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, mensajesAusencia.sesiones)
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.every((n) => n >= 1 && n <= 2_147_483_647), mensajesAusencia.sesiones),
});

export const ausenciaStaffSchema = z.object({
  sesionId: z.number(),
  alumnoId: z.number(),
  alumno: z.string(),
  motivo: z.string(),
  /** When the family sent it (ISO). */
  avisadaAt: z.string(),
});
export type AusenciaStaff = z.infer<typeof ausenciaStaffSchema>;

/** The schools' switch for e-mailing the family of an unannounced absence (admin). */
export const colegioFaltasSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  avisarFaltas: z.boolean(),
});
export type ColegioFaltas = z.infer<typeof colegioFaltasSchema>;
export const guardarColegioFaltasSchema = z.strictObject({
  avisarFaltas: z.boolean({ error: 'El valor no es válido' }),
});
