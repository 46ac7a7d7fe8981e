import { endpoint } from '../common/endpoint';
import { loginSchema, respuestaLoginSchema } from './auth.schemas';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    response: respuestaLoginSchema,
  }),
};
