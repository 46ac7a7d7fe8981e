import { authEndpoints, cuentasEndpoints, sessionEndpoints } from '@escuela/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, usuarios } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { clienteApi, type ClienteApi } from '../../../test/cliente-api';
import { enlaceDe } from '../../../test/correo-parser';
import { cookieDe, crearUsuarioDePrueba } from '../../../test/fabricas';
import { iniciarSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher';
import { crearUsuario } from '../usuarios/usuarios.service';
import { contextoCorreo } from './cuentas.routes';
import { enviarInvitaciones } from './cuentas.service';

let t: TestApp;
let smtp: SmtpCatcher;
let api: ClienteApi;
beforeAll(async () => {
  smtp = await iniciarSmtpCatcher();
  t = await buildTestApp({ config: { smtpUrl: smtp.url } });
  api = await clienteApi(t);
});
afterAll(async () => {
  await t.app.correo.vaciar();
  await t.close();
  await smtp.close();
});

const anonimo = () => api.como('anonimo');
const tokenDe = (enlace: string) => decodeURIComponent(new URL(enlace).searchParams.get('token')!);
const NUEVA = 'Nueva#Clave2026';

describe('POST /api/auth/olvide-contrasena and /api/auth/restablecer-contrasena', () => {
  it('same answer for a known and an unknown e-mail; the link sets the password once and ends sessions', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor', { nombre: 'Rosa' });
    const sesion = await cookieDe(t.app, u.email);

    const conocido = await anonimo().llamar(cuentasEndpoints.olvideContrasena, {
      body: { email: u.email.toUpperCase() },
    });
    const desconocido = await anonimo().llamar(cuentasEndpoints.olvideContrasena, {
      body: { email: 'nadie@prueba.es' },
    });
    expect(conocido.status).toBe(200);
    expect(desconocido.json).toEqual(conocido.json);

    const correo = await smtp.esperar(u.email);
    expect(correo.subject).toBe('Restablece tu contraseña · RoboEscuela');
    expect(correo.text).toContain('Hola, Rosa:');
    const token = tokenDe(enlaceDe(correo, '/restablecer-contrasena'));

    const debil = await anonimo().llamar(cuentasEndpoints.restablecerContrasena, {
      body: { token, password: 'corta' },
    });
    expect(debil.status).toBe(400);
    expect(debil.error.errors!.password!._errors).toContain('La contraseña debe tener al menos 8 caracteres');
    // Meets every composition rule, but zxcvbn guesses it (DESIGN.md §6).
    const adivinable = await anonimo().llamar(cuentasEndpoints.restablecerContrasena, {
      body: { token, password: 'Summer2024!' },
    });
    expect(adivinable.status).toBe(400);
    expect(adivinable.error.errors!.password!._errors).toEqual([
      'Esa contraseña es demasiado común. Elige otra más difícil de adivinar',
    ]);

    const ok = await anonimo().llamar(cuentasEndpoints.restablecerContrasena, {
      body: { token, password: NUEVA },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      message: 'Tu contraseña se ha guardado. Ya puedes iniciar sesión.',
      acceso: '/login-profesores',
    });
    // The old session is over, the old password no longer works, the new one does.
    expect((await api.conCookie(sesion).llamar(sessionEndpoints.me)).status).toBe(401);
    expect(
      (
        await anonimo().llamar(authEndpoints.login, {
          body: { email: u.email, password: 'Prueba#2026seguro' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await anonimo().llamar(authEndpoints.login, { body: { email: u.email, password: NUEVA } })).status,
    ).toBe(200);

    const reutilizado = await anonimo().llamar(cuentasEndpoints.restablecerContrasena, {
      body: { token, password: 'Otra#Clave2027' },
    });
    expect(reutilizado.status).toBe(400);
    expect(reutilizado.error.message).toMatch(/no es válido, ya se ha usado o ha caducado/);
  });

  it('refuses an expired link', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    await anonimo().llamar(cuentasEndpoints.olvideContrasena, { body: { email: u.email } });
    const token = tokenDe(enlaceDe(await smtp.esperar(u.email), '/restablecer-contrasena'));
    const [tok] = await t.db.select().from(tokens).where(eq(tokens.usuarioId, u.id));
    expect((tok!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeCloseTo(2, 1);
    await t.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(tokens.usuarioId, u.id));
    expect(
      (await anonimo().llamar(cuentasEndpoints.restablecerContrasena, { body: { token, password: NUEVA } }))
        .status,
    ).toBe(400);
  });

  it('a reset link also verifies an unverified parent, who is then sent to /padres', async () => {
    const padre = await crearUsuario(t.db, {
      nombre: 'Pilar',
      email: 'pilar.reset@prueba.es',
      rol: 'tutor',
      password: 'Vieja#Clave2026',
      emailVerificado: false,
    });
    await anonimo().llamar(cuentasEndpoints.olvideContrasena, { body: { email: padre.email } });
    const token = tokenDe(enlaceDe(await smtp.esperar(padre.email), '/restablecer-contrasena'));
    const ok = await anonimo().llamar(cuentasEndpoints.restablecerContrasena, {
      body: { token, password: NUEVA },
    });
    expect(ok.json.acceso).toBe('/padres');
    expect(
      (await anonimo().llamar(authEndpoints.login, { body: { email: padre.email, password: NUEVA } })).status,
    ).toBe(200);
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
    expect(
      (await anonimo().llamar(cuentasEndpoints.restablecerContrasena, { body: { token, password: NUEVA } }))
        .status,
    ).toBe(200);
    const [fila] = await t.db.select().from(usuarios).where(eq(usuarios.id, u.id));
    expect(fila!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      (await anonimo().llamar(authEndpoints.login, { body: { email: u.email, password: NUEVA } })).status,
    ).toBe(200);
  });

  it('answers a known address without waiting for its e-mail, exactly as an unknown one', async () => {
    // A mail server that takes 3 s per message: neither answer waits for it (nor for the token). Both
    // answers come before it accepts the message (no wall-clock line a loaded machine could cross).
    const lento = await iniciarSmtpCatcher({ retrasoMs: 3000 });
    const app2 = await buildTestApp({ config: { smtpUrl: lento.url } });
    try {
      const u = await crearUsuarioDePrueba(app2.db, 'profesor');
      const anonimo2 = (await clienteApi(app2)).como('anonimo');
      const pedir = async (email: string) => {
        const inicio = performance.now();
        const res = await anonimo2.llamar(cuentasEndpoints.olvideContrasena, { body: { email } });
        return { res, ms: performance.now() - inicio };
      };
      const conocido = await pedir(u.email);
      const desconocido = await pedir('nadie.lento@prueba.es');
      expect(conocido.res.status).toBe(200);
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
    expect(
      (await anonimo().llamar(cuentasEndpoints.olvideContrasena, { body: { email: u.email } })).status,
    ).toBe(200);
    await t.app.correo.vaciar();
    expect(smtp.correos.length).toBe(antes);
  });

  it('answers 429 past the per-IP limit', async () => {
    let ultimo = 0;
    for (let i = 0; i < 31; i++) {
      ultimo = (
        await api
          .como('anonimo', { ip: '10.0.0.9' })
          .llamar(cuentasEndpoints.olvideContrasena, { body: { email: `x${i}@prueba.es` } })
      ).status;
    }
    expect(ultimo).toBe(429);
  });
});
