import { z } from 'zod';
import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  actividadRespuestaSchema,
  actividadSchema,
  resultadoImportacionActividadesSchema,
} from './actividades.schemas';

export const actividadesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/actividades', response: z.array(actividadRespuestaSchema) }),
  create: endpoint({
    method: 'POST',
    path: '/api/actividades',
    body: actividadSchema,
    response: actividadRespuestaSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/actividades/:id',
    params: idParamSchema,
    body: actividadSchema,
    response: actividadRespuestaSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/actividades/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
  /** multipart/form-data with the field `file` (.csv). */
  importar: endpoint({
    method: 'POST',
    path: '/api/actividades/import',
    response: resultadoImportacionActividadesSchema,
  }),
  /** The import template, `plantilla_actividades.csv` (semicolon separated, UTF-8 with BOM). */
  plantilla: endpoint({ method: 'GET', path: '/api/actividades/plantilla', response: respuesta('text/csv') }),
};
