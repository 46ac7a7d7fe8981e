import { STAFF } from '@escuela/shared';
import { soloRoles, type FilaMatriz } from './matriz';

const staff = (status: number) => soloRoles([...STAFF], status);
export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/stats', esperado: staff(200) },
  { method: 'GET', path: '/api/stats/asistencia-semanal', esperado: staff(200) },
  { method: 'GET', path: '/api/observaciones/ultimas-actualizadas', esperado: staff(200) },
  {
    method: 'GET',
    path: '/api/observaciones/recientes',
    url: '/api/observaciones/recientes?limit=5',
    esperado: staff(200),
  },
  {
    method: 'GET',
    path: '/api/sesiones/proximas',
    url: (f) => `/api/sesiones/proximas?profesorId=${f.profesorId}&limit=3`,
    esperado: staff(200),
  },
  {
    method: 'GET',
    path: '/api/sesiones/observaciones/recientes',
    url: (f) => `/api/sesiones/observaciones/recientes?profesorId=${f.profesorId}&limit=5`,
    esperado: staff(200),
  },
];
