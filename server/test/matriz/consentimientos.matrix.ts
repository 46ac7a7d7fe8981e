import { VERSIONES_CONSENTIMIENTO } from '@escuela/shared';
import { soloRoles, todos, type FilaMatriz, type Fixtures } from './matriz';

const STAFF = ['profesor', 'coordinador', 'admin'] as const;
// The matrix profesor has no groups and the matrix tutor is not the student's parent: both answer 404,
// like a missing student.
const ajenoProfesor = (status: number) => ({ ...soloRoles([...STAFF], status), profesor: 404 });
const salvaguarda = {
  alergias: [{ tipo: 'Alergia', descripcion: 'Frutos secos', actuacion: 'Llamar a la familia' }],
  recogida: [{ nombre: 'Ana Pérez', dni: '12345678Z', parentesco: 'Abuela', telefono: '600000000' }],
  salirSolo: false,
};

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/consentimientos/textos', esperado: todos(200) },
  {
    method: 'GET',
    path: '/api/consentimientos/pendientes',
    esperado: soloRoles(['coordinador', 'admin'], 200),
  },
  {
    method: 'GET',
    path: '/api/alumnos/:id/consentimientos',
    url: (f) => `/api/alumnos/${f.alumnoId}/consentimientos`,
    esperado: ajenoProfesor(200),
  },
  { method: 'GET', path: '/api/padres/consentimientos', esperado: soloRoles(['tutor'], 200) },
  {
    method: 'POST',
    path: '/api/padres/consentimientos',
    body: (f: Fixtures) => ({
      alumnoId: f.alumnoId,
      tipo: 'salida',
      version: VERSIONES_CONSENTIMIENTO.salida,
      decision: true,
    }),
    esperado: soloRoles(['tutor'], 404),
  },
  {
    method: 'GET',
    path: '/api/alumnos/:id/salvaguarda',
    url: (f) => `/api/alumnos/${f.alumnoId}/salvaguarda`,
    esperado: ajenoProfesor(200),
  },
  {
    method: 'PUT',
    path: '/api/alumnos/:id/salvaguarda',
    url: (f) => `/api/alumnos/${f.alumnoId}/salvaguarda`,
    body: salvaguarda,
    esperado: soloRoles(['coordinador', 'admin'], 200),
  },
  {
    method: 'GET',
    path: '/api/padres/alumnos/:id/salvaguarda',
    url: (f) => `/api/padres/alumnos/${f.alumnoId}/salvaguarda`,
    esperado: soloRoles(['tutor'], 404),
  },
  {
    method: 'PUT',
    path: '/api/padres/alumnos/:id/salvaguarda',
    url: (f) => `/api/padres/alumnos/${f.alumnoId}/salvaguarda`,
    body: salvaguarda,
    esperado: soloRoles(['tutor'], 404),
  },
];
