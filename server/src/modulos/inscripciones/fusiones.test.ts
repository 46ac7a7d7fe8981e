/**
 * The merge tool for a child recorded twice (issue 29, decision 040): the duplicate's attendance,
 * observations and non-overlapping enrolments move to the record kept, its blank fields are filled, the
 * duplicate is removed, and a history row says who merged what and when.
 */
import { eq } from 'drizzle-orm';
import { alumnosEndpoints, fusionesEndpoints } from '@escuela/shared';
import { describe, expect, it } from 'vitest';
import { alumnos, asistencias, observaciones } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearFamilia,
  historialMatriculas,
  insertAsistencia,
  insertColegio,
  insertGrupo,
  insertHijo,
  insertObservacion,
  insertSesion,
  matricular,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();

const asistenciasDe = (alumnoId: number) =>
  t.db
    .select({ sesionId: asistencias.sesionId, asistio: asistencias.asistio })
    .from(asistencias)
    .where(eq(asistencias.alumnoId, alumnoId))
    .orderBy(asistencias.sesionId);

describe('merging a duplicated student', () => {
  it('keeps every attendance and observation, fills the blanks and leaves who and when', async () => {
    const colegio = await insertColegio(t.db);
    const grupo = await insertGrupo(t.db, colegio.id);
    const { padre } = await crearFamilia(t.db, colegio.id, 'Fusión');
    // The family's record, enrolled since September.
    const kept = await insertHijo(t.db, padre.id, grupo.id, 'Lucía', '2025-09-01');
    // The office's own record of the same child: no family, but the DNI, the birth date and a note.
    const [dup] = await t.db
      .insert(alumnos)
      .values({
        nombre: 'Lucia',
        apellidos: 'Prueba',
        grupoId: grupo.id,
        dni: '12345678Z',
        fechaNacimiento: '2016-05-04',
        observaciones: 'Alergia al látex',
        observacionesUpdatedAt: new Date(),
      })
      .returning();
    await matricular(t.db, dup!.id, grupo.id, '2025-01-10', '2025-06-20');
    await matricular(t.db, dup!.id, grupo.id, '2025-10-01');
    const [s1, s2, s3] = [
      await insertSesion(t.db, grupo.id, -30),
      await insertSesion(t.db, grupo.id, -20),
      await insertSesion(t.db, grupo.id, -10),
    ];
    await insertAsistencia(t.db, kept.id, s1!, true);
    await insertAsistencia(t.db, kept.id, s2!, false, true);
    await insertAsistencia(t.db, dup!.id, s2!, true); // the same session: the kept record's stays
    await insertAsistencia(t.db, dup!.id, s3!, false);
    await insertObservacion(t.db, dup!.id, grupo.id, 'Alergia al látex');

    const res = await api
      .como('admin')
      .llamar(fusionesEndpoints.fusionar, { params: { id: kept.id }, body: { duplicadoId: dup!.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: 'Alumnos unidos: las asistencias y observaciones del duplicado están ahora en este alumno',
      alumnoId: kept.id,
      movidas: { asistencias: 1, asistenciasDescartadas: 1, observaciones: 1, matriculas: 1 },
    });
    expect(await asistenciasDe(kept.id)).toEqual([
      { sesionId: s1!.id, asistio: true },
      { sesionId: s2!.id, asistio: false },
      { sesionId: s3!.id, asistio: false },
    ]);
    expect(await t.db.select().from(alumnos).where(eq(alumnos.id, dup!.id))).toEqual([]);
    const [despues] = await t.db.select().from(alumnos).where(eq(alumnos.id, kept.id));
    expect(despues).toMatchObject({
      nombre: 'Lucía',
      padreId: padre.id,
      dni: '12345678Z',
      fechaNacimiento: '2016-05-04',
      telefono1: '600111222',
      observaciones: 'Alergia al látex',
      grupoId: grupo.id,
      estado: 'alta',
    });
    expect(
      (await t.db.select().from(observaciones).where(eq(observaciones.alumnoId, kept.id))).map(
        (o) => o.texto,
      ),
    ).toEqual(['Alergia al látex']);
    // The earlier enrolment moved; the overlapping one went with the duplicate.
    expect(await historialMatriculas(t.db, kept.id)).toEqual([
      [grupo.id, '2025-01-10', '2025-06-20'],
      [grupo.id, '2025-09-01', null],
    ]);
    expect(
      (await api.como('admin').llamar(alumnosEndpoints.get, { params: { id: kept.id } })).json.numAsistencias,
    ).toBe(3);

    const historial = await api
      .como('coordinador')
      .llamar(fusionesEndpoints.historial, { params: { id: kept.id } });
    expect(historial.status).toBe(200);
    expect(historial.json).toEqual([
      {
        id: expect.any(Number),
        eliminado: { id: dup!.id, nombre: 'Lucia', apellidos: 'Prueba', fechaNacimiento: '2016-05-04' },
        movidas: { asistencias: 1, asistenciasDescartadas: 1, observaciones: 1, matriculas: 1 },
        autor: expect.stringMatching(/admin/i),
        fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(Date.now() - Date.parse(historial.json[0]!.fecha)).toBeLessThan(60_000);
  });

  it('an open enrolment the kept record lacked puts it in that group', async () => {
    const colegio = await insertColegio(t.db);
    const grupo = await insertGrupo(t.db, colegio.id);
    const [sinGrupo] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Iker', apellidos: 'Sin Grupo', estado: 'baja' })
      .returning();
    const [enGrupo] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Iker', apellidos: 'Sin Grupo', grupoId: grupo.id })
      .returning();
    await matricular(t.db, enGrupo!.id, grupo.id, '2025-09-01');
    const res = await api.como('admin').llamar(fusionesEndpoints.fusionar, {
      params: { id: sinGrupo!.id },
      body: { duplicadoId: enGrupo!.id },
    });
    expect(res.json.movidas.matriculas).toBe(1);
    const [despues] = await t.db.select().from(alumnos).where(eq(alumnos.id, sinGrupo!.id));
    expect(despues).toMatchObject({ grupoId: grupo.id, estado: 'alta' });
  });

  it('refuses bad input, two families’ children and other roles, changing nothing', async () => {
    const colegio = await insertColegio(t.db);
    const grupo = await insertGrupo(t.db, colegio.id);
    const a = await crearFamilia(t.db, colegio.id, 'Una');
    const b = await crearFamilia(t.db, colegio.id, 'Otra');
    const hijoA = await insertHijo(t.db, a.padre.id, grupo.id, 'Mateo');
    const hijoB = await insertHijo(t.db, b.padre.id, grupo.id, 'Mateo');
    const admin = api.como('admin');
    const fusionar = (id: number, duplicadoId: unknown) =>
      admin.llamar(fusionesEndpoints.fusionar, {
        params: { id },
        body: { duplicadoId: duplicadoId as number },
      });

    const x = await fusionar(hijoA.id, 'x');
    expect(x.status).toBe(400);
    expect(x.error.errors?.duplicadoId?._errors).toEqual([
      'Elige el alumno duplicado que quieres unir a este',
    ]);
    const mismo = await fusionar(hijoA.id, hijoA.id);
    expect(mismo.status).toBe(400);
    expect(mismo.error.errors?.duplicadoId?._errors).toEqual([
      'Elige un alumno distinto: no se puede unir un alumno consigo mismo',
    ]);
    const noExiste = await fusionar(hijoA.id, 999_999);
    expect(noExiste.status).toBe(400);
    expect(noExiste.error.errors?.duplicadoId?._errors).toEqual(['El alumno duplicado no existe']);
    expect((await fusionar(999_999, hijoA.id)).status).toBe(404);
    const familias = await fusionar(hijoA.id, hijoB.id);
    expect(familias.status).toBe(409);
    expect(familias.error.message).toMatch(/familias distintas/);
    expect(await t.db.select().from(alumnos).where(eq(alumnos.id, hijoB.id))).toHaveLength(1);

    const coordinador = await api
      .como('coordinador')
      .llamar(fusionesEndpoints.fusionar, { params: { id: hijoA.id }, body: { duplicadoId: hijoB.id } });
    expect(coordinador.status).toBe(403);
    expect(
      (await api.como('profesor').llamar(fusionesEndpoints.historial, { params: { id: hijoA.id } })).status,
    ).toBe(403);
    expect((await admin.llamar(fusionesEndpoints.historial, { params: { id: 999_999 } })).status).toBe(404);
    expect((await admin.llamar(fusionesEndpoints.historial, { params: { id: hijoA.id } })).json).toEqual([]);
  });
});
