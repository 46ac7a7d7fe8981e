import { soloRoles, type FilaMatriz } from './matriz';

const ADMIN = soloRoles(['admin'], 200);

// The attendance report: admin only (spec §6).
export const filas: FilaMatriz[] = [
  {
    method: 'GET',
    path: '/api/reportes/asistencias',
    url: (f) => `/api/reportes/asistencias?mes=10&anio=2025&grupoId=${f.grupoId}`,
    esperado: ADMIN,
  },
];
