import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import { z } from 'zod';
import {
  accesoPadreSchema,
  crearSupresionSchema,
  filtroRegistroAccesosSchema,
  listaAccesosSchema,
  listaSupresionesSchema,
  revelarAlumnoQuery,
  revelarProfesorQuery,
  supresionCreadaSchema,
  valorRevelado,
} from './derechos.schemas';

export const ZIP = 'application/zip';

export const derechosEndpoints = {
  registroAccesos: endpoint({
    method: 'GET',
    path: '/api/registro-accesos',
    query: filtroRegistroAccesosSchema,
    response: listaAccesosSchema,
  }),
  accesosPadre: endpoint({
    method: 'GET',
    path: '/api/padres/accesos',
    response: z.array(accesoPadreSchema),
  }),
  misDatos: endpoint({ method: 'GET', path: '/api/padres/mis-datos', response: respuesta(ZIP) }),
  solicitarSupresion: endpoint({
    method: 'POST',
    path: '/api/padres/supresion',
    response: supresionCreadaSchema,
  }),
  supresiones: endpoint({ method: 'GET', path: '/api/supresiones', response: listaSupresionesSchema }),
  crearSupresion: endpoint({
    method: 'POST',
    path: '/api/supresiones',
    body: crearSupresionSchema,
    response: supresionCreadaSchema,
  }),
  ejecutarSupresion: endpoint({
    method: 'POST',
    path: '/api/supresiones/:id/ejecutar',
    params: idParamSchema,
    response: mensajeSchema,
  }),
  revelarProfesor: endpoint({
    method: 'GET',
    path: '/api/profesores/:id/revelar',
    params: idParamSchema,
    query: revelarProfesorQuery,
    response: valorRevelado,
  }),
  revelarAlumno: endpoint({
    method: 'GET',
    path: '/api/alumnos/:id/revelar',
    params: idParamSchema,
    query: revelarAlumnoQuery,
    response: valorRevelado,
  }),
};
