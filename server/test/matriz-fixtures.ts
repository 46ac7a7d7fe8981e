/**
 * Records the matrix rows point at (`/api/colegios/:id` needs an id), created through the services;
 * keep them minimal. A matrix file may instead export its own `fixtures` (see padres.matrix.ts), which
 * runs after this one.
 */
import type { Fixtures } from './authz-matrix';
import type { TestApp } from './app';
import type { loginsPorRol } from './fabricas';

export async function crearFixturesMatriz(
  _t: TestApp,
  _logins: Awaited<ReturnType<typeof loginsPorRol>>,
): Promise<Fixtures> {
  const fixtures: Fixtures = {};

  // gestion (issue 5): a school, teacher and group in use, and one of each free to delete.
  {
    const f = await import('./fabricas');
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
    const { matricular } = await import('./fabricas');
    await matricular(_t.db, Number(fixtures.alumnoId), Number(fixtures.grupoId));
    fixtures.alumnoBorrable = (await insertAlumno(_t.db, { nombre: 'Matriz', apellidos: 'Borrable' })).id;
  }

  // nominas (issue 14): a distance to edit, one to delete, and a school with none for the POST row.
  {
    const f = await import('./fabricas');
    const { insertDistancia } = await import('../src/modulos/distancias/distancias.repository');
    const profesorId = Number(fixtures.profesorId);
    const [uno, dos, libre] = [
      await f.crearColegioDePrueba(_t.db),
      await f.crearColegioDePrueba(_t.db),
      await f.crearColegioDePrueba(_t.db),
    ];
    fixtures.distanciaId = await insertDistancia(_t.db, { profesorId, colegioId: uno.id, kilometros: 5 });
    fixtures.distanciaBorrable = await insertDistancia(_t.db, {
      profesorId,
      colegioId: dos.id,
      kilometros: 6,
    });
    fixtures.distanciaColegioLibre = libre.id;
  }

  // materiales (issue 13): a material in use, one free to delete, a period, an activity, one free to delete.
  {
    const { insertMaterial, insertPeriodosNuevos, listPeriodos } =
      await import('../src/modulos/materiales/materiales.repository');
    const { insertActividad } = await import('../src/modulos/actividades/actividades.repository');
    const material = await insertMaterial(_t.db, { descripcion: 'Kit Matriz', total: 10, enUso: 0 });
    fixtures.materialId = material.id;
    fixtures.materialBorrable = (
      await insertMaterial(_t.db, { descripcion: 'Borrable', total: 1, enUso: 0 })
    ).id;
    await insertPeriodosNuevos(_t.db, [
      { materialId: material.id, fechaInicio: '2031-01-06', fechaFin: '2031-01-12', cantidadInicial: 10 },
    ]);
    fixtures.periodoId = (
      await listPeriodos(_t.db, { startDate: '2031-01-06', endDate: '2031-01-12' })
    )[0]!.id;
    const actividad = { titulo: 'Actividad Matriz', nivelId: Number(fixtures.nivelId), alumnos: 1 };
    fixtures.actividadId = await insertActividad(_t.db, {
      ...actividad,
      material1Id: material.id,
      cantidad1: 1,
    });
    fixtures.actividadBorrable = await insertActividad(_t.db, { ...actividad, titulo: 'Borrable' });
  }

  // usuarios (issue 10): staff users to edit and delete, parents to edit and delete.
  {
    const f = await import('./fabricas');
    const { crearPadreAdminDePrueba } = await import('./fabricas');
    const editable = await f.crearUsuarioDePrueba(_t.db, 'coordinador');
    fixtures.usuarioEditable = editable.id;
    fixtures.usuarioEditableEmail = editable.email;
    fixtures.usuarioBorrable = (await f.crearUsuarioDePrueba(_t.db, 'profesor')).id;
    const colegioId = (await f.crearColegioDePrueba(_t.db)).id;
    const padre = await crearPadreAdminDePrueba(_t.db, { colegioId });
    fixtures.padreEditable = padre.id;
    fixtures.padreEditableEmail = padre.email;
    fixtures.padreBorrable = (await crearPadreAdminDePrueba(_t.db, { colegioId })).id;
    fixtures.padreBorrable2 = (await crearPadreAdminDePrueba(_t.db, { colegioId })).id;
  }

  // sesiones (issue 12): a session of the gestion group (another teacher's), one to delete, a holiday.
  {
    const { insertSesion } = await import('../src/modulos/sesiones/sesiones.repository');
    const { insertFestivo } = await import('../src/modulos/festivos/festivos.repository');
    fixtures.sesionFecha = '2030-01-09T16:00:00.000Z';
    fixtures.sesionId = (
      await insertSesion(_t.db, { grupoId: Number(fixtures.grupoId), fecha: '2030-01-09 16:00:00' })
    ).id;
    fixtures.sesionBorrable = (
      await insertSesion(_t.db, { grupoId: Number(fixtures.grupoId), fecha: '2030-01-14 16:00:00' })
    ).id;
    // Attendance is taken only once a session has begun (DESIGN.md §4): a past one for those rows.
    fixtures.sesionPasadaFecha = '2025-01-09T16:00:00.000Z';
    fixtures.sesionPasadaId = (
      await insertSesion(_t.db, { grupoId: Number(fixtures.grupoId), fecha: '2025-01-09 16:00:00' })
    ).id;
    fixtures.festivoBorrable = (
      await insertFestivo(_t.db, { fecha: '2031-03-03', nombre: 'Matriz', colegioId: null })
    ).id;
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
