import { endpoint, respuesta } from '../common/endpoint';

export const cursosEndpoints = {
  /** The printable HTML catalogue of the seven courses (opened in a new window, spec §7). */
  catalogo: endpoint({
    method: 'GET',
    path: '/api/download/catalogo',
    response: respuesta<string>('text/html'),
  }),
};
