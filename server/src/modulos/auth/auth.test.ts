import { authEndpoints, sessionEndpoints } from '@escuela/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logins } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import { PASSWORD_PRUEBA, cookieDe, crearUsuarioDePrueba } from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();

const login = (body: unknown, cookie?: string) =>
  api.conCookie(cookie).llamar(authEndpoints.login, { body: body as never });

describe('POST /api/auth/login', () => {
  it('answers {user} and an HttpOnly SameSite=Lax session cookie', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin', { nombre: 'Ana', email: 'Ana.Admin@Prueba.es' });
    const res = await login({ email: 'ana.admin@prueba.es', password: PASSWORD_PRUEBA });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      user: { id: u.id, nombre: 'Ana', email: 'ana.admin@prueba.es', rol: 'admin' },
    });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    // The token is stored hashed, never as sent.
    const stored = await t.db.select().from(logins).where(eq(logins.usuarioId, u.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(cookie.value);
    expect(res.body).not.toContain('argon2');
  });

  it('is case-insensitive on the e-mail', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const res = await login({ email: u.email.toUpperCase(), password: PASSWORD_PRUEBA });
    expect(res.status).toBe(200);
  });

  it('gives the same message for an unknown e-mail and a wrong password', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const wrong = await login({ email: u.email, password: 'otra-cosa' });
    const unknown = await login({ email: 'nadie@prueba.es', password: 'otra-cosa' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: 'Credenciales inválidas' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('requires both fields with the spec message', async () => {
    for (const payload of [{}, { email: 'a@b.es' }, { email: '', password: 'x' }, { password: 'x' }]) {
      const res = await login(payload);
      expect(res.status).toBe(400);
      expect(res.error.message).toBe('El email y la contraseña son requeridos');
    }
  });

  it('refuses unknown keys', async () => {
    const res = await login({ email: 'a@b.es', password: 'x', rol: 'admin' });
    expect(res.status).toBe(400);
    expect(res.error.errors).toBeDefined();
  });

  it('answers 403 with the DESIGN message to an unverified parent with the right password', async () => {
    const { crearUsuario } = await import('../usuarios/usuarios.service');
    const padre = await crearUsuario(t.db, {
      nombre: 'Pablo',
      email: 'pablo.sinverificar@prueba.es',
      rol: 'tutor',
      password: PASSWORD_PRUEBA,
      emailVerificado: false,
    });
    const res = await login({ email: padre.email, password: PASSWORD_PRUEBA });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe('Debes verificar tu correo electrónico antes de iniciar sesión');
    expect(res.cookies).toHaveLength(0);
    // A wrong password says nothing about verification.
    expect((await login({ email: padre.email, password: 'mala' })).status).toBe(401);
  });

  it('"Recordarme en este equipo": a 12-hour cookie when asked, a browser-session cookie otherwise', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'tutor');
    const sin = (await login({ email: u.email, password: PASSWORD_PRUEBA })).cookies.find(
      (c) => c.name === 'sid',
    )!;
    expect(sin.maxAge).toBeUndefined();
    expect(sin.expires).toBeUndefined();
    const no = await login({ email: u.email, password: PASSWORD_PRUEBA, recordarme: false });
    expect(no.cookies.find((c) => c.name === 'sid')!.maxAge).toBeUndefined();
    const si = await login({ email: u.email, password: PASSWORD_PRUEBA, recordarme: true });
    expect(si.status).toBe(200);
    expect(si.cookies.find((c) => c.name === 'sid')!.maxAge).toBe(12 * 60 * 60);
    // The browser's id for throttling lasts longer and is HttpOnly too.
    const dispositivo = si.cookies.find((c) => c.name === 'dispositivo')!;
    expect(dispositivo.httpOnly).toBe(true);
    expect(dispositivo.maxAge).toBe(180 * 24 * 60 * 60);
    const mal = await login({ email: u.email, password: PASSWORD_PRUEBA, recordarme: 'si' });
    expect(mal.status).toBe(400);
    expect(mal.error.errors!.recordarme!._errors).toEqual([
      'Indica si quieres que se recuerde la sesión en este equipo',
    ]);
  });

  it('issues a new session id at every login', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'coordinador');
    const first = await cookieDe(t.app, u.email);
    const again = await login({ email: u.email, password: PASSWORD_PRUEBA }, first);
    const second = again.cookies.find((c) => c.name === 'sid')!.value;
    expect(`sid=${second}`).not.toBe(first);
    // The session the browser had before is over.
    const me = await api.conCookie(first).llamar(sessionEndpoints.me);
    expect(me.status).toBe(401);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers user: null without a session cookie and the user with one', async () => {
    const anon = await api.como('anonimo').llamar(sessionEndpoints.me);
    expect(anon.status).toBe(200);
    expect(anon.json).toEqual({ user: null });
    expect(anon.headers['set-cookie']).toBeUndefined();
    const u = await crearUsuarioDePrueba(t.db, 'profesor', { nombre: 'Laura' });
    const cookie = await cookieDe(t.app, u.email);
    const me = await api.conCookie(cookie).llamar(sessionEndpoints.me);
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ user: { id: u.id, nombre: 'Laura', email: u.email, rol: 'profesor' } });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, u.email);
    const out = await api.conCookie(cookie).llamar(sessionEndpoints.logout);
    expect(out.status).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const me = await api.conCookie(cookie).llamar(sessionEndpoints.me);
    expect(me.status).toBe(401);
    expect(me.error.message).toEqual(expect.any(String));
    // The cookie of an ended session is cleared, so the next page asks as a visitor.
    expect(me.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('ends a session idle for more than 2 hours', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, u.email);
    await t.db
      .update(logins)
      .set({ lastSeenAt: sql`now() - interval '2 hours 1 minute'` })
      .where(eq(logins.usuarioId, u.id));
    const me = await api.conCookie(cookie).llamar(sessionEndpoints.me);
    expect(me.status).toBe(401);
  });

  it('ends a session 12 hours after login however active', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, u.email);
    await t.db
      .update(logins)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` })
      .where(eq(logins.usuarioId, u.id));
    const me = await api.conCookie(cookie).llamar(sessionEndpoints.me);
    expect(me.status).toBe(401);
  });
});
