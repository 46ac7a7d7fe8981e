import { endpoint } from '../common/endpoint';
import { bajaPushSchema, clavePushSchema, estadoPushSchema, suscripcionPushSchema } from './push.schemas';

/** Families and teachers (the people automatic messages and notices go to). */
export const pushEndpoints = {
  clave: endpoint({ method: 'GET', path: '/api/push/clave', response: clavePushSchema }),
  suscribir: endpoint({
    method: 'POST',
    path: '/api/push/suscripciones',
    body: suscripcionPushSchema,
    response: estadoPushSchema,
  }),
  baja: endpoint({
    method: 'POST',
    path: '/api/push/suscripciones/baja',
    body: bajaPushSchema,
    response: estadoPushSchema,
  }),
};
