import { STAFF } from '@escuela/shared';
import { soloRoles, type FilaMatriz } from './matriz';

// The matrix profesor has no groups: another teacher's student answers 404, like a missing one.
const ajeno = (status: number) => ({ ...soloRoles([...STAFF], status), profesor: 404 });

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/alumnos', esperado: soloRoles([...STAFF], 200) },
  { method: 'GET', path: '/api/alumnos/:id', url: (f) => `/api/alumnos/${f.alumnoId}`, esperado: ajeno(200) },
  {
    method: 'POST',
    path: '/api/alumnos',
    body: { nombre: 'Matriz', apellidos: 'De Prueba' },
    esperado: soloRoles(['admin'], 201),
  },
  {
    method: 'PUT',
    path: '/api/alumnos/:id',
    url: (f) => `/api/alumnos/${f.alumnoId}`,
    body: { observaciones: 'Revisado en la matriz' },
    esperado: ajeno(200),
  },
  {
    method: 'DELETE',
    path: '/api/alumnos/:id',
    url: (f) => `/api/alumnos/${f.alumnoBorrable}`,
    esperado: soloRoles(['admin'], 200),
  },
  // Without a file the admin gets 400 'Debes adjuntar un archivo'; the role check comes first.
  { method: 'POST', path: '/api/alumnos/import', esperado: soloRoles(['admin'], 400) },
  { method: 'GET', path: '/api/alumnos/plantilla', esperado: soloRoles(['admin'], 200) },
  { method: 'GET', path: '/api/alumnos/export', esperado: soloRoles(['admin'], 200) },
  { method: 'GET', path: '/api/alumnos/export-detalles', esperado: soloRoles(['admin'], 200) },
  // Revealing a masked DNI or IBAN (decision 045): admin only.
  {
    method: 'GET',
    path: '/api/alumnos/:id/revelar',
    url: (f) => `/api/alumnos/${f.alumnoId}/revelar?campo=dni`,
    esperado: soloRoles(['admin'], 200),
  },
];
