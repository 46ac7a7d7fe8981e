import { endpoint } from '@escuela/shared';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, errorMessage, escucharLoginPerdido, nombreDeDescarga } from './api';

const ep = endpoint({
  method: 'PUT',
  path: '/api/cosas/:id',
  params: z.object({ id: z.number() }),
  query: z.object({ q: z.string().optional(), n: z.number().optional() }),
  body: z.object({ nombre: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, statusText, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('builds the path and leaves out empty query values', () => {
    expect(buildUrl(ep, { params: { id: 7 }, query: { q: 'ñu ñu', n: undefined } })).toBe(
      '/api/cosas/7?q=%C3%B1u+%C3%B1u',
    );
    expect(buildUrl(ep, { params: { id: 7 }, query: { q: '' } })).toBe('/api/cosas/7');
  });

  it('sends JSON with the cookies and returns the parsed answer', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await expect(api(ep, { params: { id: 1 }, body: { nombre: 'x' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cosas/1');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"nombre":"x"}' });
  });

  it('uses the spec default texts: status + status text for 5xx, status + body otherwise', async () => {
    stubFetch(500, '{"message":"Ha ocurrido un error"}', 'Internal Server Error');
    const e500 = await api(ep, { params: { id: 1 }, body: { nombre: 'x' } }).catch((e: unknown) => e);
    expect(e500).toBeInstanceOf(ApiError);
    expect((e500 as ApiError).message).toBe('500 Internal Server Error');

    stubFetch(409, '{"message":"Ya existe","errors":{"email":{"_errors":["Repetido"]}}}');
    const e409 = (await api(ep, { params: { id: 1 }, body: { nombre: 'x' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(e409.message).toBe('409 {"message":"Ya existe","errors":{"email":{"_errors":["Repetido"]}}}');
    expect(e409.serverMessage).toBe('Ya existe');
    expect(e409.errors).toEqual({ email: { _errors: ['Repetido'] } });
    expect(errorMessage(e409, 'Por defecto')).toBe('Ya existe');
    expect(errorMessage(new Error('red'), 'Por defecto')).toBe('Por defecto');
  });

  it('tells the listener of a 401 (a session the server ended), and of nothing else', async () => {
    const oidas: string[] = [];
    const dejar = escucharLoginPerdido((e) => oidas.push(e.path));
    stubFetch(403, '{"message":"No"}');
    await api(ep, { params: { id: 1 }, body: { nombre: 'x' } }).catch(() => null);
    expect(oidas).toEqual([]);
    stubFetch(401, '{"message":"Debes iniciar sesión para continuar"}');
    const e401 = await api(ep, { params: { id: 1 }, body: { nombre: 'x' } }).catch((e: unknown) => e);
    expect(e401).toBeInstanceOf(ApiError);
    expect(oidas).toEqual(['/api/cosas/:id']);
    dejar();
    await api(ep, { params: { id: 1 }, body: { nombre: 'x' } }).catch(() => null);
    expect(oidas).toHaveLength(1);
  });
});

describe('nombreDeDescarga', () => {
  it('prefers the exact UTF-8 name of filename* over the ASCII filename sent first', () => {
    const cabecera =
      'attachment; filename="asistencias-Robotica_Kids_I-2025-10.xlsx"; filename*=UTF-8\'\'asistencias-Rob%C3%B3tica_Kids_I-2025-10.xlsx';
    expect(nombreDeDescarga(cabecera, 'asistencias.xlsx')).toBe('asistencias-Robótica_Kids_I-2025-10.xlsx');
  });
  it('reads a plain filename, quoted or not', () => {
    expect(nombreDeDescarga('attachment; filename="alumnos.xlsx"', 'x.xlsx')).toBe('alumnos.xlsx');
    expect(nombreDeDescarga('attachment; filename=alumnos.xlsx', 'x.xlsx')).toBe('alumnos.xlsx');
  });
  it('falls back without a header, without a name or with a malformed escape', () => {
    expect(nombreDeDescarga(null, 'asistencias.xlsx')).toBe('asistencias.xlsx');
    expect(nombreDeDescarga('attachment', 'asistencias.xlsx')).toBe('asistencias.xlsx');
    expect(nombreDeDescarga("attachment; filename*=UTF-8''%E0%A4%A", 'asistencias.xlsx')).toBe(
      'asistencias.xlsx',
    );
  });
});
