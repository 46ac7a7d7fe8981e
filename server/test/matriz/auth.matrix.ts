import { soloRoles, todos, type FilaMatriz } from './matriz';

const staff = (status: number) => soloRoles(['profesor', 'coordinador', 'admin'], status);

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
  // The sign-in's second step needs the `paso2` cookie of a right password: a session is not enough.
  { method: 'POST', path: '/api/auth/login/codigo', body: { codigo: '123456' }, esperado: todos(401) },
  { method: 'POST', path: '/api/auth/login/alta', esperado: todos(401) },
  // A staff account's own second factor (parents have none).
  { method: 'GET', path: '/api/auth/segundo-factor', esperado: staff(200) },
  { method: 'POST', path: '/api/auth/segundo-factor/alta', esperado: staff(200) },
  // Five digits: every staff role reaches validation, nobody's factor changes.
  {
    method: 'POST',
    path: '/api/auth/segundo-factor/activar',
    body: { codigo: '12345' },
    esperado: staff(400),
  },
  {
    method: 'POST',
    path: '/api/auth/segundo-factor/codigos',
    body: { codigo: '12345' },
    esperado: staff(400),
  },
  {
    method: 'POST',
    path: '/api/auth/segundo-factor/desactivar',
    body: { password: 'no-es-la-buena' },
    // Nobody in the matrix has it on.
    esperado: staff(409),
  },
];
