import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colegiosEndpoints as ep, mensajesCampo, type ColegioInput } from '@escuela/shared';
import { colegios, grupos } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearColegioDePrueba,
  crearGrupoConColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorConLoginDePrueba,
  crearProfesorDePrueba,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
const admin = () => api.como('admin');

const valido: ColegioInput = {
  nombre: 'CEIP Miguel de Cervantes',
  alias: 'Cervantes',
  direccion: 'Calle de Alcalá 120, Madrid',
  telefono: '914000000',
  contactoResponsable: 'Elena Ruiz (directora)',
};

describe('/api/colegios', () => {
  it('creates, lists, updates and deletes a school', async () => {
    const creado = await admin().llamar(ep.create, { body: { ...valido, convenio: '' } });
    expect(creado.status).toBe(201);
    const colegio = creado.json;
    expect(colegio).toMatchObject({ ...valido, convenio: null });

    const lista = await api.como('coordinador').llamar(ep.list);
    expect(lista.json).toEqual(expect.arrayContaining([colegio]));

    const editado = await admin().llamar(ep.update, {
      params: { id: colegio.id },
      body: { ...valido, alias: 'Cervantes II', convenio: 'Convenio 2025/26' },
    });
    expect(editado.status).toBe(200);
    expect(editado.json).toMatchObject({ alias: 'Cervantes II', convenio: 'Convenio 2025/26' });

    const borrado = await admin().llamar(ep.remove, { params: { id: colegio.id } });
    expect(borrado.json).toEqual({ message: 'Colegio eliminado' });
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
      const res = await admin().llamar(ep.create, { body: { ...valido, [campo]: valor } });
      expect(res.status).toBe(400);
      expect(res.error.errors?.[campo]?._errors).toEqual([mensaje]);
    }
  });

  it('refuses a phone that is not one (abc, too few digits)', async () => {
    for (const telefono of ['abc', '12345', 'llamar por la tarde']) {
      const res = await admin().llamar(ep.create, { body: { ...valido, telefono } });
      expect(res.status).toBe(400);
      expect(res.error.errors?.telefono?._errors).toEqual([mensajesCampo.telefono]);
    }
    expect((await admin().llamar(ep.create, { body: { ...valido, telefono: '91 400 00 00' } })).status).toBe(
      201,
    );
  });

  it('refuses unknown keys and answers 404 for a missing school', async () => {
    expect((await admin().llamar(ep.create, { body: { ...valido, id: 7 } as ColegioInput })).status).toBe(
      400,
    );
    expect((await admin().llamar(ep.update, { params: { id: 999999 }, body: valido })).status).toBe(404);
    expect((await admin().llamar(ep.remove, { params: { id: 999999 } })).status).toBe(404);
    // A path id that is not a number: no client sends it.
    expect((await admin().llamar(ep.remove, { params: { id: 'abc' as never } })).status).toBe(404);
  });

  it('refuses to delete a school with groups (409) and deletes nothing', async () => {
    const { colegio, grupo } = await crearGrupoConColegioDePrueba(t.db);
    const res = await admin().llamar(ep.remove, { params: { id: colegio.id } });
    expect(res.status).toBe(409);
    expect(res.error.message).toMatch(/tiene grupos asignados/);
    expect(await t.db.select().from(colegios).where(eq(colegios.id, colegio.id))).toHaveLength(1);
    expect(await t.db.select().from(grupos).where(eq(grupos.id, grupo.id))).toHaveLength(1);
  });

  it('is read-only for the coordinador', async () => {
    expect((await api.como('coordinador').llamar(ep.create, { body: valido })).status).toBe(403);
  });

  it('shows a teacher only the schools where they teach', async () => {
    const suyo = await crearColegioDePrueba(t.db, { nombre: 'Colegio Suyo' });
    const ajeno = await crearColegioDePrueba(t.db, { nombre: 'Colegio Ajeno' });
    const profe = await crearProfesorConLoginDePrueba(t.db);
    const otro = await crearProfesorDePrueba(t.db);
    await crearGrupoDePrueba(t.db, { colegioId: suyo.id, profesorId: profe.id });
    await crearGrupoDePrueba(t.db, { colegioId: suyo.id, profesorId: profe.id });
    await crearGrupoDePrueba(t.db, { colegioId: ajeno.id, profesorId: otro.id });
    const comoProfe = api.conCookie(profe.cookie);
    const res = await comoProfe.llamar(ep.list);
    expect(res.status).toBe(200);
    expect(res.json.map((c) => c.nombre)).toEqual(['Colegio Suyo']);
    expect((await comoProfe.llamar(ep.update, { params: { id: suyo.id }, body: valido })).status).toBe(403);
  });
});
