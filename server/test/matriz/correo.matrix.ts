import { todos, type FilaMatriz } from './matriz';

export const filas: FilaMatriz[] = [
  // Public: the sign-in pages show the "mail is not being sent" notice before anyone signs in.
  { method: 'GET', path: '/api/correo/estado', esperado: todos(200) },
];
