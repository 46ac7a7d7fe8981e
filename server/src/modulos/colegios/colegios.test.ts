import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colegios, grupos } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  cookieDe,
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
} from '../../../test/factories';

let t: TestApp;
let admin: string;
let coordinador: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await cookieDe(t.app, (await crearUsuarioDePrueba(t.db, 'admin')).email);
  coordinador = await cookieDe(t.app, (await crearUsuarioDePrueba(t.db, 'coordinador')).email);
});
afterAll(() => t.close());

const valido = {
  nombre: 'CEIP Miguel de Cervantes',
  alias: 'Cervantes',
  direccion: 'Calle de Alcalá 120, Madrid',
  telefono: '914000000',
  contactoResponsable: 'Elena Ruiz (directora)',
};

const pedir = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('/api/colegios', () => {
  it('creates, lists, updates and deletes a school', async () => {
    const creado = await pedir(admin, 'POST', '/api/colegios', { ...valido, convenio: '' });
    expect(creado.statusCode).toBe(201);
    const colegio = creado.json();
    expect(colegio).toMatchObject({ ...valido, convenio: null });

    const lista = await pedir(coordinador, 'GET', '/api/colegios');
    expect(lista.json()).toEqual(expect.arrayContaining([colegio]));

    const editado = await pedir(admin, 'PUT', `/api/colegios/${colegio.id}`, {
      ...valido,
      alias: 'Cervantes II',
      convenio: 'Convenio 2025/26',
    });
    expect(editado.statusCode).toBe(200);
    expect(editado.json()).toMatchObject({ alias: 'Cervantes II', convenio: 'Convenio 2025/26' });

    const borrado = await pedir(admin, 'DELETE', `/api/colegios/${colegio.id}`);
    expect(borrado.json()).toEqual({ message: 'Colegio eliminado' });
    expect(await t.db.select().from(colegios).where(eq(colegios.id, colegio.id))).toHaveLength(0);
  });

  it.each([
    ['nombre', 'El nombre es requerido'],
    ['alias', 'El alias es requerido'],
    ['direccion', 'La dirección es requerida'],
    ['telefono', 'El teléfono es requerido'],
    ['contactoResponsable', 'El contacto es requerido'],
  ])('requires %s with the spec message', async (campo, mensaje) => {
    for (const valor of [undefined, '', '   ']) {
      const res = await pedir(admin, 'POST', '/api/colegios', { ...valido, [campo]: valor });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[campo]._errors).toEqual([mensaje]);
    }
  });

  it('refuses unknown keys and answers 404 for a missing school', async () => {
    expect((await pedir(admin, 'POST', '/api/colegios', { ...valido, id: 7 })).statusCode).toBe(400);
    expect((await pedir(admin, 'PUT', '/api/colegios/999999', valido)).statusCode).toBe(404);
    expect((await pedir(admin, 'DELETE', '/api/colegios/999999')).statusCode).toBe(404);
    expect((await pedir(admin, 'DELETE', '/api/colegios/abc')).statusCode).toBe(404);
  });

  it('refuses to delete a school with groups (409) and deletes nothing', async () => {
    const colegio = await crearColegioDePrueba(t.db);
    const profesor = await crearProfesorDePrueba(t.db);
    const grupo = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: profesor.id });
    const res = await pedir(admin, 'DELETE', `/api/colegios/${colegio.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/tiene grupos asignados/);
    expect(await t.db.select().from(colegios).where(eq(colegios.id, colegio.id))).toHaveLength(1);
    expect(await t.db.select().from(grupos).where(eq(grupos.id, grupo.id))).toHaveLength(1);
  });

  it('is read-only for the coordinador', async () => {
    expect((await pedir(coordinador, 'POST', '/api/colegios', valido)).statusCode).toBe(403);
  });

  it('shows a teacher only the schools where they teach', async () => {
    const suyo = await crearColegioDePrueba(t.db, { nombre: 'Colegio Suyo' });
    const ajeno = await crearColegioDePrueba(t.db, { nombre: 'Colegio Ajeno' });
    const profe = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const otro = await crearProfesorDePrueba(t.db);
    await crearGrupoDePrueba(t.db, { colegioId: suyo.id, profesorId: profe.id });
    await crearGrupoDePrueba(t.db, { colegioId: suyo.id, profesorId: profe.id });
    await crearGrupoDePrueba(t.db, { colegioId: ajeno.id, profesorId: otro.id });
    const res = await pedir(await cookieDe(t.app, profe.email), 'GET', '/api/colegios');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { nombre: string }) => c.nombre)).toEqual(['Colegio Suyo']);
    expect(
      (await pedir(await cookieDe(t.app, profe.email), 'PUT', `/api/colegios/${suyo.id}`, valido)).statusCode,
    ).toBe(403);
  });
});
