import { z } from 'zod';
import { texto, textoRequerido } from '../common/campos';

import { LIMITES_CONTACTO, textosContacto } from './contacto.textos';

export { LIMITES_CONTACTO, textosContacto } from './contacto.textos';

const requerido = (max: number, campo: string) =>
  textoRequerido(textosContacto.incompleto, max, `${campo} no puede superar los ${max} caracteres`);

export const enviarContactoSchema = z.strictObject({
  nombre: requerido(LIMITES_CONTACTO.nombre, 'El nombre'),
  email: requerido(LIMITES_CONTACTO.email, 'El email')
    .pipe(z.email(textosContacto.emailInvalido))
    .transform((v) => v.toLowerCase()),
  asunto: requerido(LIMITES_CONTACTO.asunto, 'El asunto'),
  mensaje: requerido(LIMITES_CONTACTO.mensaje, 'El mensaje'),
  /** Honeypot: hidden from people, filled in by bots. A non-empty value is accepted and dropped. */
  web: texto(500).optional(),
});
export type EnviarContacto = z.infer<typeof enviarContactoSchema>;
export type EnviarContactoInput = z.input<typeof enviarContactoSchema>;

export const respuestaContactoSchema = z.object({ success: z.boolean(), message: z.string() });
export type RespuestaContacto = z.infer<typeof respuestaContactoSchema>;
