import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  crearFestivoSchema,
  festivoSchema,
  listarFestivosQuery,
  resultadoCrearFestivoSchema,
} from './festivos.schemas';

export const festivosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/festivos',
    query: listarFestivosQuery,
    response: z.array(festivoSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/festivos',
    body: crearFestivoSchema,
    response: resultadoCrearFestivoSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/festivos/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
};
