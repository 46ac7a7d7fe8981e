/** Holidays (DESIGN.md §3–§4): colegioId null = every school. */
import { z } from 'zod';
import { enteroTexto, idTexto, textoValido } from '../common/campos';
import { referenciaSchema } from '../common/respuestas';
import { mensajesCampo } from '../common/errors';
import { diaSchema } from '../sesiones/fechas';

export const mensajesFestivo = {
  fecha: 'La fecha es requerida',
  fechaInicio: 'La fecha de inicio es requerida',
  fechaFin: 'La fecha de fin es requerida',
  rangoInvertido: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  rangoLargo: 'Un periodo de vacaciones no puede superar 120 días',
  nombre: 'El nombre es requerido',
  colegio: 'El colegio no es válido',
  colegioNoExiste: 'El colegio no existe',
  duplicado: 'Ya existe un festivo en esa fecha para ese ámbito',
  creado: 'Festivo añadido',
  eliminado: 'Festivo eliminado',
  todosLosColegios: 'Todos los colegios',
  confirmarEliminar: '¿Está seguro de eliminar este festivo?',
  errorCargar: 'No se pudieron cargar los festivos',
} as const;

/** Longest vacation range one request may add. */
export const MAX_DIAS_VACACIONES = 120;

const colegioId = z
  .number({ error: mensajesFestivo.colegio })
  .int(mensajesFestivo.colegio)
  .min(1, mensajesFestivo.colegio)
  .max(2_147_483_647, mensajesFestivo.colegio)
  .nullish()
  .transform((v) => v ?? null);
const nombre = z
  .string({ error: mensajesFestivo.nombre })
  .trim()
  .min(1, mensajesFestivo.nombre)
  .max(150, 'El texto es demasiado largo')
  .refine(textoValido, mensajesCampo.caracterNoPermitido);

/** POST /api/festivos: one day `{fecha, nombre, colegioId?}` or a vacation range `{fechaInicio, fechaFin, nombre, colegioId?}`. */
export const crearFestivoSchema = z.union([
  z.strictObject({ fecha: diaSchema(mensajesFestivo.fecha), nombre, colegioId }),
  z
    .strictObject({
      fechaInicio: diaSchema(mensajesFestivo.fechaInicio),
      fechaFin: diaSchema(mensajesFestivo.fechaFin),
      nombre,
      colegioId,
    })
    .refine((b) => b.fechaInicio <= b.fechaFin, {
      message: mensajesFestivo.rangoInvertido,
      path: ['fechaFin'],
    }),
]);
export type CrearFestivoInput = z.input<typeof crearFestivoSchema>;
export type CrearFestivo = z.infer<typeof crearFestivoSchema>;

/** GET /api/festivos: a school year (by its starting year, 2026 = 2026/27), optionally one school's view. */
export const listarFestivosQuery = z.strictObject({
  cursoEscolar: enteroTexto(2000, 2100).optional(),
  colegioId: idTexto().optional(),
});

export const festivoSchema = z.object({
  id: z.number(),
  /** yyyy-MM-dd */
  fecha: z.string(),
  nombre: z.string(),
  colegioId: z.number().nullable(),
  colegio: referenciaSchema.nullable(),
});
export type Festivo = z.infer<typeof festivoSchema>;

export const resultadoCrearFestivoSchema = z.object({
  message: z.string(),
  creados: z.number(),
  festivos: z.array(festivoSchema),
});
export type ResultadoCrearFestivo = z.infer<typeof resultadoCrearFestivoSchema>;
