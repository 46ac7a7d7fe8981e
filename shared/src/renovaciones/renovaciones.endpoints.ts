import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  abrirRenovacionSchema,
  cierreSchema,
  recordatorioSchema,
  renovacionesSchema,
  renovacionPadreSchema,
  renovacionSchema,
  responderRenovacionSchema,
  respuestaRenovacionSchema,
} from './renovaciones.schemas';

export const renovacionesEndpoints = {
  /** The office. */
  list: endpoint({ method: 'GET', path: '/api/renovaciones', response: renovacionesSchema }),
  abrir: endpoint({
    method: 'POST',
    path: '/api/renovaciones',
    body: abrirRenovacionSchema,
    response: renovacionSchema,
  }),
  recordatorio: endpoint({
    method: 'POST',
    path: '/api/renovaciones/:id/recordatorio',
    params: idParamSchema,
    response: recordatorioSchema,
  }),
  cerrar: endpoint({
    method: 'POST',
    path: '/api/renovaciones/:id/cerrar',
    params: idParamSchema,
    response: cierreSchema,
  }),
  /** The family. */
  dePadre: endpoint({
    method: 'GET',
    path: '/api/padres/renovaciones',
    response: z.array(renovacionPadreSchema),
  }),
  responder: endpoint({
    method: 'POST',
    path: '/api/padres/renovaciones/:id',
    params: idParamSchema,
    body: responderRenovacionSchema,
    response: respuestaRenovacionSchema,
  }),
};
