import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  eliminarPadresSchema,
  filtroPadresAdminSchema,
  guardarPadreAdminSchema,
  padreAdminSchema,
  padreEliminadoSchema,
  padreGuardadoSchema,
  padresEliminadosSchema,
} from './admin-padres.schemas';

export const adminPadresEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/padres',
    query: filtroPadresAdminSchema,
    response: z.array(padreAdminSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/padres',
    body: guardarPadreAdminSchema,
    response: padreGuardadoSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/padres/:id',
    params: idParamSchema,
    body: guardarPadreAdminSchema,
    response: padreGuardadoSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/padres/:id',
    params: idParamSchema,
    response: padreEliminadoSchema,
  }),
  removeMany: endpoint({
    method: 'POST',
    path: '/api/admin/padres/delete-many',
    body: eliminarPadresSchema,
    response: padresEliminadosSchema,
  }),
};
