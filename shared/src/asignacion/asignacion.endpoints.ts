import { endpoint, respuesta } from '../common/endpoint';
import {
  rangoAsignacionSchema,
  type ResultadoAsignacion,
  type ResultadoRemoverActividades,
  type ResultadoRemoverPeriodos,
} from './asignacion.schemas';

/** Admin bulk actions of /sesiones that belong to materials and activities (DESIGN.md §4). */
export const asignacionEndpoints = {
  asignar: endpoint({
    method: 'POST',
    path: '/api/sesiones/asignar-actividades',
    body: rangoAsignacionSchema,
    response: respuesta<ResultadoAsignacion>(),
  }),
  removerActividades: endpoint({
    method: 'POST',
    path: '/api/sesiones/remove-actividades',
    body: rangoAsignacionSchema,
    response: respuesta<ResultadoRemoverActividades>(),
  }),
  removerMaterialesPeriodo: endpoint({
    method: 'POST',
    path: '/api/sesiones/remove-materiales-periodo',
    body: rangoAsignacionSchema,
    response: respuesta<ResultadoRemoverPeriodos>(),
  }),
};
