/**
 * Parents' enrolments the office looks at, "Inscripciones nuevas" (decision 040): the list, its actions
 * and answers, and what the family sees of its own requests.
 */
import { z } from 'zod';
import { id, paginacion, paginacionSchema, textoRequerido } from '../common/campos';
import { alumnoPadreSchema } from '../padres/padres.schemas';
import { ESTADOS_INSCRIPCION, MOTIVOS_INSCRIPCION, RAZONES_COINCIDENCIA } from './inscripciones.estados';

export * from './inscripciones.estados';

export const mensajesInscripcion = {
  estado: 'El estado no es válido',
  alumno: 'Elige el alumno con el que unir la inscripción',
  mensajeRechazo: 'Escribe el motivo para la familia',
  mensajeLargo: 'El mensaje no puede superar los 1000 caracteres',
  yaResuelta: 'Esta inscripción ya se ha resuelto',
  grupoBorrado:
    'El grupo solicitado ya no existe: une la inscripción a un alumno o recházala con un mensaje para la familia',
  otraFamilia:
    'Este alumno ya está vinculado a otra familia: desvincúlalo antes desde su ficha si de verdad es el mismo niño',
  aprobada: 'Inscripción aprobada: el alumno se ha creado y vinculado a la familia',
  fusionada: 'Inscripción unida al alumno y vinculada a la familia',
  rechazada: 'Inscripción rechazada: se ha enviado el mensaje a la familia',
  errorCargar: 'No se pudieron cargar las inscripciones',
  errorGuardar: 'No se pudo guardar la decisión sobre la inscripción',
  // What the family reads (the portal).
  vinculado: 'Ya teníamos a este alumno en nuestros registros: lo hemos vinculado a tu cuenta.',
  pendiente:
    'Hemos recibido la inscripción. La oficina la revisará antes de confirmarla; verás su estado en «Mis hijos».',
  asuntoRechazo: 'Tu solicitud de inscripción · RoboEscuela',
  alumnoNoExiste: 'El alumno elegido no existe',
} as const;

/** GET /api/inscripciones: one state (pending by default), newest first, in pages. */
export const listarInscripcionesQuery = z.strictObject({
  estado: z.enum(ESTADOS_INSCRIPCION, { error: mensajesInscripcion.estado }).default('pendiente'),
  ...paginacion(20, 100),
});
export type ListarInscripcionesInput = z.input<typeof listarInscripcionesQuery>;

const grupoConColegioSchema = z.object({ id: z.number(), nombre: z.string(), colegio: z.string() });

/** A student a request resembles, as the office compares them (DNI masked to its last four). */
export const candidatoInscripcionSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  fechaNacimiento: z.string().nullable(),
  curso: z.string().nullable(),
  letra: z.string().nullable(),
  grupo: grupoConColegioSchema.nullable(),
  estado: z.enum(['alta', 'baja']),
  dni: z.string().nullable(),
  familia: z.object({ nombre: z.string(), email: z.string() }).nullable(),
  razones: z.array(z.enum(RAZONES_COINCIDENCIA)),
});
export type CandidatoInscripcion = z.infer<typeof candidatoInscripcionSchema>;

export const historialInscripcionSchema = z.object({
  estado: z.enum(ESTADOS_INSCRIPCION),
  /** Who made the change (the family, or an office user); null once that account is deleted. */
  autor: z.string().nullable(),
  /** ISO instant. */
  fecha: z.string(),
  nota: z.string().nullable(),
});

export const inscripcionFilaSchema = z.object({
  id: z.number(),
  estado: z.enum(ESTADOS_INSCRIPCION),
  motivo: z.enum(MOTIVOS_INSCRIPCION),
  /** ISO instant the family sent it. */
  creadaAt: z.string(),
  familia: z.object({
    padreId: z.number(),
    nombre: z.string(),
    email: z.string(),
    colegio: z.string().nullable(),
  }),
  solicitud: z.object({
    nombre: z.string(),
    apellidos: z.string(),
    fechaNacimiento: z.string(),
    curso: z.string(),
    letra: z.string(),
    grupo: grupoConColegioSchema.nullable(),
    telefono1: z.string(),
    telefono2: z.string().nullable(),
    dni: z.string().nullable(),
  }),
  candidatos: z.array(candidatoInscripcionSchema),
  /** The student it became or was joined to. */
  alumnoId: z.number().nullable(),
  mensaje: z.string().nullable(),
  historial: z.array(historialInscripcionSchema),
});
export type InscripcionFila = z.infer<typeof inscripcionFilaSchema>;

export const listaInscripcionesSchema = z.object({
  inscripciones: z.array(inscripcionFilaSchema),
  paginacion: paginacionSchema,
});

export const totalPendientesSchema = z.object({ total: z.number() });

/** POST /api/inscripciones/:id/fusionar: the student it is; `cambiarGrupo` moves them to the group asked for. */
export const fusionarInscripcionSchema = z.strictObject({
  alumnoId: id(mensajesInscripcion.alumno),
  cambiarGrupo: z.boolean().default(true),
});
export type FusionarInscripcionInput = z.input<typeof fusionarInscripcionSchema>;

/** POST /api/inscripciones/:id/rechazar: the message e-mailed to the family. */
export const rechazarInscripcionSchema = z.strictObject({
  mensaje: textoRequerido(mensajesInscripcion.mensajeRechazo, 1000, mensajesInscripcion.mensajeLargo),
});
export type RechazarInscripcionInput = z.input<typeof rechazarInscripcionSchema>;

export const resultadoDecisionSchema = z.object({ message: z.string(), alumnoId: z.number().nullable() });

// ---- The family's side ----

/** A request of the signed-in family still waiting, or turned down (with the office's message). */
export const inscripcionPadreSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  grupoNombre: z.string().nullable(),
  estado: z.enum(ESTADOS_INSCRIPCION),
  mensaje: z.string().nullable(),
  creadaAt: z.string(),
});
export type InscripcionPadre = z.infer<typeof inscripcionPadreSchema>;

/**
 * POST /api/padres/inscribir-alumno: `inscrito` (a new student), `vinculado` (a student the school had,
 * now linked to the family) or `pendiente` (the office will look: `inscripcion` says which request).
 */
export const resultadoInscribirSchema = z.object({
  message: z.string(),
  resultado: z.enum(['inscrito', 'vinculado', 'pendiente']),
  alumno: alumnoPadreSchema.nullable(),
  inscripcion: inscripcionPadreSchema.nullable(),
  /** Places (issue 26): a new child got a place (`inscrito`) or waits (`lista_espera`, at `posicion`). */
  estado: z.enum(['inscrito', 'lista_espera', 'pendiente', 'vinculado']),
  posicion: z.number().nullable(),
});
export type ResultadoInscribir = z.infer<typeof resultadoInscribirSchema>;
