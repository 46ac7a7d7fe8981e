import { z } from 'zod';
import { textoValido, textoRequerido } from '../common/campos';
import { mensajesCampo } from '../common/errors';
import { ROLES } from '../common/roles';

export const mensajesAuth = {
  credencialesRequeridas: 'El email y la contraseña son requeridos',
  credencialesInvalidas: 'Credenciales inválidas',
  emailNoVerificado: 'Debes verificar tu correo electrónico antes de iniciar sesión',
  loginCerrado: 'Sesión cerrada correctamente',
  recordarme: 'Indica si quieres que se recuerde la sesión en este equipo',
} as const;

export const loginSchema = z.strictObject({
  email: textoRequerido(
    mensajesAuth.credencialesRequeridas,
    254,
    mensajesAuth.credencialesInvalidas,
  ).transform((v) => v.toLowerCase()),
  password: z
    .string({ error: mensajesAuth.credencialesRequeridas })
    .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true })
    .min(1, mensajesAuth.credencialesRequeridas)
    .max(1024, mensajesAuth.credencialesInvalidas),
  /** 'Recordarme en este equipo': a cookie that outlives the browser (12 h); else one for this visit only. */
  recordarme: z.boolean({ error: mensajesAuth.recordarme }).optional(),
});
export type Login = z.infer<typeof loginSchema>;

export const usuarioLoginSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLES),
});
export type UsuarioLogin = z.infer<typeof usuarioLoginSchema>;

/** The answer of login: the user's public fields only (never a hash or a token). */
export const respuestaLoginAbiertoSchema = z.object({ user: usuarioLoginSchema });

/**
 * What a right password gets: a login (`{user}`), or the second step it still needs (`codigo`: the
 * account has a second factor; `alta`: an admin must set one up first, school setting).
 */
export const SEGUNDOS_PASOS = ['codigo', 'alta'] as const;
export type SegundoPaso = (typeof SEGUNDOS_PASOS)[number];
export const respuestaLoginSchema = z.union([
  respuestaLoginAbiertoSchema,
  z.object({ segundoFactor: z.enum(SEGUNDOS_PASOS) }),
]);
export type RespuestaLogin = z.infer<typeof respuestaLoginSchema>;
/** The answer of /api/auth/me: the same, or `user: null` for a visitor who has no session cookie. */
export const respuestaMeSchema = z.object({ user: usuarioLoginSchema.nullable() });
