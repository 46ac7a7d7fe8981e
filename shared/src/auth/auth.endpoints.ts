import { endpoint, respuesta } from '../common/endpoint';
import { loginSchema, type UsuarioSesion } from './auth.schemas';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    response: respuesta<{ user: UsuarioSesion }>(),
  }),
};
