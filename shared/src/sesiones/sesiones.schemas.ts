/** Sessions (spec 02 §2–§7, DESIGN.md §3–§4): bodies, list filters and answers. */
import { z } from 'zod';
import { idTexto, paginacion, paginacionSchema, textoValido } from '../common/campos';
import { erroresOpcionales, referenciaSchema } from '../common/respuestas';
import { mensajesCampo } from '../common/errors';
import { diaSchema, normalizarFechaHora } from './fechas';

export const ESTADOS_SESION = ['planificada', 'completada', 'cancelada', 'no_asignable'] as const;
export type EstadoSesion = (typeof ESTADOS_SESION)[number];
export const estadoSesionLabels: Record<EstadoSesion, string> = {
  planificada: 'Planificada',
  completada: 'Completada',
  cancelada: 'Cancelada',
  no_asignable: 'No asignable',
};

/** The list filter's options (spec §4): all, planificada, completada, cancelada; default planificada. */
export const FILTROS_ESTADO_SESION = ['all', 'planificada', 'completada', 'cancelada'] as const;
export const TODAS = 'all';
export const filtroEstadoSesionLabels: Record<(typeof FILTROS_ESTADO_SESION)[number], string> = {
  all: 'Todas',
  planificada: 'Planificada',
  completada: 'Completada',
  cancelada: 'Cancelada',
};

/** What the session dialog's activity select sends for "no activity" (spec §5). */
export const SIN_ACTIVIDAD = 'none';

export const mensajesSesion = {
  grupo: 'El grupo es requerido',
  fecha: 'La fecha es requerida',
  fechaInvalida: 'La fecha no es válida',
  estado: 'El estado no es válido',
  actividad: 'La actividad no es válida',
  profesor: 'El profesor no es válido',
  demasiadoLargo: 'El texto es demasiado largo',
  fechaInicio: 'La fecha de inicio es requerida',
  fechaFin: 'La fecha de fin es requerida',
  rangoInvertido: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  rangoLargo: 'El rango no puede superar un año',
  duplicada: 'El grupo ya tiene una sesión en esa fecha y hora',
  grupoNoExiste: 'El grupo no existe',
  actividadNoExiste: 'La actividad no existe',
  sustituto: 'El profesor sustituto no es válido',
  sustitutoNoExiste: 'El profesor sustituto no existe',
  sustitutoEsTitular: 'El sustituto no puede ser el profesor del grupo',
  creada: 'Sesión creada',
  actualizada: 'Sesión actualizada',
  eliminada: 'Sesión eliminada',
  confirmarEliminar: '¿Está seguro de eliminar esta sesión? Se eliminarán también sus asistencias.',
  errorCargar: 'Error al cargar sesiones',
  errorEliminar: 'No se pudo eliminar la sesión',
  errorGenerar: 'Error al generar sesiones',
  sinSesion: 'No se ha seleccionado una sesión',
} as const;

/** A number or a string of digits (the admin's selects send either); never `true`, '' or '1e3'. */
const idDe = (mensaje: string) => idTexto(mensaje);

const fechaHora = z
  .string({ error: mensajesSesion.fecha })
  .trim()
  .min(1, { message: mensajesSesion.fecha, abort: true })
  .transform((v, ctx) => {
    const normal = normalizarFechaHora(v);
    if (!normal) {
      ctx.addIssue({ code: 'custom', message: mensajesSesion.fechaInvalida });
      return z.NEVER;
    }
    return normal;
  });

const actividadId = z
  .union([z.literal(SIN_ACTIVIDAD), idDe(mensajesSesion.actividad)], { error: mensajesSesion.actividad })
  .nullish()
  .transform((v) => (v === SIN_ACTIVIDAD ? null : v));

const observaciones = z
  .string({ error: mensajesSesion.demasiadoLargo })
  .trim()
  .max(2000, mensajesSesion.demasiadoLargo)
  .refine(textoValido, mensajesCampo.caracterNoPermitido)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

const campos = {
  grupoId: idDe(mensajesSesion.grupo),
  fecha: fechaHora,
  actividadId,
  estado: z.enum(ESTADOS_SESION, { error: mensajesSesion.estado }),
  observaciones,
};

/** POST /api/sesiones (admin): a new session starts planificada unless told otherwise. */
export const crearSesionSchema = z.strictObject({
  ...campos,
  actividadId: campos.actividadId.transform((v) => v ?? null),
  estado: campos.estado.default('planificada'),
});
export type CrearSesionInput = z.input<typeof crearSesionSchema>;
export type CrearSesion = z.infer<typeof crearSesionSchema>;

/**
 * PUT /api/sesiones/:id: any subset of the admin form. An admin's fields are all applied; for any other
 * role only `observaciones` is (estado and the rest are kept, whatever is sent).
 */
export const actualizarSesionSchema = z
  .strictObject({
    ...campos,
    /** A cover teacher for this session (admin only; null clears it). Issue 28. */
    profesorSustitutoId: idDe(mensajesSesion.sustituto).nullable(),
  })
  .partial();
export type ActualizarSesionInput = z.input<typeof actualizarSesionSchema>;
export type ActualizarSesion = z.infer<typeof actualizarSesionSchema>;

export const ORDENES_SESION = ['fecha', 'grupo', 'nivel', 'actividad', 'estado'] as const;
export type OrdenSesion = (typeof ORDENES_SESION)[number];

const diaOpcional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(diaSchema(mensajesSesion.fechaInvalida).optional());

/** GET /api/sesiones: the screen's filters (teacher filter admin-only), server paging and sorting. */
export const listarSesionesQuery = z
  .strictObject({
    startDate: diaOpcional,
    endDate: diaOpcional,
    grupoId: idDe(mensajesSesion.grupo).optional(),
    estado: z
      .enum([...FILTROS_ESTADO_SESION, 'todas', 'no_asignable'], { error: mensajesSesion.estado })
      .default('planificada')
      .transform((v) => (v === 'todas' ? TODAS : v)),
    profesorId: idDe(mensajesSesion.profesor).optional(),
    sort: z.enum(ORDENES_SESION).default('fecha'),
    order: z.enum(['asc', 'desc']).default('asc'),
    ...paginacion(50, 500),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: mensajesSesion.rangoInvertido,
    path: ['endDate'],
  });
export type ListarSesionesInput = z.input<typeof listarSesionesQuery>;
export type FiltrosSesiones = z.infer<typeof listarSesionesQuery>;

/** POST /api/sesiones/generar: default from today to 30 June of the current school year. */
export const generarSesionesSchema = z
  .strictObject({
    fechaInicio: diaSchema(mensajesSesion.fechaInicio).optional(),
    fechaFin: diaSchema(mensajesSesion.fechaFin).optional(),
    grupoId: idDe(mensajesSesion.grupo).nullish(),
  })
  .refine((b) => !b.fechaInicio || !b.fechaFin || b.fechaInicio <= b.fechaFin, {
    message: mensajesSesion.rangoInvertido,
    path: ['fechaFin'],
  });
export type GenerarSesionesInput = z.input<typeof generarSesionesSchema>;

/** GET /api/sesiones/actividades-disponibles?grupoId= (admin's dialog). */
export const actividadesDisponiblesQuery = z.strictObject({ grupoId: idDe(mensajesSesion.grupo) });

export const materialNecesarioSchema = z.object({
  materialId: z.number(),
  descripcion: z.string(),
  /** ceil(numAlumnos ÷ actividad.alumnos × cantidad) */
  cantidad: z.number(),
});
export type MaterialNecesario = z.infer<typeof materialNecesarioSchema>;

export const sesionFilaSchema = z.object({
  id: z.number(),
  grupoId: z.number(),
  grupo: referenciaSchema,
  nivel: referenciaSchema,
  colegio: referenciaSchema,
  profesorId: z.number(),
  /** The cover teacher of this one session, if any (issue 28). */
  profesorSustituto: z.object({ id: z.number(), nombre: z.string(), apellidos: z.string() }).nullable(),
  actividadId: z.number().nullable(),
  actividad: z.object({ id: z.number(), titulo: z.string() }).nullable(),
  /** School wall-clock time as ISO ending in Z: show it in UTC. */
  fecha: z.string(),
  estado: z.enum(ESTADOS_SESION),
  observaciones: z.string().nullable(),
  /** The group's students in alta. */
  numAlumnos: z.number(),
  materiales: z.array(materialNecesarioSchema),
});
export type SesionFila = z.infer<typeof sesionFilaSchema>;
export type Sesion = SesionFila;

export const listaSesionesSchema = z.object({
  sesiones: z.array(sesionFilaSchema),
  paginacion: paginacionSchema,
});
export type ListaSesiones = z.infer<typeof listaSesionesSchema>;

export const resultadoGenerarSesionesSchema = z.object({
  message: z.string(),
  creadas: z.number(),
  /** Dates skipped: holidays, plus sessions that already existed. */
  omitidas: z.number(),
  /** The holidays skipped (distinct days, at most 20). */
  festivos: z.array(z.object({ fecha: z.string(), nombre: z.string() })),
  errores: erroresOpcionales,
});
export type ResultadoGenerarSesiones = z.infer<typeof resultadoGenerarSesionesSchema>;

export const actividadDisponibleSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  nivel: referenciaSchema,
  /** Levels between the activity's and the group's (0 = same level). */
  distancia: z.number(),
});
export type ActividadDisponible = z.infer<typeof actividadDisponibleSchema>;
