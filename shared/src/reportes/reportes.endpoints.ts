import { endpoint, respuesta } from '../common/endpoint';
import { XLSX } from '../common/respuestas';
import { reporteAsistenciasQuery } from './reportes.schemas';

/** Admin only (spec §6). */
export const reportesEndpoints = {
  /** Streams `asistencias-{grupo|todos}-{yyyy-MM}.xlsx` (one sheet per group). */
  asistencias: endpoint({
    method: 'GET',
    path: '/api/reportes/asistencias',
    query: reporteAsistenciasQuery,
    response: respuesta(XLSX),
  }),
};
