import { endpoint, respuesta } from '../common/endpoint';
import { loginSchema, type UsuarioSesion } from './auth.schemas';

export const authEndpoints = {
  me: endpoint({ method: 'GET', path: '/api/auth/me', response: respuesta<{ user: UsuarioSesion }>() }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    response: respuesta<{ user: UsuarioSesion }>(),
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', response: respuesta<{ message: string }>() }),
};
