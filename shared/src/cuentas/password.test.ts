import { beforeAll, describe, expect, it } from 'vitest';
import {
  cargarDiccionariosPassword,
  diccionariosPasswordCargados,
  exigirDiccionariosPassword,
  mensajesPassword,
  passwordSchema,
  puntuacionPassword,
} from './password';

const errores = (v: string) => {
  const r = passwordSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

// First, as in the browser: no dictionaries, only the spec's composition rules (the server judges strength).
describe('passwordSchema without the dictionaries (the browser)', () => {
  it('checks composition only and does not judge strength', () => {
    expect(puntuacionPassword('Summer2024!')).toBeNull();
    expect(errores('Summer2024!')).toEqual([]);
    expect(errores('corta')).toContain(mensajesPassword.minimo);
  });
});

// Then as on the server before its first password route loaded them: nothing passes unjudged.
describe('passwordSchema on a server that requires the dictionaries, before they load', () => {
  it('refuses even a strong password as too common (fails closed)', () => {
    exigirDiccionariosPassword();
    expect(diccionariosPasswordCargados()).toBe(false);
    expect(puntuacionPassword('Robot#Azul2026')).toBe(0);
    expect(errores('Robot#Azul2026')).toContain(mensajesPassword.comun);
  });
});

describe('passwordSchema', () => {
  beforeAll(() => cargarDiccionariosPassword());

  it.each([
    ['Corto1!', mensajesPassword.minimo],
    ['sinmayusculas1!', mensajesPassword.mayuscula],
    ['SINMINUSCULAS1!', mensajesPassword.minuscula],
    ['SinNumeros!!', mensajesPassword.numero],
    ['SinSimbolo123', mensajesPassword.simbolo],
    ['Password1!', mensajesPassword.comun],
    ['P@ssw0rd', mensajesPassword.comun],
    // Four l33t substitutions in one word are still undone (l33tMaxSubstitutions, password.ts).
    ['P4$$w0rd1!', mensajesPassword.comun],
    ['C0ntr4$eña1!', mensajesPassword.comun],
    ['contraseña1!', mensajesPassword.mayuscula],
    ['Contraseña1!', mensajesPassword.comun],
    ['Summer2024!', mensajesPassword.comun],
    ['Verano2024!', mensajesPassword.comun],
    ['Qwerty123!', mensajesPassword.comun],
    [`Aa1!${'x'.repeat(125)}`, mensajesPassword.maximo],
  ])('%s → %s', (valor, mensaje) => {
    expect(errores(valor)).toContain(mensaje);
  });

  it.each(['Robot#Azul2026', 'Prueba#2026seguro', 'Mi casa tiene 3 gatos!', 'Tortuga-Lenta#88x'])(
    'acepta %s',
    (valor) => {
      expect(errores(valor)).toEqual([]);
      expect(puntuacionPassword(valor)).toBeGreaterThanOrEqual(3);
    },
  );
});
