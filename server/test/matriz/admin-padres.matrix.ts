/** The admin's management of parents (`modulos/admin-padres`): admin only. */
import { soloRoles, type FilaMatriz, type Fixtures } from './matriz';

const admin = (status: number) => soloRoles(['admin'], status);
let n = 0;
const padre = (f: Fixtures, email: string) => ({
  nombre: 'Padre Matriz',
  email,
  password: '',
  colegioId: f.padresColegioId,
});

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/admin/padres', esperado: admin(200) },
  {
    method: 'POST',
    path: '/api/admin/padres',
    body: (f: Fixtures) => padre(f, `matriz-padre-${++n}@prueba.es`),
    esperado: admin(201),
  },
  {
    method: 'PUT',
    path: '/api/admin/padres/:id',
    url: (f) => `/api/admin/padres/${f.padreEditable}`,
    body: (f: Fixtures) => padre(f, String(f.padreEditableEmail)),
    esperado: admin(200),
  },
  {
    method: 'DELETE',
    path: '/api/admin/padres/:id',
    url: (f) => `/api/admin/padres/${f.padreBorrable}`,
    esperado: admin(200),
  },
  {
    method: 'POST',
    path: '/api/admin/padres/delete-many',
    body: (f: Fixtures) => ({ ids: [f.padreBorrable2] }),
    esperado: admin(200),
  },
];
