import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  actualizarDistanciaSchema,
  crearDistanciaSchema,
  distanciaRespuestaSchema,
} from './distancias.schemas';

/** Custom teacher–school distances (spec §7), admin only. */
export const distanciasEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/distancias', response: z.array(distanciaRespuestaSchema) }),
  create: endpoint({
    method: 'POST',
    path: '/api/distancias',
    body: crearDistanciaSchema,
    response: distanciaRespuestaSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/distancias/:id',
    params: idParamSchema,
    body: actualizarDistanciaSchema,
    response: distanciaRespuestaSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/distancias/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
};
