/**
 * Calendar feeds (RFC 5545, issue 27, decision 039): a family's, a teacher's and a school's, each behind a
 * secret link the owner may regenerate (the old one then answers 404).
 */
import { z } from 'zod';

/** `{token}.ics`: 128 bits in base64url (22 characters). Anything else names no feed (404). */
export const archivoCalendarioParams = z.strictObject({
  archivo: z.string().regex(/^[A-Za-z0-9_-]{22}\.ics$/),
});

/**
 * The owner's link, or nulls before they first ask for one. `url` is the `webcal://` link calendar apps
 * subscribe to; `urlWeb` the same feed over http(s) (Outlook on the web, a copy by hand).
 */
export const enlaceCalendarioSchema = z.object({ url: z.string().nullable(), urlWeb: z.string().nullable() });
export type EnlaceCalendario = z.infer<typeof enlaceCalendarioSchema>;

export const mensajesCalendario = {
  creado: 'Enlace del calendario creado',
  regenerado: 'Enlace regenerado: el anterior ya no funciona',
  errorCargar: 'No se pudo cargar el enlace del calendario',
  confirmarRegenerar:
    '¿Generar un enlace nuevo? El anterior dejará de funcionar en todos los calendarios donde lo hayas añadido.',
} as const;
