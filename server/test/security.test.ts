import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limites } from '../src/db/schema/index';
import { buildTestApp, type TestApp } from './app';
import { loadConfig, parseTrustProxy } from '../src/config/config';
import { PASSWORD_PRUEBA, cookieDe, crearUsuarioDePrueba } from './fabricas';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('bad input and the error shape', () => {
  it('answers malformed JSON with 400 {message}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.es", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'El cuerpo de la petición no es un JSON válido' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-existe/123' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ruta no encontrada' });
    }
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.es', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('never answers a stack trace, a hash or a token', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const bodies = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: PASSWORD_PRUEBA },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '[1,2',
        headers: { 'content-type': 'application/json' },
      }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 5, password: {} } }),
    ]);
    for (const res of bodies) {
      expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|\$argon2|stack|token/i);
    }
  });
});

describe('headers and origin', () => {
  it('sends a strict CSP and the other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a mutating request from another origin or a cross-site fetch', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://malicioso.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:3999', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('content type of mutating requests', () => {
  it('refuses a text/plain logout without Origin and keeps the session', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, u.email);
    for (const tipo of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, 'content-type': tipo },
        payload: 'x=1',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: 'Tipo de contenido no admitido: envía JSON o un formulario multipart',
      });
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    // The client's own logout (no body) and a JSON one still work.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(200);
  });

  it('refuses a body without a content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-length': '5' },
      payload: Buffer.from('hola!'),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('TRUST_PROXY', () => {
  let n = 0;
  // A new e-mail each time: only the per-address count (`login:ip:<req.ip>`) is at play.
  const fallar = (app: TestApp['app'], xff: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': xff },
      payload: { email: `proxy${++n}@prueba.es`, password: 'mala' },
    });
  /** The proxy's own address is one failure short of its limit (100 per 15 minutes). */
  const casiAlLimite = (db: TestApp['db'], ip: string) =>
    db
      .insert(limites)
      .values({ clave: `login:ip:${ip}`, contador: 99, reinicioAt: sql`now() + interval '10 minutes'` });

  it('ignores a spoofed X-Forwarded-For when unset: every client is its socket address', async () => {
    await casiAlLimite(t.db, '10.0.0.5');
    expect((await fallar(t.app, '192.0.2.1')).statusCode).toBe(401);
    // Whatever address it claims, the socket's count is the one that runs out.
    expect((await fallar(t.app, '192.0.2.2')).statusCode).toBe(429);
  });

  it('believes the configured proxy', async () => {
    const detras = await buildTestApp({ config: { trustProxy: ['10.0.0.5'] } });
    try {
      await casiAlLimite(detras.db, '10.0.0.5');
      for (let i = 0; i < 3; i++) expect((await fallar(detras.app, `192.0.2.${i}`)).statusCode).toBe(401);
    } finally {
      await detras.close();
    }
  });

  it('reads a hop count or a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'a b;c' })).toThrow(/TRUST_PROXY/);
  });
});

describe('production settings', () => {
  it('refuses to start without SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL es obligatoria/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://localhost:2525' }).isProduction).toBe(true);
  });

  it('uses a Secure __Host- cookie and HSTS', async () => {
    const prod = await buildTestApp({ config: { isProduction: true } });
    try {
      const u = await crearUsuarioDePrueba(prod.db, 'admin');
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: PASSWORD_PRUEBA },
      });
      const cookie = res.cookies.find((c) => c.name === '__Host-sid')!;
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await prod.close();
    }
  });
});
