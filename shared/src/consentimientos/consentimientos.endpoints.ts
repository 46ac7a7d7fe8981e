import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  consentimientosAlumnoSchema,
  estadoConsentimientoSchema,
  guardarConsentimientoSchema,
  pendienteAlumnoSchema,
  salvaguardaRespuestaSchema,
  salvaguardaSchema,
  textoConsentimientoSchema,
} from './consentimientos.schemas';

export const consentimientosEndpoints = {
  textos: endpoint({
    method: 'GET',
    path: '/api/consentimientos/textos',
    response: z.array(textoConsentimientoSchema),
  }),
  pendientes: endpoint({
    method: 'GET',
    path: '/api/consentimientos/pendientes',
    response: z.array(pendienteAlumnoSchema),
  }),
  deAlumno: endpoint({
    method: 'GET',
    path: '/api/alumnos/:id/consentimientos',
    params: idParamSchema,
    response: consentimientosAlumnoSchema,
  }),
  delPadre: endpoint({
    method: 'GET',
    path: '/api/padres/consentimientos',
    response: z.array(estadoConsentimientoSchema),
  }),
  guardar: endpoint({
    method: 'POST',
    path: '/api/padres/consentimientos',
    body: guardarConsentimientoSchema,
    response: mensajeSchema,
  }),
  salvaguarda: endpoint({
    method: 'GET',
    path: '/api/alumnos/:id/salvaguarda',
    params: idParamSchema,
    response: salvaguardaRespuestaSchema,
  }),
  guardarSalvaguarda: endpoint({
    method: 'PUT',
    path: '/api/alumnos/:id/salvaguarda',
    params: idParamSchema,
    body: salvaguardaSchema,
    response: salvaguardaRespuestaSchema,
  }),
  salvaguardaPadre: endpoint({
    method: 'GET',
    path: '/api/padres/alumnos/:id/salvaguarda',
    params: idParamSchema,
    response: salvaguardaRespuestaSchema,
  }),
  guardarSalvaguardaPadre: endpoint({
    method: 'PUT',
    path: '/api/padres/alumnos/:id/salvaguarda',
    params: idParamSchema,
    body: salvaguardaSchema,
    response: salvaguardaRespuestaSchema,
  }),
};
