import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, asistencias, observaciones, sesiones } from '../../db/schema/index';
import { dashboardEndpoints } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import { contarConsultas } from '../../../test/contar-consultas';
import {
  cookieDe,
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorConLoginDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
  matricular,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
let admin: string;
let profe: string;
let otro: { id: number };
let yo: { id: number };
let grupoMio: { id: number };
let grupoAjeno: { id: number };

/** A school wall-clock timestamp `dias` from now (negative: in the past), as the database stores it. */
async function fechaRelativa(dias: number, hora = '16:00:00'): Promise<string> {
  const r = (await t.db.execute(
    sql`select to_char((now() at time zone 'Europe/Madrid')::date + ${dias}::int, 'YYYY-MM-DD') as d`,
  )) as unknown as { rows: { d: string }[] };
  return `${r.rows[0]!.d} ${hora}`;
}

beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  const colegio = await crearColegioDePrueba(t.db);
  const colegio2 = await crearColegioDePrueba(t.db);
  const p = await crearProfesorConLoginDePrueba(t.db);
  yo = p;
  otro = await crearProfesorDePrueba(t.db);
  await crearProfesorDePrueba(t.db, { fechaBaja: '2025-12-31' });
  profe = p.cookie;
  grupoMio = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: yo.id, nombre: 'Mío' });
  grupoAjeno = await crearGrupoDePrueba(t.db, {
    colegioId: colegio2.id,
    profesorId: otro.id,
    nombre: 'Ajeno',
  });
  const [a1, a2, a3, a4] = await t.db
    .insert(alumnos)
    .values([
      {
        nombre: 'Ana',
        apellidos: 'Mía',
        grupoId: grupoMio.id,
        observaciones: 'Muy atenta',
        observacionesUpdatedAt: new Date(),
      },
      { nombre: 'Bea', apellidos: 'Mía', grupoId: grupoMio.id },
      {
        nombre: 'Carlos',
        apellidos: 'Ajeno',
        grupoId: grupoAjeno.id,
        observaciones: 'Ajena',
        observacionesUpdatedAt: new Date(),
      },
      { nombre: 'Dani', apellidos: 'Baja', grupoId: grupoMio.id, estado: 'baja' },
      { nombre: 'Eli', apellidos: 'Sin grupo' },
    ])
    .returning();
  // In their groups all along; Dani left long before these sessions.
  await matricular(t.db, a1!.id, grupoMio.id);
  await matricular(t.db, a2!.id, grupoMio.id);
  await matricular(t.db, a3!.id, grupoAjeno.id);
  await matricular(t.db, a4!.id, grupoMio.id, '2000-01-01', '2001-01-01');
  await t.db.insert(observaciones).values([
    { alumnoId: a1!.id, grupoId: grupoMio.id, texto: 'Obs mía' },
    { alumnoId: a2!.id, grupoId: grupoAjeno.id, texto: 'Obs ajena' },
  ]);
  const pasada = await fechaRelativa(-1);
  const [s1] = await t.db
    .insert(sesiones)
    .values([
      { grupoId: grupoMio.id, fecha: pasada, estado: 'completada', observaciones: 'Trajeron los robots' },
      { grupoId: grupoMio.id, fecha: await fechaRelativa(2, '16:30:00') },
      { grupoId: grupoMio.id, fecha: await fechaRelativa(1) },
      { grupoId: grupoMio.id, fecha: await fechaRelativa(3), estado: 'cancelada' },
      { grupoId: grupoAjeno.id, fecha: await fechaRelativa(1, '17:00:00'), observaciones: 'Ajena' },
    ])
    .returning();
  await t.db.insert(asistencias).values({
    alumnoId: a1!.id,
    grupoId: grupoMio.id,
    sesionId: s1!.id,
    fechaSesion: pasada,
    asistio: false,
  });
});

describe('GET /api/stats', () => {
  it('counts students in alta, groups, schools, active teachers and students with observations', async () => {
    expect((await api.conCookie(admin).llamar(dashboardEndpoints.stats)).json).toEqual({
      totalAlumnos: 4,
      totalGrupos: 2,
      totalColegios: 2,
      totalProfesores: 2,
      totalObservaciones: 2,
    });
  });

  it("scopes a teacher's counts to their groups", async () => {
    expect((await api.conCookie(profe).llamar(dashboardEndpoints.stats)).json).toEqual({
      totalAlumnos: 2,
      totalGrupos: 1,
      totalColegios: 1,
      totalProfesores: 1,
      totalObservaciones: 1,
    });
  });

  it('is a single query whatever the data (besides the session lookup)', async () => {
    const { consultas } = await contarConsultas(t.db, () =>
      api.conCookie(admin).llamar(dashboardEndpoints.stats),
    );
    expect(consultas).toBeLessThanOrEqual(2);
  });

  it('refuses parents', async () => {
    const tutor = await cookieDe(t.app, (await crearUsuarioDePrueba(t.db, 'tutor')).email);
    expect((await api.conCookie(tutor).llamar(dashboardEndpoints.stats)).status).toBe(403);
  });
});

describe('teacher dashboard calls', () => {
  it("lists the teacher's next sessions, soonest first, times as school wall-clock ISO", async () => {
    const res = (
      await api
        .conCookie(profe)
        .llamar(dashboardEndpoints.proximasSesiones, { query: { profesorId: yo.id, limit: 3 } })
    ).json;
    expect(res).toHaveLength(2);
    expect(res[0]!.fecha).toBe(`${(await fechaRelativa(1)).slice(0, 10)}T16:00:00.000Z`);
    expect(res[1]!.fecha).toMatch(/T16:30:00\.000Z$/);
    expect(res[0]).toMatchObject({
      grupo: { id: grupoMio.id, nombre: 'Mío' },
      actividad: null,
      estado: 'planificada',
    });
  });

  it("gives a teacher nothing about another teacher's schedule or session notes", async () => {
    const suyo = { query: { profesorId: otro.id } };
    const profeApi = api.conCookie(profe);
    expect((await profeApi.llamar(dashboardEndpoints.proximasSesiones, suyo)).json).toEqual([]);
    expect((await profeApi.llamar(dashboardEndpoints.observacionesSesiones, suyo)).json).toEqual([]);
    const adminApi = api.conCookie(admin);
    expect((await adminApi.llamar(dashboardEndpoints.proximasSesiones, suyo)).json).toHaveLength(1);
  });

  it('lists recent session observations and student observations of their groups only', async () => {
    const ses = (
      await api
        .conCookie(profe)
        .llamar(dashboardEndpoints.observacionesSesiones, { query: { profesorId: yo.id, limit: 5 } })
    ).json;
    expect(ses.map((s) => s.observaciones)).toEqual(['Trajeron los robots']);
    const obs = (
      await api.conCookie(profe).llamar(dashboardEndpoints.observacionesRecientes, { query: { limit: 5 } })
    ).json;
    expect(obs).toHaveLength(1);
    expect(obs[0]).toMatchObject({ texto: 'Obs mía', alumno: { nombre: 'Ana' }, grupo: { nombre: 'Mío' } });
    expect(
      (await api.conCookie(admin).llamar(dashboardEndpoints.observacionesRecientes, { query: { limit: 5 } }))
        .json,
    ).toHaveLength(2);
    expect(
      (await api.conCookie(admin).llamar(dashboardEndpoints.observacionesRecientes, { query: { limit: 0 } }))
        .status,
    ).toBe(400);
  });

  it('lists the students whose observations changed last', async () => {
    const todos = (await api.conCookie(admin).llamar(dashboardEndpoints.ultimasActualizadas)).json;
    expect(todos.map((a: { nombre: string }) => a.nombre).sort()).toEqual(['Ana', 'Carlos']);
    const mios = (await api.conCookie(profe).llamar(dashboardEndpoints.ultimasActualizadas)).json;
    expect(mios).toEqual([
      expect.objectContaining({
        nombre: 'Ana',
        observaciones: 'Muy atenta',
        grupo: { id: grupoMio.id, nombre: 'Mío' },
      }),
    ]);
  });
});

describe('GET /api/stats/asistencia-semanal', () => {
  it('gives eight weeks; no record means present', async () => {
    const semanas = (await api.conCookie(admin).llamar(dashboardEndpoints.asistenciaSemanal)).json;
    expect(semanas).toHaveLength(8);
    const conSesion = semanas.filter((s: { sesiones: number }) => s.sesiones > 0);
    expect(conSesion).toHaveLength(1);
    // Yesterday's session: Ana (absent) and Bea (no record → present); Dani is de baja.
    expect(conSesion[0]).toMatchObject({ sesiones: 1, esperadas: 2, ausencias: 1, tasa: 0.5 });
    expect(semanas.filter((s: { tasa: number | null }) => s.tasa === null)).toHaveLength(7);
  });

  it('a student enrolled today is not expected at yesterday’s session', async () => {
    const [nuevo] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Fede', apellidos: 'Nuevo', grupoId: grupoMio.id })
      .returning();
    await matricular(t.db, nuevo!.id, grupoMio.id, (await fechaRelativa(0)).slice(0, 10));
    try {
      const semanas = (await api.conCookie(admin).llamar(dashboardEndpoints.asistenciaSemanal)).json;
      const conSesion = semanas.filter((s: { sesiones: number }) => s.sesiones > 0);
      expect(conSesion[0]).toMatchObject({ sesiones: 1, esperadas: 2, ausencias: 1 });
    } finally {
      await t.db.delete(alumnos).where(eq(alumnos.id, nuevo!.id));
    }
  });

  it('scopes a teacher to their groups', async () => {
    const otroProfe = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const semanas = (
      await api.conCookie(await cookieDe(t.app, otroProfe.email)).llamar(dashboardEndpoints.asistenciaSemanal)
    ).json;
    expect(semanas.every((s: { sesiones: number }) => s.sesiones === 0)).toBe(true);
  });

  it('expects anyone with a record too: a student who left, or moved to another group', async () => {
    const [sesion] = await t.db
      .select()
      .from(sesiones)
      .where(sql`${sesiones.grupoId} = ${grupoMio.id} and ${sesiones.estado} = 'completada'`);
    const [dani] = await t.db
      .select()
      .from(alumnos)
      .where(sql`${alumnos.nombre} = 'Dani'`);
    const [movido] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Fede', apellidos: 'Movido', grupoId: grupoAjeno.id })
      .returning();
    const marca = (alumnoId: number, asistio: boolean) => ({
      alumnoId,
      grupoId: grupoMio.id,
      sesionId: sesion!.id,
      fechaSesion: sesion!.fecha,
      asistio,
    });
    await t.db.insert(asistencias).values([marca(dani!.id, false), marca(movido!.id, true)]);
    // Ana (absent), Bea (no record), Dani (de baja, absent), Fede (now in another group, present).
    const esperado = { sesiones: 1, esperadas: 4, ausencias: 2, tasa: 0.5 };
    // The whole school (read by date from the index) and the teacher's groups (read by session) agree.
    for (const cookie of [admin, profe]) {
      const semanas = (await api.conCookie(cookie).llamar(dashboardEndpoints.asistenciaSemanal)).json;
      expect(semanas.filter((s: { sesiones: number }) => s.sesiones > 0)).toEqual([
        expect.objectContaining(esperado),
      ]);
    }
  });

  it("reads each session's summary, which the database keeps equal to its records and enrolments through every kind of write", async () => {
    // The summary (decision 054) against the definition computed from scratch, after each write.
    const igualAlCalculo = async () => {
      const filas = (consulta: SQL) =>
        t.db.execute(consulta).then((r) => (r as unknown as { rows: unknown[] }).rows);
      const resumen = await filas(
        sql`select sesion_id as id, esperadas, ausencias from asistencias_resumen order by sesion_id`,
      );
      const calculo = await filas(sql`
        select s.id,
          (select count(*)::int from (
             select m.alumno_id from matriculas m where m.grupo_id = s.grupo_id and s.fecha >= m.desde
               and (m.hasta is null or s.fecha < m.hasta)
             union select x.alumno_id from asistencias x where x.sesion_id = s.id) u) as esperadas,
          (select count(*)::int from asistencias x where x.sesion_id = s.id and not x.asistio) as ausencias
        from sesiones s order by s.id`);
      expect(resumen).toEqual(calculo);
    };
    const colegio = await crearColegioDePrueba(t.db);
    const grupo = await crearGrupoDePrueba(t.db, {
      colegioId: colegio.id,
      profesorId: yo.id,
      nombre: 'Resumen',
    });
    const [g, h, i] = await t.db
      .insert(alumnos)
      .values(['Gala', 'Hugo', 'Iris'].map((nombre) => ({ nombre, apellidos: 'Resumen', grupoId: grupo.id })))
      .returning();
    const hace = async (dias: number) => (await fechaRelativa(-dias)).slice(0, 10);
    await matricular(t.db, g!.id, grupo.id, await hace(30));
    await matricular(t.db, h!.id, grupo.id, await hace(10));
    await igualAlCalculo();
    const [s1, s2] = await t.db
      .insert(sesiones)
      .values([
        { grupoId: grupo.id, fecha: await fechaRelativa(-14) },
        { grupoId: grupo.id, fecha: await fechaRelativa(-7) },
      ])
      .returning();
    await igualAlCalculo();
    const marca = (s: typeof s1, alumnoId: number, asistio: boolean) => ({
      alumnoId,
      grupoId: grupo.id,
      sesionId: s!.id,
      fechaSesion: s!.fecha,
      asistio,
    });
    // Records: one absent, one of a student enrolled only later (expected too), one of a stranger.
    await t.db
      .insert(asistencias)
      .values([marca(s1, g!.id, false), marca(s1, h!.id, true), marca(s2, i!.id, false)]);
    await igualAlCalculo();
    // A mark changed (the upsert's update path), a record deleted.
    await t.db.update(asistencias).set({ asistio: true }).where(eq(asistencias.alumnoId, g!.id));
    await t.db.delete(asistencias).where(eq(asistencias.alumnoId, h!.id));
    await igualAlCalculo();
    // A record moved to the other session: both recomputed.
    await t.db.update(asistencias).set({ sesionId: s2!.id }).where(eq(asistencias.alumnoId, g!.id));
    await igualAlCalculo();
    // A session moved before Hugo's enrolment, and one to another group.
    await t.db
      .update(sesiones)
      .set({ fecha: await fechaRelativa(-12) })
      .where(eq(sesiones.id, s2!.id));
    await igualAlCalculo();
    await t.db.update(sesiones).set({ grupoId: grupoMio.id }).where(eq(sesiones.id, s1!.id));
    await igualAlCalculo();
    await t.db.update(sesiones).set({ grupoId: grupo.id }).where(eq(sesiones.id, s1!.id));
    // Enrolments: Iris enrolled from before both sessions, Gala's closed, Hugo's moved to another group.
    await matricular(t.db, i!.id, grupo.id, await hace(40));
    await igualAlCalculo();
    await t.db.execute(sql`update matriculas set hasta = ${await hace(13)} where alumno_id = ${g!.id}`);
    await t.db.execute(sql`update matriculas set grupo_id = ${grupoMio.id} where alumno_id = ${h!.id}`);
    await igualAlCalculo();
    await t.db.execute(sql`delete from matriculas where alumno_id = ${i!.id}`);
    await igualAlCalculo();
    // A student removed takes their enrolments and records with them; a deleted session, its row.
    await t.db.delete(alumnos).where(inArray(alumnos.id, [g!.id, h!.id, i!.id]));
    await t.db.delete(sesiones).where(inArray(sesiones.id, [s1!.id, s2!.id]));
    await igualAlCalculo();
  });
});
