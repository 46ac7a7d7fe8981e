import { endpoint } from '../common/endpoint';
import { ajustesSchema, guardarAjustesSchema } from './ajustes.schemas';

export const ajustesEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/ajustes', response: ajustesSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/api/ajustes',
    body: guardarAjustesSchema,
    response: ajustesSchema,
  }),
};
