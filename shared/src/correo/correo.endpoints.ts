import { endpoint } from '../common/endpoint';
import { estadoCorreoSchema } from './correo.schemas';

export const correoEndpoints = {
  /** Public: the notice on the sign-in pages shows before anyone signs in. */
  estado: endpoint({ method: 'GET', path: '/api/correo/estado', response: estadoCorreoSchema }),
};
