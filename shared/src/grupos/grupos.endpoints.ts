import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  grupoSchema,
  listaGruposSchema,
  listarGruposQuery,
  opcionesGruposSchema,
  type Grupo,
} from './grupos.schemas';
import type { Nivel } from './niveles';

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
  create: endpoint({ method: 'POST', path: '/api/grupos', body: grupoSchema, response: respuesta<Grupo>() }),
  update: endpoint({
    method: 'PUT',
    path: '/api/grupos/:id',
    params: idParamSchema,
    body: grupoSchema,
    response: respuesta<Grupo>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/grupos/:id',
    params: idParamSchema,
    response: respuesta<{ message: string }>(),
  }),
  niveles: endpoint({ method: 'GET', path: '/api/niveles', response: respuesta<Nivel[]>() }),
};
