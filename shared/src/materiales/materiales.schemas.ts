/** Robotics materials and their weekly periods (spec 02 §2–§5, DESIGN.md §3–§4). */
import { z } from 'zod';
import { textoRequerido } from '../common/campos';
import { fechaIso } from './fechas';
import { rangoFechasSchema } from './rango';

export const mensajesMaterial = {
  descripcion: 'La descripción es requerida',
  total: 'La cantidad total no puede ser negativa',
  enUso: 'La cantidad en uso no puede ser negativa',
  paso: 'La cantidad debe ser múltiplo de 0,5',
  maximo: 'La cantidad es demasiado grande',
  demasiadoLargo: 'El texto es demasiado largo',
  creado: 'Material creado',
  actualizado: 'Material actualizado',
  eliminado: 'Material eliminado',
  usadoEnActividades: (n: number) =>
    `No se puede eliminar el material: lo ${n === 1 ? 'usa 1 actividad' : `usan ${n} actividades`}. Quítelo de ${n === 1 ? 'ella' : 'ellas'} primero.`,
  conPeriodos: (n: number) =>
    `No se puede eliminar el material: tiene ${n === 1 ? '1 periodo' : `${n} periodos`} de disponibilidad. Elimine primero los materiales del periodo.`,
  errorGuardar: 'Hubo un error al guardar los datos',
} as const;

export const mensajesPeriodo = {
  numeroInvalido: 'Por favor ingrese un número válido',
  sinCantidad: 'Indique la cantidad inicial o la cantidad usada',
  actualizado: 'Periodo actualizado',
  generados: 'Periodos generados',
  confirmarGenerar: '¿Está seguro de generar los periodos? Esta acción no se puede deshacer.',
  errorCargar: 'No se pudieron cargar los materiales del periodo. Por favor, intente más tarde.',
  errorCargarToast: 'Error al cargar materiales del periodo',
  errorActualizar: 'Error al actualizar el periodo',
  errorGenerar: 'Error al generar periodos',
  fechaInvalida: 'La fecha no es válida',
} as const;

/** Quantities in steps of 0.5 (numeric(10,1)); `mensaje` is the field's "no negative" text. */
export const cantidadMaterial = (mensaje: string) =>
  z
    .number({ error: mensaje })
    .min(0, { message: mensaje, abort: true })
    .max(999_999, { message: mensajesMaterial.maximo, abort: true })
    .refine((v) => Number.isInteger(v * 2), mensajesMaterial.paso);

/** Body of POST /api/materiales and PUT /api/materiales/:id: the spec's field names. */
export const materialSchema = z.strictObject({
  descripcion: textoRequerido(mensajesMaterial.descripcion, 200, mensajesMaterial.demasiadoLargo),
  total: cantidadMaterial(mensajesMaterial.total),
  en_uso: cantidadMaterial(mensajesMaterial.enUso),
});
export type GuardarMaterial = z.infer<typeof materialSchema>;
export type MaterialInput = z.input<typeof materialSchema>;

export const materialRespuestaSchema = z.object({
  id: z.number(),
  descripcion: z.string(),
  total: z.number(),
  en_uso: z.number(),
});
export type Material = z.infer<typeof materialRespuestaSchema>;

const fechaFiltro = z
  .string()
  .max(40)
  .refine((v) => fechaIso(v) !== null, mensajesPeriodo.fechaInvalida)
  .transform((v) => fechaIso(v)!)
  .optional();

/** GET /api/materiales-periodo: periods overlapping [startDate, endDate] (either may be absent). */
export const listarPeriodosQuery = z.strictObject({ startDate: fechaFiltro, endDate: fechaFiltro });
export type ListarPeriodos = z.infer<typeof listarPeriodosQuery>;

/** A quantity typed in the inline editor, sent as a string (spec §7): a non-negative integer only. */
const cantidadTexto = z
  .string({ error: mensajesPeriodo.numeroInvalido })
  .trim()
  .regex(/^\d{1,9}$/, mensajesPeriodo.numeroInvalido)
  .transform(Number);

/** PATCH /api/materiales-periodo/:id: cantidadInicial or cantidadUsada (or both), as strings. */
export const actualizarPeriodoSchema = z
  .strictObject({ cantidadInicial: cantidadTexto.optional(), cantidadUsada: cantidadTexto.optional() })
  .refine((v) => v.cantidadInicial !== undefined || v.cantidadUsada !== undefined, {
    message: mensajesPeriodo.sinCantidad,
  });
export type ActualizarPeriodo = z.infer<typeof actualizarPeriodoSchema>;

/** POST /api/materiales-periodo/generar. */
export const generarPeriodosSchema = rangoFechasSchema;

export const materialPeriodoSchema = z.object({
  id: z.number(),
  materialId: z.number(),
  material: z.object({ id: z.number(), descripcion: z.string() }),
  /** yyyy-MM-dd (a Monday for generated periods). */
  fechaInicio: z.string(),
  fechaFin: z.string(),
  cantidadInicial: z.number(),
  cantidadUsada: z.number(),
});
export type MaterialPeriodo = z.infer<typeof materialPeriodoSchema>;

export const resultadoGenerarPeriodosSchema = z.object({ message: z.string(), creados: z.number() });
export type ResultadoGenerarPeriodos = z.infer<typeof resultadoGenerarPeriodosSchema>;

/** 'Solo disponibles' keeps the rows whose initial minus used is greater than 0 (spec §4). */
export const periodoDisponible = (p: Pick<MaterialPeriodo, 'cantidadInicial' | 'cantidadUsada'>) =>
  p.cantidadInicial - p.cantidadUsada > 0;
