import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { festivos } from '../../db/schema/index';
import { pedirCon, usarAppDePrueba } from '../../../test/app';
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

const pedir = pedirCon(t);

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
  it('adds a day for every school (twice → 409) and the same day for one school', async () => {
    const res = await pedir(admin, 'POST', '/api/festivos', {
      fecha: '2027-02-15',
      nombre: 'Día no lectivo',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Festivo añadido',
      creados: 1,
      festivos: [{ fecha: '2027-02-15', nombre: 'Día no lectivo', colegioId: null, colegio: null }],
    });
    const otra = await pedir(admin, 'POST', '/api/festivos', {
      fecha: '2027-02-15',
      nombre: 'Otra vez',
      colegioId: null,
    });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe('Ya existe un festivo en esa fecha para ese ámbito');
    const deColegio = await pedir(admin, 'POST', '/api/festivos', {
      fecha: '2027-02-15',
      nombre: 'Fiesta del colegio',
      colegioId: colegio.id,
    });
    expect(deColegio.statusCode).toBe(201);
    expect(deColegio.json().festivos[0].colegio).toEqual({ id: colegio.id, nombre: 'CEIP Festivos' });
  });

  it('adds a vacation range, keeping days already there', async () => {
    const body = {
      fechaInicio: '2026-12-21',
      fechaFin: '2027-01-07',
      nombre: 'Navidad',
      colegioId: colegio.id,
    };
    const r = (await pedir(admin, 'POST', '/api/festivos', body)).json();
    expect(r.creados).toBe(18);
    expect(r.festivos).toHaveLength(18);
    expect((await pedir(admin, 'POST', '/api/festivos', body)).json().creados).toBe(0);
  });

  it('lists a school year, optionally as one school sees it', async () => {
    const todos = (await pedir(coordinador, 'GET', '/api/festivos?cursoEscolar=2026')).json();
    expect(todos.every((f: { fecha: string }) => f.fecha >= '2026-09-01' && f.fecha <= '2027-08-31')).toBe(
      true,
    );
    expect(todos.filter((f: { nombre: string }) => f.nombre === 'Navidad')).toHaveLength(18);
    const otro = await crearColegioDePrueba(t.db);
    const deOtro = (
      await pedir(profesor, 'GET', `/api/festivos?cursoEscolar=2026&colegioId=${otro.id}`)
    ).json();
    expect(deOtro.some((f: { nombre: string }) => f.nombre === 'Navidad')).toBe(false);
    expect(deOtro.some((f: { nombre: string }) => f.nombre === 'Día no lectivo')).toBe(true);
    expect(
      (await pedir(admin, 'GET', '/api/festivos?cursoEscolar=2027'))
        .json()
        .some((f: { fecha: string }) => f.fecha === '2027-02-15'),
    ).toBe(false);
  });

  it('deletes (admin only)', async () => {
    const [f] = await t.db.select().from(festivos).where(eq(festivos.nombre, 'Día no lectivo'));
    expect((await pedir(coordinador, 'DELETE', `/api/festivos/${f!.id}`)).statusCode).toBe(403);
    expect((await pedir(admin, 'DELETE', `/api/festivos/${f!.id}`)).json()).toEqual({
      message: 'Festivo eliminado',
    });
    expect((await pedir(admin, 'DELETE', `/api/festivos/${f!.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input and other roles', async () => {
    const sinNombre = await pedir(admin, 'POST', '/api/festivos', { fecha: '2027-03-01', nombre: ' ' });
    expect(sinNombre.statusCode).toBe(400);
    expect(sinNombre.json().message).toBe('El nombre es requerido');
    expect(
      (await pedir(admin, 'POST', '/api/festivos', { fecha: '2027-02-30', nombre: 'x' })).statusCode,
    ).toBe(400);
    expect((await pedir(admin, 'POST', '/api/festivos', { fecha: '', nombre: 'x' })).statusCode).toBe(400);
    expect(
      (await pedir(admin, 'POST', '/api/festivos', { fecha: '2027-03-01', nombre: 'a\u0000' })).statusCode,
    ).toBe(400);
    expect(
      (
        await pedir(admin, 'POST', '/api/festivos', {
          fechaInicio: '2027-03-10',
          fechaFin: '2027-03-01',
          nombre: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await pedir(admin, 'POST', '/api/festivos', {
          fechaInicio: '2027-01-01',
          fechaFin: '2027-12-31',
          nombre: 'x',
        })
      ).json().message,
    ).toBe('Un periodo de vacaciones no puede superar 120 días');
    expect(
      (
        await pedir(admin, 'POST', '/api/festivos', { fecha: '2027-03-01', nombre: 'x', colegioId: 999999 })
      ).json().message,
    ).toBe('El colegio no existe');
    expect(
      (await pedir(admin, 'POST', '/api/festivos', { fecha: '2027-03-01', nombre: 'x', extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await pedir(coordinador, 'POST', '/api/festivos', { fecha: '2027-03-01', nombre: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await pedir(profesor, 'POST', '/api/festivos', { fecha: '2027-03-01', nombre: 'x' })).statusCode,
    ).toBe(403);
  });
});
