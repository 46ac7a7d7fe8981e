import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  actualizarPeriodoSchema,
  generarPeriodosSchema,
  listarPeriodosQuery,
  materialPeriodoSchema,
  materialRespuestaSchema,
  materialSchema,
  resultadoGenerarPeriodosSchema,
} from './materiales.schemas';

export const materialesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/materiales', response: z.array(materialRespuestaSchema) }),
  create: endpoint({
    method: 'POST',
    path: '/api/materiales',
    body: materialSchema,
    response: materialRespuestaSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/materiales/:id',
    params: idParamSchema,
    body: materialSchema,
    response: materialRespuestaSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/materiales/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
};

export const materialesPeriodoEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/materiales-periodo',
    query: listarPeriodosQuery,
    response: z.array(materialPeriodoSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/materiales-periodo/:id',
    params: idParamSchema,
    body: actualizarPeriodoSchema,
    response: materialPeriodoSchema,
  }),
  generar: endpoint({
    method: 'POST',
    path: '/api/materiales-periodo/generar',
    body: generarPeriodosSchema,
    response: resultadoGenerarPeriodosSchema,
  }),
};
