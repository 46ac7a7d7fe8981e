import { z } from 'zod';
import { endpoint, respuesta } from '../common/endpoint';
import { XLSX } from '../common/respuestas';
import {
  calculoNominasSchema,
  nominaFilaSchema,
  nominasQuery,
  sesionesProfesorNominaQuery,
  sesionProfesorLineaSchema,
} from './nominas.schemas';

/** Payroll (spec §7), admin only. */
export const nominasEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/nominas',
    query: nominasQuery,
    response: z.array(nominaFilaSchema),
  }),
  calcular: endpoint({
    method: 'GET',
    path: '/api/nominas/calcular',
    query: nominasQuery,
    response: calculoNominasSchema,
  }),
  /** xlsx downloaded as `nominas-{mes}.xlsx`. */
  exportar: endpoint({
    method: 'GET',
    path: '/api/nominas/export',
    query: nominasQuery,
    response: respuesta(XLSX),
  }),
  sesionesProfesor: endpoint({
    method: 'GET',
    path: '/api/nominas/sesiones-profesor',
    query: sesionesProfesorNominaQuery,
    response: z.array(sesionProfesorLineaSchema),
  }),
};
