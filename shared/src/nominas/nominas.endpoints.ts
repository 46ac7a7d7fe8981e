import { endpoint, respuesta } from '../common/endpoint';
import {
  nominasQuery,
  sesionesProfesorNominaQuery,
  type CalculoNominas,
  type NominaFila,
  type SesionProfesorLinea,
} from './nominas.schemas';

/** Payroll (spec §7), admin only. */
export const nominasEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/nominas',
    query: nominasQuery,
    response: respuesta<NominaFila[]>(),
  }),
  calcular: endpoint({
    method: 'GET',
    path: '/api/nominas/calcular',
    query: nominasQuery,
    response: respuesta<CalculoNominas>(),
  }),
  /** xlsx downloaded as `nominas-{mes}.xlsx`. */
  exportar: endpoint({ method: 'GET', path: '/api/nominas/export', query: nominasQuery }),
  sesionesProfesor: endpoint({
    method: 'GET',
    path: '/api/nominas/sesiones-profesor',
    query: sesionesProfesorNominaQuery,
    response: respuesta<SesionProfesorLinea[]>(),
  }),
};
