import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actividades,
  alumnos,
  asistencias,
  festivos,
  grupos,
  materiales,
  sesiones,
} from '../../db/schema/index';
import { sesionesEndpoints as S, type EndpointInput } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorConLoginDePrueba,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
const c: Record<'admin' | 'coordinador' | 'profesorA' | 'profesorB' | 'tutor', string> = {} as never;
let colegio1: { id: number };
let colegio2: { id: number };
let profA: { id: number; cookie: string };
let profB: { id: number; cookie: string };
let grupoA: { id: number; nombre: string };
let grupoB: { id: number; nombre: string };

beforeAll(async () => {
  c.admin = (await api.usuario('admin')).cookie;
  c.coordinador = (await api.usuario('coordinador')).cookie;
  c.tutor = (await api.usuario('tutor')).cookie;
  colegio1 = await crearColegioDePrueba(t.db);
  colegio2 = await crearColegioDePrueba(t.db);
  profA = await crearProfesorConLoginDePrueba(t.db);
  profB = await crearProfesorConLoginDePrueba(t.db);
  c.profesorA = profA.cookie;
  c.profesorB = profB.cookie;
  // Level 3 (Kids I): Monday 16:00 and Wednesday 17:30.
  grupoA = await crearGrupoDePrueba(t.db, {
    colegioId: colegio1.id,
    profesorId: profA.id,
    nivelId: 3,
    horario: '1@16:00,3@17:30',
    nombre: 'A Robótica',
  });
  grupoB = await crearGrupoDePrueba(t.db, {
    colegioId: colegio2.id,
    profesorId: profB.id,
    nivelId: 6,
    horario: '2@18:00',
    nombre: 'B Programación',
  });
});

const sesionesDe = async (grupoId: number) =>
  t.db.select().from(sesiones).where(eq(sesiones.grupoId, grupoId)).orderBy(sesiones.fecha);
const generar = (cookie: string, body: EndpointInput<typeof S.generar>['body']) =>
  api.conCookie(cookie).llamar(S.generar, { body });
const crear = (cookie: string, body: EndpointInput<typeof S.create>['body']) =>
  api.conCookie(cookie).llamar(S.create, { body });
const leer = (cookie: string, id: number) => api.conCookie(cookie).llamar(S.get, { params: { id } });
const editar = (cookie: string, id: number, body: EndpointInput<typeof S.update>['body']) =>
  api.conCookie(cookie).llamar(S.update, { params: { id }, body });
const borrar = (cookie: string, id: number) => api.conCookie(cookie).llamar(S.remove, { params: { id } });

describe('POST /api/sesiones/generar', () => {
  it('creates a session per horario day, skips holidays (all schools and the group’s), and is idempotent', async () => {
    await t.db.insert(festivos).values([
      { fecha: '2026-03-04', nombre: 'Festivo general', colegioId: null },
      { fecha: '2026-03-09', nombre: 'Fiesta del colegio 1', colegioId: colegio1.id },
      { fecha: '2026-03-10', nombre: 'Fiesta del colegio 1 en martes', colegioId: colegio1.id },
      { fecha: '2026-03-03', nombre: 'Fiesta del colegio 2', colegioId: colegio2.id },
    ]);
    const body = { fechaInicio: '2026-03-02', fechaFin: '2026-03-15' };
    const res = await generar(c.admin, body);
    expect(res.status).toBe(200);
    const r = res.json;
    // A: Mon 2, Wed 4 (holiday), Mon 9 (school holiday), Wed 11 → 2; B: Tue 3 (its school's holiday), Tue 10 → 1.
    expect(r.creadas).toBe(3);
    expect(r.omitidas).toBe(3);
    expect(r.festivos).toEqual([
      { fecha: '2026-03-03', nombre: 'Fiesta del colegio 2' },
      { fecha: '2026-03-04', nombre: 'Festivo general' },
      { fecha: '2026-03-09', nombre: 'Fiesta del colegio 1' },
    ]);
    expect(r.message).toContain('Se han generado 3 sesiones');
    expect((await sesionesDe(grupoA.id)).map((s) => [s.fecha, s.estado])).toEqual([
      ['2026-03-02 16:00:00', 'planificada'],
      ['2026-03-11 17:30:00', 'planificada'],
    ]);
    expect((await sesionesDe(grupoB.id)).map((s) => s.fecha)).toEqual(['2026-03-10 18:00:00']);

    const otra = (await generar(c.admin, body)).json;
    expect(otra).toMatchObject({ creadas: 0, omitidas: 6 });
    expect(await sesionesDe(grupoA.id)).toHaveLength(2);
  });

  it('generates for one group only, and reports a group without horario in errores', async () => {
    const r = (
      await generar(c.admin, { fechaInicio: '2026-03-16', fechaFin: '2026-03-22', grupoId: grupoB.id })
    ).json;
    expect(r).toMatchObject({ creadas: 1, omitidas: 0 });
    expect(r.errores).toBeUndefined();
    expect((await sesionesDe(grupoA.id)).some((s) => s.fecha.startsWith('2026-03-16'))).toBe(false);

    const sinHorario = await crearGrupoDePrueba(t.db, { colegioId: colegio1.id, profesorId: profA.id });
    await t.db.update(grupos).set({ horario: '' }).where(eq(grupos.id, sinHorario.id));
    const r2 = (
      await generar(c.admin, { fechaInicio: '2026-03-16', fechaFin: '2026-03-16', grupoId: sinHorario.id })
    ).json;
    expect(r2.creadas).toBe(0);
    expect(r2.errores).toEqual([`${sinHorario.nombre}: el grupo no tiene horario`]);
  });

  it('defaults to today → 30 June of the school year', async () => {
    const g = await crearGrupoDePrueba(t.db, {
      colegioId: colegio2.id,
      profesorId: profB.id,
      horario: '1@10:00,2@10:00,3@10:00,4@10:00,5@10:00',
    });
    const r = (await generar(c.admin, { grupoId: g.id })).json;
    expect(r.creadas).toBeGreaterThan(0);
    const filas = await sesionesDe(g.id);
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    expect(filas[0]!.fecha.slice(0, 10) >= hoy).toBe(true);
    expect(filas.at(-1)!.fecha.slice(5, 10) <= '06-30').toBe(true);
    await t.db.delete(sesiones).where(eq(sesiones.grupoId, g.id));
  });

  it('refuses bad input and other roles', async () => {
    const invertido = await generar(c.admin, { fechaInicio: '2026-03-10', fechaFin: '2026-03-01' });
    expect(invertido.status).toBe(400);
    expect(invertido.error.errors!.fechaFin!._errors).toEqual([
      'La fecha de fin no puede ser anterior a la fecha de inicio',
    ]);
    expect((await generar(c.admin, { fechaInicio: '2026-02-30' })).status).toBe(400);
    expect((await generar(c.admin, { fechaInicio: '2025-01-01', fechaFin: '2026-06-30' })).status).toBe(400);
    expect((await generar(c.admin, { grupoId: 999999, fechaFin: '2027-01-01' })).error.message).toBe(
      'El grupo no existe',
    );
    expect((await generar(c.coordinador, {})).status).toBe(403);
    expect((await generar(c.profesorA, {})).status).toBe(403);
  });
});

describe('GET /api/sesiones', () => {
  let sCompletada: number;
  let sCancelada: number;
  beforeAll(async () => {
    const [a, b] = await t.db
      .insert(sesiones)
      .values([
        { grupoId: grupoA.id, fecha: '2026-04-06 16:00:00', estado: 'completada' },
        { grupoId: grupoB.id, fecha: '2026-04-07 18:00:00', estado: 'cancelada' },
      ])
      .returning();
    sCompletada = a!.id;
    sCancelada = b!.id;
  });
  const lista = async (cookie: string, query: EndpointInput<typeof S.list>['query']) => {
    const res = await api.conCookie(cookie).llamar(S.list, { query });
    expect(res.status).toBe(200);
    return res.json;
  };
  const marzoAbril = { startDate: '2026-03-01', endDate: '2026-04-30' };

  it('defaults to planificada and answers wall-clock ISO times ending in Z', async () => {
    const r = await lista(c.admin, marzoAbril);
    expect(r.sesiones.every((s) => s.estado === 'planificada')).toBe(true);
    expect(r.sesiones.map((s) => s.fecha)).toEqual([
      '2026-03-02T16:00:00.000Z',
      '2026-03-10T18:00:00.000Z',
      '2026-03-11T17:30:00.000Z',
      '2026-03-17T18:00:00.000Z',
    ]);
    expect(r.paginacion).toEqual({ total: 4, totalPaginas: 1, paginaActual: 1, porPagina: 50 });
  });

  it('filters by estado (all / todas / completada / cancelada), date range edges and group', async () => {
    expect((await lista(c.admin, { ...marzoAbril, estado: 'all' })).paginacion.total).toBe(6);
    expect((await lista(c.admin, { ...marzoAbril, estado: 'todas' })).paginacion.total).toBe(6);
    expect((await lista(c.admin, { estado: 'completada' })).sesiones.map((s) => s.id)).toEqual([sCompletada]);
    expect((await lista(c.admin, { estado: 'cancelada' })).sesiones.map((s) => s.id)).toEqual([sCancelada]);
    // endDate includes its whole day; startDate starts at 00:00.
    expect(
      (await lista(c.admin, { startDate: '2026-03-11', endDate: '2026-03-11' })).sesiones.map((s) => s.fecha),
    ).toEqual(['2026-03-11T17:30:00.000Z']);
    const deA = await lista(c.admin, { grupoId: grupoA.id, estado: 'all', ...marzoAbril });
    expect(deA.sesiones.every((s) => s.grupoId === grupoA.id)).toBe(true);
    expect(deA.paginacion.total).toBe(3);
  });

  it('filters by teacher for the admin only; a profesor sees only their groups', async () => {
    const q = { ...marzoAbril, estado: 'all' } as const;
    expect(
      (await lista(c.admin, { ...q, profesorId: profB.id })).sesiones.every((s) => s.grupoId === grupoB.id),
    ).toBe(true);
    // The coordinador's teacher filter is ignored: they see everything.
    expect((await lista(c.coordinador, { ...q, profesorId: profB.id })).paginacion.total).toBe(6);
    const deA = await lista(c.profesorA, { ...q, profesorId: profB.id });
    expect(deA.paginacion.total).toBe(3);
    expect(deA.sesiones.every((s) => s.grupoId === grupoA.id)).toBe(true);
    expect((await lista(c.profesorA, { ...q, grupoId: grupoB.id })).paginacion.total).toBe(0);
  });

  it('sorts and pages on the server', async () => {
    const q = { ...marzoAbril, estado: 'all' } as const;
    const porGrupo = await lista(c.admin, { ...q, sort: 'grupo', order: 'desc' });
    expect(porGrupo.sesiones[0]!.grupoId).toBe(grupoB.id);
    expect(porGrupo.sesiones.at(-1)!.grupoId).toBe(grupoA.id);
    const recientes = await lista(c.admin, { ...q, order: 'desc', limit: 2, page: 2 });
    expect(recientes.sesiones.map((s) => s.fecha)).toEqual([
      '2026-03-17T18:00:00.000Z',
      '2026-03-11T17:30:00.000Z',
    ]);
    expect(recientes.paginacion).toEqual({ total: 6, totalPaginas: 3, paginaActual: 2, porPagina: 2 });
    // A page past the end has no rows, and still its total.
    const despues = await lista(c.admin, { ...q, limit: 2, page: 9 });
    expect(despues.sesiones).toEqual([]);
    expect(despues.paginacion).toEqual({ total: 6, totalPaginas: 3, paginaActual: 9, porPagina: 2 });
  });

  it('refuses bad filters and parents', async () => {
    const pedirLista = (cookie: string, query: EndpointInput<typeof S.list>['query']) =>
      api.conCookie(cookie).llamar(S.list, { query });
    expect((await pedirLista(c.admin, { startDate: '2026-02-30' })).status).toBe(400);
    // An estado and a sort column no client would send.
    expect((await pedirLista(c.admin, { estado: 'otro' as never })).status).toBe(400);
    expect((await pedirLista(c.admin, { startDate: '2026-05-01', endDate: '2026-04-01' })).status).toBe(400);
    expect((await pedirLista(c.admin, { sort: 'password' as never })).status).toBe(400);
    expect((await pedirLista(c.tutor, {})).status).toBe(403);
  });
});

describe('one session: create, read, edit, delete', () => {
  let actividadId: number;
  beforeAll(async () => {
    const [m1, m2] = await t.db
      .insert(materiales)
      .values([
        { descripcion: 'Kit LEGO', total: 20 },
        { descripcion: 'Pilas', total: 100 },
      ])
      .returning();
    const [a] = await t.db
      .insert(actividades)
      .values({
        titulo: 'Robot seguidor',
        nivelId: 3,
        material1Id: m1!.id,
        cantidad1: 1,
        material2Id: m2!.id,
        cantidad2: 1.5,
        alumnos: 4,
      })
      .returning();
    actividadId = a!.id;
    await t.db.insert(alumnos).values([
      ...Array.from({ length: 10 }, (_, i) => ({
        nombre: `Alumno ${i}`,
        apellidos: 'A',
        grupoId: grupoA.id,
      })),
      { nombre: 'De baja', apellidos: 'A', grupoId: grupoA.id, estado: 'baja' as const },
    ]);
  });

  it('creates (admin) with the spec’s messages, and reads back the row with students and material need', async () => {
    const sinGrupo = await crear(c.admin, { grupoId: '', fecha: '' });
    expect(sinGrupo.status).toBe(400);
    expect(sinGrupo.error.errors!.grupoId!._errors).toEqual(['El grupo es requerido']);
    expect(sinGrupo.error.errors!.fecha!._errors).toEqual(['La fecha es requerida']);
    // Bodies no client would send: no fecha, an unknown key, an estado that does not exist.
    expect((await crear(c.admin, { grupoId: grupoA.id } as never)).error.errors!.fecha!._errors).toEqual([
      'La fecha es requerida',
    ]);
    expect((await crear(c.admin, { grupoId: grupoA.id, fecha: '2026-02-30T16:00' })).status).toBe(400);
    expect(
      (await crear(c.admin, { grupoId: grupoA.id, fecha: '2026-05-04T16:00', otro: 1 } as never)).status,
    ).toBe(400);
    expect(
      (await crear(c.admin, { grupoId: grupoA.id, fecha: '2026-05-04T16:00', estado: 'x' as never })).status,
    ).toBe(400);

    const res = await crear(c.admin, { grupoId: grupoA.id, fecha: '2026-05-04T16:00:00.000Z', actividadId });
    expect(res.status).toBe(201);
    const s = res.json;
    expect(s).toMatchObject({
      grupoId: grupoA.id,
      grupo: { id: grupoA.id, nombre: 'A Robótica' },
      nivel: { id: 3, nombre: 'Kids I' },
      colegio: { id: colegio1.id },
      profesorId: profA.id,
      actividad: { id: actividadId, titulo: 'Robot seguidor' },
      fecha: '2026-05-04T16:00:00.000Z',
      estado: 'planificada',
      observaciones: null,
      numAlumnos: 10,
    });
    // ceil(10 ÷ 4 × 1) = 3 kits; ceil(10 ÷ 4 × 1.5) = 4 batteries.
    expect(s.materiales.map((m) => [m.descripcion, m.cantidad])).toEqual([
      ['Kit LEGO', 3],
      ['Pilas', 4],
    ]);
    expect((await leer(c.admin, s.id)).json).toEqual(s);

    const duplicada = await crear(c.admin, { grupoId: grupoA.id, fecha: '2026-05-04T16:00' });
    expect(duplicada.status).toBe(409);
    const sinActividad = await crear(c.admin, {
      grupoId: grupoA.id,
      fecha: '2026-05-06T17:30',
      actividadId: 'none',
      estado: 'no_asignable',
    });
    expect(sinActividad.json).toMatchObject({
      actividadId: null,
      actividad: null,
      materiales: [],
      estado: 'no_asignable',
    });
    expect((await crear(c.admin, { grupoId: 999999, fecha: '2026-05-06T17:30' })).status).toBe(400);
  });

  it('a profesor reads only sessions of their groups (404 otherwise)', async () => {
    const [deB] = await sesionesDe(grupoB.id);
    const [deA] = await sesionesDe(grupoA.id);
    expect((await leer(c.profesorA, deA!.id)).status).toBe(200);
    expect((await leer(c.profesorA, deB!.id)).status).toBe(404);
    expect((await leer(c.coordinador, deB!.id)).status).toBe(200);
    expect((await leer(c.admin, 999999)).status).toBe(404);
    // A path id no client would send.
    expect((await api.conCookie(c.admin).llamar(S.get, { params: { id: 'abc' as never } })).status).toBe(404);
  });

  it('admin edits every field; estado moves through its four values', async () => {
    const [s] = await sesionesDe(grupoA.id);
    for (const estado of ['completada', 'cancelada', 'no_asignable', 'planificada'] as const) {
      const r = await editar(c.admin, s!.id, { estado });
      expect(r.json.estado).toBe(estado);
    }
    const r = await editar(c.admin, s!.id, {
      grupoId: grupoA.id,
      fecha: '2026-03-02T16:30',
      actividadId,
      estado: 'completada',
      observaciones: 'Cambiada',
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      fecha: '2026-03-02T16:30:00.000Z',
      estado: 'completada',
      actividadId,
      observaciones: 'Cambiada',
    });
    const [otra] = await sesionesDe(grupoA.id).then((f) => f.filter((x) => x.id !== s!.id));
    const choque = await editar(c.admin, s!.id, { fecha: otra!.fecha.replace(' ', 'T') });
    expect(choque.status).toBe(409);
    expect(choque.error.message).toBe('El grupo ya tiene una sesión en esa fecha y hora');
    const [alumno] = await t.db.select().from(alumnos).where(eq(alumnos.grupoId, grupoA.id));
    await t.db.insert(asistencias).values({
      alumnoId: alumno!.id,
      grupoId: grupoA.id,
      sesionId: s!.id,
      fechaSesion: '2026-03-02 16:30:00',
      asistio: false,
    });
    const quitar = await editar(c.admin, s!.id, { actividadId: null, fecha: '2026-03-02T16:00' });
    expect(quitar.json).toMatchObject({ actividadId: null, fecha: '2026-03-02T16:00:00.000Z' });
    const [registro] = await t.db.select().from(asistencias).where(eq(asistencias.sesionId, s!.id));
    expect(registro!.fechaSesion).toBe('2026-03-02 16:00:00');
    await t.db.delete(asistencias).where(eq(asistencias.sesionId, s!.id));
  });

  it('other roles change observaciones only: estado and the rest are kept', async () => {
    const [s] = await sesionesDe(grupoA.id);
    const antes = (await leer(c.admin, s!.id)).json;
    for (const [rol, texto] of [
      ['coordinador', 'Nota del coordinador'],
      ['profesorA', 'Nota de la profesora'],
    ] as const) {
      const r = await editar(c[rol], s!.id, {
        estado: 'cancelada',
        fecha: '2030-01-01T10:00',
        actividadId,
        grupoId: grupoB.id,
        observaciones: texto,
      });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ ...antes, observaciones: texto });
    }
    const [deB] = await sesionesDe(grupoB.id);
    const ajena = await editar(c.profesorA, deB!.id, { observaciones: 'No debería' });
    expect(ajena.status).toBe(404);
    const [despues] = await t.db.select().from(sesiones).where(eq(sesiones.id, deB!.id));
    expect(despues!.observaciones).toBeNull();
    expect((await editar(c.tutor, s!.id, { observaciones: 'x' })).status).toBe(403);
    const nul = await editar(c.coordinador, s!.id, { observaciones: 'a\u0000b' });
    expect(nul.status).toBe(400);
  });

  it('deletes (admin only)', async () => {
    const s = (await crear(c.admin, { grupoId: grupoB.id, fecha: '2026-06-02T18:00' })).json;
    expect((await borrar(c.profesorB, s.id)).status).toBe(403);
    expect((await borrar(c.coordinador, s.id)).status).toBe(403);
    const r = await borrar(c.admin, s.id);
    expect(r.json).toEqual({ message: 'Sesión eliminada' });
    expect((await borrar(c.admin, s.id)).status).toBe(404);
  });

  it('offers the activities within 2 levels of the group, same level first', async () => {
    await t.db.insert(actividades).values([
      { titulo: 'Nivel 1', nivelId: 1 },
      { titulo: 'Nivel 4', nivelId: 4 },
      { titulo: 'Nivel 5', nivelId: 5 },
      { titulo: 'Nivel 6', nivelId: 6 },
    ]);
    const disponibles = (query: EndpointInput<typeof S.actividadesDisponibles>['query']) =>
      api.conCookie(c.admin).llamar(S.actividadesDisponibles, { query });
    const r = await disponibles({ grupoId: grupoA.id });
    expect(r.json.map((a) => [a.titulo, a.distancia])).toEqual([
      ['Robot seguidor', 0],
      ['Nivel 4', 1],
      ['Nivel 1', 2],
      ['Nivel 5', 2],
    ]);
    expect((await disponibles({ grupoId: 999999 })).status).toBe(404);
    // Without the required grupoId, which no client would leave out.
    expect((await disponibles({} as never)).status).toBe(400);
  });
});
