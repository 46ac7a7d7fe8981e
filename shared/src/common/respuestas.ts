/**
 * Pieces of answers that many endpoints share. Answers are plain `z.object`s (strip mode, no refinements):
 * the server parses every answer with its schema, on the hot path too (decision 036).
 */
import { z } from 'zod';

/** `{ message }`: a delete, a logout, a request that only confirms. */
export const mensajeSchema = z.object({ message: z.string() });
export type Mensaje = z.infer<typeof mensajeSchema>;

/** `{ id, nombre }`: a group, a school or a level named inside another record. */
export const referenciaSchema = z.object({ id: z.number(), nombre: z.string() });

/** The rows a bulk action could not handle, when there are any ('Fila N: …', '… y N más'). */
export const erroresOpcionales = z.array(z.string()).optional();

/** The media type of an .xlsx file (`respuesta(XLSX)`). Here, not in endpoint.ts: no page that loads no zod needs it. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
