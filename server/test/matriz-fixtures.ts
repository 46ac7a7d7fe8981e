/**
 * Records the matrix rows point at (`/api/colegios/:id` needs an id). Each module adds the records its
 * rows need here, created through its services; keep them minimal.
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

  // padres (issue 4): a school the matrix tutor does not belong to, with a group.
  {
    const p = await import('./padres-fixtures');
    const colegio = await p.insertColegio(_t.db);
    fixtures.padresColegioId = colegio.id;
    fixtures.padresGrupoId = (await p.insertGrupo(_t.db, colegio.id)).id;
  }

  // alumnos (issue 6): a student in the gestion group (another teacher's), and one free to delete.
  {
    const { insertAlumno } = await import('../src/modulos/alumnos/alumnos.repository');
    fixtures.alumnoId = (
      await insertAlumno(_t.db, { nombre: 'Matriz', apellidos: 'Alumno', grupoId: Number(fixtures.grupoId) })
    ).id;
    fixtures.alumnoBorrable = (await insertAlumno(_t.db, { nombre: 'Matriz', apellidos: 'Borrable' })).id;
  }

  // mensajes (issue 15): two contact messages, one to mark read and one free to delete.
  {
    const { insertMensaje } = await import('../src/modulos/contacto/contacto.repository');
    const datos = { nombre: 'Matriz', email: 'matriz@familia.es', asunto: 'Matriz', mensaje: 'Hola' };
    fixtures.mensajeContactoId = (await insertMensaje(_t.db, datos)).id;
    fixtures.mensajeContactoBorrable = (await insertMensaje(_t.db, { ...datos, mensaje: 'Adiós' })).id;
  }

  return fixtures;
}
