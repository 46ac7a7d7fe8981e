/**
 * The in-process cache of list answers (lib/cache-respuestas.ts, decision 026), on the real application
 * with the cache on: a repeated list is answered without its queries; any write through the API makes the
 * next read run them again; answers are per user; errors are never stored; entries expire; identical
 * requests that arrive together share one computation.
 */
import { gruposEndpoints, nominasEndpoints, usuariosEndpoints } from '@escuela/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grupos } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { clienteApi, type ClienteApi } from '../../test/cliente-api';
import { contarConsultas } from '../../test/contar-consultas';
import {
  cookieDe,
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
} from '../../test/factories';
import { CacheRespuestas } from './cache-respuestas';

const TTL_MS = 400;
let t: TestApp;
let api: ClienteApi;
let grupoDelProfesor: { id: number; nombre: string };
let grupoAjeno: { id: number; nombre: string };
let profesorCookie: string;
let colegioId: number;

beforeAll(async () => {
  t = await buildTestApp({ config: { respuestasCacheMs: TTL_MS } });
  api = await clienteApi(t);
  const colegio = await crearColegioDePrueba(t.db);
  colegioId = colegio.id;
  const profesor = await crearProfesorDePrueba(t.db, { conCuenta: true });
  const otro = await crearProfesorDePrueba(t.db);
  grupoDelProfesor = await crearGrupoDePrueba(t.db, { colegioId, profesorId: profesor.id });
  grupoAjeno = await crearGrupoDePrueba(t.db, { colegioId, profesorId: otro.id });
  profesorCookie = await cookieDe(t.app, profesor.email);
});
afterAll(() => t.close());

const nombres = (lista: { nombre: string }[]) => lista.map((g) => g.nombre).sort();
const renombrarPorDetras = (id: number, nombre: string) =>
  t.db.update(grupos).set({ nombre }).where(eq(grupos.id, id));
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the cache of list answers', () => {
  it('answers a repeated list from memory: a change made behind the application is not seen at once', async () => {
    const admin = api.como('admin');
    const primera = await admin.llamar(gruposEndpoints.list, { query: { colegioId } });
    expect(primera.status).toBe(200);
    await renombrarPorDetras(grupoAjeno.id, 'Cambiado por detrás');
    const { resultado: segunda, consultas } = await contarConsultas(t.db, () =>
      admin.llamar(gruposEndpoints.list, { query: { colegioId } }),
    );
    expect(segunda.body).toBe(primera.body);
    expect(segunda.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(consultas).toBe(0);
    // …and not for long: the entry expires (the bound for writes made by another process).
    await esperar(TTL_MS + 50);
    const tercera = await admin.llamar(gruposEndpoints.list, { query: { colegioId } });
    expect(nombres(tercera.json.grupos)).toContain('Cambiado por detrás');
  });

  it('runs the queries again after any write through the API, whatever it wrote', async () => {
    const admin = api.como('admin');
    await admin.llamar(gruposEndpoints.list, { query: { colegioId } });
    await renombrarPorDetras(grupoAjeno.id, 'Visto tras una escritura');
    // A write elsewhere (a school) is enough: the next read of groups is computed again.
    const escritura = await api.como('admin').llamar(gruposEndpoints.create, {
      body: {
        nombre: 'Grupo nuevo por la API',
        nivelId: 1,
        duracion: 1,
        horario: '2@17:00',
        colegioId,
        profesorId: (await crearProfesorDePrueba(t.db)).id,
      },
    });
    expect(escritura.status).toBe(201);
    const despues = await admin.llamar(gruposEndpoints.list, { query: { colegioId } });
    expect(nombres(despues.json.grupos)).toEqual(
      expect.arrayContaining(['Visto tras una escritura', 'Grupo nuevo por la API']),
    );
  });

  it("keeps each user's answer apart: the same URL answers a teacher with only their groups", async () => {
    const url = `/api/grupos?colegioId=${colegioId}`;
    const deAdmin = await api.como('admin').llamar(gruposEndpoints.list, { query: { colegioId } });
    expect(deAdmin.json.grupos.map((g) => g.id)).toEqual(
      expect.arrayContaining([grupoDelProfesor.id, grupoAjeno.id]),
    );
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: profesorCookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json().grupos.map((g: { id: number }) => g.id)).toEqual([grupoDelProfesor.id]);
    }
  });

  it('checks the role before answering from memory: a user who loses a role loses the lists at once', async () => {
    const segundo = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, segundo.email);
    const nominas = () => api.conCookie(cookie).llamar(nominasEndpoints.list, { query: { mes: '2025-03' } });
    expect((await nominas()).status).toBe(200);
    expect((await nominas()).status).toBe(200);
    const cambio = await api.como('admin').llamar(usuariosEndpoints.update, {
      params: { id: segundo.id },
      body: { nombre: segundo.nombre, email: segundo.email, rol: 'coordinador', activo: true },
    });
    expect(cambio.status).toBe(200);
    // A role change ends the user's sessions (issue 10): the cached payroll is not served to them.
    expect((await nominas()).status).toBe(401);
    const otra = await cookieDe(t.app, segundo.email);
    const res = await api.conCookie(otra).llamar(nominasEndpoints.list, { query: { mes: '2025-03' } });
    expect(res.status).toBe(403);
  });

  it('never stores an error: a bad query keeps answering 400 and a good one then 200', async () => {
    const admin = api.como('admin');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/grupos?colegioId=abc',
        headers: { cookie: (await api.usuario('admin')).cookie },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await admin.llamar(gruposEndpoints.list, { query: {} })).status).toBe(200);
  });

  it('computes an answer once for identical requests that arrive together', async () => {
    const admin = api.como('admin');
    const [a, b] = [await crearColegioDePrueba(t.db), await crearColegioDePrueba(t.db)];
    await admin.llamar(gruposEndpoints.list, { query: { colegioId } }); // signed in already
    const una = await contarConsultas(t.db, () =>
      admin.llamar(gruposEndpoints.list, { query: { colegioId: a.id } }),
    );
    expect(una.consultas).toBeGreaterThan(0);
    const cinco = await contarConsultas(t.db, () =>
      Promise.all(
        Array.from({ length: 5 }, () => admin.llamar(gruposEndpoints.list, { query: { colegioId: b.id } })),
      ),
    );
    expect(cinco.consultas).toBe(una.consultas);
    expect(cinco.resultado.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(cinco.resultado.map((r) => r.body)).size).toBe(1);
  });
});

describe('CacheRespuestas', () => {
  it('does not store an answer computed before a write that ended while it ran', () => {
    const cache = new CacheRespuestas(10_000);
    const version = cache.version;
    cache.invalidar();
    cache.guardar('1 /api/x', version, Buffer.from('[]'));
    expect(cache.leer('1 /api/x')).toBeUndefined();
    cache.guardar('1 /api/x', cache.version, Buffer.from('[1]'));
    expect(cache.leer('1 /api/x')?.toString()).toBe('[1]');
  });

  it('shares an answer being computed only until the next write, and never an error', async () => {
    const cache = new CacheRespuestas(10_000);
    const terminar = cache.calcular('1 /api/x', cache.version);
    const esperando = cache.enCurso('1 /api/x');
    terminar(Buffer.from('[1]'));
    expect((await esperando)?.toString()).toBe('[1]');
    expect(cache.enCurso('1 /api/x')).toBeUndefined();
    cache.calcular('1 /api/y', cache.version);
    cache.invalidar();
    expect(cache.enCurso('1 /api/y')).toBeUndefined();
    const fallida = cache.calcular('1 /api/z', cache.version);
    const otra = cache.enCurso('1 /api/z');
    fallida();
    expect(await otra).toBeUndefined();
    expect(cache.leer('1 /api/z')).toBeUndefined();
  });

  it('is off with a lifetime of 0', () => {
    const cache = new CacheRespuestas(0);
    expect(cache.activa).toBe(false);
    cache.guardar('1 /api/x', cache.version, Buffer.from('[]'));
    expect(cache.leer('1 /api/x')).toBeUndefined();
  });
});
