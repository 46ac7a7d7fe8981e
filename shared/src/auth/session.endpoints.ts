/**
 * The session calls the client makes at start-up: kept apart from the schemas so the first page loads no
 * zod (decision 019). Their answers are still parsed and stripped: the server gives the schemas
 * (`auth.routes.ts`: `respuestaLoginAbiertoSchema`, `mensajeSchema`).
 */
import { endpoint, esquemaEnServidor } from '../common/endpoint';
import type { UsuarioLogin } from './auth.schemas';

export const sessionEndpoints = {
  /** `user: null` without a session cookie; 401 when the cookie names a login that has ended. */
  me: endpoint({
    method: 'GET',
    path: '/api/auth/me',
    response: esquemaEnServidor<{ user: UsuarioLogin | null }>(),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    response: esquemaEnServidor<{ message: string }>(),
  }),
};
