import { soloRoles, type FilaMatriz } from './matriz';

const admin = (status: number) => soloRoles(['admin'], status);

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
export const filas: FilaMatriz[] = [
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
  // Revealing a masked DNI or IBAN (decision 045): admin only.
  {
    method: 'GET',
    path: '/api/profesores/:id/revelar',
    url: (f) => `/api/profesores/${f.profesorId}/revelar?campo=numeroCuenta`,
    esperado: admin(200),
  },
];
