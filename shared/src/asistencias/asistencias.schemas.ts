/** Student and teacher attendance (spec 02 §3, §7, §8; DESIGN.md §4: no record means present). */
import { z } from 'zod';
import { isFechaIsoValida, textoValido } from '../common/campos';
import { salvaguardaListaSchema } from '../consentimientos/consentimientos.schemas';
import { mensajesCampo } from '../common/errors';
import { normalizarFechaHora } from '../sesiones/fechas';
import { ESTADOS_SESION } from '../sesiones/sesiones.schemas';

export const mensajesAsistencia = {
  alumno: 'El alumno es requerido',
  grupo: 'El grupo es requerido',
  sesion: 'La sesión es requerida',
  profesor: 'El profesor es requerido',
  fechaSesion: 'La fecha de la sesión es requerida',
  asistio: 'Indica si asistió',
  justificada: 'El valor de justificada no es válido',
  demasiadoLargo: 'El texto es demasiado largo',
  alumnoAjeno: 'El alumno no pertenece al grupo de la sesión',
  grupoAjeno: 'El grupo no corresponde a la sesión',
  profesorNoExiste: 'El profesor no existe',
  soloPropia: 'Solo puedes registrar tu propia asistencia',
  /** A mark on a session whose start has not come (DESIGN.md §4): the answer's message and the screen's reason. */
  sesionNoEmpezada: (fechaSesion: string) => {
    const f = normalizarFechaHora(fechaSesion) ?? '';
    return `La sesión aún no ha empezado: podrás registrar la asistencia a partir del ${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)} a las ${f.slice(11, 16)}`;
  },
  // Spec §8 (client fallbacks).
  errorSesion: 'Error al obtener detalles de la sesión',
  errorObtener: 'Error al obtener asistencias',
  errorActualizar: 'Error al actualizar asistencia',
  sinSesion: 'No hay sesión seleccionada',
  errorProfesor: 'No se pudo actualizar la asistencia',
  noSeleccionada: 'No se ha seleccionado una sesión',
} as const;

const MAX_ID = 2_147_483_647;
const idDe = (mensaje: string) =>
  z.number({ error: mensaje }).int(mensaje).min(1, mensaje).max(MAX_ID, mensaje);

/** GET /api/asistencias/sesion/:id?fecha=yyyy-MM-dd (the fecha of the page's URL; the session decides). */
export const asistenciasSesionQuery = z.strictObject({
  fecha: z
    .string()
    .trim()
    .refine((v) => v === '' || isFechaIsoValida(v), 'La fecha no es válida')
    .optional(),
});

/** A short note on a student's attendance (the online mark's `observaciones`, an offline mark's `nota`). */
const notaAsistencia = z
  .string({ error: mensajesAsistencia.demasiadoLargo })
  .trim()
  .max(500, mensajesAsistencia.demasiadoLargo)
  .refine(textoValido, mensajesCampo.caracterNoPermitido);

/** POST /api/asistencias: one student's attendance at one session (an upsert). */
export const guardarAsistenciaSchema = z.strictObject({
  alumnoId: idDe(mensajesAsistencia.alumno),
  grupoId: idDe(mensajesAsistencia.grupo),
  sesionId: idDe(mensajesAsistencia.sesion),
  fechaSesion: z
    .string({ error: mensajesAsistencia.fechaSesion })
    .trim()
    .min(1, { message: mensajesAsistencia.fechaSesion, abort: true })
    .refine((v) => isFechaIsoValida(v) || normalizarFechaHora(v) !== null, 'La fecha no es válida'),
  asistio: z.boolean({ error: mensajesAsistencia.asistio }),
  justificada: z.boolean({ error: mensajesAsistencia.justificada }).optional(),
  observaciones: notaAsistencia.nullish().transform((v) => (v === undefined ? undefined : v ? v : null)),
});
export type GuardarAsistenciaInput = z.input<typeof guardarAsistenciaSchema>;
export type GuardarAsistencia = z.infer<typeof guardarAsistenciaSchema>;

/** POST /api/asistencias-profesores/sesion/:id */
export const guardarAsistenciaProfesorSchema = z.strictObject({
  profesorId: idDe(mensajesAsistencia.profesor),
  asistio: z.boolean({ error: mensajesAsistencia.asistio }),
});
export type GuardarAsistenciaProfesor = z.infer<typeof guardarAsistenciaProfesorSchema>;

/** One student of the session's group; `registrada: false` = no record yet, shown as present. */
export const asistenciaAlumnoSchema = z.object({
  id: z.number().nullable(),
  alumnoId: z.number(),
  grupoId: z.number(),
  sesionId: z.number(),
  /** School wall-clock time of the session, ISO ending in Z. */
  fechaSesion: z.string(),
  asistio: z.boolean(),
  justificada: z.boolean(),
  observaciones: z.string().nullable(),
  registrada: z.boolean(),
  alumno: z.object({ nombre: z.string(), apellidos: z.string() }),
});
export type AsistenciaAlumno = z.infer<typeof asistenciaAlumnoSchema>;

/**
 * A row of the session's roster (GET /api/asistencias/sesion/:id): the attendance plus what the teacher
 * needs at the door (allergies, who may collect the child, "sin fotos"; DESIGN.md §10).
 */
export const asistenciaConSalvaguardaSchema = asistenciaAlumnoSchema.extend({
  salvaguarda: salvaguardaListaSchema,
});
export type AsistenciaConSalvaguarda = z.infer<typeof asistenciaConSalvaguardaSchema>;

/** The session's estado after the write (planificada becomes completada once its time has come). */
const estadoSesion = z.enum(ESTADOS_SESION);

export const resultadoAsistenciaSchema = z.object({ asistencia: asistenciaAlumnoSchema, estadoSesion });
export type ResultadoAsistencia = z.infer<typeof resultadoAsistenciaSchema>;

export const asistenciaProfesorSchema = z.object({
  id: z.number(),
  profesorId: z.number(),
  asistio: z.boolean(),
  profesor: z.object({ nombre: z.string(), apellidos: z.string() }),
});
export type AsistenciaProfesor = z.infer<typeof asistenciaProfesorSchema>;

export const resultadoAsistenciaProfesorSchema = z.object({
  asistencia: asistenciaProfesorSchema,
  estadoSesion,
});
export type ResultadoAsistenciaProfesor = z.infer<typeof resultadoAsistenciaProfesorSchema>;

// ── Offline marks (issue 28, decision 049) ───────────────────────────────────────────────────────────

export const mensajesSincronizacion = {
  marca: 'La marca no es válida',
  id: 'El identificador de la marca no es válido',
  hechaEn: 'La hora de la marca no es válida',
  quien: 'Indica el alumno o el profesor de la marca, no ambos',
  sinMarcas: 'No hay marcas que sincronizar',
  demasiadas: 'Demasiadas marcas en un envío (máximo 200)',
  repetidaEnEnvio: 'La misma marca aparece dos veces en el envío',
  pendientes: (n: number) => `Sin conexión · ${n} ${n === 1 ? 'cambio pendiente' : 'cambios pendientes'}`,
  sincronizado: 'Sincronizado',
  sincronizando: 'Sincronizando…',
} as const;

/** One mark made on a device: its own id (a replay is recognised) and the time it was made. */
export const marcaAsistenciaSchema = z
  .strictObject({
    id: z.uuid({ error: mensajesSincronizacion.id }),
    sesionId: idDe(mensajesAsistencia.sesion),
    alumnoId: idDe(mensajesAsistencia.alumno).optional(),
    profesorId: idDe(mensajesAsistencia.profesor).optional(),
    asistio: z.boolean({ error: mensajesAsistencia.asistio }),
    /** Absent: not justified (an offline mark is the whole state of the student's presence). */
    justificada: z.boolean({ error: mensajesAsistencia.justificada }).optional(),
    /** The observation: absent keeps the one stored, '' clears it. */
    nota: notaAsistencia.optional(),
    hechaEn: z.iso.datetime({ offset: true, error: mensajesSincronizacion.hechaEn }),
  })
  .refine((m) => (m.alumnoId === undefined) !== (m.profesorId === undefined), {
    message: mensajesSincronizacion.quien,
    path: ['alumnoId'],
  });
export type MarcaAsistencia = z.infer<typeof marcaAsistenciaSchema>;
export type MarcaAsistenciaInput = z.input<typeof marcaAsistenciaSchema>;

/** POST /api/asistencias/sincronizar */
export const sincronizarAsistenciasSchema = z.strictObject({
  marcas: z
    .array(marcaAsistenciaSchema, { error: mensajesSincronizacion.sinMarcas })
    .min(1, mensajesSincronizacion.sinMarcas)
    .max(200, mensajesSincronizacion.demasiadas)
    .refine((ms) => new Set(ms.map((m) => m.id)).size === ms.length, mensajesSincronizacion.repetidaEnEnvio),
});
export type SincronizarAsistencias = z.infer<typeof sincronizarAsistenciasSchema>;

export const RESULTADOS_MARCA = ['aplicada', 'repetida', 'superada'] as const;
export type ResultadoMarca = (typeof RESULTADOS_MARCA)[number];

export const resultadoSincronizacionSchema = z.object({
  resultados: z.array(z.object({ id: z.string(), resultado: z.enum(RESULTADOS_MARCA) })),
});
export type ResultadoSincronizacion = z.infer<typeof resultadoSincronizacionSchema>;
