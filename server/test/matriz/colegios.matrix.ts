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
];
