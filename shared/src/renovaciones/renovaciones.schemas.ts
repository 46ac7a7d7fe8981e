/**
 * The school-year renewal (DESIGN.md §11, issue 26, decision 052): the office opens it for next school
 * year with a deadline, each family answers per child in the portal, and the office closes it at year end.
 */
import { z } from 'zod';
import { fecha } from '../common/campos';
import { referenciaSchema } from '../common/respuestas';

/** '2027-2028' for the school year starting in September 2027. */
export const etiquetaCursoEscolar = (anio: number) => `${anio}-${anio + 1}`;

export const mensajesRenovaciones = {
  curso: 'Elige el curso escolar que se renueva',
  cursoFuera: (actual: number) =>
    `Solo se puede renovar para el curso ${etiquetaCursoEscolar(actual)} o el ${etiquetaCursoEscolar(actual + 1)}`,
  fechaLimite: 'La fecha límite no es válida',
  fechaLimitePasada: 'La fecha límite no puede ser anterior a hoy',
  yaExiste: 'Ya se abrió la renovación de ese curso',
  otraAbierta: 'Ya hay una renovación abierta: ciérrala antes de abrir otra',
  sinAlumnos: 'No hay alumnos de alta en ningún grupo: no hay nada que renovar',
  noAbierta: 'Esta renovación ya está cerrada',
  plazoTerminado: 'El plazo para responder a la renovación ha terminado: habla con la escuela',
  sinGrupoPropuesto:
    'No hay un grupo para el próximo curso en el colegio: habla con la escuela para buscarle uno',
  abierta: (n: number) =>
    `Renovación abierta para ${n} ${n === 1 ? 'alumno' : 'alumnos'}: las familias han recibido un correo`,
  recordatorios: (n: number) =>
    n === 0
      ? 'Todas las familias han respondido: no hay recordatorios que enviar'
      : `Recordatorio enviado a ${n} ${n === 1 ? 'familia' : 'familias'}`,
  cerrada: (movidos: number, enEspera: number, bajas: number) =>
    `Curso cerrado: ${movidos} continúan, ${enEspera} en lista de espera y ${bajas} de baja`,
  continua: 'Gracias: hemos guardado que continúa el próximo curso.',
  noContinua: 'Hemos guardado que no continúa el próximo curso.',
  asuntoApertura: 'Renovación de plaza para el próximo curso · RoboEscuela',
  asuntoRecordatorio: 'Recordatorio: renovación de plaza para el próximo curso · RoboEscuela',
} as const;

/** POST /api/renovaciones: the school year (its starting year, 2027 = 2027-2028) and the deadline. */
export const abrirRenovacionSchema = z.strictObject({
  curso: z
    .number({ error: mensajesRenovaciones.curso })
    .int(mensajesRenovaciones.curso)
    .min(2000, mensajesRenovaciones.curso)
    .max(2100, mensajesRenovaciones.curso),
  fechaLimite: fecha(mensajesRenovaciones.fechaLimite),
});
export type AbrirRenovacion = z.infer<typeof abrirRenovacionSchema>;

export const RESPUESTAS_RENOVACION = ['pendiente', 'continua', 'no_continua'] as const;
export type RespuestaRenovacion = (typeof RESPUESTAS_RENOVACION)[number];
export const ESTADOS_RENOVACION = ['abierta', 'cerrada'] as const;

/** A group's counts in a renewal (by the children's group when it opened). */
export const recuentoGrupoSchema = z.object({
  grupo: referenciaSchema,
  colegio: z.string(),
  confirmados: z.number(),
  rechazados: z.number(),
  sinRespuesta: z.number(),
  /** Children of the group with no group proposed for next year. */
  sinGrupoPropuesto: z.number(),
});
export type RecuentoGrupo = z.infer<typeof recuentoGrupoSchema>;

/** GET /api/renovaciones: every renewal, newest first, with its counts per group. */
export const renovacionSchema = z.object({
  id: z.number(),
  curso: z.number(),
  fechaLimite: z.string(),
  estado: z.enum(ESTADOS_RENOVACION),
  /** ISO instant it was closed (the year-end transition), or null. */
  cerradaAt: z.string().nullable(),
  grupos: z.array(recuentoGrupoSchema),
});
export type Renovacion = z.infer<typeof renovacionSchema>;
export const renovacionesSchema = z.array(renovacionSchema);

/** POST /api/renovaciones/:id/recordatorio and /cerrar. */
export const recordatorioSchema = z.object({ message: z.string(), familias: z.number() });
export const cierreSchema = z.object({
  message: z.string(),
  movidos: z.number(),
  enEspera: z.number(),
  bajas: z.number(),
});
export type Cierre = z.infer<typeof cierreSchema>;

/** GET /api/padres/renovaciones: the family's children in the open renewal. */
export const renovacionPadreSchema = z.object({
  /** The child's row in the renewal (the id the family answers on). */
  id: z.number(),
  curso: z.number(),
  fechaLimite: z.string(),
  alumno: referenciaSchema,
  grupoActual: referenciaSchema.nullable(),
  /** Null: the school has no group for the child next year (the family is told to talk to the school). */
  grupoPropuesto: referenciaSchema.nullable(),
  respuesta: z.enum(RESPUESTAS_RENOVACION),
  /** Whether the family can still answer (open and the deadline not passed). */
  puedeResponder: z.boolean(),
});
export type RenovacionPadre = z.infer<typeof renovacionPadreSchema>;

/** POST /api/padres/renovaciones/:id: does the child continue next year? */
export const responderRenovacionSchema = z.strictObject({
  continua: z.boolean({ error: 'Indica si continúa el próximo curso' }),
});
export type ResponderRenovacion = z.infer<typeof responderRenovacionSchema>;
export const respuestaRenovacionSchema = z.object({ message: z.string(), item: renovacionPadreSchema });
