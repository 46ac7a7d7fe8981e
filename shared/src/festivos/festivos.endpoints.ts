import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  crearFestivoSchema,
  listarFestivosQuery,
  type Festivo,
  type ResultadoCrearFestivo,
} from './festivos.schemas';

export const festivosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/festivos',
    query: listarFestivosQuery,
    response: respuesta<Festivo[]>(),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/festivos',
    body: crearFestivoSchema,
    response: respuesta<ResultadoCrearFestivo>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/festivos/:id',
    params: idParamSchema,
    response: respuesta<{ message: string }>(),
  }),
};
