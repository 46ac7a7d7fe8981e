import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { PASSWORD_PRUEBA, crearUsuarioDePrueba } from './factories';

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

describe('production settings', () => {
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
