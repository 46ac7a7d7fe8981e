import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { actividadSchema, type Actividad, type ResultadoImportacionActividades } from './actividades.schemas';

export const actividadesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/actividades', response: respuesta<Actividad[]>() }),
  create: endpoint({
    method: 'POST',
    path: '/api/actividades',
    body: actividadSchema,
    response: respuesta<Actividad>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/actividades/:id',
    params: idParamSchema,
    body: actividadSchema,
    response: respuesta<Actividad>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/actividades/:id',
    params: idParamSchema,
    response: respuesta<{ message: string }>(),
  }),
  /** multipart/form-data with the field `file` (.csv). */
  importar: endpoint({
    method: 'POST',
    path: '/api/actividades/import',
    response: respuesta<ResultadoImportacionActividades>(),
  }),
  /** The import template, `plantilla_actividades.csv` (semicolon separated, UTF-8 with BOM). */
  plantilla: endpoint({ method: 'GET', path: '/api/actividades/plantilla', response: respuesta<unknown>() }),
};
