/** Waiting lists (office) and offers, waiting places and bajas (family): decision 047. */
import { eq } from 'drizzle-orm';
import { alumnos, grupos } from '../../src/db/schema/index';
import { insertColegio, insertGrupo } from '../fabricas';
import { insertEspera } from '../../src/modulos/plazas/plazas.repository';
import { soloRoles, todos, type CrearFixtures, type FilaMatriz, type Fixtures } from './matriz';

/** A full group (one place, taken) and a child of no matrix family waiting in it. */
export const fixtures: CrearFixtures = async (t) => {
  const colegio = await insertColegio(t.db);
  const grupo = await insertGrupo(t.db, colegio.id);
  await t.db.update(grupos).set({ plazasMaximas: 1, plazasMinimas: 1 }).where(eq(grupos.id, grupo.id));
  await t.db.insert(alumnos).values({ nombre: 'Ocupa', apellidos: 'Plaza', grupoId: grupo.id });
  const [alumno] = await t.db
    .insert(alumnos)
    .values({ nombre: 'Matriz', apellidos: 'En Espera', estado: 'baja' })
    .returning({ id: alumnos.id });
  const entrada = await insertEspera(t.db, {
    grupoId: grupo.id,
    alumnoId: alumno!.id,
    padreId: null,
    hermano: false,
    ampa: false,
    orden: 1,
  });
  return { plazasGrupoId: grupo.id, plazasEntradaId: entrada, plazasAlumnoId: alumno!.id };
};

const entrada =
  (sufijo = '') =>
  (f: Fixtures) =>
    `/api/lista-espera/${f.plazasEntradaId}${sufijo}`;

export const filas: FilaMatriz[] = [
  {
    method: 'GET',
    path: '/api/grupos/:id/lista-espera',
    url: (f) => `/api/grupos/${f.plazasGrupoId}/lista-espera`,
    esperado: soloRoles(['admin'], 200),
  },
  {
    method: 'PUT',
    path: '/api/lista-espera/:id',
    url: entrada(),
    body: { posicion: 1 },
    esperado: soloRoles(['admin'], 200),
  },
  // The group is full: the admin's offer is refused with a reason.
  {
    method: 'POST',
    path: '/api/lista-espera/:id/ofrecer',
    url: entrada('/ofrecer'),
    esperado: soloRoles(['admin'], 409),
  },
  { method: 'DELETE', path: '/api/lista-espera/:id', url: entrada(), esperado: soloRoles(['admin'], 200) },
  { method: 'GET', path: '/api/cursos/:slug/plazas', url: '/api/cursos/kids-i/plazas', esperado: todos(200) },
  { method: 'GET', path: '/api/padres/ofertas', esperado: soloRoles(['tutor'], 200) },
  { method: 'GET', path: '/api/padres/lista-espera', esperado: soloRoles(['tutor'], 200) },
  // Another family's child: out of scope answers 404 like a missing one.
  {
    method: 'POST',
    path: '/api/padres/ofertas/:id/aceptar',
    url: (f) => `/api/padres/ofertas/${f.plazasEntradaId}/aceptar`,
    esperado: soloRoles(['tutor'], 404),
  },
  {
    method: 'POST',
    path: '/api/padres/ofertas/:id/rechazar',
    url: (f) => `/api/padres/ofertas/${f.plazasEntradaId}/rechazar`,
    esperado: soloRoles(['tutor'], 404),
  },
  {
    method: 'GET',
    path: '/api/padres/grupos/:id/proximas',
    url: (f) => `/api/padres/grupos/${f.plazasGrupoId}/proximas`,
    esperado: soloRoles(['tutor'], 404),
  },
  // A group of another school: out of scope answers 404.
  {
    method: 'POST',
    path: '/api/padres/pruebas',
    body: (f: Fixtures) => ({ grupoId: f.plazasGrupoId, sesionId: 1, alumnoId: f.plazasAlumnoId }),
    esperado: soloRoles(['tutor'], 404),
  },
  {
    method: 'GET',
    path: '/api/sesiones/:id/pruebas',
    url: '/api/sesiones/1/pruebas',
    esperado: soloRoles(['admin', 'coordinador', 'profesor'], 200),
  },
  {
    method: 'POST',
    path: '/api/padres/bajas',
    body: (f: Fixtures) => ({ alumnoId: f.plazasAlumnoId, fecha: '2026-03-01' }),
    esperado: soloRoles(['tutor'], 404),
  },
];
