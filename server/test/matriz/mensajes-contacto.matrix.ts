import { soloRoles, type FilaMatriz } from './matriz';

const ADMIN = soloRoles(['admin'], 200);

// The contact inbox: admin only (spec §6).
export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/mensajes-contacto', esperado: ADMIN },
  { method: 'GET', path: '/api/mensajes-contacto/no-leidos', esperado: ADMIN },
  {
    method: 'PUT',
    path: '/api/mensajes-contacto/:id/leido',
    url: (f) => `/api/mensajes-contacto/${f.mensajeContactoId}/leido`,
    body: { leido: true },
    esperado: ADMIN,
  },
  {
    method: 'DELETE',
    path: '/api/mensajes-contacto/:id',
    url: (f) => `/api/mensajes-contacto/${f.mensajeContactoBorrable}`,
    esperado: ADMIN,
  },
];
