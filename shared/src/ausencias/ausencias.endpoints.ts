import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  ausenciaSchema,
  ausenciasDeSesionesQuery,
  ausenciaStaffSchema,
  claseProximaSchema,
  colegioFaltasSchema,
  guardarColegioFaltasSchema,
  registrarAusenciaSchema,
} from './ausencias.schemas';

export const ausenciasEndpoints = {
  /** A family's notice of an absence ahead. */
  registrar: endpoint({
    method: 'POST',
    path: '/api/padres/ausencias',
    body: registrarAusenciaSchema,
    response: ausenciaSchema,
  }),
  proximas: endpoint({ method: 'GET', path: '/api/padres/ausencias', response: z.array(claseProximaSchema) }),
  /** Staff (a profesor: their groups only): the notices of some sessions. */
  deSesiones: endpoint({
    method: 'GET',
    path: '/api/ausencias',
    query: ausenciasDeSesionesQuery,
    response: z.array(ausenciaStaffSchema),
  }),
  /** Admin: which schools e-mail the family of an unannounced absence. */
  colegios: endpoint({
    method: 'GET',
    path: '/api/ausencias/colegios',
    response: z.array(colegioFaltasSchema),
  }),
  guardarColegio: endpoint({
    method: 'PUT',
    path: '/api/ausencias/colegios/:id',
    params: idParamSchema,
    body: guardarColegioFaltasSchema,
    response: colegioFaltasSchema,
  }),
};
