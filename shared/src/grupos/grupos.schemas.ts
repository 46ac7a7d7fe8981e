import { z } from 'zod';
import { id, idTexto, paginacion, paginacionSchema, textoRequerido } from '../common/campos';
import { referenciaSchema } from '../common/respuestas';
import { HORA_REGEX, isHorarioValido } from './horario';
import { cuotaMensualSchema } from '../cobros/cobros.schemas';
import { mensajesPlazas } from '../plazas/plazas.schemas';

const plazas = (mensaje: string, min: number) =>
  z.number({ error: mensaje }).int(mensaje).min(min, mensaje).max(500, mensaje);

export const DURACIONES = [1, 1.5, 2] as const;

export const mensajesGrupo = {
  nombre: 'El nombre es requerido',
  nivel: 'El nivel es requerido',
  duracionMin: 'La duración mínima es 1 hora',
  duracionMax: 'La duración máxima es 2 horas',
  duracionPaso: 'La duración debe ser de 1, 1,5 o 2 horas',
  dias: 'Seleccione al menos un día',
  diasEnvio: 'Debe seleccionar al menos un día',
  hora: 'La hora es requerida',
  horaFormato: 'Formato de hora inválido',
  horarioFormato: 'Formato de horario inválido',
  colegio: 'Seleccione un colegio',
  profesor: 'Seleccione un profesor',
  demasiadoLargo: 'El texto es demasiado largo',
  eliminado: 'Grupo eliminado',
  confirmarEliminar:
    '¿Está seguro de eliminar este grupo? Esta acción eliminará también todas las sesiones y asistencias asociadas.',
  notaProfesor: 'Mostrando grupos asignados a tu usuario',
  orden: 'El orden no es válido',
} as const;

const campos = {
  nombre: textoRequerido(mensajesGrupo.nombre, 150, mensajesGrupo.demasiadoLargo),
  /** € a month (issue 24); 0 = not billed. Left out of a PUT, the price stays as it was. */
  cuotaMensual: cuotaMensualSchema.optional(),
  nivelId: id(mensajesGrupo.nivel),
  duracion: z
    .number({ error: mensajesGrupo.duracionMin })
    .min(1, { message: mensajesGrupo.duracionMin, abort: true })
    .max(2, { message: mensajesGrupo.duracionMax, abort: true })
    .refine((v) => (DURACIONES as readonly number[]).includes(v), mensajesGrupo.duracionPaso),
  colegioId: id(mensajesGrupo.colegio),
  profesorId: id(mensajesGrupo.profesor),
  /** Places (DESIGN.md §11): 16 and 8 on a new group; left out of a PUT, they stay as they were. */
  plazasMaximas: plazas(mensajesPlazas.plazasMaximas, 1).optional(),
  plazasMinimas: plazas(mensajesPlazas.plazasMinimas, 0).optional(),
};

/** Body of POST /api/grupos and PUT /api/grupos/:id: the spec's payload, horario as `1@16:00,3@16:00`. */
export const grupoSchema = z.strictObject({
  ...campos,
  // The format check (isHorarioValido) refuses anything but days and times, NUL bytes included.
  horario: z
    .string({ error: mensajesGrupo.diasEnvio })
    .trim()
    .min(1, { message: mensajesGrupo.diasEnvio, abort: true })
    .max(200, { message: mensajesGrupo.horarioFormato, abort: true })
    .refine(isHorarioValido, mensajesGrupo.horarioFormato),
});
export type GrupoInput = z.input<typeof grupoSchema>;
export type GuardarGrupo = z.infer<typeof grupoSchema>;

/** The dialog's fields (spec §5): days and one start time, written to `horario` on submit. */
export const grupoFormSchema = z.object({
  ...campos,
  dias: z.array(z.number().int().min(0).max(6)).min(1, mensajesGrupo.dias),
  horaInicio: z
    .string({ error: mensajesGrupo.hora })
    .min(1, mensajesGrupo.hora)
    .regex(HORA_REGEX, mensajesGrupo.horaFormato),
});
export type GrupoForm = z.input<typeof grupoFormSchema>;

/** A level as the API sends it (GET /api/niveles, and inside groups and activities). */
export const nivelSchema = z.object({ id: z.number(), nombre: z.string(), orden: z.number() });
export type Nivel = z.infer<typeof nivelSchema>;

/** One row of /grupos (spec 01 §2): every column of the table, the ids its dialog and filters need. */
export const grupoFilaSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  nivelId: z.number(),
  nivel: nivelSchema,
  duracion: z.number(),
  horario: z.string(),
  cuotaMensual: z.number(),
  colegioId: z.number(),
  colegio: referenciaSchema,
  profesorId: z.number(),
  profesor: z.object({ id: z.number(), nombre: z.string(), apellidos: z.string() }),
  /** Students in alta in the group (the table's 'alumnos' count): the occupied places. */
  numAlumnos: z.number(),
  plazasMaximas: z.number(),
  plazasMinimas: z.number(),
  /** Places neither occupied nor held by a live offer (never below 0). */
  plazasLibres: z.number(),
  /** Children on the waiting list (offers included). */
  enEspera: z.number(),
});
export type Grupo = z.infer<typeof grupoFilaSchema>;

/** The table's sortable columns (spec 01 §2 "/grupos"), sorted on the server with the pages. */
export const ORDENES_GRUPO = [
  'nombre',
  'nivel',
  'colegio',
  'profesor',
  'horario',
  'duracion',
  'alumnos',
] as const;
export type OrdenGrupo = (typeof ORDENES_GRUPO)[number];

const idOpcional = idTexto().optional();
/** GET /api/grupos: the /grupos screen's page, filtered (admin: colegio, profesor; teacher: colegio). */
export const listarGruposQuery = z.strictObject({
  colegioId: idOpcional,
  profesorId: idOpcional,
  sort: z.enum(ORDENES_GRUPO, { error: mensajesGrupo.orden }).default('nombre'),
  order: z.enum(['asc', 'desc'], { error: mensajesGrupo.orden }).default('asc'),
  ...paginacion(50, 200),
});
export type FiltrosGrupos = z.infer<typeof listarGruposQuery>;

export const listaGruposSchema = z.object({
  grupos: z.array(grupoFilaSchema),
  paginacion: paginacionSchema,
});
export type ListaGrupos = z.infer<typeof listaGruposSchema>;

/**
 * GET /api/grupos/opciones: what a group select needs (every group the user may see, by name), instead
 * of the table's rows: ~30 bytes a group.
 */
export const opcionesGruposSchema = z.array(z.object({ id: z.number(), nombre: z.string() }));
export type OpcionGrupo = z.infer<typeof opcionesGruposSchema>[number];
