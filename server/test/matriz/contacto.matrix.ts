import { todos, type FilaMatriz } from './matriz';

let n = 0;

export const filas: FilaMatriz[] = [
  {
    method: 'POST',
    path: '/api/contacto',
    // A new text per call: the same e-mail and text twice would be the 24 h duplicate (409).
    body: () => ({
      nombre: 'Matriz',
      email: 'matriz@prueba.es',
      asunto: 'Matriz de autorización',
      mensaje: `Mensaje ${++n} de la matriz`,
    }),
    esperado: todos(201),
  },
];
