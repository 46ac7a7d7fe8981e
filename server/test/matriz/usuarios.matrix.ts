/** /usuarios (admin only). */
import { soloRoles, type FilaMatriz, type Fixtures } from './matriz';

const admin = (status: number) => soloRoles(['admin'], status);
let n = 0;
const usuario = (email: string) => ({ nombre: 'Usuario Matriz', email, password: '', rol: 'coordinador' });
export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/usuarios', esperado: admin(200) },
  {
    method: 'POST',
    path: '/api/usuarios',
    // A new e-mail for every role, so the admin's call is a real creation.
    body: () => usuario(`matriz-usuario-${++n}@prueba.es`),
    esperado: admin(201),
  },
  {
    method: 'PUT',
    path: '/api/usuarios/:id',
    url: (f) => `/api/usuarios/${f.usuarioEditable}`,
    body: (f: Fixtures) => usuario(String(f.usuarioEditableEmail)),
    esperado: admin(200),
  },
  {
    method: 'DELETE',
    path: '/api/usuarios/:id',
    url: (f) => `/api/usuarios/${f.usuarioBorrable}`,
    esperado: admin(200),
  },
  {
    method: 'DELETE',
    path: '/api/usuarios/:id/segundo-factor',
    // The fixture user has no second factor: the admin reaches the rule (409), nobody else gets that far.
    url: (f) => `/api/usuarios/${f.usuarioEditable}/segundo-factor`,
    esperado: admin(409),
  },
  { method: 'POST', path: '/api/usuarios/crear-desde-profesores', esperado: admin(200) },
];
