/**
 * Records the matrix rows point at (`/api/colegios/:id` needs an id), created through the services;
 * keep them minimal. A matrix file may instead export its own `fixtures` (see padres.matrix.ts), which
 * runs after this one.
 */
import type { Fixtures } from './authz-matrix';
import type { TestApp } from './app';
import type { sesionesPorRol } from './factories';

export async function crearFixturesMatriz(
  _t: TestApp,
  _sesiones: Awaited<ReturnType<typeof sesionesPorRol>>,
): Promise<Fixtures> {
  const fixtures: Fixtures = {};

  // gestion (issue 5): a school, teacher and group in use, and one of each free to delete.
  {
    const f = await import('./factories');
    const colegio = await f.crearColegioDePrueba(_t.db);
    const profesor = await f.crearProfesorDePrueba(_t.db);
    const grupo = await f.crearGrupoDePrueba(_t.db, { colegioId: colegio.id, profesorId: profesor.id });
    fixtures.colegioId = colegio.id;
    fixtures.profesorId = profesor.id;
    fixtures.profesorEmail = profesor.email;
    fixtures.grupoId = grupo.id;
    fixtures.nivelId = grupo.nivelId;
    fixtures.colegioBorrable = (await f.crearColegioDePrueba(_t.db)).id;
    fixtures.profesorBorrable = (await f.crearProfesorDePrueba(_t.db)).id;
    fixtures.grupoBorrable = (
      await f.crearGrupoDePrueba(_t.db, { colegioId: colegio.id, profesorId: profesor.id })
    ).id;
  }

  // alumnos (issue 6): a student in the gestion group (another teacher's), and one free to delete.
  {
    const { insertAlumno } = await import('../src/modulos/alumnos/alumnos.repository');
    fixtures.alumnoId = (
      await insertAlumno(_t.db, { nombre: 'Matriz', apellidos: 'Alumno', grupoId: Number(fixtures.grupoId) })
    ).id;
    fixtures.alumnoBorrable = (await insertAlumno(_t.db, { nombre: 'Matriz', apellidos: 'Borrable' })).id;
  }

  return fixtures;
}
