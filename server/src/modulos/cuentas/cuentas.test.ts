import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, usuarios } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { enlaceDe } from '../../../test/correo-parser';
import { cookieDe, crearUsuarioDePrueba } from '../../../test/fabricas';
import { iniciarSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher';
import { crearUsuario } from '../usuarios/usuarios.service';
import { contextoCorreo } from './cuentas.routes';
import { enviarInvitaciones } from './cuentas.service';

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await iniciarSmtpCatcher();
  t = await buildTestApp({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t.app.correo.vaciar();
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const tokenDe = (enlace: string) => decodeURIComponent(new URL(enlace).searchParams.get('token')!);
const NUEVA = 'Nueva#Clave2026';

describe('POST /api/auth/olvide-contrasena and /api/auth/restablecer-contrasena', () => {
  it('same answer for a known and an unknown e-mail; the link sets the password once and ends sessions', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor', { nombre: 'Rosa' });
    const sesion = await cookieDe(t.app, u.email);

    const conocido = await post('/api/auth/olvide-contrasena', { email: u.email.toUpperCase() });
    const desconocido = await post('/api/auth/olvide-contrasena', { email: 'nadie@prueba.es' });
    expect(conocido.statusCode).toBe(200);
    expect(desconocido.json()).toEqual(conocido.json());

    const correo = await smtp.esperar(u.email);
    expect(correo.subject).toBe('Restablece tu contraseña · RoboEscuela');
    expect(correo.text).toContain('Hola, Rosa:');
    const token = tokenDe(enlaceDe(correo, '/restablecer-contrasena'));

    const debil = await post('/api/auth/restablecer-contrasena', { token, password: 'corta' });
    expect(debil.statusCode).toBe(400);
    expect(debil.json().errors.password._errors).toContain('La contraseña debe tener al menos 8 caracteres');
    // Meets every composition rule, but zxcvbn guesses it (DESIGN.md §6).
    const adivinable = await post('/api/auth/restablecer-contrasena', { token, password: 'Summer2024!' });
    expect(adivinable.statusCode).toBe(400);
    expect(adivinable.json().errors.password._errors).toEqual([
      'Esa contraseña es demasiado común. Elige otra más difícil de adivinar',
    ]);

    const ok = await post('/api/auth/restablecer-contrasena', { token, password: NUEVA });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Tu contraseña se ha guardado. Ya puedes iniciar sesión.',
      acceso: '/login-profesores',
    });
    // The old session is over, the old password no longer works, the new one does.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sesion } })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: u.email, password: 'Prueba#2026seguro' })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { email: u.email, password: NUEVA })).statusCode).toBe(200);

    const reutilizado = await post('/api/auth/restablecer-contrasena', { token, password: 'Otra#Clave2027' });
    expect(reutilizado.statusCode).toBe(400);
    expect(reutilizado.json().message).toMatch(/no es válido, ya se ha usado o ha caducado/);
  });

  it('refuses an expired link', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    await post('/api/auth/olvide-contrasena', { email: u.email });
    const token = tokenDe(enlaceDe(await smtp.esperar(u.email), '/restablecer-contrasena'));
    const [tok] = await t.db.select().from(tokens).where(eq(tokens.usuarioId, u.id));
    expect((tok!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeCloseTo(2, 1);
    await t.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(tokens.usuarioId, u.id));
    expect((await post('/api/auth/restablecer-contrasena', { token, password: NUEVA })).statusCode).toBe(400);
  });

  it('a reset link also verifies an unverified parent, who is then sent to /padres', async () => {
    const padre = await crearUsuario(t.db, {
      nombre: 'Pilar',
      email: 'pilar.reset@prueba.es',
      rol: 'tutor',
      password: 'Vieja#Clave2026',
      emailVerificado: false,
    });
    await post('/api/auth/olvide-contrasena', { email: padre.email });
    const token = tokenDe(enlaceDe(await smtp.esperar(padre.email), '/restablecer-contrasena'));
    const ok = await post('/api/auth/restablecer-contrasena', { token, password: NUEVA });
    expect(ok.json().acceso).toBe('/padres');
    expect((await post('/api/auth/login', { email: padre.email, password: NUEVA })).statusCode).toBe(200);
  });

  it('an invitation lets an account without a password choose one', async () => {
    const u = await crearUsuario(t.db, {
      nombre: 'Invitada',
      email: 'invitada@prueba.es',
      rol: 'coordinador',
    });
    await enviarInvitaciones(t.db, contextoCorreo(t.app), [u]);
    await t.app.correo.vaciar();
    const correo = await smtp.esperar(u.email);
    expect(correo.subject).toBe('Tu cuenta en RoboEscuela: crea tu contraseña');
    const token = tokenDe(enlaceDe(correo, '/restablecer-contrasena'));
    expect((await post('/api/auth/restablecer-contrasena', { token, password: NUEVA })).statusCode).toBe(200);
    const [fila] = await t.db.select().from(usuarios).where(eq(usuarios.id, u.id));
    expect(fila!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await post('/api/auth/login', { email: u.email, password: NUEVA })).statusCode).toBe(200);
  });

  it('answers a known address without waiting for its e-mail, exactly as an unknown one', async () => {
    // A mail server that takes 3 s per message: neither answer waits for it (nor for the token). Both
    // answers come before it accepts the message (no wall-clock line a loaded machine could cross).
    const lento = await iniciarSmtpCatcher({ retrasoMs: 3000 });
    const app2 = await buildTestApp({ config: { smtpUrl: lento.url } });
    try {
      const u = await crearUsuarioDePrueba(app2.db, 'profesor');
      const pedir = async (email: string) => {
        const inicio = performance.now();
        const res = await app2.app.inject({
          method: 'POST',
          url: '/api/auth/olvide-contrasena',
          payload: { email },
        });
        return { res, ms: performance.now() - inicio };
      };
      const conocido = await pedir(u.email);
      const desconocido = await pedir('nadie.lento@prueba.es');
      expect(conocido.res.statusCode).toBe(200);
      expect(conocido.res.body).toBe(desconocido.res.body);
      expect(lento.correos).toEqual([]);
      expect(conocido.ms).toBeLessThan(3000);
      expect(desconocido.ms).toBeLessThan(3000);
      await app2.app.correo.vaciar();
      expect(lento.correos.map((c) => c.destinatarios)).toEqual([[u.email]]);
    } finally {
      await app2.close();
      await lento.close();
    }
  });

  it('an inactive account gets no e-mail', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, u.id));
    // Every e-mail of the steps before has been delivered: what arrives next is new.
    await t.app.correo.vaciar();
    const antes = smtp.correos.length;
    expect((await post('/api/auth/olvide-contrasena', { email: u.email })).statusCode).toBe(200);
    await t.app.correo.vaciar();
    expect(smtp.correos.length).toBe(antes);
  });

  it('answers 429 past the per-IP limit', async () => {
    let ultimo = 0;
    for (let i = 0; i < 31; i++) {
      ultimo = (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/olvide-contrasena',
          payload: { email: `x${i}@prueba.es` },
          remoteAddress: '10.0.0.9',
        })
      ).statusCode;
    }
    expect(ultimo).toBe(429);
  });
});
