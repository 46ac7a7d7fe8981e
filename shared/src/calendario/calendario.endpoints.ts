import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { archivoCalendarioParams, enlaceCalendarioSchema } from './calendario.schemas';

export const calendarioEndpoints = {
  /** The signed-in family's or teacher's own link (nulls until they create it). */
  enlace: endpoint({ method: 'GET', path: '/api/calendario/enlace', response: enlaceCalendarioSchema }),
  /** A new link; the old one stops working. */
  regenerar: endpoint({
    method: 'POST',
    path: '/api/calendario/enlace/regenerar',
    response: enlaceCalendarioSchema,
  }),
  /** A school's feed (admin). */
  enlaceColegio: endpoint({
    method: 'GET',
    path: '/api/colegios/:id/calendario/enlace',
    params: idParamSchema,
    response: enlaceCalendarioSchema,
  }),
  regenerarColegio: endpoint({
    method: 'POST',
    path: '/api/colegios/:id/calendario/enlace/regenerar',
    params: idParamSchema,
    response: enlaceCalendarioSchema,
  }),
  /** The feed itself (text/calendar), public: its secret token is the permission. */
  feed: endpoint({
    method: 'GET',
    path: '/api/calendario/:archivo',
    params: archivoCalendarioParams,
    response: respuesta<string>('text/calendar'),
  }),
};
