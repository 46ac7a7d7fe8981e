import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  actualizarPeriodoSchema,
  generarPeriodosSchema,
  listarPeriodosQuery,
  materialSchema,
  type Material,
  type MaterialPeriodo,
  type ResultadoGenerarPeriodos,
} from './materiales.schemas';

export const materialesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/materiales', response: respuesta<Material[]>() }),
  create: endpoint({
    method: 'POST',
    path: '/api/materiales',
    body: materialSchema,
    response: respuesta<Material>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/materiales/:id',
    params: idParamSchema,
    body: materialSchema,
    response: respuesta<Material>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/materiales/:id',
    params: idParamSchema,
    response: respuesta<{ message: string }>(),
  }),
};

export const materialesPeriodoEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/materiales-periodo',
    query: listarPeriodosQuery,
    response: respuesta<MaterialPeriodo[]>(),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/materiales-periodo/:id',
    params: idParamSchema,
    body: actualizarPeriodoSchema,
    response: respuesta<MaterialPeriodo>(),
  }),
  generar: endpoint({
    method: 'POST',
    path: '/api/materiales-periodo/generar',
    body: generarPeriodosSchema,
    response: respuesta<ResultadoGenerarPeriodos>(),
  }),
};
