import { endpoint } from '../common/endpoint';
import {
  rangoAsignacionSchema,
  resultadoAsignacionSchema,
  resultadoRemoverActividadesSchema,
  resultadoRemoverPeriodosSchema,
} from './asignacion.schemas';

/** Admin bulk actions of /sesiones that belong to materials and activities (DESIGN.md §4). */
export const asignacionEndpoints = {
  asignar: endpoint({
    method: 'POST',
    path: '/api/sesiones/asignar-actividades',
    body: rangoAsignacionSchema,
    response: resultadoAsignacionSchema,
  }),
  removerActividades: endpoint({
    method: 'POST',
    path: '/api/sesiones/remove-actividades',
    body: rangoAsignacionSchema,
    response: resultadoRemoverActividadesSchema,
  }),
  removerMaterialesPeriodo: endpoint({
    method: 'POST',
    path: '/api/sesiones/remove-materiales-periodo',
    body: rangoAsignacionSchema,
    response: resultadoRemoverPeriodosSchema,
  }),
};
