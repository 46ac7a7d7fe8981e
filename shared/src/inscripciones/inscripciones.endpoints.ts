import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  fusionarInscripcionSchema,
  inscripcionPadreSchema,
  listaInscripcionesSchema,
  listarInscripcionesQuery,
  rechazarInscripcionSchema,
  resultadoDecisionSchema,
  totalPendientesSchema,
} from './inscripciones.schemas';

/** "Inscripciones nuevas" (decision 040): admin decides, coordinador reads. */
export const inscripcionesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/inscripciones',
    query: listarInscripcionesQuery,
    response: listaInscripcionesSchema,
  }),
  /** The staff menu's count. */
  pendientes: endpoint({
    method: 'GET',
    path: '/api/inscripciones/pendientes',
    response: totalPendientesSchema,
  }),
  /** A new student, as the family asked. */
  aprobar: endpoint({
    method: 'POST',
    path: '/api/inscripciones/:id/aprobar',
    params: idParamSchema,
    response: resultadoDecisionSchema,
  }),
  /** The child is this existing student: link it to the family (and move it to the group asked for). */
  fusionar: endpoint({
    method: 'POST',
    path: '/api/inscripciones/:id/fusionar',
    params: idParamSchema,
    body: fusionarInscripcionSchema,
    response: resultadoDecisionSchema,
  }),
  rechazar: endpoint({
    method: 'POST',
    path: '/api/inscripciones/:id/rechazar',
    params: idParamSchema,
    body: rechazarInscripcionSchema,
    response: resultadoDecisionSchema,
  }),
  /** The signed-in family's requests still waiting or turned down. */
  delPadre: endpoint({
    method: 'GET',
    path: '/api/padres/inscripciones',
    response: z.array(inscripcionPadreSchema),
  }),
};
