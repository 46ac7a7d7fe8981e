import { authEndpoints, cuentasEndpoints, padresEndpoints } from '@escuela/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { padres, tokens, usuarios } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import { enlaceDe } from '../../../test/correo-parser';
import { insertColegio } from '../../../test/fabricas';

const { t, api, smtp } = usarAppDePrueba({ conCorreo: true, config: { appUrl: 'http://escuela.test' } });
let colegioId: number;

beforeAll(async () => {
  colegioId = (await insertColegio(t.db, 'Colegio Registro')).id;
});

let n = 0;
const datos = (extra: Record<string, unknown> = {}) => ({
  nombre: 'Lucía',
  apellidos: 'Martín Pérez',
  email: `lucia.registro${++n}@prueba.es`,
  password: 'Robot#Azul2026',
  direccion: 'Calle del Pez 3, Madrid',
  cuentaBancaria: 'ES91 2100 0418 4502 0005 1332',
  titularCuenta: 'Lucía Martín Pérez',
  dni: '12345678z',
  telefono1: '600123456',
  telefono2: '910123456',
  socioAmpa: true,
  colegioId,
  ...extra,
});

const anonimo = () => api.como('anonimo');
const registrar = (body: unknown) => anonimo().llamar(padresEndpoints.registrar, { body: body as never });
const login = (email: string, password: string) =>
  anonimo().llamar(authEndpoints.login, { body: { email, password } });
const verificar = (token: string) => anonimo().llamar(cuentasEndpoints.verificarEmail, { body: { token } });

function tokenDe(enlace: string) {
  return decodeURIComponent(new URL(enlace).searchParams.get('token')!);
}

describe('POST /api/auth/register-parent', () => {
  it('creates an unverified tutor and its parent record, and e-mails a verification link', async () => {
    const d = datos({ email: 'Lucia.Nueva@Prueba.es' });
    const res = await registrar(d);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      message: 'Registro exitoso. Revisa tu correo electrónico para verificar tu cuenta',
    });

    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.email, 'lucia.nueva@prueba.es'));
    expect(u).toMatchObject({ rol: 'tutor', nombre: 'Lucía', emailVerificadoAt: null, activo: true });
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
    const [p] = await t.db.select().from(padres).where(eq(padres.usuarioId, u!.id));
    expect(p).toMatchObject({
      apellidos: 'Martín Pérez',
      dni: '12345678Z',
      cuentaBancaria: 'ES9121000418450200051332',
      socioAmpa: true,
      colegioId,
      telefono2: '910123456',
    });

    const correo = await smtp.esperar('lucia.nueva@prueba.es');
    expect(correo.subject).toBe('Verifica tu correo electrónico · RoboEscuela');
    expect(correo.text).toContain('Hola, Lucía:');
    expect(correo.html).toContain('<html lang="es">');
    const enlace = enlaceDe(correo, '/verificar-email');
    expect(enlace.startsWith('http://escuela.test/verificar-email?token=')).toBe(true);
    expect(correo.html).toContain(enlace.replace(/&/g, '&amp;'));
    // Only the token's hash is stored.
    const [tok] = await t.db.select().from(tokens).where(eq(tokens.usuarioId, u!.id));
    expect(tok!.proposito).toBe('verificacion');
    expect(tok!.tokenHash).not.toBe(tokenDe(enlace));
    const horas = (tok!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(horas).toBeGreaterThan(47.9);
    expect(horas).toBeLessThanOrEqual(48);
  });

  it('a registered e-mail gets the answer of a new registration, changes nothing, and warns the owner', async () => {
    const d = datos();
    const nuevo = await registrar(d);
    expect(nuevo.status).toBe(201);
    const [antes] = await t.db.select().from(usuarios).where(eq(usuarios.email, d.email));
    const [padreAntes] = await t.db.select().from(padres).where(eq(padres.usuarioId, antes!.id));
    // Every e-mail of the steps before has been delivered: what arrives next is new.
    await t.app.correo.vaciar();
    const desde = smtp.correos.length;

    const again = await registrar({
      ...d,
      email: d.email.toUpperCase(),
      nombre: 'Intruso',
      password: 'Otra#Clave2026',
    });
    expect(again.status).toBe(nuevo.status);
    expect(again.json).toEqual(nuevo.json);
    expect(again.cookies).toEqual([]);

    // Nothing changed: same account, same password hash, same parent record, no second account.
    const filas = await t.db.select().from(usuarios).where(eq(usuarios.email, d.email));
    expect(filas).toEqual([antes]);
    const [padreDespues] = await t.db.select().from(padres).where(eq(padres.usuarioId, antes!.id));
    expect(padreDespues).toEqual(padreAntes);

    // The owner hears about it, with a link to reset the password (not a verification link).
    const correo = await smtp.esperar(d.email, { desde });
    expect(correo.subject).toBe('Intento de registro con tu correo · RoboEscuela');
    expect(correo.text).toContain('Hola, Lucía:');
    expect(correo.text).not.toContain('Intruso');
    const enlace = enlaceDe(correo, '/restablecer-contrasena');
    expect(enlace.startsWith('http://escuela.test/restablecer-contrasena?token=')).toBe(true);
    const set = await anonimo().llamar(cuentasEndpoints.restablecerContrasena, {
      body: {
        token: tokenDe(enlace),
        password: 'Propia#Clave2026',
      },
    });
    expect(set.status).toBe(200);
    expect((await login(d.email, 'Propia#Clave2026')).status).toBe(200);
  });

  it('a staff e-mail gets the same answer too, and the staff account is untouched', async () => {
    const { crearUsuarioDePrueba } = await import('../../../test/fabricas');
    const staff = await crearUsuarioDePrueba(t.db, 'coordinador');
    const res = await registrar(datos({ email: staff.email }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      message: 'Registro exitoso. Revisa tu correo electrónico para verificar tu cuenta',
    });
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, staff.id));
    expect(u).toMatchObject({ rol: 'coordinador', passwordHash: staff.passwordHash });
    expect(await t.db.select().from(padres).where(eq(padres.usuarioId, staff.id))).toEqual([]);
    expect((await smtp.esperar(staff.email)).subject).toBe('Intento de registro con tu correo · RoboEscuela');
  });

  it.each([
    ['nombre', '', 'Todos los campos son requeridos'],
    ['apellidos', '   ', 'Todos los campos son requeridos'],
    ['email', '', 'Todos los campos son requeridos'],
    ['email', 'no-es-un-email', 'Formato de email no válido'],
    ['password', '', 'Todos los campos son requeridos'],
    ['password', 'Ab1!', 'La contraseña debe tener al menos 8 caracteres'],
    ['password', 'robot#azul2026', 'La contraseña debe incluir al menos una letra mayúscula'],
    ['password', 'ROBOT#AZUL2026', 'La contraseña debe incluir al menos una letra minúscula'],
    ['password', 'Robot#Azul', 'La contraseña debe incluir al menos un número'],
    ['password', 'RobotAzul2026', 'La contraseña debe incluir al menos un símbolo'],
    ['password', 'Password1!', 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar'],
    ['direccion', '', 'Todos los campos son requeridos'],
    ['cuentaBancaria', '', 'Todos los campos son requeridos'],
    [
      'cuentaBancaria',
      'ES9121000418450200051333',
      'La cuenta bancaria no es un IBAN válido: revisa los dígitos de control',
    ],
    ['titularCuenta', '', 'Todos los campos son requeridos'],
    ['dni', '', 'Todos los campos son requeridos'],
    ['dni', '12345678A', 'El DNI/NIE no es válido: revisa el número y la letra'],
    ['dni', '1234', 'El DNI debe tener 9 caracteres'],
    ['telefono1', '', 'Todos los campos son requeridos'],
    ['telefono1', '12345', 'El teléfono debe tener 9 dígitos'],
    ['telefono2', '', 'Todos los campos son requeridos'],
    ['socioAmpa', 'si', 'Todos los campos son requeridos'],
    ['colegioId', undefined, 'Debe seleccionar un colegio'],
    ['colegioId', 0, 'Debe seleccionar un colegio'],
  ])('%s = %j → 400 "%s"', async (campo, valor, mensaje) => {
    const res = await registrar(datos({ [campo]: valor }));
    expect(res.status).toBe(400);
    expect(res.error.errors?.[campo]?._errors).toContain(mensaje);
  });

  it('refuses a school that does not exist, and unknown keys', async () => {
    const sinColegio = await registrar(datos({ colegioId: 999_999 }));
    expect(sinColegio.status).toBe(400);
    expect(sinColegio.error.errors?.colegioId?._errors).toEqual(['Debe seleccionar un colegio']);
    const extra = await registrar(datos({ rol: 'admin' }));
    expect(extra.status).toBe(400);
  });
});

describe('verification and sign-in', () => {
  it('403 before verifying; the link verifies once; then sign-in works', async () => {
    const d = datos();
    await registrar(d);
    const antes = await login(d.email, d.password);
    expect(antes.status).toBe(403);
    expect(antes.error.message).toBe('Debes verificar tu correo electrónico antes de iniciar sesión');
    expect(antes.cookies).toHaveLength(0);
    expect((await login(d.email, 'Otra#Clave2026')).status).toBe(401);

    const token = tokenDe(enlaceDe(await smtp.esperar(d.email), '/verificar-email'));
    const ok = await verificar(token);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      message: 'Tu correo electrónico ha sido verificado. Ya puedes iniciar sesión.',
    });

    const otraVez = await verificar(token);
    expect(otraVez.status).toBe(400);
    expect(otraVez.error.message).toMatch(/no es válido, ya se ha usado o ha caducado/);

    const despues = await login(d.email, d.password);
    expect(despues.status).toBe(200);
    expect((despues.json as { user: object }).user).toMatchObject({
      nombre: 'Lucía',
      rol: 'tutor',
      email: d.email,
    });
  });

  it('refuses an expired, unknown or missing token', async () => {
    const d = datos();
    await registrar(d);
    const token = tokenDe(enlaceDe(await smtp.esperar(d.email), '/verificar-email'));
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.email, d.email));
    await t.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.usuarioId, u!.id));
    expect((await verificar(token)).status).toBe(400);
    expect((await verificar('inventado')).status).toBe(400);
    const sin = await anonimo().llamar(cuentasEndpoints.verificarEmail, { body: {} as never });
    expect(sin.status).toBe(400);
    expect(sin.error.message).toBe('No se ha proporcionado un token de verificación válido.');
    expect((await login(d.email, d.password)).status).toBe(403);
  });

  it('resend: same answer for any e-mail; a new link replaces the old one', async () => {
    const d = datos();
    await registrar(d);
    const primero = tokenDe(enlaceDe(await smtp.esperar(d.email), '/verificar-email'));
    // Every e-mail of the steps before has been delivered: what arrives next is new.
    await t.app.correo.vaciar();
    const visto = smtp.correos.length;

    const res = await anonimo().llamar(cuentasEndpoints.reenviarVerificacion, { body: { email: d.email } });
    const nadie = await anonimo().llamar(cuentasEndpoints.reenviarVerificacion, {
      body: { email: 'nadie@prueba.es' },
    });
    expect(res.status).toBe(200);
    expect(nadie.status).toBe(200);
    expect(nadie.json).toEqual(res.json);

    const segundo = tokenDe(enlaceDe(await smtp.esperar(d.email, { desde: visto }), '/verificar-email'));
    expect(segundo).not.toBe(primero);
    expect((await verificar(primero)).status).toBe(400);
    expect((await verificar(segundo)).status).toBe(200);

    // Once verified, asking again sends nothing.
    await t.app.correo.vaciar();
    const despues = smtp.correos.length;
    await anonimo().llamar(cuentasEndpoints.reenviarVerificacion, { body: { email: d.email } });
    await t.app.correo.vaciar();
    expect(smtp.correos.length).toBe(despues);
    const invalido = await anonimo().llamar(cuentasEndpoints.reenviarVerificacion, { body: { email: 'x' } });
    expect(invalido.status).toBe(400);
  });
});

describe('GET /api/padres/colegios', () => {
  it('is public and lists {id, nombre}', async () => {
    const res = await anonimo().llamar(padresEndpoints.colegios);
    expect(res.status).toBe(200);
    expect(res.json).toContainEqual({ id: colegioId, nombre: 'Colegio Registro' });
    expect(Object.keys(res.json[0]!).sort()).toEqual(['id', 'nombre']);
  });
});
