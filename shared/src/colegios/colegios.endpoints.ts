import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { colegioSchema, type Colegio } from './colegios.schemas';

export const colegiosEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/colegios', response: respuesta<Colegio[]>() }),
  create: endpoint({
    method: 'POST',
    path: '/api/colegios',
    body: colegioSchema,
    response: respuesta<Colegio>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/colegios/:id',
    params: idParamSchema,
    body: colegioSchema,
    response: respuesta<Colegio>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/colegios/:id',
    params: idParamSchema,
    response: respuesta<{ message: string }>(),
  }),
};
