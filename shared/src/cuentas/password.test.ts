import { describe, expect, it } from 'vitest';
import { mensajesPassword, passwordSchema } from './password';

const errores = (v: string) => {
  const r = passwordSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('passwordSchema', () => {
  it.each([
    ['Corto1!', mensajesPassword.minimo],
    ['sinmayusculas1!', mensajesPassword.mayuscula],
    ['SINMINUSCULAS1!', mensajesPassword.minuscula],
    ['SinNumeros!!', mensajesPassword.numero],
    ['SinSimbolo123', mensajesPassword.simbolo],
    ['Password1!', mensajesPassword.comun],
    ['P@ssw0rd', mensajesPassword.comun],
    ['contraseña1!', mensajesPassword.mayuscula],
    ['Contraseña1!', mensajesPassword.comun],
    [`Aa1!${'x'.repeat(125)}`, mensajesPassword.maximo],
  ])('%s → %s', (valor, mensaje) => {
    expect(errores(valor)).toContain(mensaje);
  });

  it.each(['Robot#Azul2026', 'Ñandú-Verde7', 'Mi casa tiene 3 gatos!'])('acepta %s', (valor) => {
    expect(errores(valor)).toEqual([]);
  });
});
