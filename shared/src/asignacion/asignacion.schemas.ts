/**
 * The admin's bulk actions on /sesiones over a date range and an optional group (DESIGN.md §4):
 * assign activities, remove activities, remove period materials. Answer `{message, errores?}`.
 */
import { z } from 'zod';
import { erroresOpcionales } from '../common/respuestas';
import { conRangoValido, fechaRango } from '../materiales/rango';

export const mensajesAsignacion = {
  grupo: 'El grupo no es válido',
  asignadas: (asignadas: number, noAsignables: number) =>
    `Actividades asignadas: ${asignadas} ${asignadas === 1 ? 'sesión' : 'sesiones'}` +
    (noAsignables ? `; ${noAsignables} sin actividad posible (no asignables)` : ''),
  ningunaSesion: 'No hay sesiones planificadas sin actividad en el rango seleccionado',
  removidas: (n: number) =>
    `Actividades removidas de ${n} ${n === 1 ? 'sesión' : 'sesiones'}; el material se ha devuelto a sus periodos`,
  periodosEliminados: (n: number) =>
    `${n} ${n === 1 ? 'periodo eliminado' : 'periodos eliminados'} de materiales`,
  sinActividades: (grupo: string, nivel: string, sesiones: number) =>
    `${grupo}: no hay actividades del nivel ${nivel} ni de niveles cercanos (${sesiones} ${sesiones === 1 ? 'sesión' : 'sesiones'})`,
  sinMaterial: (fecha: string, grupo: string) =>
    `${fecha} · ${grupo}: ninguna actividad cabe en el material disponible`,
  masErrores: (n: number) => `… y ${n} más`,
  errorAsignar: 'Error al asignar actividades',
  errorRemover: 'Error al remover actividades',
  errorRemoverMateriales: 'Error al remover materiales del periodo',
} as const;

/** Body of the three calls: the generate body (`{fechaInicio, fechaFin, grupoId?}`). */
export const rangoAsignacionSchema = conRangoValido(
  z.strictObject({
    fechaInicio: fechaRango,
    fechaFin: fechaRango,
    grupoId: z
      .number({ error: mensajesAsignacion.grupo })
      .int(mensajesAsignacion.grupo)
      .min(1, mensajesAsignacion.grupo)
      .max(2_147_483_647, mensajesAsignacion.grupo)
      .nullish()
      .transform((v) => v ?? undefined),
  }),
);
export type RangoAsignacion = z.infer<typeof rangoAsignacionSchema>;

export const resultadoAsignacionSchema = z.object({
  message: z.string(),
  asignadas: z.number(),
  noAsignables: z.number(),
  errores: erroresOpcionales,
});
export type ResultadoAsignacion = z.infer<typeof resultadoAsignacionSchema>;

export const resultadoRemoverActividadesSchema = z.object({
  message: z.string(),
  removidas: z.number(),
  errores: erroresOpcionales,
});
export type ResultadoRemoverActividades = z.infer<typeof resultadoRemoverActividadesSchema>;

export const resultadoRemoverPeriodosSchema = z.object({
  message: z.string(),
  eliminados: z.number(),
  errores: erroresOpcionales,
});
export type ResultadoRemoverPeriodos = z.infer<typeof resultadoRemoverPeriodosSchema>;
