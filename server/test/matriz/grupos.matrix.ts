import { STAFF } from '@escuela/shared';
import { soloRoles, type FilaMatriz } from './matriz';

const staff = (status: number) => soloRoles([...STAFF], status);
const admin = (status: number) => soloRoles(['admin'], status);

const grupo = (f: Record<string, number | string>) => ({
  nombre: 'Grupo Matriz',
  nivelId: f.nivelId,
  duracion: 1.5,
  horario: '2@17:00',
  colegioId: f.colegioId,
  profesorId: f.profesorId,
});

export const filas: FilaMatriz[] = [
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
