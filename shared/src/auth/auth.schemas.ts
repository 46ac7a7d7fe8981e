import { z } from 'zod';
import { sinNul, textoRequerido } from '../common/campos';
import { mensajesCampo } from '../common/errors';
import { ROLES } from '../common/roles';

export const mensajesAuth = {
  credencialesRequeridas: 'El email y la contraseña son requeridos',
  credencialesInvalidas: 'Credenciales inválidas',
  emailNoVerificado: 'Debes verificar tu correo electrónico antes de iniciar sesión',
  sesionCerrada: 'Sesión cerrada correctamente',
} as const;

export const loginSchema = z.strictObject({
  email: textoRequerido(
    mensajesAuth.credencialesRequeridas,
    254,
    mensajesAuth.credencialesInvalidas,
  ).transform((v) => v.toLowerCase()),
  password: z
    .string({ error: mensajesAuth.credencialesRequeridas })
    .refine(sinNul, { message: mensajesCampo.caracterNoPermitido, abort: true })
    .min(1, mensajesAuth.credencialesRequeridas)
    .max(1024, mensajesAuth.credencialesInvalidas),
});
export type Login = z.infer<typeof loginSchema>;

export const usuarioSesionSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLES),
});
export type UsuarioSesion = z.infer<typeof usuarioSesionSchema>;

/** The answer of login: the user's public fields only (never a hash or a token). */
export const respuestaSesionSchema = z.object({ user: usuarioSesionSchema });
/** The answer of /api/auth/me: the same, or `user: null` for a visitor who has no session cookie. */
export const respuestaMeSchema = z.object({ user: usuarioSesionSchema.nullable() });
