/**
 * Cover teachers (issue 28): the admin names a substitute for one session; the substitute may read and
 * take that session's attendance and nothing else of the group; payroll pays them for it, not the
 * group's teacher.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnosEndpoints, asistenciasEndpoints, nominasEndpoints, sesionesEndpoints } from '@escuela/shared';
import { alumnos, asistenciasProfesores, distancias, sesiones } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorConLoginDePrueba,
  crearProfesorDePrueba,
  matricular,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
let ana: Awaited<ReturnType<typeof crearProfesorDePrueba>>;
let berta: Awaited<ReturnType<typeof crearProfesorConLoginDePrueba>>;
let cubierta: number;
let otra: number;
let alumnoId: number;
let grupoId: number;
const MES = '2025-03';

const comoBerta = () => api.conCookie(berta.cookie);

beforeAll(async () => {
  const colegio = await crearColegioDePrueba(t.db, {
    nombre: 'Colegio Sur',
    direccion: 'Calle Sur 2, Getafe',
  });
  ana = await crearProfesorDePrueba(t.db, { nombre: 'Ana', apellidos: 'Titular', desplazamiento: '0.08' });
  berta = await crearProfesorConLoginDePrueba(t.db, {
    nombre: 'Berta',
    apellidos: 'Sustituta',
    desplazamiento: '0.08',
    salario: 20,
  });
  await t.db.insert(distancias).values([
    { profesorId: ana.id, colegioId: colegio.id, kilometros: 10 },
    { profesorId: berta.id, colegioId: colegio.id, kilometros: 12 },
  ]);
  const grupo = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: ana.id, duracion: 1.5 });
  grupoId = grupo.id;
  const [alumno] = await t.db
    .insert(alumnos)
    .values({ nombre: 'Leo', apellidos: 'Roble', grupoId })
    .returning();
  alumnoId = alumno!.id;
  await matricular(t.db, alumnoId, grupoId);
  const filas = await t.db
    .insert(sesiones)
    .values([
      { grupoId, fecha: `${MES}-10 16:00:00`, estado: 'completada' },
      { grupoId, fecha: `${MES}-17 16:00:00`, estado: 'completada' },
    ])
    .returning({ id: sesiones.id });
  cubierta = filas[0]!.id;
  otra = filas[1]!.id;
});

describe('PUT /api/sesiones/:id profesorSustitutoId', () => {
  it('the admin names the substitute; the session and the list show it', async () => {
    const res = await api.como('admin').llamar(sesionesEndpoints.update, {
      params: { id: cubierta },
      body: { profesorSustitutoId: berta.id },
    });
    expect(res.status).toBe(200);
    expect(res.json.profesorSustituto).toEqual({ id: berta.id, nombre: 'Berta', apellidos: 'Sustituta' });
    const lista = await api.como('admin').llamar(sesionesEndpoints.list, {
      query: { grupoId, estado: 'all', startDate: `${MES}-01`, endDate: `${MES}-31` },
    });
    expect(lista.json.sesiones.map((s) => [s.id, s.profesorSustituto?.id ?? null])).toEqual([
      [cubierta, berta.id],
      [otra, null],
    ]);
  });

  it("refuses a missing teacher, the group's own teacher and a bad value, changing nothing", async () => {
    for (const [valor, campo] of [
      [2_000_000_000, 'El profesor sustituto no existe'],
      [ana.id, 'El sustituto no puede ser el profesor del grupo'],
      ['x', 'El profesor sustituto no es válido'],
    ] as const) {
      const res = await api.como('admin').llamar(sesionesEndpoints.update, {
        params: { id: otra },
        body: { profesorSustitutoId: valor as number },
      });
      expect(res.status).toBe(400);
      expect(res.error.errors?.profesorSustitutoId?._errors).toEqual([campo]);
    }
    const s = await api.como('admin').llamar(sesionesEndpoints.get, { params: { id: otra } });
    expect(s.json.profesorSustituto).toBeNull();
  });

  it("only the admin assigns: a coordinador's PUT keeps it, a family is refused", async () => {
    const coord = await api
      .como('coordinador')
      .llamar(sesionesEndpoints.update, { params: { id: otra }, body: { profesorSustitutoId: berta.id } });
    expect(coord.status).toBe(200);
    expect(coord.json.profesorSustituto).toBeNull();
    const tutor = await api
      .como('tutor')
      .llamar(sesionesEndpoints.update, { params: { id: otra }, body: { profesorSustitutoId: berta.id } });
    expect(tutor.status).toBe(403);
  });
});

describe("the substitute's scope", () => {
  it("reads and takes the covered session's attendance, their own included", async () => {
    const b = comoBerta();
    expect((await b.llamar(sesionesEndpoints.get, { params: { id: cubierta } })).status).toBe(200);
    const roster = await b.llamar(asistenciasEndpoints.deSesion, { params: { id: cubierta } });
    expect(roster.status).toBe(200);
    expect(roster.json.map((a) => a.alumnoId)).toEqual([alumnoId]);
    const marca = await b.llamar(asistenciasEndpoints.guardar, {
      body: { alumnoId, grupoId, sesionId: cubierta, fechaSesion: `${MES}-10`, asistio: false },
    });
    expect(marca.status).toBe(200);
    expect(marca.json.asistencia.asistio).toBe(false);
    const propia = await b.llamar(asistenciasEndpoints.guardarProfesor, {
      params: { id: cubierta },
      body: { profesorId: berta.id, asistio: true },
    });
    expect(propia.status).toBe(200);
    const lista = await b.llamar(sesionesEndpoints.list, {
      query: { estado: 'all', startDate: `${MES}-01`, endDate: `${MES}-31` },
    });
    expect(lista.json.sesiones.map((s) => s.id)).toEqual([cubierta]);
  });

  it('nothing else of the group: its other sessions and its students answer 404', async () => {
    const b = comoBerta();
    expect((await b.llamar(sesionesEndpoints.get, { params: { id: otra } })).status).toBe(404);
    expect((await b.llamar(asistenciasEndpoints.deSesion, { params: { id: otra } })).status).toBe(404);
    const marca = await b.llamar(asistenciasEndpoints.guardar, {
      body: { alumnoId, grupoId, sesionId: otra, fechaSesion: `${MES}-17`, asistio: false },
    });
    expect(marca.status).toBe(404);
    expect((await b.llamar(alumnosEndpoints.get, { params: { id: alumnoId } })).status).toBe(404);
  });
});

describe('payroll with a cover teacher', () => {
  const fila = (
    filas: { profesorId: number; sesionesAsistidas: number; kilometrosTotales: number }[],
    id: number,
  ) => filas.find((f) => f.profesorId === id);

  it("pays the substitute the covered session's hours and travel, and not the group's teacher", async () => {
    // Ana marked herself present on both days, as the office sometimes does: the covered one is not hers.
    await t.db.insert(asistenciasProfesores).values([
      { sesionId: cubierta, profesorId: ana.id, asistio: true },
      { sesionId: otra, profesorId: ana.id, asistio: true },
    ]);
    for (const filtrarPorAsistencia of [true, false]) {
      const res = await api
        .como('admin')
        .llamar(nominasEndpoints.list, { query: { mes: MES, filtrarPorAsistencia } });
      expect(res.status).toBe(200);
      expect(fila(res.json, berta.id)).toMatchObject({
        sesionesAsistidas: 1,
        horasTotales: 1.5,
        kilometrosTotales: 24,
      });
      expect(fila(res.json, ana.id)).toMatchObject({
        sesionesAsistidas: 1,
        horasTotales: 1.5,
        kilometrosTotales: 20,
      });
    }
    const lineas = await api.como('admin').llamar(nominasEndpoints.sesionesProfesor, {
      query: { mes: MES, profesorId: berta.id, filtrarPorAsistencia: 'false' },
    });
    expect(lineas.json.map((l) => l.id)).toEqual([cubierta]);
  });

  it("null clears the substitute: the session is the group teacher's again", async () => {
    const res = await api
      .como('admin')
      .llamar(sesionesEndpoints.update, { params: { id: cubierta }, body: { profesorSustitutoId: null } });
    expect(res.json.profesorSustituto).toBeNull();
    expect((await comoBerta().llamar(sesionesEndpoints.get, { params: { id: cubierta } })).status).toBe(404);
    const nominas = await api
      .como('admin')
      .llamar(nominasEndpoints.list, { query: { mes: MES, filtrarPorAsistencia: 'false' } });
    expect(fila(nominas.json, ana.id)?.sesionesAsistidas).toBe(2);
    expect(fila(nominas.json, berta.id)).toBeUndefined();
  });
});
