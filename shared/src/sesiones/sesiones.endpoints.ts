import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  actividadDisponibleSchema,
  actividadesDisponiblesQuery,
  actualizarSesionSchema,
  crearSesionSchema,
  generarSesionesSchema,
  listarSesionesQuery,
  listaSesionesSchema,
  resultadoGenerarSesionesSchema,
  sesionFilaSchema,
} from './sesiones.schemas';

export const sesionesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/sesiones',
    query: listarSesionesQuery,
    response: listaSesionesSchema,
  }),
  actividadesDisponibles: endpoint({
    method: 'GET',
    path: '/api/sesiones/actividades-disponibles',
    query: actividadesDisponiblesQuery,
    response: z.array(actividadDisponibleSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/sesiones/:id',
    params: idParamSchema,
    response: sesionFilaSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/sesiones',
    body: crearSesionSchema,
    response: sesionFilaSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/sesiones/:id',
    params: idParamSchema,
    body: actualizarSesionSchema,
    response: sesionFilaSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/sesiones/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
  generar: endpoint({
    method: 'POST',
    path: '/api/sesiones/generar',
    body: generarSesionesSchema,
    response: resultadoGenerarSesionesSchema,
  }),
};
