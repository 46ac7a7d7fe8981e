/**
 * The password rules of spec §5 (registration) and DESIGN.md §6, shared by every form that sets a
 * password (parents' registration, reset, invitation) and by the server: the spec's length and
 * composition messages, then strength judged by zxcvbn (server side).
 */
import { z } from 'zod';
import { textoValido } from '../common/campos';
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
 * Strength (DESIGN.md §6): `@zxcvbn-ts/core` with the common and Spanish dictionaries; a new password a
 * user chooses needs a score of at least 3 (of 4). The dictionaries are large (~25 MB in memory), so they
 * are loaded only where `cargarDiccionariosPassword()` is called: by the server, on the first request that
 * sets a password (`route(…, { password: true })`). The browser never
 * loads them; it checks the composition rules below and shows the server's message for a guessable
 * password under the field (docs/decisions/017-password-strength.md).
 */
export const PUNTUACION_MINIMA = 3;

type Evaluador = (password: string) => number;
let evaluador: Evaluador | null = null;
/** Set by the server: without the dictionaries a password scores 0 (too weak) instead of passing. */
let exigidos = false;

/**
 * The server calls this at start-up: from then on a password checked before the dictionaries are loaded
 * is refused as too common, never accepted unjudged (a route that forgot to load them fails closed).
 */
export function exigirDiccionariosPassword(): void {
  exigidos = true;
}

export async function cargarDiccionariosPassword(): Promise<void> {
  if (evaluador) return;
  const [{ ZxcvbnFactory }, comun, es] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-es-es'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...comun.dictionary, ...es.dictionary },
    graphs: comun.adjacencyGraphs,
    translations: es.translations,
    // zxcvbn tries each l33t reading of a password (4→a, $→s, 0→o…) as a dictionary word; by default up
    // to 100 of them, which made one anonymous request with a 128-character password of l33t symbols cost
    // ~0.8 s of the server's event loop (~35 ms for a usual one). 20 readings still undo four
    // substitutions in one word ('P4$$w0rd'): worst case ~0.2 s, a usual password ~15 ms.
    l33tMaxSubstitutions: 20,
  });
  evaluador = (password) => zxcvbn.check(password).score;
}

/** Whether this process holds zxcvbn's dictionaries (they are loaded on first need). */
export function diccionariosPasswordCargados(): boolean {
  return evaluador !== null;
}

/** 0–4 once the dictionaries are loaded; 0 on a server that has not loaded them yet; null in the browser. */
export function puntuacionPassword(password: string): number | null {
  if (evaluador) return evaluador(password);
  return exigidos ? 0 : null;
}

/** Each failed rule is its own message, so a form can list what is missing. */
export const passwordSchema = z
  .string({ error: mensajesPassword.minimo })
  .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true })
  .min(8, mensajesPassword.minimo)
  .max(128, mensajesPassword.maximo)
  .regex(/\p{Ll}/u, mensajesPassword.minuscula)
  .regex(/\p{Lu}/u, mensajesPassword.mayuscula)
  .regex(/\d/, mensajesPassword.numero)
  .regex(/[^\p{L}\p{N}\s]/u, mensajesPassword.simbolo)
  .refine((v) => (puntuacionPassword(v) ?? PUNTUACION_MINIMA) >= PUNTUACION_MINIMA, mensajesPassword.comun);
