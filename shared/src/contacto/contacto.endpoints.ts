import { endpoint } from '../common/endpoint';
import { enviarContactoSchema, respuestaContactoSchema } from './contacto.schemas';

export const contactoEndpoints = {
  enviar: endpoint({
    method: 'POST',
    path: '/api/contacto',
    body: enviarContactoSchema,
    response: respuestaContactoSchema,
  }),
};
