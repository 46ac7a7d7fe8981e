import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  bajaSolicitadaSchema,
  cursoParamSchema,
  plazasCursoSchema,
  esperaPadreSchema,
  estadoPlazaSchema,
  listaEsperaSchema,
  moverEnListaSchema,
  ofertaPadreSchema,
  pruebaReservadaSchema,
  pruebasSesionSchema,
  reservarPruebaSchema,
  sesionesProximasSchema,
  solicitarBajaSchema,
} from './plazas.schemas';

export const plazasEndpoints = {
  /** The office: a group's waiting list, in order. */
  listaEspera: endpoint({
    method: 'GET',
    path: '/api/grupos/:id/lista-espera',
    params: idParamSchema,
    response: listaEsperaSchema,
  }),
  mover: endpoint({
    method: 'PUT',
    path: '/api/lista-espera/:id',
    params: idParamSchema,
    body: moverEnListaSchema,
    response: mensajeSchema,
  }),
  ofrecer: endpoint({
    method: 'POST',
    path: '/api/lista-espera/:id/ofrecer',
    params: idParamSchema,
    response: mensajeSchema,
  }),
  retirar: endpoint({
    method: 'DELETE',
    path: '/api/lista-espera/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
  /** The public course pages: the course's groups per school, with their free places. */
  plazasCurso: endpoint({
    method: 'GET',
    path: '/api/cursos/:slug/plazas',
    params: cursoParamSchema,
    response: plazasCursoSchema,
  }),
  /** The family. */
  ofertas: endpoint({ method: 'GET', path: '/api/padres/ofertas', response: z.array(ofertaPadreSchema) }),
  esperas: endpoint({
    method: 'GET',
    path: '/api/padres/lista-espera',
    response: z.array(esperaPadreSchema),
  }),
  aceptar: endpoint({
    method: 'POST',
    path: '/api/padres/ofertas/:id/aceptar',
    params: idParamSchema,
    response: estadoPlazaSchema,
  }),
  rechazar: endpoint({
    method: 'POST',
    path: '/api/padres/ofertas/:id/rechazar',
    params: idParamSchema,
    response: mensajeSchema,
  }),
  sesionesProximas: endpoint({
    method: 'GET',
    path: '/api/padres/grupos/:id/proximas',
    params: idParamSchema,
    response: sesionesProximasSchema,
  }),
  reservarPrueba: endpoint({
    method: 'POST',
    path: '/api/padres/pruebas',
    body: reservarPruebaSchema,
    response: pruebaReservadaSchema,
  }),
  /** Staff: the trial pupils of a session (a teacher sees only their groups'). */
  pruebasSesion: endpoint({
    method: 'GET',
    path: '/api/sesiones/:id/pruebas',
    params: idParamSchema,
    response: pruebasSesionSchema,
  }),
  solicitarBaja: endpoint({
    method: 'POST',
    path: '/api/padres/bajas',
    body: solicitarBajaSchema,
    response: bajaSolicitadaSchema,
  }),
};
