/** E-mail verification, its resend, and password reset / invitation (DESIGN.md §4). */
import { z } from 'zod';
import { mensajesCampo } from '../common/errors';
import { textoRequerido, textoValido } from '../common/campos';
import { mensajesPassword, passwordSchema } from './password';

export const mensajesCuenta = {
  emailRequerido: 'El email es requerido',
  emailInvalido: 'Formato de email no válido',
  tokenRequerido: 'No se ha proporcionado un token de verificación válido.',
  verificacionInvalida:
    'El enlace de verificación no es válido, ya se ha usado o ha caducado. Solicita uno nuevo desde el acceso de padres.',
  verificado: 'Tu correo electrónico ha sido verificado. Ya puedes iniciar sesión.',
  reenviado:
    'Si el email corresponde a una cuenta pendiente de verificar, te hemos enviado un nuevo enlace de verificación.',
  olvideEnviado:
    'Si el email está registrado, recibirás en unos minutos un enlace para restablecer tu contraseña.',
  enlaceRestablecerInvalido:
    'El enlace para restablecer la contraseña no es válido, ya se ha usado o ha caducado. Solicita uno nuevo.',
  contrasenaActualizada: 'Tu contraseña se ha guardado. Ya puedes iniciar sesión.',
  // Own password change.
  actualObligatoria: 'La contraseña actual es requerida',
  actualIncorrecta: 'La contraseña actual no es correcta',
  nuevaIgual: 'La nueva contraseña debe ser distinta de la actual',
  passwordCambiada: 'Contraseña actualizada. Se han cerrado tus otras sesiones',
} as const;

/** Subjects of the account e-mails: they live once, here. */
export const asuntosCorreo = {
  verificacion: 'Verifica tu correo electrónico · RoboEscuela',
  restablecer: 'Restablece tu contraseña · RoboEscuela',
  invitacion: 'Tu cuenta en RoboEscuela: crea tu contraseña',
  intentoRegistro: 'Intento de registro con tu correo · RoboEscuela',
} as const;

export const emailSchema = textoRequerido(mensajesCuenta.emailRequerido, 254, mensajesCuenta.emailInvalido)
  .pipe(z.email(mensajesCuenta.emailInvalido))
  .transform((v) => v.toLowerCase());

const tokenSchema = textoRequerido(mensajesCuenta.tokenRequerido, 200, mensajesCuenta.tokenRequerido);

export const verificarEmailSchema = z.strictObject({ token: tokenSchema });
export type VerificarEmail = z.infer<typeof verificarEmailSchema>;

export const solicitarEnlaceSchema = z.strictObject({ email: emailSchema });
export type SolicitarEnlace = z.infer<typeof solicitarEnlaceSchema>;

export const restablecerContrasenaSchema = z.strictObject({ token: tokenSchema, password: passwordSchema });
export type RestablecerContrasena = z.infer<typeof restablecerContrasenaSchema>;

/** The answer of a reset: `acceso` is the login page that fits the account (parents' portal or staff). */
export const contrasenaRestablecidaSchema = z.object({
  message: z.string(),
  acceso: z.enum(['/padres', '/login-profesores']),
});
export type ContrasenaRestablecida = z.infer<typeof contrasenaRestablecidaSchema>;

/** The reset page's form: the password twice. */
export const nuevaContrasenaFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: mensajesPassword.noCoinciden,
    path: ['confirmPassword'],
  });
export type NuevaContrasenaForm = z.infer<typeof nuevaContrasenaFormSchema>;

/** Body of PUT /api/auth/password: any signed-in user changes their own password. */
export const cambiarPasswordSchema = z
  .strictObject({
    actual: z
      .string({ error: mensajesCuenta.actualObligatoria })
      .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true })
      .min(1, mensajesCuenta.actualObligatoria)
      .max(1024, mensajesCuenta.actualIncorrecta),
    nueva: passwordSchema,
  })
  .refine((v) => v.actual !== v.nueva, { message: mensajesCuenta.nuevaIgual, path: ['nueva'] });
export type CambiarPassword = z.infer<typeof cambiarPasswordSchema>;
