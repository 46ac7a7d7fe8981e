import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import { colegioRespuestaSchema, colegioSchema } from './colegios.schemas';

export const colegiosEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/colegios', response: z.array(colegioRespuestaSchema) }),
  create: endpoint({
    method: 'POST',
    path: '/api/colegios',
    body: colegioSchema,
    response: colegioRespuestaSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/colegios/:id',
    params: idParamSchema,
    body: colegioSchema,
    response: colegioRespuestaSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/colegios/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
};
