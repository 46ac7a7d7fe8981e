import { soloRoles, type FilaMatriz } from './matriz';

const STAFF = ['profesor', 'coordinador', 'admin'] as const;
export const filas: FilaMatriz[] = [
  {
    method: 'GET',
    path: '/api/agenda',
    // Every staff role reads its own scope (the matrix profesor's is empty).
    esperado: soloRoles([...STAFF], 200),
  },
];
