import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  listarProfesoresQuery,
  profesorPorEmailQuery,
  profesorBreveSchema,
  profesorRespuestaSchema,
  profesorSchema,
} from './profesores.schemas';

export const profesoresEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/profesores',
    query: listarProfesoresQuery,
    response: z.array(profesorRespuestaSchema),
  }),
  /** Spec §7: the teacher dashboard finds its own teacher id from the signed-in e-mail. */
  byEmail: endpoint({
    method: 'GET',
    path: '/api/profesores/by-email',
    query: profesorPorEmailQuery,
    response: profesorBreveSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/profesores',
    body: profesorSchema,
    response: profesorRespuestaSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/profesores/:id',
    params: idParamSchema,
    body: profesorSchema,
    response: profesorRespuestaSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/profesores/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
};
