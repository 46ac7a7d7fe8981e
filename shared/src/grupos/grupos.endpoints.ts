import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  grupoFilaSchema,
  grupoSchema,
  listaGruposSchema,
  listarGruposQuery,
  nivelSchema,
  opcionesGruposSchema,
} from './grupos.schemas';

export const gruposEndpoints = {
  /** The /grupos screen: a sorted page and its filters. */
  list: endpoint({
    method: 'GET',
    path: '/api/grupos',
    query: listarGruposQuery,
    response: listaGruposSchema,
  }),
  /** Every group select: id and name of each group the user may see, by name. */
  opciones: endpoint({ method: 'GET', path: '/api/grupos/opciones', response: opcionesGruposSchema }),
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
