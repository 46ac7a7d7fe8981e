import { endpoint } from '../common/endpoint';
import { mensajeSchema } from '../common/respuestas';
import {
  cambiarPasswordSchema,
  contrasenaRestablecidaSchema,
  restablecerContrasenaSchema,
  solicitarEnlaceSchema,
  verificarEmailSchema,
} from './cuentas.schemas';

export const cuentasEndpoints = {
  verificarEmail: endpoint({
    method: 'POST',
    path: '/api/auth/padres/verificar-email',
    body: verificarEmailSchema,
    response: mensajeSchema,
  }),
  reenviarVerificacion: endpoint({
    method: 'POST',
    path: '/api/auth/padres/reenviar-verificacion',
    body: solicitarEnlaceSchema,
    response: mensajeSchema,
  }),
  olvideContrasena: endpoint({
    method: 'POST',
    path: '/api/auth/olvide-contrasena',
    body: solicitarEnlaceSchema,
    response: mensajeSchema,
  }),
  restablecerContrasena: endpoint({
    method: 'POST',
    path: '/api/auth/restablecer-contrasena',
    body: restablecerContrasenaSchema,
    response: contrasenaRestablecidaSchema,
  }),
  /** Any signed-in user (staff or parent): their own password, current + new. */
  cambiarPassword: endpoint({
    method: 'PUT',
    path: '/api/auth/password',
    body: cambiarPasswordSchema,
    response: mensajeSchema,
  }),
};
