import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  observacionActualizadaSchema,
  observacionRecienteSchema,
  observacionesRecientesQuery,
  observacionesSesionQuery,
  semanaAsistenciaSchema,
  sesionResumenSchema,
  sesionesProfesorQuery,
  statsSchema,
  ultimasActualizadasQuery,
} from './dashboard.schemas';

export const dashboardEndpoints = {
  stats: endpoint({ method: 'GET', path: '/api/stats', response: statsSchema }),
  ultimasActualizadas: endpoint({
    method: 'GET',
    path: '/api/observaciones/ultimas-actualizadas',
    query: ultimasActualizadasQuery,
    response: z.array(observacionActualizadaSchema),
  }),
  observacionesRecientes: endpoint({
    method: 'GET',
    path: '/api/observaciones/recientes',
    query: observacionesRecientesQuery,
    response: z.array(observacionRecienteSchema),
  }),
  proximasSesiones: endpoint({
    method: 'GET',
    path: '/api/sesiones/proximas',
    query: sesionesProfesorQuery,
    response: z.array(sesionResumenSchema),
  }),
  observacionesSesiones: endpoint({
    method: 'GET',
    path: '/api/sesiones/observaciones/recientes',
    query: observacionesSesionQuery,
    response: z.array(sesionResumenSchema),
  }),
  asistenciaSemanal: endpoint({
    method: 'GET',
    path: '/api/stats/asistencia-semanal',
    response: z.array(semanaAsistenciaSchema),
  }),
};
