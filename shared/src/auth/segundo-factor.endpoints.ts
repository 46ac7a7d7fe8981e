import { mensajeSchema } from '../common/respuestas';
import { endpoint } from '../common/endpoint';
import {
  activarSegundoFactorSchema,
  altaSegundoFactorSchema,
  codigoLoginSchema,
  codigosRecuperacionSchema,
  desactivarSegundoFactorSchema,
  estadoSegundoFactorSchema,
  regenerarCodigosSchema,
  respuestaSegundoPasoSchema,
} from './segundo-factor.schemas';

/** The second step of a sign-in (the `paso2` cookie set by a right password) and the account's own set-up. */
export const segundoFactorEndpoints = {
  codigoLogin: endpoint({
    method: 'POST',
    path: '/api/auth/login/codigo',
    body: codigoLoginSchema,
    response: respuestaSegundoPasoSchema,
  }),
  altaLogin: endpoint({ method: 'POST', path: '/api/auth/login/alta', response: altaSegundoFactorSchema }),
  estado: endpoint({ method: 'GET', path: '/api/auth/segundo-factor', response: estadoSegundoFactorSchema }),
  alta: endpoint({
    method: 'POST',
    path: '/api/auth/segundo-factor/alta',
    response: altaSegundoFactorSchema,
  }),
  activar: endpoint({
    method: 'POST',
    path: '/api/auth/segundo-factor/activar',
    body: activarSegundoFactorSchema,
    response: codigosRecuperacionSchema,
  }),
  regenerarCodigos: endpoint({
    method: 'POST',
    path: '/api/auth/segundo-factor/codigos',
    body: regenerarCodigosSchema,
    response: codigosRecuperacionSchema,
  }),
  desactivar: endpoint({
    method: 'POST',
    path: '/api/auth/segundo-factor/desactivar',
    body: desactivarSegundoFactorSchema,
    response: mensajeSchema,
  }),
};
