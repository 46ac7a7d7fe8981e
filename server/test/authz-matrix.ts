/**
 * THE authorization matrix: every endpoint × {anonimo, tutor, profesor, coordinador, admin} → the status
 * it answers. `authz.test.ts` runs every cell and fails when a registered route has no row here.
 * A new endpoint adds its row in the same change.
 */
import type { RolOAnonimo } from './factories';

export interface FilaMatriz {
  method: string;
  /** The registered path, as in the shared endpoint (`/api/colegios/:id`). */
  path: string;
  /** The concrete URL to call; defaults to `path`. */
  url?: string;
  body?: unknown;
  esperado: Record<RolOAnonimo, number>;
}

const todos = (status: number): Record<RolOAnonimo, number> => ({
  anonimo: status,
  tutor: status,
  profesor: status,
  coordinador: status,
  admin: status,
});
const conSesion = (status: number) => ({ ...todos(status), anonimo: 401 });

export const matriz: FilaMatriz[] = [
  { method: 'GET', path: '/api/auth/me', esperado: conSesion(200) },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: { email: 'nadie@matriz.es', password: 'no-es-la-buena' },
    esperado: todos(401),
  },
  { method: 'POST', path: '/api/auth/logout', esperado: todos(200) },
];
