import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { festivos } from '../../db/schema/index';
import { festivosEndpoints, type CrearFestivoInput } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import { crearColegioDePrueba } from '../../../test/fabricas';
import { cargarFestivosOficiales, festivosOficiales } from './festivos-oficiales';

const { t, api } = usarAppDePrueba();
let admin: string;
let coordinador: string;
let profesor: string;
let colegio: { id: number; nombre: string };

beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  coordinador = (await api.usuario('coordinador')).cookie;
  profesor = (await api.usuario('profesor')).cookie;
  colegio = await crearColegioDePrueba(t.db, { nombre: 'CEIP Festivos' });
});

describe('official holidays (date-holidays, ES + MD)', () => {
  it('lists national and Comunidad de Madrid holidays of a school year', async () => {
    const dias = await festivosOficiales('2026-09-01', '2027-08-31');
    const fechas = dias.map((d) => d.fecha);
    expect(fechas).toEqual(
      expect.arrayContaining(['2026-10-12', '2026-12-08', '2026-12-25', '2027-01-01', '2027-01-06']),
    );
    // Regional: 2 May, Día de la Comunidad de Madrid (or the day the region moves it to).
    expect(dias.some((d) => d.nombre.includes('Comunidad de Madrid'))).toBe(true);
    expect(fechas.every((f) => f >= '2026-09-01' && f <= '2027-08-31')).toBe(true);
    expect(new Set(fechas).size).toBe(fechas.length);
  });

  it('loads the current and next school year once; a removed day stays removed', async () => {
    expect(await cargarFestivosOficiales(t.db, '2026-11-22')).toBe(2);
    const generales = () => t.db.select().from(festivos).where(isNull(festivos.colegioId));
    const primera = await generales();
    expect(primera.some((f) => f.fecha === '2026-12-25')).toBe(true);
    expect(primera.some((f) => f.fecha === '2027-12-25')).toBe(true);
    expect(await cargarFestivosOficiales(t.db, '2026-11-22')).toBe(0);
    expect(await generales()).toHaveLength(primera.length);

    await t.db.delete(festivos).where(and(eq(festivos.fecha, '2026-12-25'), isNull(festivos.colegioId)));
    await cargarFestivosOficiales(t.db, '2026-11-22');
    expect((await generales()).some((f) => f.fecha === '2026-12-25')).toBe(false);
  });
});

describe('/api/festivos', () => {
  const crear = (cookie: string, body: CrearFestivoInput) =>
    api.conCookie(cookie).llamar(festivosEndpoints.create, { body });
  const listar = (cookie: string, query: { cursoEscolar?: string; colegioId?: string }) =>
    api.conCookie(cookie).llamar(festivosEndpoints.list, { query });

  it('adds a day for every school (twice → 409) and the same day for one school', async () => {
    const res = await crear(admin, {
      fecha: '2027-02-15',
      nombre: 'Día no lectivo',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: 'Festivo añadido',
      creados: 1,
      festivos: [{ fecha: '2027-02-15', nombre: 'Día no lectivo', colegioId: null, colegio: null }],
    });
    const otra = await crear(admin, {
      fecha: '2027-02-15',
      nombre: 'Otra vez',
      colegioId: null,
    });
    expect(otra.status).toBe(409);
    expect(otra.error.message).toBe('Ya existe un festivo en esa fecha para ese ámbito');
    const deColegio = await crear(admin, {
      fecha: '2027-02-15',
      nombre: 'Fiesta del colegio',
      colegioId: colegio.id,
    });
    expect(deColegio.status).toBe(201);
    expect(deColegio.json.festivos[0]!.colegio).toEqual({ id: colegio.id, nombre: 'CEIP Festivos' });
  });

  it('adds a vacation range, keeping days already there', async () => {
    const body = {
      fechaInicio: '2026-12-21',
      fechaFin: '2027-01-07',
      nombre: 'Navidad',
      colegioId: colegio.id,
    };
    const r = (await crear(admin, body)).json;
    expect(r.creados).toBe(18);
    expect(r.festivos).toHaveLength(18);
    expect((await crear(admin, body)).json.creados).toBe(0);
  });

  it('lists a school year, optionally as one school sees it', async () => {
    const todos = (await listar(coordinador, { cursoEscolar: '2026' })).json;
    expect(todos.every((f) => f.fecha >= '2026-09-01' && f.fecha <= '2027-08-31')).toBe(true);
    expect(todos.filter((f) => f.nombre === 'Navidad')).toHaveLength(18);
    const otro = await crearColegioDePrueba(t.db);
    const deOtro = (await listar(profesor, { cursoEscolar: '2026', colegioId: String(otro.id) })).json;
    expect(deOtro.some((f) => f.nombre === 'Navidad')).toBe(false);
    expect(deOtro.some((f) => f.nombre === 'Día no lectivo')).toBe(true);
    expect((await listar(admin, { cursoEscolar: '2027' })).json.some((f) => f.fecha === '2027-02-15')).toBe(
      false,
    );
  });

  it('deletes (admin only)', async () => {
    const [f] = await t.db.select().from(festivos).where(eq(festivos.nombre, 'Día no lectivo'));
    const borrar = (cookie: string) =>
      api.conCookie(cookie).llamar(festivosEndpoints.remove, { params: { id: f!.id } });
    expect((await borrar(coordinador)).status).toBe(403);
    expect((await borrar(admin)).json).toEqual({
      message: 'Festivo eliminado',
    });
    expect((await borrar(admin)).status).toBe(404);
  });

  it('refuses bad input and other roles', async () => {
    const sinNombre = await crear(admin, { fecha: '2027-03-01', nombre: ' ' });
    expect(sinNombre.status).toBe(400);
    expect(sinNombre.error.message).toBe('El nombre es requerido');
    expect((await crear(admin, { fecha: '2027-02-30', nombre: 'x' })).status).toBe(400);
    expect((await crear(admin, { fecha: '', nombre: 'x' })).status).toBe(400);
    expect((await crear(admin, { fecha: '2027-03-01', nombre: 'a\u0000' })).status).toBe(400);
    expect(
      (
        await crear(admin, {
          fechaInicio: '2027-03-10',
          fechaFin: '2027-03-01',
          nombre: 'x',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await crear(admin, {
          fechaInicio: '2027-01-01',
          fechaFin: '2027-12-31',
          nombre: 'x',
        })
      ).error.message,
    ).toBe('Un periodo de vacaciones no puede superar 120 días');
    expect((await crear(admin, { fecha: '2027-03-01', nombre: 'x', colegioId: 999999 })).error.message).toBe(
      'El colegio no existe',
    );
    // An unknown field: no client sends it.
    expect((await crear(admin, { fecha: '2027-03-01', nombre: 'x', extra: 1 } as never)).status).toBe(400);
    expect((await crear(coordinador, { fecha: '2027-03-01', nombre: 'x' })).status).toBe(403);
    expect((await crear(profesor, { fecha: '2027-03-01', nombre: 'x' })).status).toBe(403);
  });
});
