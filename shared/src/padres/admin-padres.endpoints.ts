import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  eliminarPadresSchema,
  filtroPadresAdminSchema,
  guardarPadreAdminSchema,
  type PadreAdmin,
  type PadreGuardado,
} from './admin-padres.schemas';

export const adminPadresEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/padres',
    query: filtroPadresAdminSchema,
    response: respuesta<PadreAdmin[]>(),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/padres',
    body: guardarPadreAdminSchema,
    response: respuesta<PadreGuardado>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/padres/:id',
    params: idParamSchema,
    body: guardarPadreAdminSchema,
    response: respuesta<PadreGuardado>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/padres/:id',
    params: idParamSchema,
    response: respuesta<{ message: string; alumnosDesvinculados: number }>(),
  }),
  removeMany: endpoint({
    method: 'POST',
    path: '/api/admin/padres/delete-many',
    body: eliminarPadresSchema,
    response: respuesta<{ message: string; eliminados: number; alumnosDesvinculados: number }>(),
  }),
};
