import { todos, type FilaMatriz } from './matriz';

export const filas: FilaMatriz[] = [
  // A visitor without a session cookie is told `user: null` (decision 033).
  { method: 'GET', path: '/api/auth/me', esperado: todos(200) },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: { email: 'nadie@matriz.es', password: 'no-es-la-buena' },
    esperado: todos(401),
  },
  { method: 'POST', path: '/api/auth/logout', esperado: todos(200) },
];
