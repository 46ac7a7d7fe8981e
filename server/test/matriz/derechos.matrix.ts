import { solicitudesSupresion } from '../../src/db/schema/index';
import { crearFamilia, insertColegio } from '../fabricas';
import { soloRoles, type CrearFixtures, type FilaMatriz } from './matriz';

/** A family of its own with a pending erasure request (the admin's row executes it). */
export const fixtures: CrearFixtures = async (t) => {
  const familia = await crearFamilia(t.db, (await insertColegio(t.db)).id, 'Matriz supresión');
  const [solicitud] = await t.db
    .insert(solicitudesSupresion)
    .values({ padreId: familia.padre.id, solicitadaPorId: familia.usuario.id, fechaLimite: '2099-01-01' })
    .returning();
  return { supresionId: solicitud!.id };
};

const admin = (status: number) => soloRoles(['admin'], status);

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/registro-accesos', esperado: admin(200) },
  { method: 'GET', path: '/api/padres/accesos', esperado: soloRoles(['tutor'], 200) },
  // The matrix tutor has no parent record: nothing to download (404 like a missing family).
  { method: 'GET', path: '/api/padres/mis-datos', esperado: soloRoles(['tutor'], 404) },
  // The matrix tutor has no parent record (404, like a missing family).
  { method: 'POST', path: '/api/padres/supresion', esperado: soloRoles(['tutor'], 404) },
  { method: 'GET', path: '/api/supresiones', esperado: admin(200) },
  // No family the retention rule lists has that id: 400 under padreId.
  { method: 'POST', path: '/api/supresiones', body: { padreId: 999_999 }, esperado: admin(400) },
  {
    method: 'POST',
    path: '/api/supresiones/:id/ejecutar',
    url: (f) => `/api/supresiones/${f.supresionId}/ejecutar`,
    esperado: admin(200),
  },
];
