import { endpoint, respuesta } from '../common/endpoint';
import {
  observacionesRecientesQuery,
  observacionesSesionQuery,
  sesionesProfesorQuery,
  ultimasActualizadasQuery,
  type ObservacionActualizada,
  type ObservacionReciente,
  type SemanaAsistencia,
  type SesionResumen,
  type Stats,
} from './dashboard.schemas';

export const dashboardEndpoints = {
  stats: endpoint({ method: 'GET', path: '/api/stats', response: respuesta<Stats>() }),
  ultimasActualizadas: endpoint({
    method: 'GET',
    path: '/api/observaciones/ultimas-actualizadas',
    query: ultimasActualizadasQuery,
    response: respuesta<ObservacionActualizada[]>(),
  }),
  observacionesRecientes: endpoint({
    method: 'GET',
    path: '/api/observaciones/recientes',
    query: observacionesRecientesQuery,
    response: respuesta<ObservacionReciente[]>(),
  }),
  proximasSesiones: endpoint({
    method: 'GET',
    path: '/api/sesiones/proximas',
    query: sesionesProfesorQuery,
    response: respuesta<SesionResumen[]>(),
  }),
  observacionesSesiones: endpoint({
    method: 'GET',
    path: '/api/sesiones/observaciones/recientes',
    query: observacionesSesionQuery,
    response: respuesta<SesionResumen[]>(),
  }),
  asistenciaSemanal: endpoint({
    method: 'GET',
    path: '/api/stats/asistencia-semanal',
    response: respuesta<SemanaAsistencia[]>(),
  }),
};
