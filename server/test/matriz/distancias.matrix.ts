import { soloRoles, type FilaMatriz, type Fixtures } from './matriz';

const admin = (status: number) => soloRoles(['admin'], status);
/** Custom distances (issue 14): admin only. */
export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/distancias', esperado: admin(200) },
  {
    method: 'POST',
    path: '/api/distancias',
    body: (f: Fixtures) => ({
      profesorId: f.profesorId,
      colegioId: f.distanciaColegioLibre,
      kilometros: 7.5,
    }),
    esperado: admin(201),
  },
  {
    method: 'PUT',
    path: '/api/distancias/:id',
    url: (f) => `/api/distancias/${f.distanciaId}`,
    body: { kilometros: 9.25 },
    esperado: admin(200),
  },
  {
    method: 'DELETE',
    path: '/api/distancias/:id',
    url: (f) => `/api/distancias/${f.distanciaBorrable}`,
    esperado: admin(200),
  },
];
