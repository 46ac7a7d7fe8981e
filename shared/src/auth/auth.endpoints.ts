import { endpoint } from '../common/endpoint';
import { loginSchema, respuestaSesionSchema } from './auth.schemas';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    response: respuestaSesionSchema,
  }),
};
