import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  asistenciasSesionQuery,
  guardarAsistenciaProfesorSchema,
  guardarAsistenciaSchema,
  type AsistenciaAlumno,
  type AsistenciaProfesor,
  type ResultadoAsistencia,
  type ResultadoAsistenciaProfesor,
} from './asistencias.schemas';

export const asistenciasEndpoints = {
  deSesion: endpoint({
    method: 'GET',
    path: '/api/asistencias/sesion/:id',
    params: idParamSchema,
    query: asistenciasSesionQuery,
    response: respuesta<AsistenciaAlumno[]>(),
  }),
  guardar: endpoint({
    method: 'POST',
    path: '/api/asistencias',
    body: guardarAsistenciaSchema,
    response: respuesta<ResultadoAsistencia>(),
  }),
  profesoresDeSesion: endpoint({
    method: 'GET',
    path: '/api/asistencias-profesores/sesion/:id',
    params: idParamSchema,
    response: respuesta<AsistenciaProfesor[]>(),
  }),
  guardarProfesor: endpoint({
    method: 'POST',
    path: '/api/asistencias-profesores/sesion/:id',
    params: idParamSchema,
    body: guardarAsistenciaProfesorSchema,
    response: respuesta<ResultadoAsistenciaProfesor>(),
  }),
};
