/** The contact inbox (spec §2 Mensajes de Contacto, §3, §7, §9): list filters, the read toggle, the answers. */
import { z } from 'zod';
import { enteroTexto, paginacionSchema } from '../common/campos';

export const FILTROS_LEIDOS = ['todos', 'no', 'si'] as const;
export type FiltroLeidos = (typeof FILTROS_LEIDOS)[number];

/** Spec §9: ten cards a page; a page never asks for more than `max`. */
export const PAGINACION_MENSAJES = { porDefecto: 10, max: 100 } as const;
/** Spec §9: the card shows the first 150 characters of the message. */
export const LONGITUD_VISTA_PREVIA = 150;

export const mensajesMensajesContacto = {
  pagina: 'La página debe ser un número entero mayor que 0',
  limite: `El límite debe ser un número entero entre 1 y ${PAGINACION_MENSAJES.max}`,
  leidos: 'El filtro de lectura debe ser todos, no o si',
  leido: 'Indica si el mensaje está leído (true o false)',
  eliminado: 'Mensaje eliminado',
  /** Spec §8, the screen's fallbacks. */
  errorCargar: 'No se pudieron cargar los mensajes de contacto',
  errorCargarGenerico: 'Ocurrió un error al cargar los mensajes',
  errorActualizar: 'No se pudo actualizar el estado del mensaje',
  errorEliminar: 'No se pudo eliminar el mensaje',
} as const;
const m = mensajesMensajesContacto;

export const listarMensajesQuery = z.strictObject({
  page: enteroTexto(1, 1_000_000, m.pagina).default(1),
  limit: enteroTexto(1, PAGINACION_MENSAJES.max, m.limite).default(PAGINACION_MENSAJES.porDefecto),
  leidos: z.enum(FILTROS_LEIDOS, { error: m.leidos }).default('todos'),
});
export type ListarMensajes = z.infer<typeof listarMensajesQuery>;
export type ListarMensajesInput = z.input<typeof listarMensajesQuery>;

export const marcarLeidoSchema = z.strictObject({ leido: z.boolean({ error: m.leido }) });
export type MarcarLeido = z.infer<typeof marcarLeidoSchema>;

export const mensajeContactoSchema = z.object({
  id: z.number(),
  asunto: z.string(),
  nombre: z.string(),
  email: z.string(),
  mensaje: z.string(),
  leido: z.boolean(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type MensajeContacto = z.infer<typeof mensajeContactoSchema>;

export const listaMensajesContactoSchema = z.object({
  success: z.literal(true),
  data: z.object({ mensajes: z.array(mensajeContactoSchema), paginacion: paginacionSchema }),
});
export type ListaMensajesContacto = z.infer<typeof listaMensajesContactoSchema>;

export const respuestaMensajeContactoSchema = z.object({
  success: z.literal(true),
  data: mensajeContactoSchema,
});
export type RespuestaMensajeContacto = z.infer<typeof respuestaMensajeContactoSchema>;

export const respuestaEliminarMensajeSchema = z.object({ success: z.literal(true), message: z.string() });
export type RespuestaEliminarMensaje = z.infer<typeof respuestaEliminarMensajeSchema>;

/** The staff menu's badge next to 'Mensajes de contacto'. */
export const mensajesNoLeidosSchema = z.object({ total: z.number() });
export type MensajesNoLeidos = z.infer<typeof mensajesNoLeidosSchema>;

/** The card's preview: at most 150 characters, cut at a character (not a UTF-16 half). */
export function vistaPrevia(mensaje: string, max = LONGITUD_VISTA_PREVIA): string {
  const caracteres = Array.from(mensaje);
  return caracteres.length <= max ? mensaje : `${caracteres.slice(0, max).join('')}…`;
}
