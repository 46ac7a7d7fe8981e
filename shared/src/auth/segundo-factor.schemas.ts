/**
 * The staff second factor (TOTP, RFC 6238) and its recovery codes: bodies, answers and Spanish texts
 * (decision 029). A code field takes the app's 6 digits or a recovery code (`xxxxx-xxxxx`).
 */
import { z } from 'zod';
import { textoValido } from '../common/campos';
import { mensajesCampo } from '../common/errors';
import { respuestaLoginAbiertoSchema } from './auth.schemas';

export const mensajesSegundoFactor = {
  codigoRequerido: 'Escribe el código de verificación',
  codigoFormato: 'Escribe los 6 dígitos de tu aplicación o un código de recuperación',
  codigoTotpFormato: 'El código de verificación tiene 6 dígitos',
  codigoIncorrecto: 'El código no es correcto o ha caducado',
  pasoCaducado: 'El inicio de sesión ha caducado. Vuelve a escribir tu email y tu contraseña.',
  yaActivo: 'La verificación en dos pasos ya está activada',
  noActivo: 'La verificación en dos pasos no está activada',
  altaSinEmpezar: 'La activación ha caducado. Vuelve a empezarla.',
  activado: 'Verificación en dos pasos activada. Guarda tus códigos de recuperación.',
  desactivado: 'Verificación en dos pasos desactivada',
  codigosNuevos: 'Códigos de recuperación nuevos. Los anteriores ya no sirven.',
  obligatorio:
    'Los administradores deben usar la verificación en dos pasos: no puedes desactivarla mientras el ajuste esté activo',
  credencialRequerida: 'Escribe un código de verificación o tu contraseña',
  soloUnaCredencial: 'Escribe un código de verificación o tu contraseña, no ambos',
  passwordIncorrecta: 'La contraseña no es correcta',
} as const;

/** No spaces or hyphens, lower case: how a typed code is compared. */
export const normalizarCodigo = (v: string) => v.replace(/[\s-]/g, '').toLowerCase();
const esTotp = (v: string) => /^\d{6}$/.test(normalizarCodigo(v));
const esRecuperacion = (v: string) => /^[a-z0-9]{10}$/.test(normalizarCodigo(v));

const textoCodigo = (formato: string) =>
  z
    .string({ error: mensajesSegundoFactor.codigoRequerido })
    .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true })
    .trim()
    .min(1, { message: mensajesSegundoFactor.codigoRequerido, abort: true })
    .max(40, { message: formato, abort: true });

/** The app's code or a recovery code. */
export const codigoSchema = textoCodigo(mensajesSegundoFactor.codigoFormato).refine(
  (v) => esTotp(v) || esRecuperacion(v),
  mensajesSegundoFactor.codigoFormato,
);
/** Only the app's 6 digits (confirming a set-up proves the app has the secret). */
export const codigoTotpSchema = textoCodigo(mensajesSegundoFactor.codigoTotpFormato).refine(
  esTotp,
  mensajesSegundoFactor.codigoTotpFormato,
);

/** POST /api/auth/login/codigo: the second step of a sign-in. */
export const codigoLoginSchema = z.strictObject({ codigo: codigoSchema });
export type CodigoLogin = z.infer<typeof codigoLoginSchema>;

/** POST /api/auth/segundo-factor/activar and /codigos. */
export const activarSegundoFactorSchema = z.strictObject({ codigo: codigoTotpSchema });
export type ActivarSegundoFactor = z.infer<typeof activarSegundoFactorSchema>;
export const regenerarCodigosSchema = z.strictObject({ codigo: codigoSchema });
export type RegenerarCodigos = z.infer<typeof regenerarCodigosSchema>;

/** POST /api/auth/segundo-factor/desactivar: a code or the password, one of them. */
export const desactivarSegundoFactorSchema = z
  .strictObject({
    codigo: codigoSchema.optional(),
    password: z
      .string({ error: mensajesSegundoFactor.credencialRequerida })
      .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true })
      .max(1024, mensajesSegundoFactor.passwordIncorrecta)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const codigo = Boolean(v.codigo);
    const password = Boolean(v.password);
    if (codigo && password) {
      ctx.addIssue({ code: 'custom', message: mensajesSegundoFactor.soloUnaCredencial, path: ['codigo'] });
    } else if (!codigo && !password) {
      ctx.addIssue({ code: 'custom', message: mensajesSegundoFactor.credencialRequerida, path: ['codigo'] });
    }
  });
export type DesactivarSegundoFactor = z.infer<typeof desactivarSegundoFactorSchema>;

/** GET /api/auth/segundo-factor. */
export const estadoSegundoFactorSchema = z.object({
  activo: z.boolean(),
  codigosRestantes: z.number(),
  /** An admin while the school requires it: cannot be turned off. */
  obligatorio: z.boolean(),
});
export type EstadoSegundoFactor = z.infer<typeof estadoSegundoFactorSchema>;

/** The set-up: the secret (typed by hand) and the QR of its `otpauth://` URI, drawn as one SVG path. */
export const altaSegundoFactorSchema = z.object({
  secreto: z.string(),
  uri: z.string(),
  qr: z.object({ lado: z.number(), trazado: z.string() }),
});
export type AltaSegundoFactor = z.infer<typeof altaSegundoFactorSchema>;

/** Recovery codes, shown once. */
export const codigosRecuperacionSchema = z.object({
  message: z.string(),
  codigosRecuperacion: z.array(z.string()),
});
export type CodigosRecuperacion = z.infer<typeof codigosRecuperacionSchema>;

/** The second step's answer: the login, plus the recovery codes when it also set the factor up. */
export const respuestaSegundoPasoSchema = respuestaLoginAbiertoSchema.extend({
  codigosRecuperacion: z.array(z.string()).optional(),
});
export type RespuestaSegundoPaso = z.infer<typeof respuestaSegundoPasoSchema>;
