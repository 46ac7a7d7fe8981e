import { todos, type FilaMatriz } from './matriz';

export const filas: FilaMatriz[] = [{ method: 'GET', path: '/api/download/catalogo', esperado: todos(200) }];
