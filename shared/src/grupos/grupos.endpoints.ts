import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import { grupoFilaSchema, grupoSchema, listarGruposQuery, nivelSchema } from './grupos.schemas';

export const gruposEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/grupos',
    query: listarGruposQuery,
    response: z.array(grupoFilaSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/grupos',
    body: grupoSchema,
    response: grupoFilaSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/grupos/:id',
    params: idParamSchema,
    body: grupoSchema,
    response: grupoFilaSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/grupos/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
  niveles: endpoint({ method: 'GET', path: '/api/niveles', response: z.array(nivelSchema) }),
};
