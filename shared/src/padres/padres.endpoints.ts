import { endpoint, respuesta } from '../common/endpoint';
import { resultadoInscribirSchema } from '../inscripciones/inscripciones.schemas';
import {
  datosPadreSchema,
  inscribirAlumnoSchema,
  registroPadreSchema,
  type ActividadPadre,
  type AlumnoPadre,
  type AsistenciaPadre,
  type ColegioOpcion,
  type GrupoInscripcion,
  type ObservacionPadre,
  perfilPadreSchema,
} from './padres.schemas';

export const padresEndpoints = {
  registrar: endpoint({
    method: 'POST',
    path: '/api/auth/register-parent',
    body: registroPadreSchema,
    response: respuesta<{ message: string }>(),
  }),
  colegios: endpoint({
    method: 'GET',
    path: '/api/padres/colegios',
    response: respuesta<ColegioOpcion[]>(),
  }),
  alumnos: endpoint({ method: 'GET', path: '/api/padres/alumnos', response: respuesta<AlumnoPadre[]>() }),
  asistencias: endpoint({
    method: 'GET',
    path: '/api/padres/asistencias',
    response: respuesta<AsistenciaPadre[]>(),
  }),
  actividades: endpoint({
    method: 'GET',
    path: '/api/padres/actividades',
    response: respuesta<ActividadPadre[]>(),
  }),
  observaciones: endpoint({
    method: 'GET',
    path: '/api/padres/observaciones',
    response: respuesta<ObservacionPadre[]>(),
  }),
  grupos: endpoint({
    method: 'GET',
    path: '/api/padres/grupos',
    response: respuesta<GrupoInscripcion[]>(),
  }),
  inscribir: endpoint({
    method: 'POST',
    path: '/api/padres/inscribir-alumno',
    body: inscribirAlumnoSchema,
    response: resultadoInscribirSchema,
  }),
  datos: endpoint({ method: 'GET', path: '/api/padres/datos', response: perfilPadreSchema }),
  guardarDatos: endpoint({
    method: 'PUT',
    path: '/api/padres/datos',
    body: datosPadreSchema,
    response: perfilPadreSchema,
  }),
};
