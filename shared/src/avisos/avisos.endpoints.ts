import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  avisoPadreSchema,
  avisoStaffSchema,
  crearAvisoSchema,
  listaAvisosSchema,
  listarAvisosQuery,
} from './avisos.schemas';

/** The office (admin, coordinador) writes and follows notices; families read theirs. */
export const avisosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/avisos',
    query: listarAvisosQuery,
    response: listaAvisosSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/avisos',
    body: crearAvisoSchema,
    response: avisoStaffSchema,
  }),
  dePadre: endpoint({ method: 'GET', path: '/api/padres/avisos', response: z.array(avisoPadreSchema) }),
  marcarLeido: endpoint({
    method: 'POST',
    path: '/api/padres/avisos/:id/leido',
    params: idParamSchema,
    response: avisoPadreSchema,
  }),
};
