import { soloRoles, type FilaMatriz } from './matriz';

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/ajustes', esperado: soloRoles(['admin'], 200) },
  {
    method: 'PUT',
    path: '/api/ajustes',
    body: { exigirSegundoFactorAdmin: false },
    esperado: soloRoles(['admin'], 200),
  },
];
