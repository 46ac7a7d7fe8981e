import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  actividadesDisponiblesQuery,
  actualizarSesionSchema,
  crearSesionSchema,
  generarSesionesSchema,
  listarSesionesQuery,
  type ActividadDisponible,
  type ListaSesiones,
  type ResultadoGenerarSesiones,
  type Sesion,
} from './sesiones.schemas';

export const sesionesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/sesiones',
    query: listarSesionesQuery,
    response: respuesta<ListaSesiones>(),
  }),
  actividadesDisponibles: endpoint({
    method: 'GET',
    path: '/api/sesiones/actividades-disponibles',
    query: actividadesDisponiblesQuery,
    response: respuesta<ActividadDisponible[]>(),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/sesiones/:id',
    params: idParamSchema,
    response: respuesta<Sesion>(),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/sesiones',
    body: crearSesionSchema,
    response: respuesta<Sesion>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/sesiones/:id',
    params: idParamSchema,
    body: actualizarSesionSchema,
    response: respuesta<Sesion>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/sesiones/:id',
    params: idParamSchema,
    response: respuesta<{ message: string }>(),
  }),
  generar: endpoint({
    method: 'POST',
    path: '/api/sesiones/generar',
    body: generarSesionesSchema,
    response: respuesta<ResultadoGenerarSesiones>(),
  }),
};
