import { endpoint, respuesta } from '../common/endpoint';
import { XLSX } from '../common/respuestas';
import { idParamSchema } from '../common/id-param';
import {
  actualizarAlumnoSchema,
  alumnoSchema,
  filtrosAlumnosSchema,
  listarAlumnosQuery,
  alumnoRespuestaSchema,
  listaAlumnosSchema,
  resultadoEliminarAlumnoSchema,
  resultadoImportacionSchema,
} from './alumnos.schemas';

export const alumnosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/alumnos',
    query: listarAlumnosQuery,
    response: listaAlumnosSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/alumnos/:id',
    params: idParamSchema,
    response: alumnoRespuestaSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/alumnos',
    body: alumnoSchema,
    response: alumnoRespuestaSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/alumnos/:id',
    params: idParamSchema,
    body: actualizarAlumnoSchema,
    response: alumnoRespuestaSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/alumnos/:id',
    params: idParamSchema,
    response: resultadoEliminarAlumnoSchema,
  }),
  /** multipart/form-data with the field `file` (.xlsx, .xls, .ods, .csv). */
  importar: endpoint({
    method: 'POST',
    path: '/api/alumnos/import',
    response: resultadoImportacionSchema,
  }),
  /** The import template, `plantilla_alumnos.xlsx`. */
  plantilla: endpoint({ method: 'GET', path: '/api/alumnos/plantilla', response: respuesta(XLSX) }),
  /** `alumnos.xlsx` with the screen's filters. */
  exportar: endpoint({
    method: 'GET',
    path: '/api/alumnos/export',
    query: filtrosAlumnosSchema,
    response: respuesta(XLSX),
  }),
  /** `detalle_alumnos.xlsx`: every student, every field, the parent's contact and attendance totals. */
  exportarDetalles: endpoint({
    method: 'GET',
    path: '/api/alumnos/export-detalles',
    response: respuesta(XLSX),
  }),
};
