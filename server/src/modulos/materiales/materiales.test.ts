import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, materialesPeriodo, sesiones } from '../../db/schema/index';
import {
  materialesEndpoints,
  materialesPeriodoEndpoints,
  type EndpointInput,
  type MaterialInput,
} from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import { crearGrupoConColegioDePrueba } from '../../../test/fabricas';
import { insertActividad } from '../actividades/actividades.repository';

const { t, api } = usarAppDePrueba();
let admin: string;
let coordinador: string;
beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  coordinador = (await api.usuario('coordinador')).cookie;
});

const crearMaterial = async (datos: Partial<MaterialInput> = {}) => {
  const res = await api.conCookie(admin).llamar(materialesEndpoints.create, {
    body: { descripcion: 'Kit', total: 10, en_uso: 0, ...datos },
  });
  expect(res.status).toBe(201);
  return res.json;
};
const periodos = (startDate: string, endDate: string) =>
  api.conCookie(admin).llamar(materialesPeriodoEndpoints.list, { query: { startDate, endDate } });

describe('/api/materiales', () => {
  it('creates, lists, edits and deletes a material with the spec field names and 0.5 steps', async () => {
    const m = await crearMaterial({ descripcion: '  Kit LEGO Spike  ', total: 12.5, en_uso: 2.5 });
    expect(m).toEqual({ id: m.id, descripcion: 'Kit LEGO Spike', total: 12.5, en_uso: 2.5 });
    const lista = (await api.conCookie(admin).llamar(materialesEndpoints.list)).json;
    expect(lista).toContainEqual(m);
    const editado = await api.conCookie(admin).llamar(materialesEndpoints.update, {
      params: { id: m.id },
      body: { descripcion: 'Kit Spike', total: 20, en_uso: 0.5 },
    });
    expect(editado.json).toEqual({ id: m.id, descripcion: 'Kit Spike', total: 20, en_uso: 0.5 });
    expect(
      (await api.conCookie(admin).llamar(materialesEndpoints.remove, { params: { id: m.id } })).json,
    ).toEqual({
      message: 'Material eliminado',
    });
    expect(
      (await api.conCookie(admin).llamar(materialesEndpoints.remove, { params: { id: m.id } })).status,
    ).toBe(404);
    expect(
      (
        await api.conCookie(admin).llamar(materialesEndpoints.update, {
          params: { id: m.id },
          body: { descripcion: 'X', total: 1, en_uso: 0 },
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    ['descripcion', '', 'La descripción es requerida'],
    ['descripcion', '   ', 'La descripción es requerida'],
    ['descripcion', undefined, 'La descripción es requerida'],
    ['total', -1, 'La cantidad total no puede ser negativa'],
    ['total', '3', 'La cantidad total no puede ser negativa'],
    ['total', 1.25, 'La cantidad debe ser múltiplo de 0,5'],
    ['en_uso', -0.5, 'La cantidad en uso no puede ser negativa'],
    ['en_uso', undefined, 'La cantidad en uso no puede ser negativa'],
  ])('validates %s = %j', async (campo, valor, mensaje) => {
    const res = await api.conCookie(admin).llamar(materialesEndpoints.create, {
      // An invalid body no client would send.
      body: { descripcion: 'Kit', total: 1, en_uso: 0, [campo]: valor } as never,
    });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toEqual([mensaje]);
  });

  it('refuses unknown fields and non-admin roles', async () => {
    expect(
      (
        await api.conCookie(admin).llamar(materialesEndpoints.create, {
          // An unknown field no client would send.
          body: { descripcion: 'K', total: 1, en_uso: 0, otro: 1 } as never,
        })
      ).status,
    ).toBe(400);
    expect((await api.conCookie(coordinador).llamar(materialesEndpoints.list)).status).toBe(403);
    expect(
      (
        await api.conCookie(coordinador).llamar(materialesEndpoints.create, {
          body: { descripcion: 'K', total: 1, en_uso: 0 },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses (409) to delete a material an activity or a period uses, saying why', async () => {
    const usado = await crearMaterial({ descripcion: 'Motor' });
    await insertActividad(t.db, { titulo: 'Coche', nivelId: 1, material2Id: usado.id, cantidad2: 1 });
    const res = await api.conCookie(admin).llamar(materialesEndpoints.remove, { params: { id: usado.id } });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(
      'No se puede eliminar el material: lo usa 1 actividad. Quítelo de ella primero.',
    );

    const conPeriodo = await crearMaterial({ descripcion: 'Sensor' });
    await t.db.insert(materialesPeriodo).values({
      materialId: conPeriodo.id,
      fechaInicio: '2030-01-07',
      fechaFin: '2030-01-13',
      cantidadInicial: 3,
    });
    const res2 = await api
      .conCookie(admin)
      .llamar(materialesEndpoints.remove, { params: { id: conPeriodo.id } });
    expect(res2.status).toBe(409);
    expect(res2.error.message).toMatch(/^No se puede eliminar el material: tiene 1 periodo/);
    expect((await api.conCookie(admin).llamar(materialesEndpoints.list)).json.map((m) => m.id)).toEqual(
      expect.arrayContaining([usado.id, conPeriodo.id]),
    );
  });
});

describe('/api/materiales-periodo', () => {
  it('generates Monday–Sunday weeks with floor(total − en uso), keeps existing ones, and lists them', async () => {
    const m = await crearMaterial({ descripcion: 'Placa Arduino', total: 10.5, en_uso: 2 });
    // Wednesday 3 to Tuesday 9 January 2029 → the weeks starting Monday 1 and Monday 8.
    const res = await api.conCookie(admin).llamar(materialesPeriodoEndpoints.generar, {
      body: { fechaInicio: '2029-01-03T00:00:00.000Z', fechaFin: '2029-01-09' },
    });
    expect(res.status).toBe(200);
    const materiales = (await api.conCookie(admin).llamar(materialesEndpoints.list)).json.length;
    expect(res.json).toEqual({ message: 'Periodos generados', creados: 2 * materiales });

    const lista = (await periodos('2029-01-01', '2029-01-14')).json;
    const mios = lista.filter((p) => p.materialId === m.id);
    const semana = (i: number, fechaInicio: string, fechaFin: string) => ({
      id: mios[i]!.id,
      materialId: m.id,
      material: { id: m.id, descripcion: 'Placa Arduino' },
      fechaInicio,
      fechaFin,
      cantidadInicial: 8,
      cantidadUsada: 0,
    });
    expect(mios).toEqual([semana(0, '2029-01-01', '2029-01-07'), semana(1, '2029-01-08', '2029-01-14')]);
    // Overlap filter: a range inside the second week finds only it.
    const segunda = (await periodos('2029-01-10', '2029-01-10')).json;
    expect(segunda.filter((p) => p.materialId === m.id).map((p) => p.fechaInicio)).toEqual(['2029-01-08']);

    // Again over a longer range: only the missing week is new; an edited period is kept.
    await api.conCookie(admin).llamar(materialesPeriodoEndpoints.update, {
      params: { id: mios[0]!.id },
      body: { cantidadInicial: '3' },
    });
    const otra = (
      await api.conCookie(admin).llamar(materialesPeriodoEndpoints.generar, {
        body: { fechaInicio: '2029-01-01', fechaFin: '2029-01-15' },
      })
    ).json;
    expect(otra.creados).toBe(materiales);
    const [primero] = (await periodos('2029-01-01', '2029-01-01')).json.filter((p) => p.materialId === m.id);
    expect(primero!.cantidadInicial).toBe(3);
  });

  it('starts cantidadUsada at the need of the sessions already assigned that week', async () => {
    const m = await crearMaterial({ descripcion: 'Servo', total: 30, en_uso: 0 });
    const { grupo } = await crearGrupoConColegioDePrueba(t.db);
    await t.db
      .insert(alumnos)
      .values([
        ...Array.from({ length: 7 }, (_, i) => ({ nombre: `A${i}`, apellidos: 'Servo', grupoId: grupo.id })),
        { nombre: 'Baja', apellidos: 'Servo', grupoId: grupo.id, estado: 'baja' as const },
      ]);
    const actividadId = await insertActividad(t.db, {
      titulo: 'Brazo',
      nivelId: grupo.nivelId,
      material1Id: m.id,
      cantidad1: 1.5,
      alumnos: 3,
    });
    await t.db.insert(sesiones).values([
      { grupoId: grupo.id, fecha: '2028-03-06 16:00:00', actividadId },
      { grupoId: grupo.id, fecha: '2028-03-08 16:00:00', actividadId, estado: 'completada' },
      { grupoId: grupo.id, fecha: '2028-03-09 16:00:00', actividadId, estado: 'cancelada' },
      { grupoId: grupo.id, fecha: '2028-03-13 16:00:00' },
    ]);
    await api.conCookie(admin).llamar(materialesPeriodoEndpoints.generar, {
      body: { fechaInicio: '2028-03-06', fechaFin: '2028-03-13' },
    });
    const lista = (await periodos('2028-03-06', '2028-03-19')).json;
    // ceil(7 ÷ 3 × 1.5) = 4 per session; two non-cancelled sessions in the first week, none in the second.
    expect(lista.filter((p) => p.materialId === m.id).map((p) => p.cantidadUsada)).toEqual([8, 0]);
  });

  it.each([
    [{}, 'fechaInicio', 'Por favor seleccione fecha de inicio y fin'],
    [{ fechaInicio: '2029-01-01' }, 'fechaFin', 'Por favor seleccione fecha de inicio y fin'],
    [
      { fechaInicio: '', fechaFin: '2029-01-01' },
      'fechaInicio',
      'Por favor seleccione fecha de inicio y fin',
    ],
    [
      { fechaInicio: '2029-01-10', fechaFin: '2029-01-09' },
      'fechaFin',
      'La fecha de fin no puede ser anterior a la fecha de inicio',
    ],
    [{ fechaInicio: '2029-02-30', fechaFin: '2029-03-01' }, 'fechaInicio', 'La fecha no es válida'],
    [
      { fechaInicio: '2020-01-01', fechaFin: '2029-01-01' },
      'fechaFin',
      'El rango de fechas no puede superar los 2 años',
    ],
  ])('generar validates %j', async (body, campo, mensaje) => {
    // A missing or empty date no client would send.
    const res = await api
      .conCookie(admin)
      .llamar(materialesPeriodoEndpoints.generar, { body: body as never });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toEqual([mensaje]);
  });

  it('PATCH takes cantidadInicial or cantidadUsada as a string and refuses anything but a non-negative integer', async () => {
    const m = await crearMaterial({ descripcion: 'Cable' });
    const [p] = await t.db
      .insert(materialesPeriodo)
      .values({ materialId: m.id, fechaInicio: '2027-05-03', fechaFin: '2027-05-09', cantidadInicial: 5 })
      .returning();
    type Cuerpo = EndpointInput<typeof materialesPeriodoEndpoints.update>['body'];
    const patch = (body: Cuerpo, cookie = admin, id = p!.id) =>
      api.conCookie(cookie).llamar(materialesPeriodoEndpoints.update, { params: { id }, body });
    const ok = await patch({ cantidadUsada: '7' });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      id: p!.id,
      cantidadInicial: 5,
      cantidadUsada: 7,
      material: { descripcion: 'Cable' },
    });
    expect((await patch({ cantidadInicial: ' 0 ' })).json.cantidadInicial).toBe(0);
    // Bodies no client would send (a number, nothing to change) are cast: only they.
    for (const malo of ['-1', '1.5', '1,5', 'abc', '', '1e3', '99999999999', 3]) {
      const res = await patch({ cantidadInicial: malo as string });
      expect({ malo, status: res.status }).toEqual({ malo, status: 400 });
      expect(res.error.message).toBe('Por favor ingrese un número válido');
    }
    expect((await patch({} as Cuerpo)).status).toBe(400);
    expect((await patch({ cantidadUsada: '1' }, admin, 99999999)).status).toBe(404);
    expect((await patch({ cantidadUsada: '1' }, coordinador)).status).toBe(403);
    const [guardado] = await t.db.select().from(materialesPeriodo).where(eq(materialesPeriodo.id, p!.id));
    expect(guardado).toMatchObject({ cantidadInicial: 0, cantidadUsada: 7 });
  });

  it('refuses a date filter that is not a real date', async () => {
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(materialesPeriodoEndpoints.list, { query: { startDate: '2029-13-01' } })
      ).status,
    ).toBe(400);
  });
});
