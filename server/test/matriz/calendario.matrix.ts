/** Calendar feeds (issue 27, decision 039). */
import { soloRoles, todos, type FilaMatriz } from './matriz';

const PUSH = ['tutor', 'profesor'] as const;
export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/calendario/enlace', esperado: soloRoles([...PUSH], 200) },
  { method: 'POST', path: '/api/calendario/enlace/regenerar', esperado: soloRoles([...PUSH], 200) },
  {
    method: 'GET',
    path: '/api/colegios/:id/calendario/enlace',
    url: (f) => `/api/colegios/${f.colegioId}/calendario/enlace`,
    esperado: soloRoles(['admin'], 200),
  },
  {
    method: 'POST',
    path: '/api/colegios/:id/calendario/enlace/regenerar',
    url: (f) => `/api/colegios/${f.colegioId}/calendario/enlace/regenerar`,
    esperado: soloRoles(['admin'], 200),
  },
  // Public: the token is the permission; one no link has is 404 for everyone.
  {
    method: 'GET',
    path: '/api/calendario/:archivo',
    url: '/api/calendario/AAAAAAAAAAAAAAAAAAAAAA.ics',
    esperado: todos(404),
  },
];
