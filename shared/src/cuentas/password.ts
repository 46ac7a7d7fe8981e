/**
 * The password rules of spec §5 (registration) and DESIGN.md §6, shared by every form that sets a
 * password (parents' registration, reset, invitation) and by the server.
 */
import { z } from 'zod';
import { sinNul } from '../common/campos';
import { mensajesCampo } from '../common/errors';

export const mensajesPassword = {
  minimo: 'La contraseña debe tener al menos 8 caracteres',
  minuscula: 'La contraseña debe incluir al menos una letra minúscula',
  mayuscula: 'La contraseña debe incluir al menos una letra mayúscula',
  numero: 'La contraseña debe incluir al menos un número',
  simbolo: 'La contraseña debe incluir al menos un símbolo',
  comun: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar',
  maximo: 'La contraseña no puede superar los 128 caracteres',
  noCoinciden: 'Las contraseñas no coinciden',
} as const;

/**
 * The most used passwords that still pass the rules above (case-insensitive). Short on purpose: the
 * rules already refuse the plain ones ('123456', 'password').
 */
export const PASSWORDS_COMUNES: ReadonlySet<string> = new Set([
  'password1!',
  'password1.',
  'password123!',
  'p@ssw0rd',
  'p@ssw0rd1',
  'p@ssword1',
  'passw0rd!',
  'qwerty123!',
  'qwerty1!',
  'abc123456!',
  'abcd1234!',
  'aa123456!',
  'admin123!',
  'admin@123',
  'welcome1!',
  'welcome123!',
  'iloveyou1!',
  'contraseña1!',
  'contraseña123!',
  'contrasena1!',
  'contrasena123!',
  'hola1234!',
  'hola123456!',
  'espana123!',
  'españa123!',
  'madrid123!',
  'barcelona1!',
  'cambiame1!',
  'changeme1!',
  'test1234!',
  'usuario123!',
  'bienvenido1!',
  'roboescuela1!',
  'robotica123!',
]);

/** Each failed rule is its own message, so a form can list what is missing. */
export const passwordSchema = z
  .string({ error: mensajesPassword.minimo })
  .refine(sinNul, { message: mensajesCampo.caracterNoPermitido, abort: true })
  .min(8, mensajesPassword.minimo)
  .max(128, mensajesPassword.maximo)
  .regex(/\p{Ll}/u, mensajesPassword.minuscula)
  .regex(/\p{Lu}/u, mensajesPassword.mayuscula)
  .regex(/\d/, mensajesPassword.numero)
  .regex(/[^\p{L}\p{N}\s]/u, mensajesPassword.simbolo)
  .refine((v) => !PASSWORDS_COMUNES.has(v.toLowerCase()), mensajesPassword.comun);
