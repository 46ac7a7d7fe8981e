import { STAFF } from '@escuela/shared';
import { soloRoles, type FilaMatriz } from './matriz';

const staff = (status: number) => soloRoles([...STAFF], status);
const admin = (status: number) => soloRoles(['admin'], status);

const colegio = {
  nombre: 'Colegio Matriz',
  alias: 'CM',
  direccion: 'Calle Matriz 1',
  telefono: '910000001',
  contactoResponsable: 'Dirección',
};
const profesor = (email: string) => ({
  nombre: 'Ana',
  apellidos: 'Matriz',
  email,
  telefono: '600000001',
  direccion: 'Calle Matriz 2',
  especializacion: ['Kids I'],
  horarioPreferido: 'tarde',
  numeroCuenta: 'ES9121000418450200051332',
  fechaAlta: '2024-09-01',
  salario: 14.5,
  desplazamiento: '0',
});
const grupo = (f: Record<string, number | string>) => ({
  nombre: 'Grupo Matriz',
  nivelId: f.nivelId,
  duracion: 1.5,
  horario: '2@17:00',
  colegioId: f.colegioId,
  profesorId: f.profesorId,
});

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/colegios', esperado: staff(200) },
  { method: 'POST', path: '/api/colegios', body: colegio, esperado: admin(201) },
  {
    method: 'PUT',
    path: '/api/colegios/:id',
    url: (f) => `/api/colegios/${f.colegioId}`,
    body: colegio,
    esperado: admin(200),
  },
  {
    method: 'DELETE',
    path: '/api/colegios/:id',
    url: (f) => `/api/colegios/${f.colegioBorrable}`,
    esperado: admin(200),
  },

  { method: 'GET', path: '/api/profesores', esperado: admin(200) },
  {
    method: 'GET',
    path: '/api/profesores/by-email',
    url: (f) => `/api/profesores/by-email?email=${encodeURIComponent(String(f.profesorEmail))}`,
    // Someone else's e-mail: only the admin gets an answer.
    esperado: { anonimo: 401, tutor: 403, profesor: 404, coordinador: 404, admin: 200 },
  },
  { method: 'POST', path: '/api/profesores', body: profesor('matriz.nuevo@prueba.es'), esperado: admin(201) },
  {
    method: 'PUT',
    path: '/api/profesores/:id',
    url: (f) => `/api/profesores/${f.profesorId}`,
    body: (f: Record<string, number | string>) => profesor(String(f.profesorEmail)),
    esperado: admin(200),
  },
  {
    method: 'DELETE',
    path: '/api/profesores/:id',
    url: (f) => `/api/profesores/${f.profesorBorrable}`,
    esperado: admin(200),
  },

  { method: 'GET', path: '/api/grupos', esperado: staff(200) },
  { method: 'GET', path: '/api/grupos/opciones', esperado: staff(200) },
  { method: 'POST', path: '/api/grupos', body: grupo, esperado: admin(201) },
  {
    method: 'PUT',
    path: '/api/grupos/:id',
    url: (f) => `/api/grupos/${f.grupoId}`,
    body: grupo,
    esperado: admin(200),
  },
  {
    method: 'DELETE',
    path: '/api/grupos/:id',
    url: (f) => `/api/grupos/${f.grupoBorrable}`,
    esperado: admin(200),
  },
  { method: 'GET', path: '/api/niveles', esperado: staff(200) },
];

// The dashboards: every staff role, scoped in the query.
filas.push(
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
);
