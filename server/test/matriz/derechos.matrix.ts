import { soloRoles, type FilaMatriz } from './matriz';

const admin = (status: number) => soloRoles(['admin'], status);

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/registro-accesos', esperado: admin(200) },
  { method: 'GET', path: '/api/padres/accesos', esperado: soloRoles(['tutor'], 200) },
  // The matrix tutor has no parent record: nothing to download (404 like a missing family).
  { method: 'GET', path: '/api/padres/mis-datos', esperado: soloRoles(['tutor'], 404) },
  {
    method: 'GET',
    path: '/api/profesores/:id/revelar',
    url: (f) => `/api/profesores/${f.profesorId}/revelar?campo=numeroCuenta`,
    esperado: admin(200),
  },
  {
    method: 'GET',
    path: '/api/alumnos/:id/revelar',
    url: (f) => `/api/alumnos/${f.alumnoId}/revelar?campo=dni`,
    esperado: admin(200),
  },
];
