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
import { pedirCon, usarAppDePrueba } from '../../../test/app';
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

const pedir = pedirCon(t);
const sesionesDe = async (grupoId: number) =>
  t.db.select().from(sesiones).where(eq(sesiones.grupoId, grupoId)).orderBy(sesiones.fecha);

describe('POST /api/sesiones/generar', () => {
  it('creates a session per horario day, skips holidays (all schools and the group’s), and is idempotent', async () => {
    await t.db.insert(festivos).values([
      { fecha: '2026-03-04', nombre: 'Festivo general', colegioId: null },
      { fecha: '2026-03-09', nombre: 'Fiesta del colegio 1', colegioId: colegio1.id },
      { fecha: '2026-03-10', nombre: 'Fiesta del colegio 1 en martes', colegioId: colegio1.id },
      { fecha: '2026-03-03', nombre: 'Fiesta del colegio 2', colegioId: colegio2.id },
    ]);
    const body = { fechaInicio: '2026-03-02', fechaFin: '2026-03-15' };
    const res = await pedir(c.admin, 'POST', '/api/sesiones/generar', body);
    expect(res.statusCode).toBe(200);
    const r = res.json();
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

    const otra = (await pedir(c.admin, 'POST', '/api/sesiones/generar', body)).json();
    expect(otra).toMatchObject({ creadas: 0, omitidas: 6 });
    expect(await sesionesDe(grupoA.id)).toHaveLength(2);
  });

  it('generates for one group only, and reports a group without horario in errores', async () => {
    const r = (
      await pedir(c.admin, 'POST', '/api/sesiones/generar', {
        fechaInicio: '2026-03-16',
        fechaFin: '2026-03-22',
        grupoId: grupoB.id,
      })
    ).json();
    expect(r).toMatchObject({ creadas: 1, omitidas: 0 });
    expect(r.errores).toBeUndefined();
    expect((await sesionesDe(grupoA.id)).some((s) => s.fecha.startsWith('2026-03-16'))).toBe(false);

    const sinHorario = await crearGrupoDePrueba(t.db, { colegioId: colegio1.id, profesorId: profA.id });
    await t.db.update(grupos).set({ horario: '' }).where(eq(grupos.id, sinHorario.id));
    const r2 = (
      await pedir(c.admin, 'POST', '/api/sesiones/generar', {
        fechaInicio: '2026-03-16',
        fechaFin: '2026-03-16',
        grupoId: sinHorario.id,
      })
    ).json();
    expect(r2.creadas).toBe(0);
    expect(r2.errores).toEqual([`${sinHorario.nombre}: el grupo no tiene horario`]);
  });

  it('defaults to today → 30 June of the school year', async () => {
    const g = await crearGrupoDePrueba(t.db, {
      colegioId: colegio2.id,
      profesorId: profB.id,
      horario: '1@10:00,2@10:00,3@10:00,4@10:00,5@10:00',
    });
    const r = (await pedir(c.admin, 'POST', '/api/sesiones/generar', { grupoId: g.id })).json();
    expect(r.creadas).toBeGreaterThan(0);
    const filas = await sesionesDe(g.id);
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    expect(filas[0]!.fecha.slice(0, 10) >= hoy).toBe(true);
    expect(filas.at(-1)!.fecha.slice(5, 10) <= '06-30').toBe(true);
    await t.db.delete(sesiones).where(eq(sesiones.grupoId, g.id));
  });

  it('refuses bad input and other roles', async () => {
    const invertido = await pedir(c.admin, 'POST', '/api/sesiones/generar', {
      fechaInicio: '2026-03-10',
      fechaFin: '2026-03-01',
    });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().errors.fechaFin._errors).toEqual([
      'La fecha de fin no puede ser anterior a la fecha de inicio',
    ]);
    expect(
      (await pedir(c.admin, 'POST', '/api/sesiones/generar', { fechaInicio: '2026-02-30' })).statusCode,
    ).toBe(400);
    expect(
      (
        await pedir(c.admin, 'POST', '/api/sesiones/generar', {
          fechaInicio: '2025-01-01',
          fechaFin: '2026-06-30',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await pedir(c.admin, 'POST', '/api/sesiones/generar', { grupoId: 999999, fechaFin: '2027-01-01' })
      ).json().message,
    ).toBe('El grupo no existe');
    expect((await pedir(c.coordinador, 'POST', '/api/sesiones/generar', {})).statusCode).toBe(403);
    expect((await pedir(c.profesorA, 'POST', '/api/sesiones/generar', {})).statusCode).toBe(403);
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
  const lista = async (cookie: string, query: string) => {
    const res = await pedir(cookie, 'GET', `/api/sesiones?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      sesiones: { id: number; fecha: string; grupoId: number; estado: string }[];
      paginacion: { total: number };
    };
  };

  it('defaults to planificada and answers wall-clock ISO times ending in Z', async () => {
    const r = await lista(c.admin, 'startDate=2026-03-01&endDate=2026-04-30');
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
    expect(
      (await lista(c.admin, 'startDate=2026-03-01&endDate=2026-04-30&estado=all')).paginacion.total,
    ).toBe(6);
    expect(
      (await lista(c.admin, 'startDate=2026-03-01&endDate=2026-04-30&estado=todas')).paginacion.total,
    ).toBe(6);
    expect((await lista(c.admin, 'estado=completada')).sesiones.map((s) => s.id)).toEqual([sCompletada]);
    expect((await lista(c.admin, 'estado=cancelada')).sesiones.map((s) => s.id)).toEqual([sCancelada]);
    // endDate includes its whole day; startDate starts at 00:00.
    expect(
      (await lista(c.admin, 'startDate=2026-03-11&endDate=2026-03-11')).sesiones.map((s) => s.fecha),
    ).toEqual(['2026-03-11T17:30:00.000Z']);
    const deA = await lista(
      c.admin,
      `grupoId=${grupoA.id}&estado=all&startDate=2026-03-01&endDate=2026-04-30`,
    );
    expect(deA.sesiones.every((s) => s.grupoId === grupoA.id)).toBe(true);
    expect(deA.paginacion.total).toBe(3);
  });

  it('filters by teacher for the admin only; a profesor sees only their groups', async () => {
    const q = 'startDate=2026-03-01&endDate=2026-04-30&estado=all';
    expect(
      (await lista(c.admin, `${q}&profesorId=${profB.id}`)).sesiones.every((s) => s.grupoId === grupoB.id),
    ).toBe(true);
    // The coordinador's teacher filter is ignored: they see everything.
    expect((await lista(c.coordinador, `${q}&profesorId=${profB.id}`)).paginacion.total).toBe(6);
    const deA = await lista(c.profesorA, `${q}&profesorId=${profB.id}`);
    expect(deA.paginacion.total).toBe(3);
    expect(deA.sesiones.every((s) => s.grupoId === grupoA.id)).toBe(true);
    expect((await lista(c.profesorA, `${q}&grupoId=${grupoB.id}`)).paginacion.total).toBe(0);
  });

  it('sorts and pages on the server', async () => {
    const q = 'startDate=2026-03-01&endDate=2026-04-30&estado=all';
    const porGrupo = await lista(c.admin, `${q}&sort=grupo&order=desc`);
    expect(porGrupo.sesiones[0]!.grupoId).toBe(grupoB.id);
    expect(porGrupo.sesiones.at(-1)!.grupoId).toBe(grupoA.id);
    const recientes = await lista(c.admin, `${q}&order=desc&limit=2&page=2`);
    expect(recientes.sesiones.map((s) => s.fecha)).toEqual([
      '2026-03-17T18:00:00.000Z',
      '2026-03-11T17:30:00.000Z',
    ]);
    expect(recientes.paginacion).toEqual({ total: 6, totalPaginas: 3, paginaActual: 2, porPagina: 2 });
    // A page past the end has no rows, and still its total.
    const despues = await lista(c.admin, `${q}&limit=2&page=9`);
    expect(despues.sesiones).toEqual([]);
    expect(despues.paginacion).toEqual({ total: 6, totalPaginas: 3, paginaActual: 9, porPagina: 2 });
  });

  it('refuses bad filters and parents', async () => {
    expect((await pedir(c.admin, 'GET', '/api/sesiones?startDate=2026-02-30')).statusCode).toBe(400);
    expect((await pedir(c.admin, 'GET', '/api/sesiones?estado=otro')).statusCode).toBe(400);
    expect(
      (await pedir(c.admin, 'GET', '/api/sesiones?startDate=2026-05-01&endDate=2026-04-01')).statusCode,
    ).toBe(400);
    expect((await pedir(c.admin, 'GET', '/api/sesiones?sort=password')).statusCode).toBe(400);
    expect((await pedir(c.tutor, 'GET', '/api/sesiones')).statusCode).toBe(403);
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
    const sinGrupo = await pedir(c.admin, 'POST', '/api/sesiones', { grupoId: '', fecha: '' });
    expect(sinGrupo.statusCode).toBe(400);
    expect(sinGrupo.json().errors.grupoId._errors).toEqual(['El grupo es requerido']);
    expect(sinGrupo.json().errors.fecha._errors).toEqual(['La fecha es requerida']);
    expect(
      (await pedir(c.admin, 'POST', '/api/sesiones', { grupoId: grupoA.id })).json().errors.fecha._errors,
    ).toEqual(['La fecha es requerida']);
    expect(
      (await pedir(c.admin, 'POST', '/api/sesiones', { grupoId: grupoA.id, fecha: '2026-02-30T16:00' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await pedir(c.admin, 'POST', '/api/sesiones', {
          grupoId: grupoA.id,
          fecha: '2026-05-04T16:00',
          otro: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await pedir(c.admin, 'POST', '/api/sesiones', {
          grupoId: grupoA.id,
          fecha: '2026-05-04T16:00',
          estado: 'x',
        })
      ).statusCode,
    ).toBe(400);

    const res = await pedir(c.admin, 'POST', '/api/sesiones', {
      grupoId: grupoA.id,
      fecha: '2026-05-04T16:00:00.000Z',
      actividadId,
    });
    expect(res.statusCode).toBe(201);
    const s = res.json();
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
    expect(
      s.materiales.map((m: { descripcion: string; cantidad: number }) => [m.descripcion, m.cantidad]),
    ).toEqual([
      ['Kit LEGO', 3],
      ['Pilas', 4],
    ]);
    expect((await pedir(c.admin, 'GET', `/api/sesiones/${s.id}`)).json()).toEqual(s);

    const duplicada = await pedir(c.admin, 'POST', '/api/sesiones', {
      grupoId: grupoA.id,
      fecha: '2026-05-04T16:00',
    });
    expect(duplicada.statusCode).toBe(409);
    const sinActividad = await pedir(c.admin, 'POST', '/api/sesiones', {
      grupoId: grupoA.id,
      fecha: '2026-05-06T17:30',
      actividadId: 'none',
      estado: 'no_asignable',
    });
    expect(sinActividad.json()).toMatchObject({
      actividadId: null,
      actividad: null,
      materiales: [],
      estado: 'no_asignable',
    });
    expect(
      (await pedir(c.admin, 'POST', '/api/sesiones', { grupoId: 999999, fecha: '2026-05-06T17:30' }))
        .statusCode,
    ).toBe(400);
  });

  it('a profesor reads only sessions of their groups (404 otherwise)', async () => {
    const [deB] = await sesionesDe(grupoB.id);
    const [deA] = await sesionesDe(grupoA.id);
    expect((await pedir(c.profesorA, 'GET', `/api/sesiones/${deA!.id}`)).statusCode).toBe(200);
    expect((await pedir(c.profesorA, 'GET', `/api/sesiones/${deB!.id}`)).statusCode).toBe(404);
    expect((await pedir(c.coordinador, 'GET', `/api/sesiones/${deB!.id}`)).statusCode).toBe(200);
    expect((await pedir(c.admin, 'GET', '/api/sesiones/999999')).statusCode).toBe(404);
    expect((await pedir(c.admin, 'GET', '/api/sesiones/abc')).statusCode).toBe(404);
  });

  it('admin edits every field; estado moves through its four values', async () => {
    const [s] = await sesionesDe(grupoA.id);
    for (const estado of ['completada', 'cancelada', 'no_asignable', 'planificada']) {
      const r = await pedir(c.admin, 'PUT', `/api/sesiones/${s!.id}`, { estado });
      expect(r.json().estado).toBe(estado);
    }
    const r = await pedir(c.admin, 'PUT', `/api/sesiones/${s!.id}`, {
      grupoId: grupoA.id,
      fecha: '2026-03-02T16:30',
      actividadId,
      estado: 'completada',
      observaciones: 'Cambiada',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      fecha: '2026-03-02T16:30:00.000Z',
      estado: 'completada',
      actividadId,
      observaciones: 'Cambiada',
    });
    const [otra] = await sesionesDe(grupoA.id).then((f) => f.filter((x) => x.id !== s!.id));
    const choque = await pedir(c.admin, 'PUT', `/api/sesiones/${s!.id}`, {
      fecha: otra!.fecha.replace(' ', 'T'),
    });
    expect(choque.statusCode).toBe(409);
    expect(choque.json().message).toBe('El grupo ya tiene una sesión en esa fecha y hora');
    const [alumno] = await t.db.select().from(alumnos).where(eq(alumnos.grupoId, grupoA.id));
    await t.db.insert(asistencias).values({
      alumnoId: alumno!.id,
      grupoId: grupoA.id,
      sesionId: s!.id,
      fechaSesion: '2026-03-02 16:30:00',
      asistio: false,
    });
    const quitar = await pedir(c.admin, 'PUT', `/api/sesiones/${s!.id}`, {
      actividadId: null,
      fecha: '2026-03-02T16:00',
    });
    expect(quitar.json()).toMatchObject({ actividadId: null, fecha: '2026-03-02T16:00:00.000Z' });
    const [registro] = await t.db.select().from(asistencias).where(eq(asistencias.sesionId, s!.id));
    expect(registro!.fechaSesion).toBe('2026-03-02 16:00:00');
    await t.db.delete(asistencias).where(eq(asistencias.sesionId, s!.id));
  });

  it('other roles change observaciones only: estado and the rest are kept', async () => {
    const [s] = await sesionesDe(grupoA.id);
    const antes = (await pedir(c.admin, 'GET', `/api/sesiones/${s!.id}`)).json();
    for (const [rol, texto] of [
      ['coordinador', 'Nota del coordinador'],
      ['profesorA', 'Nota de la profesora'],
    ] as const) {
      const r = await pedir(c[rol], 'PUT', `/api/sesiones/${s!.id}`, {
        estado: 'cancelada',
        fecha: '2030-01-01T10:00',
        actividadId,
        grupoId: grupoB.id,
        observaciones: texto,
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ ...antes, observaciones: texto });
    }
    const [deB] = await sesionesDe(grupoB.id);
    const ajena = await pedir(c.profesorA, 'PUT', `/api/sesiones/${deB!.id}`, {
      observaciones: 'No debería',
    });
    expect(ajena.statusCode).toBe(404);
    const [despues] = await t.db.select().from(sesiones).where(eq(sesiones.id, deB!.id));
    expect(despues!.observaciones).toBeNull();
    expect((await pedir(c.tutor, 'PUT', `/api/sesiones/${s!.id}`, { observaciones: 'x' })).statusCode).toBe(
      403,
    );
    const nul = await pedir(c.coordinador, 'PUT', `/api/sesiones/${s!.id}`, { observaciones: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
  });

  it('deletes (admin only)', async () => {
    const s = (
      await pedir(c.admin, 'POST', '/api/sesiones', { grupoId: grupoB.id, fecha: '2026-06-02T18:00' })
    ).json();
    expect((await pedir(c.profesorB, 'DELETE', `/api/sesiones/${s.id}`)).statusCode).toBe(403);
    expect((await pedir(c.coordinador, 'DELETE', `/api/sesiones/${s.id}`)).statusCode).toBe(403);
    const r = await pedir(c.admin, 'DELETE', `/api/sesiones/${s.id}`);
    expect(r.json()).toEqual({ message: 'Sesión eliminada' });
    expect((await pedir(c.admin, 'DELETE', `/api/sesiones/${s.id}`)).statusCode).toBe(404);
  });

  it('offers the activities within 2 levels of the group, same level first', async () => {
    await t.db.insert(actividades).values([
      { titulo: 'Nivel 1', nivelId: 1 },
      { titulo: 'Nivel 4', nivelId: 4 },
      { titulo: 'Nivel 5', nivelId: 5 },
      { titulo: 'Nivel 6', nivelId: 6 },
    ]);
    const r = await pedir(c.admin, 'GET', `/api/sesiones/actividades-disponibles?grupoId=${grupoA.id}`);
    expect(r.json().map((a: { titulo: string; distancia: number }) => [a.titulo, a.distancia])).toEqual([
      ['Robot seguidor', 0],
      ['Nivel 4', 1],
      ['Nivel 1', 2],
      ['Nivel 5', 2],
    ]);
    expect(
      (await pedir(c.admin, 'GET', '/api/sesiones/actividades-disponibles?grupoId=999999')).statusCode,
    ).toBe(404);
    expect((await pedir(c.admin, 'GET', '/api/sesiones/actividades-disponibles')).statusCode).toBe(400);
  });
});
