/**
 * The static plugin over a miniature build: pre-rendered public pages (one per landing tab), the app's
 * shell for its routes, and HTTP 404 with the pre-rendered 404 page for anything else.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'escuela-dist-'));
  const escribir = (archivo: string, texto: string) => {
    mkdirSync(path.dirname(path.join(dist, archivo)), { recursive: true });
    writeFileSync(path.join(dist, archivo), texto);
  };
  escribir('index.html', 'SHELL');
  escribir('assets/app-123.js', 'console.log(1)');
  escribir('paginas/index.html', 'INICIO');
  escribir('paginas/index-contacto.html', 'TAB CONTACTO');
  escribir('paginas/courses/kids-i.html', 'KIDS I');
  escribir('paginas/politica-cookies.html', 'COOKIES');
  escribir('paginas/404.html', 'NO ENCONTRADA');
  t = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('static client', () => {
  it('serves the pre-rendered public pages, one per landing tab', async () => {
    const casos: [string, string][] = [
      ['/', 'INICIO'],
      ['/?tab=inicio', 'INICIO'],
      ['/?tab=contacto', 'TAB CONTACTO'],
      ['/?tab=otra-cosa', 'INICIO'],
      ['/courses/kids-i', 'KIDS I'],
      ['/courses/kids-i/', 'KIDS I'],
      ['/politica-cookies', 'COOKIES'],
    ];
    for (const [url, cuerpo] of casos) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: cuerpo });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the shell for the app’s routes, even a public page not built', async () => {
    for (const url of ['/login-profesores', '/padres', '/dashboard', '/asistencias/3/2026-01-12']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: 'SHELL' });
    }
  });

  it('serves the sign-in pages painted from HTML once the build has written them', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'escuela-dist-'));
    writeFileSync(path.join(dir, 'index.html'), 'SHELL');
    mkdirSync(path.join(dir, 'paginas'));
    writeFileSync(path.join(dir, 'paginas/padres.html'), 'PORTAL DE PADRES');
    writeFileSync(path.join(dir, 'paginas/login-profesores.html'), 'ACCESO DE PROFESORES');
    const otra = await buildTestApp({ config: { webDist: dir } });
    try {
      const casos: [string, string][] = [
        ['/padres', 'PORTAL DE PADRES'],
        ['/login-profesores', 'ACCESO DE PROFESORES'],
        ['/login-profesores/', 'ACCESO DE PROFESORES'],
        ['/dashboard', 'SHELL'],
      ];
      for (const [url, cuerpo] of casos) {
        const res = await otra.app.inject({ method: 'GET', url });
        expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: cuerpo });
      }
    } finally {
      await otra.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 404 with the pre-rendered 404 page for unknown paths', async () => {
    for (const url of ['/no-existe', '/courses/robotica-avanzada', '/padres/otra', '/asistencias/3']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.body }).toEqual({
        url,
        status: 404,
        body: 'NO ENCONTRADA',
      });
    }
  });

  it('keeps hashed assets cacheable and unknown API paths as JSON 404', async () => {
    const asset = await get('/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await get('/api/no-existe');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Ruta no encontrada' });
  });
});
