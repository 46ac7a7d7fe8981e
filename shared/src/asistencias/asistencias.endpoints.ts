import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  asistenciaConSalvaguardaSchema,
  asistenciaProfesorSchema,
  asistenciasSesionQuery,
  guardarAsistenciaProfesorSchema,
  guardarAsistenciaSchema,
  resultadoAsistenciaProfesorSchema,
  resultadoAsistenciaSchema,
  resultadoSincronizacionSchema,
  sincronizarAsistenciasSchema,
} from './asistencias.schemas';

export const asistenciasEndpoints = {
  deSesion: endpoint({
    method: 'GET',
    path: '/api/asistencias/sesion/:id',
    params: idParamSchema,
    query: asistenciasSesionQuery,
    response: z.array(asistenciaConSalvaguardaSchema),
  }),
  guardar: endpoint({
    method: 'POST',
    path: '/api/asistencias',
    body: guardarAsistenciaSchema,
    response: resultadoAsistenciaSchema,
  }),
  profesoresDeSesion: endpoint({
    method: 'GET',
    path: '/api/asistencias-profesores/sesion/:id',
    params: idParamSchema,
    response: z.array(asistenciaProfesorSchema),
  }),
  guardarProfesor: endpoint({
    method: 'POST',
    path: '/api/asistencias-profesores/sesion/:id',
    params: idParamSchema,
    body: guardarAsistenciaProfesorSchema,
    response: resultadoAsistenciaProfesorSchema,
  }),
  /** Marks made on a device, sent when the connection allows (issue 28, decision 049). */
  sincronizar: endpoint({
    method: 'POST',
    path: '/api/asistencias/sincronizar',
    body: sincronizarAsistenciasSchema,
    response: resultadoSincronizacionSchema,
  }),
};
