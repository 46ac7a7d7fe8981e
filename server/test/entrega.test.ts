/**
 * Delivery (DESIGN.md §8, docs/decisions/019-delivery-and-request-pipeline.md): the build's `.br`/`.gz` files are sent as they are, with
 * `Content-Encoding` and the right type; hashed assets are cached as immutable and HTML as `no-cache`;
 * JSON over 1 KB is compressed on the fly and never twice; the .xlsx downloads are not compressed; the API
 * keeps `Cache-Control: no-store`. First on a miniature build, then on the real `web/dist` when it is built.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { cookieDe, crearColegioDePrueba, crearUsuarioDePrueba } from './fabricas';

const JS = `export const saludo = ${JSON.stringify('hola '.repeat(400))};\n`;
const HTML = `<!doctype html><html lang="es"><body>${'<p>Robótica</p>'.repeat(200)}</body></html>`;

describe('delivery on a miniature build', () => {
  let t: TestApp;
  let dist: string;
  let admin: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'escuela-entrega-'));
    const escribir = (archivo: string, texto: string, comprimir = true) => {
      const ruta = path.join(dist, archivo);
      mkdirSync(path.dirname(ruta), { recursive: true });
      writeFileSync(ruta, texto);
      if (!comprimir) return;
      writeFileSync(`${ruta}.br`, brotliCompressSync(texto));
      writeFileSync(`${ruta}.gz`, gzipSync(texto));
    };
    escribir('index.html', HTML.replace('Robótica', 'SHELL'));
    escribir('paginas/index.html', HTML);
    escribir('paginas/404.html', 'NO ENCONTRADA', false);
    escribir('paginas/padres.html', HTML.replace('Robótica', 'PORTAL'));
    escribir('assets/entry-AbC123.js', JS);
    escribir('assets/solo-gzip-Xy9.css', 'body{color:red}'.repeat(100), false);
    t = await buildTestApp({ config: { webDist: dist } });
    const usuario = await crearUsuarioDePrueba(t.db, 'admin');
    admin = await cookieDe(t.app, usuario.email);
    for (let i = 0; i < 15; i += 1) await crearColegioDePrueba(t.db);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the brotli file beside a hashed asset, cached as immutable', async () => {
    const res = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The security headers (computed once at start) are on static files too.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Exactly the build's file, not compressed a second time.
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('sends the gzip file to a browser without brotli, and the plain file to one without either', async () => {
    const gz = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    const plano = await get('/assets/entry-AbC123.js');
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body).toBe(JS);
    expect(plano.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses on the fly a text asset the build left uncompressed', async () => {
    const res = await get('/assets/solo-gzip-Xy9.css', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('body{color:red}'.repeat(100));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-rendered pages and the app shell compressed, as no-cache', async () => {
    for (const [url, texto] of [
      ['/', 'Robótica'],
      ['/login-profesores', 'SHELL'],
      // The portal's sign-in has its first screen pre-rendered (the app renders over it).
      ['/padres', 'PORTAL'],
      ['/padres/', 'PORTAL'],
      ['/padres/dashboard', 'SHELL'],
    ] as const) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain(texto);
    }
    const noEncontrada = await get('/no-existe', { 'accept-encoding': 'br' });
    expect(noEncontrada.statusCode).toBe(404);
    expect(noEncontrada.body).toBe('NO ENCONTRADA');
  });

  it('compresses JSON over 1 KB, keeps no-store on the API, and leaves small answers alone', async () => {
    const grande = await get('/api/colegios', { 'accept-encoding': 'gzip, br', cookie: admin });
    expect(grande.statusCode).toBe(200);
    expect(grande.headers['content-encoding']).toBe('br');
    expect(grande.headers['cache-control']).toBe('no-store');
    const plano = await get('/api/colegios', { cookie: admin });
    expect(plano.rawPayload.length).toBeGreaterThan(1024);
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(grande.rawPayload).toString())).toEqual(plano.json());
    const pequena = await get('/api/auth/me', { 'accept-encoding': 'gzip, br', cookie: admin });
    expect(pequena.statusCode).toBe(200);
    expect(pequena.headers['content-encoding']).toBeUndefined();
    expect(pequena.headers['cache-control']).toBe('no-store');
  });

  it('sends the .xlsx downloads as they are', async () => {
    const res = await get('/api/alumnos/plantilla', { 'accept-encoding': 'gzip, br', cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

const DIST = path.resolve(import.meta.dirname, '../../web/dist');
describe.skipIf(!existsSync(path.join(DIST, 'index.html')))('delivery of the real build (web/dist)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { webDist: DIST } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every script and style of the build over 1 KB has a brotli and a gzip file beside it', () => {
    const assets = readdirSync(path.join(DIST, 'assets')).filter(
      (f) => /\.(js|css)$/.test(f) && readFileSync(path.join(DIST, 'assets', f)).length > 1024,
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const f of assets) {
      expect(existsSync(path.join(DIST, 'assets', `${f}.br`)), `${f}.br`).toBe(true);
      expect(existsSync(path.join(DIST, 'assets', `${f}.gz`)), `${f}.gz`).toBe(true);
    }
  });

  it('the landing page and a script it loads arrive compressed with their cache headers', async () => {
    const inicio = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(inicio.headers['content-encoding']).toBe('br');
    expect(inicio.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(inicio.rawPayload).toString();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: script!, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload)).toEqual(readFileSync(path.join(DIST, script!)));
  });

  it('the portal sign-in is painted from HTML whose input is kept until the app takes over (decision 033)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/padres' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('Portal de Padres');
    const formularios = res.body.match(/<form[^>]*>/g) ?? [];
    expect(formularios.length).toBeGreaterThan(0);
    for (const f of formularios) {
      // A native submit before the capture script runs never puts the password in a URL.
      expect(f).toContain('method="post"');
    }
    // The capture script is a classic script in the head, ahead of the app's module.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/assets\/arranque-[\w-]+\.js"><\/script>/);
    expect(head.indexOf('/assets/arranque-')).toBeLessThan(head.indexOf('type="module"'));
  });
});
