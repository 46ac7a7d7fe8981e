import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { mensajeSchema } from '../common/respuestas';
import {
  creadosDesdeProfesoresSchema,
  guardarUsuarioSchema,
  usuarioGestionSchema,
  usuarioGuardadoSchema,
} from './usuarios.schemas';

export const usuariosEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/usuarios', response: z.array(usuarioGestionSchema) }),
  create: endpoint({
    method: 'POST',
    path: '/api/usuarios',
    body: guardarUsuarioSchema,
    response: usuarioGuardadoSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/usuarios/:id',
    params: idParamSchema,
    body: guardarUsuarioSchema,
    response: usuarioGuardadoSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/usuarios/:id',
    params: idParamSchema,
    response: mensajeSchema,
  }),
  /** Admin: takes away another staff member's second factor (lost phone and codes) and ends their sessions. */
  quitarSegundoFactor: endpoint({
    method: 'DELETE',
    path: '/api/usuarios/:id/segundo-factor',
    params: idParamSchema,
    response: mensajeSchema,
  }),
  crearDesdeProfesores: endpoint({
    method: 'POST',
    path: '/api/usuarios/crear-desde-profesores',
    response: creadosDesdeProfesoresSchema,
  }),
};
