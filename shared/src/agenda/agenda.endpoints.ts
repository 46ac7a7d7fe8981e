import { endpoint } from '../common/endpoint';
import { agendaSchema } from './agenda.schemas';

export const agendaEndpoints = {
  /** GET /api/agenda: today's and the next 7 days' sessions of the user's scope (issue 28). */
  get: endpoint({ method: 'GET', path: '/api/agenda', response: agendaSchema }),
};
