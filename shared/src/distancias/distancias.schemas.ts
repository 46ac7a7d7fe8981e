import { z } from 'zod';

export const mensajesDistancia = {
  profesor: 'El profesor es requerido',
  colegio: 'El colegio es requerido',
  kilometros: 'Los kilómetros deben ser un número',
  negativos: 'Los kilómetros no pueden ser negativos',
  demasiados: 'Los kilómetros no pueden superar 99.999,99',
  duplicada: 'Ya existe una distancia personalizada para este profesor y colegio',
  profesorNoExiste: 'El profesor seleccionado no existe',
  colegioNoExiste: 'El colegio seleccionado no existe',
  creada: 'Distancia personalizada creada correctamente',
  actualizada: 'Distancia personalizada actualizada correctamente',
  eliminada: 'Distancia personalizada eliminada correctamente',
  errorCargar: 'No se pudieron cargar las distancias personalizadas',
  errorCrear: 'No se pudo crear la distancia personalizada',
  errorActualizar: 'No se pudo actualizar la distancia personalizada',
  errorEliminar: 'No se pudo eliminar la distancia personalizada',
} as const;

const idPositivo = (mensaje: string) =>
  z.number({ error: mensaje }).int(mensaje).positive(mensaje).max(2_147_483_647, mensaje);

/** One-way kilometres, stored with 2 decimals (numeric(8,2)). */
export const kilometrosSchema = z
  .number({ error: mensajesDistancia.kilometros })
  .finite(mensajesDistancia.kilometros)
  .min(0, mensajesDistancia.negativos)
  .max(99_999.99, mensajesDistancia.demasiados)
  .transform((v) => Math.round(v * 100) / 100);

/** Body of POST /api/distancias (spec §5: ids as integers, kilometros as a float). */
export const crearDistanciaSchema = z.strictObject({
  profesorId: idPositivo(mensajesDistancia.profesor),
  colegioId: idPositivo(mensajesDistancia.colegio),
  kilometros: kilometrosSchema,
});
export type CrearDistancia = z.infer<typeof crearDistanciaSchema>;

/** Body of PUT /api/distancias/:id: only the kilometres change. */
export const actualizarDistanciaSchema = z.strictObject({ kilometros: kilometrosSchema });
export type ActualizarDistancia = z.infer<typeof actualizarDistanciaSchema>;

/** Custom distance (spec §3), with the teacher and the school embedded. */
export const distanciaRespuestaSchema = z.object({
  id: z.number(),
  profesorId: z.number(),
  colegioId: z.number(),
  kilometros: z.number(),
  profesor: z.object({ nombre: z.string(), apellidos: z.string(), direccion: z.string().nullable() }),
  colegio: z.object({ nombre: z.string(), direccion: z.string().nullable() }),
});
export type Distancia = z.infer<typeof distanciaRespuestaSchema>;
