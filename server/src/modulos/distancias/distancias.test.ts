import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { distancias } from '../../db/schema/index';
import { distanciasEndpoints } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import { cookieDe, crearColegioDePrueba, crearProfesorDePrueba } from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
let admin: string;
let coordinador: string;
let profesorCookie: string;
let profesorId: number;
let colegioId: number;
let otroColegioId: number;

beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  coordinador = (await api.usuario('coordinador')).cookie;
  const profe = await crearProfesorDePrueba(t.db, {
    conCuenta: true,
    nombre: 'Lucía',
    apellidos: 'Martín',
    direccion: 'Calle Bravo Murillo 120, Madrid',
  });
  profesorId = profe.id;
  profesorCookie = await cookieDe(t.app, profe.email);
  colegioId = (await crearColegioDePrueba(t.db, { nombre: 'CEIP Sol', direccion: 'Calle Sol 1, Madrid' })).id;
  otroColegioId = (await crearColegioDePrueba(t.db, { nombre: 'CEIP Luna' })).id;
});

describe('/api/distancias', () => {
  it('creates, lists with the teacher and school embedded, updates the km and deletes', async () => {
    const creada = await api.conCookie(admin).llamar(distanciasEndpoints.create, {
      body: { profesorId, colegioId, kilometros: 12.345 },
    });
    expect(creada.status).toBe(201);
    const distancia = creada.json;
    expect(distancia).toEqual({
      id: expect.any(Number),
      profesorId,
      colegioId,
      kilometros: 12.35,
      profesor: { nombre: 'Lucía', apellidos: 'Martín', direccion: 'Calle Bravo Murillo 120, Madrid' },
      colegio: { nombre: 'CEIP Sol', direccion: 'Calle Sol 1, Madrid' },
    });

    const lista = await api.conCookie(admin).llamar(distanciasEndpoints.list);
    expect(lista.status).toBe(200);
    expect(lista.json).toEqual([distancia]);

    const editada = await api
      .conCookie(admin)
      .llamar(distanciasEndpoints.update, { params: { id: distancia.id }, body: { kilometros: 0 } });
    expect(editada.status).toBe(200);
    expect(editada.json).toEqual({ ...distancia, kilometros: 0 });

    const borrada = await api
      .conCookie(admin)
      .llamar(distanciasEndpoints.remove, { params: { id: distancia.id } });
    expect(borrada.json).toEqual({ message: 'Distancia personalizada eliminada correctamente' });
    expect(await t.db.select().from(distancias).where(eq(distancias.id, distancia.id))).toHaveLength(0);
  });

  it('refuses a second distance for the same teacher and school with 409', async () => {
    const body = { profesorId, colegioId: otroColegioId, kilometros: 4 };
    expect((await api.conCookie(admin).llamar(distanciasEndpoints.create, { body: body })).status).toBe(201);
    const otra = await api
      .conCookie(admin)
      .llamar(distanciasEndpoints.create, { body: { ...body, kilometros: 8 } });
    expect(otra.status).toBe(409);
    expect(otra.json).toEqual({
      message: 'Ya existe una distancia personalizada para este profesor y colegio',
    });
  });

  it.each([
    [{ kilometros: -1 }, 'kilometros', 'Los kilómetros no pueden ser negativos'],
    [{ kilometros: '5' }, 'kilometros', 'Los kilómetros deben ser un número'],
    [{ kilometros: null }, 'kilometros', 'Los kilómetros deben ser un número'],
    [{ kilometros: 100000 }, 'kilometros', 'Los kilómetros no pueden superar 99.999,99'],
    [{ profesorId: 0 }, 'profesorId', 'El profesor es requerido'],
    [{ profesorId: '1' }, 'profesorId', 'El profesor es requerido'],
    [{ profesorId: 2_147_483_648 }, 'profesorId', 'El profesor es requerido'],
    [{ kilometros: Number.NaN }, 'kilometros', 'Los kilómetros deben ser un número'],
    [{ colegioId: 1.5 }, 'colegioId', 'El colegio es requerido'],
    [{ colegioId: undefined }, 'colegioId', 'El colegio es requerido'],
  ])('refuses %j with 400 and the field message', async (cambio, campo, mensaje) => {
    const res = await api.conCookie(admin).llamar(distanciasEndpoints.create, {
      body: { profesorId, colegioId, kilometros: 3, ...cambio } as never,
    });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toEqual([mensaje]);
  });

  it('names an unknown teacher or school (400) and refuses unknown keys', async () => {
    const sinProfesor = await api.conCookie(admin).llamar(distanciasEndpoints.create, {
      body: { profesorId: 999999, colegioId, kilometros: 1 },
    });
    expect(sinProfesor.status).toBe(400);
    expect(sinProfesor.json).toMatchObject({
      message: 'El profesor seleccionado no existe',
      errors: { profesorId: { _errors: ['El profesor seleccionado no existe'] } },
    });
    const sinColegio = await api.conCookie(admin).llamar(distanciasEndpoints.create, {
      body: { profesorId, colegioId: 999999, kilometros: 1 },
    });
    expect(sinColegio.status).toBe(400);
    expect(sinColegio.error.message).toBe('El colegio seleccionado no existe');
    const extra = await api.conCookie(admin).llamar(distanciasEndpoints.create, {
      body: { profesorId, colegioId, kilometros: 1, id: 3 } as never,
    });
    expect(extra.status).toBe(400);
  });

  it('PUT changes only the km: the pair cannot be moved, negative km and missing ids are refused', async () => {
    const c = await crearColegioDePrueba(t.db);
    const d = (
      await api
        .conCookie(admin)
        .llamar(distanciasEndpoints.create, { body: { profesorId, colegioId: c.id, kilometros: 2 } })
    ).json;
    const mover = await api.conCookie(admin).llamar(distanciasEndpoints.update, {
      params: { id: d.id },
      body: { kilometros: 3, colegioId } as never,
    });
    expect(mover.status).toBe(400);
    const negativa = await api
      .conCookie(admin)
      .llamar(distanciasEndpoints.update, { params: { id: d.id }, body: { kilometros: -0.5 } });
    expect(negativa.status).toBe(400);
    expect(negativa.error.errors!.kilometros!._errors).toEqual(['Los kilómetros no pueden ser negativos']);
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(distanciasEndpoints.update, { params: { id: 999999 }, body: { kilometros: 1 } })
      ).status,
    ).toBe(404);
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(distanciasEndpoints.update, { params: { id: 'abc' as never }, body: { kilometros: 1 } })
      ).status,
    ).toBe(404);
    expect(
      (await api.conCookie(admin).llamar(distanciasEndpoints.remove, { params: { id: 999999 } })).status,
    ).toBe(404);
    const [fila] = await t.db.select().from(distancias).where(eq(distancias.id, d.id));
    expect(fila).toMatchObject({ colegioId: c.id, kilometros: 2 });
  });

  it('is admin only', async () => {
    expect((await api.conCookie(coordinador).llamar(distanciasEndpoints.list)).status).toBe(403);
    const res = await api.conCookie(profesorCookie).llamar(distanciasEndpoints.create, {
      body: { profesorId, colegioId, kilometros: 1 },
    });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe('No tienes permisos para realizar esta acción');
    expect((await api.como('anonimo').llamar(distanciasEndpoints.list)).status).toBe(401);
  });
});
