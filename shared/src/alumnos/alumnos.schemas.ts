/** Students (spec 02 §2–§5, DESIGN.md §3–§4): the form and API bodies, the list filters, the answers. */
import { z } from 'zod';
import {
  type Paginacion,
  fechaOpcional,
  hoyISO,
  ibanOpcional,
  id,
  idTexto,
  isFechaIsoValida,
  paginacion,
  paginacionSchema,
  telefonoOpcional,
  texto,
  textoOpcional,
  textoRequerido,
  vacioANull,
} from '../common/campos';
import { isDniNieValido, normalizarDni } from '../common/dni';
import { admiteMascara } from '../derechos/campo-enmascarado';
import { sumarDias } from '../materiales/fechas';
import { CURSO_VALORES, FECHA_NACIMIENTO_MINIMA } from '../padres/inscripcion';
import { LIMITES_IMPORTACION, mensajesAlumno } from './alumnos.mensajes';

export { LIMITES_IMPORTACION, mensajesAlumno };

export const ESTADOS_ALUMNO = ['alta', 'baja'] as const;
export type EstadoAlumno = (typeof ESTADOS_ALUMNO)[number];
export const estadoAlumnoLabels: Record<EstadoAlumno, string> = { alta: 'Alta', baja: 'Baja' };

export const FILTROS_OBSERVACIONES = ['todos', 'con', 'sin'] as const;
export type FiltroObservaciones = (typeof FILTROS_OBSERVACIONES)[number];

/** The group filter's value for students without a group. */
export const SIN_GRUPO = 'sin';
export const SIN_GRUPO_LABEL = 'Sin asignar';

/** The earliest enrolment day accepted (a school year that started before any data here). */
export const DESDE_MINIMO = '2000-01-01';

const campos = {
  nombre: textoRequerido(mensajesAlumno.nombre, 100, mensajesAlumno.demasiadoLargo),
  apellidos: textoRequerido(mensajesAlumno.apellidos, 150, mensajesAlumno.demasiadoLargo),
  fechaNacimiento: fechaOpcional(mensajesAlumno.fecha).refine(
    (v) => v == null || !isFechaIsoValida(v) || (v >= FECHA_NACIMIENTO_MINIMA && v <= hoyISO()),
    { message: mensajesAlumno.fechaRango },
  ),
  curso: texto(20, mensajesAlumno.curso)
    .nullish()
    .transform(vacioANull)
    .refine((v) => v == null || (CURSO_VALORES as readonly string[]).includes(v), mensajesAlumno.curso),
  letra: texto(5, mensajesAlumno.letra)
    .nullish()
    .transform((v) => {
      const letra = vacioANull(v);
      return letra ? letra.toUpperCase() : letra;
    })
    .refine((v) => v == null || /^[A-ZÑ]$/.test(v), mensajesAlumno.letra),
  grupoId: id(mensajesAlumno.grupo).nullish(),
  telefono1: telefonoOpcional(mensajesAlumno.telefono),
  telefono2: telefonoOpcional(mensajesAlumno.telefono),
  /** DNI and account: masked in the answers; sent back masked, the stored value stays (decision 045). */
  dni: admiteMascara(
    texto(20, mensajesAlumno.dni)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v ? normalizarDni(v) : null))
      .refine((v) => v == null || isDniNieValido(v), mensajesAlumno.dni),
  ).optional(),
  cuenta: admiteMascara(ibanOpcional(mensajesAlumno.cuenta)).optional(),
  /**
   * The family's account, by its e-mail (decision 040): links the child to that parent; blank unlinks;
   * absent leaves the link as it is. An e-mail without a family account answers 400 under this field.
   */
  padreEmail: texto(254, mensajesAlumno.padreEmail)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null))
    .refine((v) => v == null || z.email().safeParse(v).success, mensajesAlumno.padreEmail),
  observaciones: textoOpcional(5000, mensajesAlumno.demasiadoLargo),
  estado: z.enum(ESTADOS_ALUMNO, { error: mensajesAlumno.estado }),
  /**
   * From which day the group (or the estado) written with it holds: the start of the enrolment, the day of
   * a move, of a baja or of an alta (decision 030). Blank = today. Sent alone, with the same group, it
   * corrects when the current enrolment started. Not a column of `alumnos`: it goes to `matriculas`.
   */
  desde: fechaOpcional(mensajesAlumno.desde).refine(
    (v) => v == null || (v >= DESDE_MINIMO && v <= sumarDias(hoyISO(), 366)),
    { message: mensajesAlumno.desdeRango },
  ),
};

/** Body of POST /api/alumnos (admin), and the student dialog's form. */
export const alumnoSchema = z.strictObject({ ...campos, estado: campos.estado.default('alta') });
export type AlumnoInput = z.input<typeof alumnoSchema>;
export type GuardarAlumno = z.infer<typeof alumnoSchema>;

/**
 * Body of PUT /api/alumnos/:id: any subset of the fields. An admin's fields are all applied; for a
 * profesor or coordinador the server takes `observaciones` only, whatever else is sent.
 */
export const actualizarAlumnoSchema = z
  .strictObject({ ...campos, estado: campos.estado.optional() })
  .partial();
export type ActualizarAlumno = z.infer<typeof actualizarAlumnoSchema>;

/** The fields a profesor or coordinador may change. */
export const observacionesAlumnoSchema = z.strictObject({ observaciones: campos.observaciones });

const grupoFiltro = z.union([z.literal(SIN_GRUPO), idTexto(mensajesAlumno.grupo)], {
  error: mensajesAlumno.grupo,
});

/** GET /api/alumnos (and, without the page, the export): the screen's filters. */
export const filtrosAlumnosSchema = z.strictObject({
  search: texto(100, mensajesAlumno.demasiadoLargo).optional(),
  grupoId: grupoFiltro.optional(),
  estado: z.enum(ESTADOS_ALUMNO, { error: mensajesAlumno.estado }).default('alta'),
  observaciones: z.enum(FILTROS_OBSERVACIONES).default('todos'),
});
export const listarAlumnosQuery = filtrosAlumnosSchema.extend(paginacion(50, 200));
export type FiltrosAlumnos = z.infer<typeof filtrosAlumnosSchema>;
export type ListarAlumnosInput = z.input<typeof listarAlumnosQuery>;

// The answers: only what these schemas declare leaves the server (route() strips the rest).
const alumnoFilaSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  curso: z.string().nullable(),
  letra: z.string().nullable(),
  grupo: z.object({ id: z.number(), nombre: z.string() }).nullable(),
  observaciones: z.string().nullable(),
  /** ISO instant of the last observaciones save. */
  observacionesUpdatedAt: z.string().nullable(),
  estado: z.enum(ESTADOS_ALUMNO),
});
export type AlumnoFila = z.infer<typeof alumnoFilaSchema>;

export type { Paginacion };

export const listaAlumnosSchema = z.object({
  alumnos: z.array(alumnoFilaSchema),
  paginacion: paginacionSchema,
});
export type ListaAlumnos = z.infer<typeof listaAlumnosSchema>;

/**
 * One student, for the dialog. `dni` and `cuenta` are only sent to an admin, masked (`••••` and the last
 * four; the whole value through `GET /api/alumnos/:id/revelar`); null for other roles (decision 045).
 */
export const alumnoRespuestaSchema = alumnoFilaSchema.extend({
  fechaNacimiento: z.string().nullable(),
  telefono1: z.string().nullable(),
  telefono2: z.string().nullable(),
  dni: z.string().nullable(),
  cuenta: z.string().nullable(),
  /** Attendance records: a student with any is set to baja instead of being deleted. */
  numAsistencias: z.number(),
  /** The day the current enrolment in `grupo` started (yyyy-MM-dd); null when in no group or in baja. */
  desde: z.string().nullable(),
  /** The family account's e-mail (admin only; null for other roles or a child without family). */
  padreEmail: z.string().nullable(),
  /**
   * Only in the answer of POST /api/alumnos: the group asked for was full, so the student waits on its list
   * at `posicion` (decision 047) instead of being in it.
   */
  listaEspera: z.object({ grupoId: z.number(), posicion: z.number() }).nullable().optional(),
});
export type Alumno = z.infer<typeof alumnoRespuestaSchema>;

/** A student with attendance is set to baja instead of being deleted. */
export const resultadoEliminarAlumnoSchema = z.object({
  message: z.string(),
  resultado: z.enum(['eliminado', 'baja']),
});
export type ResultadoEliminarAlumno = z.infer<typeof resultadoEliminarAlumnoSchema>;

export const resultadoImportacionSchema = z.object({
  message: z.string(),
  creados: z.number(),
  actualizados: z.number(),
  /** Rows matching an existing student with nothing to change (a re-import). */
  sinCambios: z.number(),
  /** 'Fila N: …', N being the spreadsheet's row number (the header is row 1). */
  errores: z.array(z.string()),
});
export type ResultadoImportacion = z.infer<typeof resultadoImportacionSchema>;

/** Spreadsheet headers of the template and the exports; the import matches them ignoring accents and case. */
export const COLUMNAS_ALUMNO = {
  id: 'ID',
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  fechaNacimiento: 'Fecha de nacimiento',
  curso: 'Curso',
  letra: 'Letra',
  grupo: 'Grupo',
  telefono1: 'Teléfono 1',
  telefono2: 'Teléfono 2',
  dni: 'DNI',
  observaciones: 'Observaciones',
  estado: 'Estado',
  desde: 'En el grupo desde',
} as const;
export type ColumnaAlumno = keyof typeof COLUMNAS_ALUMNO;
