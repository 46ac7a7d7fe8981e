/** The school-year renewal: the office opens, reminds and closes; the family answers (decision 052). */
import { alumnos } from '../../src/db/schema/index';
import { insertColegio, insertGrupo } from '../fabricas';
import { insertRenovacion } from '../fabricas/renovaciones';
import { soloRoles, type CrearFixtures, type FilaMatriz, type Fixtures } from './matriz';

/** A closed renewal of a past year with a child of no matrix family (nothing a row can change). */
export const fixtures: CrearFixtures = async (t) => {
  const colegio = await insertColegio(t.db);
  const grupo = await insertGrupo(t.db, colegio.id);
  const [alumno] = await t.db
    .insert(alumnos)
    .values({ nombre: 'Matriz', apellidos: 'Renovación', grupoId: grupo.id })
    .returning({ id: alumnos.id });
  const r = await insertRenovacion(t.db, {
    curso: 2001,
    alumnos: [{ alumnoId: alumno!.id, grupoId: grupo.id }],
  });
  return { renovacionId: r.id, renovacionFilaId: r.filas[0]! };
};

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/renovaciones', esperado: soloRoles(['admin'], 200) },
  // A past school year: refused with a reason, nothing opened.
  {
    method: 'POST',
    path: '/api/renovaciones',
    body: { curso: 2001, fechaLimite: '2001-06-15' },
    esperado: soloRoles(['admin'], 400),
  },
  // The renewal is closed: reminders and the year-end transition are refused.
  {
    method: 'POST',
    path: '/api/renovaciones/:id/recordatorio',
    url: (f: Fixtures) => `/api/renovaciones/${f.renovacionId}/recordatorio`,
    esperado: soloRoles(['admin'], 409),
  },
  {
    method: 'POST',
    path: '/api/renovaciones/:id/cerrar',
    url: (f: Fixtures) => `/api/renovaciones/${f.renovacionId}/cerrar`,
    esperado: soloRoles(['admin'], 409),
  },
  { method: 'GET', path: '/api/padres/renovaciones', esperado: soloRoles(['tutor'], 200) },
  // Another family's child: out of scope answers 404 like a missing one.
  {
    method: 'POST',
    path: '/api/padres/renovaciones/:id',
    url: (f: Fixtures) => `/api/padres/renovaciones/${f.renovacionFilaId}`,
    body: { continua: true },
    esperado: soloRoles(['tutor'], 404),
  },
];
