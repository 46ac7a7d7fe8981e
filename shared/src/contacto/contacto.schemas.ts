import { z } from 'zod';

/** Spec §5, §8 and DESIGN.md §4: the contact form's texts, once. */
export const textosContacto = {
  incompletoTitulo: 'Formulario incompleto',
  incompleto: 'Por favor completa todos los campos del formulario.',
  emailInvalido: 'Formato de email no válido',
  enviadoTitulo: 'Mensaje enviado',
  enviado: 'Hemos recibido tu mensaje. Te responderemos lo antes posible.',
  duplicadoTitulo: 'Mensaje recibido',
  duplicado: 'Tu mensaje ya está registrado en nuestro sistema. Te responderemos lo antes posible.',
  /** The client recognises the duplicate by this fragment of the server's message (spec §8). */
  marcaDuplicado: 'registrado en nuestro sistema',
  errorTitulo: 'Error al enviar',
  errorPorDefecto: 'Ha ocurrido un error al enviar tu mensaje. Por favor intenta nuevamente más tarde.',
} as const;

export const LIMITES_CONTACTO = { nombre: 100, email: 254, asunto: 150, mensaje: 5000 } as const;

const requerido = (max: number, campo: string) =>
  z
    .string({ error: textosContacto.incompleto })
    .trim()
    .min(1, textosContacto.incompleto)
    .max(max, `${campo} no puede superar los ${max} caracteres`);

export const enviarContactoSchema = z.strictObject({
  nombre: requerido(LIMITES_CONTACTO.nombre, 'El nombre'),
  email: requerido(LIMITES_CONTACTO.email, 'El email')
    .pipe(z.email(textosContacto.emailInvalido))
    .transform((v) => v.toLowerCase()),
  asunto: requerido(LIMITES_CONTACTO.asunto, 'El asunto'),
  mensaje: requerido(LIMITES_CONTACTO.mensaje, 'El mensaje'),
  /** Honeypot: hidden from people, filled in by bots. A non-empty value is accepted and dropped. */
  web: z.string().max(500).optional(),
});
export type EnviarContacto = z.infer<typeof enviarContactoSchema>;
export type EnviarContactoInput = z.input<typeof enviarContactoSchema>;

export interface RespuestaContacto {
  success: boolean;
  message: string;
}
