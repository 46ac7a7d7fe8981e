import { z } from 'zod';

/**
 * Whether the server sends e-mail (SMTP_URL set). Without it (the quick start), messages stay in the
 * outbox and the app says so (docs/decisions/034-outbox.md). `paginaLocal`: this request may open the
 * page that lists them (/correo-local: only from this computer, never in production).
 */
export const estadoCorreoSchema = z.object({
  enviando: z.boolean(),
  paginaLocal: z.boolean(),
});
export type EstadoCorreo = z.infer<typeof estadoCorreoSchema>;

export const RUTA_CORREO_LOCAL = '/correo-local';

export const textosCorreo = {
  avisoTitulo: 'El correo no se está enviando',
  aviso:
    'Falta configurar SMTP_URL en el servidor: los correos (invitaciones, verificaciones, enlaces para restablecer la contraseña) se guardan sin enviarse y nadie los recibe.',
  avisoPaginaLocal: 'Ver los correos guardados',
} as const;
