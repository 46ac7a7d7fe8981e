// @vitest-environment-options {"url": "http://127.0.0.1:33017/"}
/**
 * The file helpers against a real HTTP server on the page's origin: the upload with its progress and the
 * server's error, and the download saved under the server's file name with its toasts.
 */
import { createServer, type Server } from 'node:http';
import { endpoint, respuesta, XLSX } from '@escuela/shared';
import { z } from 'zod';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { ApiError } from './api';
import { descargar } from './descargar';
import { subirArchivo } from './subir';

const subir = endpoint({
  method: 'POST',
  path: '/api/subir',
  response: z.object({ bytes: z.number() }),
});
const bajar = endpoint({ method: 'GET', path: '/api/bajar', response: respuesta(XLSX) });
const falla = endpoint({ method: 'GET', path: '/api/falla', response: respuesta(XLSX) });

let servidor: Server;
beforeAll(async () => {
  servidor = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': 'http://127.0.0.1:33017',
      'access-control-allow-credentials': 'true',
    };
    if (req.url === '/api/subir') {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        const grande = bytes > 100_000;
        res.writeHead(grande ? 413 : 200, { 'content-type': 'application/json', ...cors });
        res.end(JSON.stringify(grande ? { message: 'El archivo es demasiado grande' } : { bytes }));
      });
    } else if (req.url === '/api/bajar') {
      res.writeHead(200, { 'content-disposition': 'attachment; filename="alumnos.xlsx"', ...cors });
      res.end('contenido');
    } else {
      res.writeHead(500, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify({ message: 'No se pudo exportar' }));
    }
  });
  await new Promise<void>((r) => servidor.listen(33017, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => servidor.close(() => r())));

describe('subirArchivo', () => {
  it('sends the file as multipart and reports progress up to 100', async () => {
    const avances: number[] = [];
    const r = await subirArchivo(subir, new File(['a'.repeat(5000)], 'alumnos.csv'), (p) => avances.push(p));
    expect(r.bytes).toBeGreaterThan(5000);
    expect(avances.at(-1)).toBe(100);
  });

  it("rejects with the server's message as an ApiError", async () => {
    const error = await subirArchivo(subir, new File(['a'.repeat(200_000)], 'x.csv'), () => {}).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, serverMessage: 'El archivo es demasiado grande' });
  });
});

describe('descargar', () => {
  it("saves the answer under the server's file name and says so, or shows the server's error", async () => {
    // Node's fetch (jsdom has none) needs absolute URLs; the browser resolves them against the page.
    const fetchReal = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => fetchReal(new URL(url, location.href), init));
    URL.createObjectURL = vi.fn(() => 'blob:prueba');
    URL.revokeObjectURL = vi.fn();
    const guardados: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      guardados.push(this.download);
    });
    renderConProveedores(<p>Pantalla</p>);
    await descargar(bajar, { nombre: 'otro.xlsx', error: 'Error al exportar' });
    expect(guardados).toEqual(['alumnos.xlsx']);
    expect(await screen.findByText('Descarga iniciada')).toBeInTheDocument();
    await descargar(falla, { nombre: 'x.xlsx', error: 'Error al exportar' });
    expect(await screen.findByText('No se pudo exportar')).toBeInTheDocument();
    expect(guardados).toHaveLength(1);
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
