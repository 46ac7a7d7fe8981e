import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, materialesPeriodo, sesiones } from '../../db/schema/index';
import { asignacionEndpoints, materialesPeriodoEndpoints } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import { contarConsultas } from '../../../test/contar-consultas';
import { crearColegioDePrueba, crearGrupoDePrueba, crearProfesorDePrueba } from '../../../test/fabricas';
import { insertActividad } from '../actividades/actividades.repository';
import { insertMaterial } from '../materiales/materiales.repository';

const { t, api } = usarAppDePrueba();
let admin: string;
let coordinador: string;
let colegio: { id: number };
let profesor: { id: number };
beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  coordinador = (await api.usuario('coordinador')).cookie;
  colegio = await crearColegioDePrueba(t.db);
  profesor = await crearProfesorDePrueba(t.db);
});

/** A group at level `orden` (levels 1–8 are seeded with id = orden) with `n` students in alta. */
async function grupoCon(nombre: string, orden: number, n: number) {
  const g = await crearGrupoDePrueba(t.db, {
    colegioId: colegio.id,
    profesorId: profesor.id,
    nivelId: orden,
    nombre,
  });
  if (n) {
    await t.db
      .insert(alumnos)
      .values(Array.from({ length: n }, (_, i) => ({ nombre: `A${i}`, apellidos: nombre, grupoId: g.id })));
  }
  await t.db.insert(alumnos).values({ nombre: 'Baja', apellidos: nombre, grupoId: g.id, estado: 'baja' });
  return g;
}

async function sesion(grupoId: number, fecha: string, extra: Partial<typeof sesiones.$inferInsert> = {}) {
  const [s] = await t.db
    .insert(sesiones)
    .values({ grupoId, fecha, ...extra })
    .returning();
  return s!.id;
}

const estadoDe = async (ids: number[]) => {
  const filas = await t.db
    .select({ id: sesiones.id, actividadId: sesiones.actividadId, estado: sesiones.estado })
    .from(sesiones)
    .where(inArray(sesiones.id, ids));
  return Object.fromEntries(filas.map((f) => [f.id, { actividadId: f.actividadId, estado: f.estado }]));
};

describe('assigning activities end to end (week of Monday 4 February 2030)', () => {
  it('assigns by level and material, marks the rest no_asignable, and undoes it giving the material back', async () => {
    const kit = await insertMaterial(t.db, { descripcion: 'Kit asignación', total: 7.5, enUso: 0.5 });
    const g1 = await grupoCon('G1 Kids I', 3, 4);
    const g2 = await grupoCon('G2 Kids III', 5, 2);
    const g3 = await grupoCon('G3 Junior III', 8, 3);
    // A: Kids I, 1 kit per 2 students (G1 needs 2, G2 needs 1). B: Kids II, 1 kit per student.
    const a = await insertActividad(t.db, {
      titulo: 'A',
      nivelId: 3,
      material1Id: kit.id,
      cantidad1: 1,
      alumnos: 2,
    });
    const b = await insertActividad(t.db, {
      titulo: 'B',
      nivelId: 4,
      material1Id: kit.id,
      cantidad1: 1,
      alumnos: 1,
    });

    const gen = await api.conCookie(admin).llamar(materialesPeriodoEndpoints.generar, {
      body: { fechaInicio: '2030-02-04', fechaFin: '2030-02-10' },
    });
    expect(gen.status).toBe(200);
    const [periodo] = await t.db
      .select()
      .from(materialesPeriodo)
      .where(eq(materialesPeriodo.materialId, kit.id));
    expect(periodo).toMatchObject({
      fechaInicio: '2030-02-04',
      fechaFin: '2030-02-10',
      cantidadInicial: 7,
      cantidadUsada: 0,
    });

    const s = {
      lunG1: await sesion(g1.id, '2030-02-04 16:00:00'),
      marG2: await sesion(g2.id, '2030-02-05 17:00:00'),
      mieG1: await sesion(g1.id, '2030-02-06 16:00:00'),
      jueG2: await sesion(g2.id, '2030-02-07 17:00:00'),
      vieG1: await sesion(g1.id, '2030-02-08 16:00:00'),
      vieG3: await sesion(g3.id, '2030-02-08 18:00:00'),
      lunSiguienteG1: await sesion(g1.id, '2030-02-11 16:00:00'),
      completada: await sesion(g1.id, '2030-02-05 10:00:00', { estado: 'completada' }),
      cancelada: await sesion(g2.id, '2030-02-06 10:00:00', { estado: 'cancelada' }),
      fuera: await sesion(g1.id, '2030-02-13 16:00:00'),
    };

    const res = await api.conCookie(admin).llamar(asignacionEndpoints.asignar, {
      body: { fechaInicio: '2030-02-04', fechaFin: '2030-02-12' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: 'Actividades asignadas: 5 sesiones; 2 sin actividad posible (no asignables)',
      asignadas: 5,
      noAsignables: 2,
      errores: [
        'G3 Junior III: no hay actividades del nivel Junior III ni de niveles cercanos (1 sesión)',
        '08/02/2030 16:00 · G1 Kids I: ninguna actividad cabe en el material disponible',
      ],
    });
    expect(await estadoDe(Object.values(s))).toEqual({
      [s.lunG1]: { actividadId: a, estado: 'planificada' }, // same level: 2 kits (5 left)
      [s.marG2]: { actividadId: b, estado: 'planificada' }, // Kids II is nearer to Kids III: 2 kits (3 left)
      [s.mieG1]: { actividadId: a, estado: 'planificada' }, // 2 kits (1 left)
      [s.jueG2]: { actividadId: a, estado: 'planificada' }, // B needs 2, A needs 1 (0 left)
      [s.vieG1]: { actividadId: null, estado: 'no_asignable' }, // A needs 2, B needs 4
      [s.vieG3]: { actividadId: null, estado: 'no_asignable' }, // nothing within 2 levels
      [s.lunSiguienteG1]: { actividadId: a, estado: 'planificada' }, // no period that week: unlimited
      [s.completada]: { actividadId: null, estado: 'completada' },
      [s.cancelada]: { actividadId: null, estado: 'cancelada' },
      [s.fuera]: { actividadId: null, estado: 'planificada' },
    });
    const [usado] = await t.db.select().from(materialesPeriodo).where(eq(materialesPeriodo.id, periodo!.id));
    expect(usado!.cantidadUsada).toBe(7);

    // Nothing left to assign in the range: a second run changes nothing.
    const otra = await api.conCookie(admin).llamar(asignacionEndpoints.asignar, {
      body: { fechaInicio: '2030-02-04', fechaFin: '2030-02-12' },
    });
    expect(otra.json).toEqual({
      message: 'No hay sesiones planificadas sin actividad en el rango seleccionado',
      asignadas: 0,
      noAsignables: 0,
    });

    // Remove for the first week only: activities off, material back, no_asignable → planificada.
    const quitar = await api.conCookie(admin).llamar(asignacionEndpoints.removerActividades, {
      body: { fechaInicio: '2030-02-04', fechaFin: '2030-02-10' },
    });
    expect(quitar.json).toEqual({
      message: 'Actividades removidas de 4 sesiones; el material se ha devuelto a sus periodos',
      removidas: 4,
    });
    const despues = await estadoDe(Object.values(s));
    for (const id of [s.lunG1, s.marG2, s.mieG1, s.jueG2, s.vieG1, s.vieG3]) {
      expect(despues[id]).toEqual({ actividadId: null, estado: 'planificada' });
    }
    expect(despues[s.lunSiguienteG1]).toEqual({ actividadId: a, estado: 'planificada' });
    const [devuelto] = await t.db
      .select()
      .from(materialesPeriodo)
      .where(eq(materialesPeriodo.id, periodo!.id));
    expect(devuelto!.cantidadUsada).toBe(0);

    // Only one group: the other groups' sessions stay untouched.
    const soloG2 = await api.conCookie(admin).llamar(asignacionEndpoints.asignar, {
      body: { fechaInicio: '2030-02-04', fechaFin: '2030-02-10', grupoId: g2.id },
    });
    expect(soloG2.json).toMatchObject({ asignadas: 2, noAsignables: 0 });
    const g2Despues = await estadoDe([s.marG2, s.jueG2, s.lunG1]);
    expect(g2Despues[s.marG2]!.actividadId).toBe(b);
    // B (one level away, A is two) fits both times: 2 + 2 of the 7 kits given back.
    expect(g2Despues[s.jueG2]!.actividadId).toBe(b);
    expect(g2Despues[s.lunG1]!.actividadId).toBeNull();

    // Remove the week's material periods.
    const periodos = await api.conCookie(admin).llamar(asignacionEndpoints.removerMaterialesPeriodo, {
      body: { fechaInicio: '2030-02-06', fechaFin: '2030-02-06' },
    });
    const total = (
      await t.db.select().from(materialesPeriodo).where(eq(materialesPeriodo.fechaInicio, '2030-02-04'))
    ).length;
    expect(total).toBe(0);
    expect(periodos.json.eliminados).toBeGreaterThanOrEqual(1);
    expect(periodos.json.message).toMatch(/periodos? eliminados? de materiales$/);
  });

  it('uses the same number of queries for 3 or 60 sessions (set-based)', async () => {
    const g = await grupoCon('Masivo', 2, 5);
    await insertActividad(t.db, { titulo: 'Masiva', nivelId: 2 });
    const p2 = (n: number) => String(n).padStart(2, '0');
    // Up to 20 sessions a day, every half hour from 08:00.
    const crear = (desde: number, n: number) =>
      t.db.insert(sesiones).values(
        Array.from({ length: n }, (_, i) => ({
          grupoId: g.id,
          fecha: `2031-05-${p2(desde + Math.floor(i / 20))} ${p2(8 + Math.floor((i % 20) / 2))}:${i % 2 ? '30' : '00'}:00`,
        })),
      );
    await crear(5, 3);
    const pocas = await contarConsultas(t.db, () =>
      api.conCookie(admin).llamar(asignacionEndpoints.asignar, {
        body: { fechaInicio: '2031-05-05', fechaFin: '2031-05-05', grupoId: g.id },
      }),
    );
    expect(pocas.resultado.json.asignadas).toBe(3);
    await crear(12, 60);
    const muchas = await contarConsultas(t.db, () =>
      api.conCookie(admin).llamar(asignacionEndpoints.asignar, {
        body: { fechaInicio: '2031-05-12', fechaFin: '2031-05-14', grupoId: g.id },
      }),
    );
    expect(muchas.resultado.json.asignadas).toBe(60);
    expect(muchas.consultas).toBe(pocas.consultas);
  });

  it.each([
    [{}, 'fechaInicio', 'Por favor seleccione fecha de inicio y fin'],
    [
      { fechaInicio: '2030-02-10', fechaFin: '2030-02-01' },
      'fechaFin',
      'La fecha de fin no puede ser anterior a la fecha de inicio',
    ],
    [{ fechaInicio: '2030-02-01', fechaFin: '2030-02-10', grupoId: 0 }, 'grupoId', 'El grupo no es válido'],
    [{ fechaInicio: '2030-02-01', fechaFin: '2030-02-10', grupoId: 'x' }, 'grupoId', 'El grupo no es válido'],
  ])('validates %j on every action', async (body, campo, mensaje) => {
    for (const endpoint of [
      asignacionEndpoints.asignar,
      asignacionEndpoints.removerActividades,
      asignacionEndpoints.removerMaterialesPeriodo,
    ]) {
      const res = await api.conCookie(admin).llamar(endpoint, { body: body as never });
      const url = endpoint.path;
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(res.error.errors?.[campo]?._errors).toEqual([mensaje]);
    }
  });

  it('refuses non-admin roles', async () => {
    const rango = { fechaInicio: '2030-02-04', fechaFin: '2030-02-10' };
    expect(
      (await api.conCookie(coordinador).llamar(asignacionEndpoints.asignar, { body: rango })).status,
    ).toBe(403);
    expect(
      (await api.conCookie(coordinador).llamar(asignacionEndpoints.removerActividades, { body: rango }))
        .status,
    ).toBe(403);
    expect(
      (await api.conCookie(coordinador).llamar(asignacionEndpoints.removerMaterialesPeriodo, { body: rango }))
        .status,
    ).toBe(403);
  });
});
