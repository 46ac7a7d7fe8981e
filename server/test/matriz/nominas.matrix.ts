import { soloRoles, type FilaMatriz } from './matriz';

const admin = (status: number) => soloRoles(['admin'], status);
const MES = 'mes=2025-03';

/** Payroll (issue 14): admin only. */
export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/nominas', url: `/api/nominas?${MES}`, esperado: admin(200) },
  {
    method: 'GET',
    path: '/api/nominas/calcular',
    url: `/api/nominas/calcular?${MES}&filtrarPorAsistencia=false&incluirProfesoresBaja=true`,
    esperado: admin(200),
  },
  { method: 'GET', path: '/api/nominas/export', url: `/api/nominas/export?${MES}`, esperado: admin(200) },
  {
    method: 'GET',
    path: '/api/nominas/sesiones-profesor',
    url: (f) => `/api/nominas/sesiones-profesor?profesorId=${f.profesorId}&${MES}`,
    esperado: admin(200),
  },
];
