/**
 * The in-process session cache (docs/decisions/019-delivery-and-request-pipeline.md): a repeated request costs no session query; a logout,
 * the end of a user's sessions or `olvidarSesionesDeUsuario` in this process take effect at once; a change
 * made behind the application's back (another process) is seen once the entry is forgotten or expires.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sesionesAuth, usuarios } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { contarConsultas } from '../../../test/contar-consultas';
import { cookieDe, crearUsuarioDePrueba } from '../../../test/factories';
import { terminarSesionesDeUsuario } from './auth.service';
import { olvidarSesionesDeUsuario } from './sesiones-cache';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('session cache', () => {
  it('answers a repeated signed-in request without reading the session again', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, u.email);
    const primera = await contarConsultas(t.db, () => me(cookie));
    expect(primera.resultado.statusCode).toBe(200);
    expect(primera.consultas).toBeGreaterThan(0);
    const segunda = await contarConsultas(t.db, () => me(cookie));
    expect(segunda.resultado.statusCode).toBe(200);
    expect(segunda.resultado.json()).toEqual(primera.resultado.json());
    expect(segunda.consultas).toBe(0);
  });

  it('a logout ends the cached session at once', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, u.email);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ending a user’s sessions (password change, deactivation) ends the cached ones at once', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const a = await cookieDe(t.app, u.email);
    const b = await cookieDe(t.app, u.email);
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
    await terminarSesionesDeUsuario(t.db, u.id);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
  });

  it('a role change or deactivation takes effect once olvidarSesionesDeUsuario is called', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'coordinador');
    const otro = await crearUsuarioDePrueba(t.db, 'coordinador');
    const cookie = await cookieDe(t.app, u.email);
    const cookieOtro = await cookieDe(t.app, otro.email);
    expect((await me(cookie)).json().user.rol).toBe('coordinador');
    expect((await me(cookieOtro)).statusCode).toBe(200);

    // Written behind the application's back (as another process would): the cached answer lasts until
    // this process forgets it (or SESION_CACHE_MS passes).
    await t.db.update(usuarios).set({ rol: 'profesor' }).where(eq(usuarios.id, u.id));
    expect((await me(cookie)).json().user.rol).toBe('coordinador');
    olvidarSesionesDeUsuario(u.id);
    expect((await me(cookie)).json().user.rol).toBe('profesor');

    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, u.id));
    olvidarSesionesDeUsuario(u.id);
    expect((await me(cookie)).statusCode).toBe(401);
    // Only that user's sessions were forgotten.
    expect((await contarConsultas(t.db, () => me(cookieOtro))).consultas).toBe(0);
  });

  it('an idle session whose last touch is over a minute old is read (and touched) again', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, u.email);
    await t.db
      .update(sesionesAuth)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(sesionesAuth.usuarioId, u.id));
    expect((await me(cookie)).statusCode).toBe(200);
    const [fila] = await t.db.select().from(sesionesAuth).where(eq(sesionesAuth.usuarioId, u.id));
    expect(Date.now() - fila!.lastSeenAt.getTime()).toBeLessThan(30_000);
  });
});
