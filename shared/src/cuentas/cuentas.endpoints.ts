import { endpoint, respuesta } from '../common/endpoint';
import { restablecerContrasenaSchema, solicitarEnlaceSchema, verificarEmailSchema } from './cuentas.schemas';

export const cuentasEndpoints = {
  verificarEmail: endpoint({
    method: 'POST',
    path: '/api/auth/padres/verificar-email',
    body: verificarEmailSchema,
    response: respuesta<{ message: string }>(),
  }),
  reenviarVerificacion: endpoint({
    method: 'POST',
    path: '/api/auth/padres/reenviar-verificacion',
    body: solicitarEnlaceSchema,
    response: respuesta<{ message: string }>(),
  }),
  olvideContrasena: endpoint({
    method: 'POST',
    path: '/api/auth/olvide-contrasena',
    body: solicitarEnlaceSchema,
    response: respuesta<{ message: string }>(),
  }),
  restablecerContrasena: endpoint({
    method: 'POST',
    path: '/api/auth/restablecer-contrasena',
    body: restablecerContrasenaSchema,
    /** `acceso`: the login page that fits the account (parents' portal or staff). */
    response: respuesta<{ message: string; acceso: '/padres' | '/login-profesores' }>(),
  }),
};
