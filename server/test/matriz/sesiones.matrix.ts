import { soloRoles, type FilaMatriz, type Fixtures } from './matriz';

const STAFF = ['profesor', 'coordinador', 'admin'] as const;
// The matrix profesor has no groups: another teacher's session answers 404, like a missing one.
const ajeno = (status: number) => ({ ...soloRoles([...STAFF], status), profesor: 404 });

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/sesiones', esperado: soloRoles([...STAFF], 200) },
  {
    method: 'GET',
    path: '/api/sesiones/actividades-disponibles',
    url: (f) => `/api/sesiones/actividades-disponibles?grupoId=${f.grupoId}`,
    esperado: soloRoles(['admin'], 200),
  },
  {
    method: 'GET',
    path: '/api/sesiones/:id',
    url: (f) => `/api/sesiones/${f.sesionId}`,
    esperado: ajeno(200),
  },
  {
    method: 'POST',
    path: '/api/sesiones',
    body: (f: Fixtures) => ({ grupoId: f.grupoId, fecha: '2030-01-07T10:00' }),
    esperado: soloRoles(['admin'], 201),
  },
  {
    method: 'PUT',
    path: '/api/sesiones/:id',
    url: (f) => `/api/sesiones/${f.sesionId}`,
    body: { observaciones: 'Revisada en la matriz' },
    esperado: ajeno(200),
  },
  {
    method: 'DELETE',
    path: '/api/sesiones/:id',
    url: (f) => `/api/sesiones/${f.sesionBorrable}`,
    esperado: soloRoles(['admin'], 200),
  },
  {
    method: 'POST',
    path: '/api/sesiones/generar',
    body: (f: Fixtures) => ({ fechaInicio: '2030-02-04', fechaFin: '2030-02-10', grupoId: f.grupoId }),
    esperado: soloRoles(['admin'], 200),
  },
];
