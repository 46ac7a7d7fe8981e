import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { actualizarDistanciaSchema, crearDistanciaSchema, type Distancia } from './distancias.schemas';

/** Custom teacher–school distances (spec §7), admin only. */
export const distanciasEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/distancias', response: respuesta<Distancia[]>() }),
  create: endpoint({
    method: 'POST',
    path: '/api/distancias',
    body: crearDistanciaSchema,
    response: respuesta<Distancia>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/distancias/:id',
    params: idParamSchema,
    body: actualizarDistanciaSchema,
    response: respuesta<Distancia>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/distancias/:id',
    params: idParamSchema,
    response: respuesta<{ message: string }>(),
  }),
};
