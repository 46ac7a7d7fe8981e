import { endpoint, respuesta } from '../common/endpoint';
import { enviarContactoSchema, type RespuestaContacto } from './contacto.schemas';

export const contactoEndpoints = {
  enviar: endpoint({
    method: 'POST',
    path: '/api/contacto',
    body: enviarContactoSchema,
    response: respuesta<RespuestaContacto>(),
  }),
};
