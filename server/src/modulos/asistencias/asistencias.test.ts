import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, asistencias, asistenciasProfesores, sesiones } from '../../db/schema/index';
import { asistenciasEndpoints, nominasEndpoints, padresEndpoints, type EndpointInput } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearColegioDePrueba,
  crearFamilia,
  crearGrupoDePrueba,
  crearProfesorConLoginDePrueba,
  matricular,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
const c: Record<'admin' | 'coordinador' | 'profesorA' | 'profesorB' | 'tutor', string> = {} as never;
let profA: { id: number; cookie: string };
let profB: { id: number; cookie: string };
let grupoA: { id: number };
let grupoB: { id: number };
let pasadaA: { id: number; fecha: string };
let anteayerA: { id: number; fecha: string };
let futuraA: { id: number; fecha: string };
let pasadaB: { id: number; fecha: string };
let ana: { id: number };
let luis: { id: number };
let deB: { id: number };
let familia: Awaited<ReturnType<typeof crearFamilia>>;

const diasDesdeHoy = (dias: number) => {
  const d = new Date(Date.now() + dias * 86_400_000);
  return `${d.toISOString().slice(0, 10)} 16:00:00`;
};

beforeAll(async () => {
  c.admin = (await api.usuario('admin')).cookie;
  c.coordinador = (await api.usuario('coordinador')).cookie;
  c.tutor = (await api.usuario('tutor')).cookie;
  const colegio = await crearColegioDePrueba(t.db);
  profA = await crearProfesorConLoginDePrueba(t.db, { nombre: 'Ana', apellidos: 'Profesora' });
  profB = await crearProfesorConLoginDePrueba(t.db);
  c.profesorA = profA.cookie;
  c.profesorB = profB.cookie;
  grupoA = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: profA.id });
  grupoB = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: profB.id });
  familia = await crearFamilia(t.db, colegio.id, 'Marta');
  const hijos = await t.db
    .insert(alumnos)
    .values([
      { nombre: 'Ana', apellidos: 'Alonso', grupoId: grupoA.id, padreId: familia.padre.id },
      { nombre: 'Luis', apellidos: 'Bravo', grupoId: grupoA.id },
      { nombre: 'Baja', apellidos: 'Zeta', grupoId: grupoA.id, estado: 'baja' },
    ])
    .returning();
  ana = hijos[0]!;
  luis = hijos[1]!;
  deB = (
    await t.db.insert(alumnos).values({ nombre: 'Bea', apellidos: 'Del B', grupoId: grupoB.id }).returning()
  )[0]!;
  // Enrolled all along; 'Baja' left the group before these sessions.
  await matricular(t.db, ana.id, grupoA.id);
  await matricular(t.db, luis.id, grupoA.id);
  await matricular(t.db, hijos[2]!.id, grupoA.id, '2000-01-01', '2001-01-01');
  await matricular(t.db, deB.id, grupoB.id);
  const s = await t.db
    .insert(sesiones)
    .values([
      { grupoId: grupoA.id, fecha: diasDesdeHoy(-3) },
      { grupoId: grupoA.id, fecha: diasDesdeHoy(5) },
      { grupoId: grupoB.id, fecha: diasDesdeHoy(-3) },
      { grupoId: grupoA.id, fecha: diasDesdeHoy(-2) },
    ])
    .returning();
  [pasadaA, futuraA, pasadaB, anteayerA] = [s[0]!, s[1]!, s[2]!, s[3]!];
});

const A = asistenciasEndpoints;
type Marca = EndpointInput<typeof A.guardar>['body'];
const marca = (
  sesion: { id: number; fecha: string },
  grupoId: number,
  alumnoId: number,
  extra: Partial<Marca> = {},
): Marca => ({
  alumnoId,
  grupoId,
  sesionId: sesion.id,
  fechaSesion: sesion.fecha.slice(0, 10),
  asistio: false,
  ...extra,
});
const estadoDe = async (id: number) =>
  (await t.db.select({ estado: sesiones.estado }).from(sesiones).where(eq(sesiones.id, id)))[0]!.estado;

describe('GET /api/asistencias/sesion/:id', () => {
  it('lists the group’s students in alta; no record shows as present', async () => {
    const res = await api.conCookie(c.profesorA).llamar(A.deSesion, {
      params: { id: pasadaA.id },
      query: { fecha: pasadaA.fecha.slice(0, 10) },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        id: null,
        alumnoId: ana.id,
        grupoId: grupoA.id,
        sesionId: pasadaA.id,
        fechaSesion: `${pasadaA.fecha.slice(0, 10)}T16:00:00.000Z`,
        asistio: true,
        justificada: false,
        observaciones: null,
        registrada: false,
        alumno: { nombre: 'Ana', apellidos: 'Alonso' },
        // Nothing recorded yet: no allergies, no pick-up persons, no image consent (decision 044).
        salvaguarda: { alergias: [], recogida: [], salirSolo: false, sinFotos: true },
      },
      expect.objectContaining({ alumnoId: luis.id, asistio: true, registrada: false }),
    ]);
  });

  it('answers 404 to a teacher for another teacher’s session, 403 to a parent, 400 to a bad fecha', async () => {
    const lista = (cookie: string, id: number, fecha?: string) =>
      api.conCookie(cookie).llamar(A.deSesion, { params: { id }, ...(fecha ? { query: { fecha } } : {}) });
    expect((await lista(c.profesorA, pasadaB.id)).status).toBe(404);
    expect((await lista(c.coordinador, pasadaB.id)).status).toBe(200);
    expect((await lista(c.tutor, pasadaA.id)).status).toBe(403);
    expect((await lista(c.admin, pasadaA.id, '2026-02-30')).status).toBe(400);
  });
});

const guardar = (cookie: string, body: Marca) => api.conCookie(cookie).llamar(A.guardar, { body });

describe('POST /api/asistencias', () => {
  it('records an absence (justified, with a note), upserts, and completes a session whose time has come', async () => {
    expect(await estadoDe(pasadaA.id)).toBe('planificada');
    const res = await guardar(
      c.profesorA,
      marca(pasadaA, grupoA.id, ana.id, { justificada: true, observaciones: 'Médico' }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      asistencia: {
        alumnoId: ana.id,
        asistio: false,
        justificada: true,
        observaciones: 'Médico',
        registrada: true,
      },
      estadoSesion: 'completada',
    });
    expect(await estadoDe(pasadaA.id)).toBe('completada');

    // The same student again: one row, updated; present clears the justification.
    await guardar(c.coordinador, marca(pasadaA, grupoA.id, ana.id, { asistio: true }));
    const filas = await t.db.select().from(asistencias).where(eq(asistencias.alumnoId, ana.id));
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ asistio: true, justificada: false, observaciones: 'Médico' });
    await guardar(c.profesorA, marca(pasadaA, grupoA.id, ana.id));
  });

  it('refuses a mark on a session whose start has not come (409), writing nothing', async () => {
    for (const cookie of [c.admin, c.coordinador, c.profesorA]) {
      const res = await guardar(cookie, marca(futuraA, grupoA.id, luis.id));
      expect(res.status).toBe(409);
      const dia = futuraA.fecha.slice(0, 10).split('-').reverse().join('/');
      expect(res.error).toEqual({
        message: `La sesión aún no ha empezado: podrás registrar la asistencia a partir del ${dia} a las 16:00`,
      });
    }
    expect(await t.db.select().from(asistencias).where(eq(asistencias.sesionId, futuraA.id))).toEqual([]);
    expect(await estadoDe(futuraA.id)).toBe('planificada');
    // Its list still shows the group (present until marked), for the screen to show it as not yet open.
    const lista = await api.conCookie(c.profesorA).llamar(A.deSesion, { params: { id: futuraA.id } });
    expect(lista.json.map((a) => a.alumnoId)).toEqual([ana.id, luis.id]);
  });

  it('a student joins the list of the sessions from their enrolment on, and only those can be marked', async () => {
    const [nuevo] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Nuevo', apellidos: 'Zeta', grupoId: grupoA.id })
      .returning();
    await matricular(t.db, nuevo!.id, grupoA.id, anteayerA.fecha.slice(0, 10));
    const ids = async (sesion: { id: number }) =>
      (await api.conCookie(c.admin).llamar(A.deSesion, { params: { id: sesion.id } })).json.map(
        (a) => a.alumnoId,
      );
    expect(await ids(pasadaA)).not.toContain(nuevo!.id);
    expect(await ids(anteayerA)).toContain(nuevo!.id);
    const antes = await guardar(c.admin, marca(pasadaA, grupoA.id, nuevo!.id));
    expect(antes.status).toBe(400);
    expect(antes.error.message).toBe('El alumno no pertenece al grupo de la sesión');
    const desde = await guardar(c.admin, marca(anteayerA, grupoA.id, nuevo!.id));
    expect(desde.status).toBe(200);
  });

  it('a teacher’s write on another teacher’s group answers 404 and changes nothing', async () => {
    const antes = await t.db.select().from(asistencias);
    const res = await guardar(c.profesorA, marca(pasadaB, grupoB.id, deB.id));
    expect(res.status).toBe(404);
    expect(await t.db.select().from(asistencias)).toEqual(antes);
    expect(await estadoDe(pasadaB.id)).toBe('planificada');
  });

  it('refuses a student of another group, a group that is not the session’s, bad bodies and parents', async () => {
    const ajeno = await guardar(c.admin, marca(pasadaA, grupoA.id, deB.id));
    expect(ajeno.status).toBe(400);
    expect(ajeno.error.message).toBe('El alumno no pertenece al grupo de la sesión');
    // Refused inside the one statement that writes: no record, and the session is not completed.
    const antes = await t.db.select().from(asistencias);
    const deOtro = await guardar(c.admin, marca(pasadaB, grupoB.id, ana.id));
    expect(deOtro.status).toBe(400);
    expect(await t.db.select().from(asistencias)).toEqual(antes);
    expect(await estadoDe(pasadaB.id)).toBe('planificada');
    const otroGrupo = await guardar(c.admin, marca(pasadaA, grupoB.id, ana.id));
    expect(otroGrupo.error.message).toBe('El grupo no corresponde a la sesión');
    // Bodies no client would send: `asistio` not a boolean, an unknown key, a NUL, required fields missing.
    const sinAsistio = await guardar(c.admin, {
      ...marca(pasadaA, grupoA.id, ana.id),
      asistio: 'no',
    } as never);
    expect(sinAsistio.status).toBe(400);
    const extra = await guardar(c.admin, { ...marca(pasadaA, grupoA.id, ana.id), rol: 'admin' } as never);
    expect(extra.status).toBe(400);
    const nul = await guardar(c.admin, marca(pasadaA, grupoA.id, ana.id, { observaciones: 'a\u0000' }));
    expect(nul.status).toBe(400);
    expect((await guardar(c.admin, { asistio: true } as never)).error.errors).toMatchObject({
      alumnoId: { _errors: ['El alumno es requerido'] },
      sesionId: { _errors: ['La sesión es requerida'] },
    });
    expect((await guardar(c.tutor, marca(pasadaA, grupoA.id, ana.id))).status).toBe(403);
    expect(
      (await guardar(c.admin, marca({ id: 999999, fecha: '2026-01-01' }, grupoA.id, ana.id))).status,
    ).toBe(404);
  });

  it('the parent’s portal shows the absence recorded here', async () => {
    // The screen sends `alumnoId`, which the endpoint declaration does not type.
    const res = await api
      .conCookie(familia.cookie)
      .llamar(padresEndpoints.asistencias, { query: { alumnoId: ana.id } as never });
    expect(res.status).toBe(200);
    const fila = res.json.find((f) => f.id === `${ana.id}-${pasadaA.id}`);
    expect(fila).toMatchObject({ asistio: false });
    const hijos = (await api.conCookie(familia.cookie).llamar(padresEndpoints.alumnos)).json;
    expect(hijos.find((h) => h.id === ana.id)).toMatchObject({ faltas: 1 });
  });
});

describe('/api/asistencias-profesores/sesion/:id', () => {
  const listaProfesores = (cookie: string, id: number) =>
    api.conCookie(cookie).llamar(A.profesoresDeSesion, { params: { id } });
  const guardarProfesor = (
    cookie: string,
    id: number,
    body: EndpointInput<typeof A.guardarProfesor>['body'],
  ) => api.conCookie(cookie).llamar(A.guardarProfesor, { params: { id }, body });

  it('a teacher toggles their own attendance; the list shows it', async () => {
    expect((await listaProfesores(c.profesorA, anteayerA.id)).json).toEqual([]);
    const si = await guardarProfesor(c.profesorA, anteayerA.id, { profesorId: profA.id, asistio: true });
    expect(si.status).toBe(200);
    expect(si.json.asistencia).toMatchObject({
      profesorId: profA.id,
      asistio: true,
      profesor: { nombre: 'Ana', apellidos: 'Profesora' },
    });
    await guardarProfesor(c.profesorA, anteayerA.id, { profesorId: profA.id, asistio: false });
    expect((await listaProfesores(c.profesorA, anteayerA.id)).json).toEqual([
      expect.objectContaining({ profesorId: profA.id, asistio: false }),
    ]);
    const filas = await t.db
      .select()
      .from(asistenciasProfesores)
      .where(
        and(eq(asistenciasProfesores.sesionId, anteayerA.id), eq(asistenciasProfesores.profesorId, profA.id)),
      );
    expect(filas).toHaveLength(1);
  });

  it('a teacher’s mark on a future session answers 409 and is not paid', async () => {
    for (const cookie of [c.profesorA, c.admin]) {
      const res = await guardarProfesor(cookie, futuraA.id, { profesorId: profA.id, asistio: true });
      expect(res.status).toBe(409);
      expect(res.error.message).toMatch(/^La sesión aún no ha empezado: podrás registrar la asistencia/);
    }
    expect(
      await t.db.select().from(asistenciasProfesores).where(eq(asistenciasProfesores.sesionId, futuraA.id)),
    ).toEqual([]);
    const mes = futuraA.fecha.slice(0, 7);
    for (const filtrar of [true, false]) {
      const lineas = await api.conCookie(c.admin).llamar(nominasEndpoints.sesionesProfesor, {
        query: { profesorId: profA.id, mes, filtrarPorAsistencia: filtrar },
      });
      expect(lineas.json.map((l) => l.id)).not.toContain(futuraA.id);
    }
  });

  it('a teacher cannot record another teacher, nor on another teacher’s session; admin and coordinador can', async () => {
    expect(
      (await guardarProfesor(c.profesorA, pasadaA.id, { profesorId: profB.id, asistio: true })).status,
    ).toBe(403);
    expect(
      (await guardarProfesor(c.profesorA, pasadaB.id, { profesorId: profA.id, asistio: true })).status,
    ).toBe(404);
    expect((await listaProfesores(c.profesorA, pasadaB.id)).status).toBe(404);
    expect(
      await t.db.select().from(asistenciasProfesores).where(eq(asistenciasProfesores.sesionId, pasadaB.id)),
    ).toEqual([]);
    const admin = await guardarProfesor(c.admin, pasadaB.id, { profesorId: profB.id, asistio: true });
    expect(admin.json).toMatchObject({ estadoSesion: 'completada' });
    expect(
      (await guardarProfesor(c.coordinador, pasadaB.id, { profesorId: profB.id, asistio: false })).status,
    ).toBe(200);
    expect((await guardarProfesor(c.admin, pasadaB.id, { profesorId: 999999, asistio: true })).status).toBe(
      400,
    );
    // A body no client would send: `asistio` missing.
    expect((await guardarProfesor(c.admin, pasadaB.id, { profesorId: profB.id } as never)).status).toBe(400);
    expect((await guardarProfesor(c.tutor, pasadaB.id, { profesorId: profB.id, asistio: true })).status).toBe(
      403,
    );
  });
});
