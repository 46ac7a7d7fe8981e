import { soloRoles, type FilaMatriz } from './matriz';

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/festivos', esperado: soloRoles(['profesor', 'coordinador', 'admin'], 200) },
  {
    method: 'POST',
    path: '/api/festivos',
    body: { fecha: '2031-01-02', nombre: 'Festivo de la matriz' },
    esperado: soloRoles(['admin'], 201),
  },
  {
    method: 'DELETE',
    path: '/api/festivos/:id',
    url: (f) => `/api/festivos/${f.festivoBorrable}`,
    esperado: soloRoles(['admin'], 200),
  },
];
