import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, asistencias, grupos, sesiones } from '../../db/schema/index';
import { gruposEndpoints } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearColegioDePrueba,
  crearGrupoConColegioDePrueba,
  crearGrupoDePrueba,
  crearGrupoPropioYAjenoDePrueba,
  crearProfesorDePrueba,
} from '../../../test/fabricas';
import { contarConsultas } from '../../../test/contar-consultas';

const { t, api } = usarAppDePrueba();
let admin: string;
let colegio: { id: number };
let profesor: { id: number };
beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  colegio = await crearColegioDePrueba(t.db, { nombre: 'CEIP Grupos' });
  profesor = await crearProfesorDePrueba(t.db, { nombre: 'Pilar', apellidos: 'Grupos' });
});

const valido = () => ({
  nombre: 'Robótica 3º A',
  nivelId: 3,
  duracion: 1.5,
  horario: '1@16:00,3@16:00',
  colegioId: colegio.id,
  profesorId: profesor.id,
});

describe('/api/grupos', () => {
  it('creates a group and lists it with level, school, teacher and students in alta', async () => {
    const res = await api.conCookie(admin).llamar(gruposEndpoints.create, { body: valido() });
    expect(res.status).toBe(201);
    const g = res.json;
    await t.db.insert(alumnos).values([
      { nombre: 'Ana', apellidos: 'Uno', grupoId: g.id },
      { nombre: 'Luis', apellidos: 'Dos', grupoId: g.id },
      { nombre: 'Eva', apellidos: 'Baja', grupoId: g.id, estado: 'baja' },
    ]);
    const lista = (await api.conCookie(admin).llamar(gruposEndpoints.list)).json.grupos;
    expect(lista.find((x: { id: number }) => x.id === g.id)).toEqual({
      id: g.id,
      nombre: 'Robótica 3º A',
      nivelId: 3,
      nivel: { id: 3, nombre: 'Kids I', orden: 3 },
      duracion: 1.5,
      horario: '1@16:00,3@16:00',
      cuotaMensual: 0,
      colegioId: colegio.id,
      colegio: { id: colegio.id, nombre: 'CEIP Grupos' },
      profesorId: profesor.id,
      profesor: { id: profesor.id, nombre: 'Pilar', apellidos: 'Grupos' },
      numAlumnos: 2,
      plazasMaximas: 16,
      plazasMinimas: 8,
      plazasLibres: 14,
      enEspera: 0,
    });
    const editado = await api.conCookie(admin).llamar(gruposEndpoints.update, {
      params: { id: g.id },
      body: { ...valido(), duracion: 2, horario: '5@17:30' },
    });
    expect(editado.json).toMatchObject({ duracion: 2, horario: '5@17:30', numAlumnos: 2 });
  });

  it.each([
    ['nombre', '', 'El nombre es requerido'],
    ['nivelId', 0, 'El nivel es requerido'],
    ['nivelId', undefined, 'El nivel es requerido'],
    ['duracion', 0.5, 'La duración mínima es 1 hora'],
    ['duracion', 3, 'La duración máxima es 2 horas'],
    ['duracion', 1.25, 'La duración debe ser de 1, 1,5 o 2 horas'],
    ['horario', '', 'Debe seleccionar al menos un día'],
    ['horario', 'lunes a las 4', 'Formato de horario inválido'],
    ['horario', '1@25:00', 'Formato de horario inválido'],
    ['colegioId', 0, 'Seleccione un colegio'],
    ['colegioId', 999999, 'Seleccione un colegio'],
    ['profesorId', undefined, 'Seleccione un profesor'],
    ['profesorId', 999999, 'Seleccione un profesor'],
    ['nivelId', 999, 'El nivel es requerido'],
  ])('validates %s = %j', async (campo, valor, mensaje) => {
    const res = await api.conCookie(admin).llamar(gruposEndpoints.create, {
      // An invalid body no client would send.
      body: { ...valido(), [campo]: valor } as never,
    });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toEqual([mensaje]);
  });

  it('deletes the group with its sessions and attendance', async () => {
    const g = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: profesor.id });
    const [alumno] = await t.db
      .insert(alumnos)
      .values({ nombre: 'A', apellidos: 'B', grupoId: g.id })
      .returning();
    const [sesion] = await t.db
      .insert(sesiones)
      .values({ grupoId: g.id, fecha: '2026-02-02 16:00:00' })
      .returning();
    await t.db.insert(asistencias).values({
      alumnoId: alumno!.id,
      grupoId: g.id,
      sesionId: sesion!.id,
      fechaSesion: '2026-02-02 16:00:00',
      asistio: false,
    });
    const res = await api.conCookie(admin).llamar(gruposEndpoints.remove, { params: { id: g.id } });
    expect(res.json).toEqual({ message: 'Grupo eliminado' });
    expect(await t.db.select().from(sesiones).where(eq(sesiones.grupoId, g.id))).toHaveLength(0);
    expect(await t.db.select().from(asistencias).where(eq(asistencias.grupoId, g.id))).toHaveLength(0);
    // The student stays, without a group.
    const [queda] = await t.db.select().from(alumnos).where(eq(alumnos.id, alumno!.id));
    expect(queda!.grupoId).toBeNull();
    expect((await api.conCookie(admin).llamar(gruposEndpoints.remove, { params: { id: g.id } })).status).toBe(404);
  });

  it('filters by school and teacher for the admin', async () => {
    const { colegio: otroColegio, profesor: otroProfe, grupo: g } = await crearGrupoConColegioDePrueba(t.db);
    const ids = async (query: { colegioId?: number; profesorId?: number }) =>
      (await api.conCookie(admin).llamar(gruposEndpoints.list, { query })).json.grupos.map((x) => x.id);
    expect(await ids({ colegioId: otroColegio.id })).toEqual([g.id]);
    expect(await ids({ profesorId: otroProfe.id })).toEqual([g.id]);
    expect(await ids({ profesorId: otroProfe.id, colegioId: colegio.id })).toEqual([]);
  });

  it("shows a teacher only their groups, and nothing when they ask for another teacher's", async () => {
    const { colegio, profesor: yo, otro, grupo: mio } = await crearGrupoPropioYAjenoDePrueba(t.db);
    const cookie = yo.cookie;
    const ids = async (query?: { colegioId?: number; profesorId?: number }) =>
      (await api.conCookie(cookie).llamar(gruposEndpoints.list, { query })).json.grupos.map((x) => x.id);
    expect(await ids()).toEqual([mio.id]);
    expect(await ids({ profesorId: otro.id })).toEqual([]);
    expect(await ids({ colegioId: colegio.id })).toEqual([mio.id]);
    expect((await api.conCookie(cookie).llamar(gruposEndpoints.create, { body: valido() })).status).toBe(403);
    expect((await api.conCookie(cookie).llamar(gruposEndpoints.remove, { params: { id: mio.id } })).status).toBe(
      403,
    );
  });

  it('lets the coordinador read every group but not write', async () => {
    const coord = (await api.usuario('coordinador')).cookie;
    const todos = (await api.conCookie(admin).llamar(gruposEndpoints.list)).json;
    expect((await api.conCookie(coord).llamar(gruposEndpoints.list)).json).toEqual(todos);
    expect((await api.conCookie(coord).llamar(gruposEndpoints.create, { body: valido() })).status).toBe(403);
  });

  it('lists the eight levels in order', async () => {
    const res = await api.conCookie(admin).llamar(gruposEndpoints.niveles);
    expect(res.json.map((n) => n.nombre)).toEqual([
      'Preescholers I',
      'Preescholers II',
      'Kids I',
      'Kids II',
      'Kids III',
      'Junior I',
      'Junior II',
      'Junior III',
    ]);
  });

  it('answers the list with the same number of queries for 2 or 40 groups (no query per row)', async () => {
    const c = await crearColegioDePrueba(t.db);
    const p = await crearProfesorDePrueba(t.db);
    const crear = (n: number) =>
      Promise.all(
        Array.from({ length: n }, () => crearGrupoDePrueba(t.db, { colegioId: c.id, profesorId: p.id })),
      );
    await crear(2);
    const lista = () => api.conCookie(admin).llamar(gruposEndpoints.list, { query: { colegioId: c.id } });
    const pocos = await contarConsultas(t.db, lista);
    await crear(38);
    const muchos = await contarConsultas(t.db, lista);
    expect(muchos.resultado.json.grupos).toHaveLength(40);
    expect(muchos.consultas).toBe(pocos.consultas);
    // Session lookup + the page + its count.
    expect(muchos.consultas).toBeLessThanOrEqual(4);
    expect((await t.db.select().from(grupos).where(eq(grupos.colegioId, c.id))).length).toBe(40);
  });
});
