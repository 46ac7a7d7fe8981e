import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { mensajeSchema } from '../common/respuestas';
import {
  actividadPadreSchema,
  alumnoInscritoSchema,
  alumnoPadreSchema,
  asistenciaPadreSchema,
  colegioOpcionSchema,
  datosPadreSchema,
  grupoInscripcionSchema,
  inscribirAlumnoSchema,
  observacionPadreSchema,
  perfilPadreSchema,
  registroPadreSchema,
} from './padres.schemas';

export const padresEndpoints = {
  registrar: endpoint({
    method: 'POST',
    path: '/api/auth/register-parent',
    body: registroPadreSchema,
    response: mensajeSchema,
  }),
  colegios: endpoint({
    method: 'GET',
    path: '/api/padres/colegios',
    response: z.array(colegioOpcionSchema),
  }),
  alumnos: endpoint({ method: 'GET', path: '/api/padres/alumnos', response: z.array(alumnoPadreSchema) }),
  asistencias: endpoint({
    method: 'GET',
    path: '/api/padres/asistencias',
    response: z.array(asistenciaPadreSchema),
  }),
  actividades: endpoint({
    method: 'GET',
    path: '/api/padres/actividades',
    response: z.array(actividadPadreSchema),
  }),
  observaciones: endpoint({
    method: 'GET',
    path: '/api/padres/observaciones',
    response: z.array(observacionPadreSchema),
  }),
  grupos: endpoint({
    method: 'GET',
    path: '/api/padres/grupos',
    response: z.array(grupoInscripcionSchema),
  }),
  inscribir: endpoint({
    method: 'POST',
    path: '/api/padres/inscribir-alumno',
    body: inscribirAlumnoSchema,
    response: alumnoInscritoSchema,
  }),
  datos: endpoint({ method: 'GET', path: '/api/padres/datos', response: perfilPadreSchema }),
  guardarDatos: endpoint({
    method: 'PUT',
    path: '/api/padres/datos',
    body: datosPadreSchema,
    response: perfilPadreSchema,
  }),
};
