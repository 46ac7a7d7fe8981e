import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  cambiarPasswordSchema,
  guardarUsuarioSchema,
  type CreadosDesdeProfesores,
  type UsuarioGestion,
  type UsuarioGuardado,
} from './usuarios.schemas';

export const usuariosEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/usuarios', response: respuesta<UsuarioGestion[]>() }),
  create: endpoint({
    method: 'POST',
    path: '/api/usuarios',
    body: guardarUsuarioSchema,
    response: respuesta<UsuarioGuardado>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/usuarios/:id',
    params: idParamSchema,
    body: guardarUsuarioSchema,
    response: respuesta<UsuarioGuardado>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/usuarios/:id',
    params: idParamSchema,
    response: respuesta<{ message: string }>(),
  }),
  crearDesdeProfesores: endpoint({
    method: 'POST',
    path: '/api/usuarios/crear-desde-profesores',
    response: respuesta<CreadosDesdeProfesores>(),
  }),
  /** Any signed-in user (staff or parent): their own password, current + new. */
  cambiarPassword: endpoint({
    method: 'PUT',
    path: '/api/auth/password',
    body: cambiarPasswordSchema,
    response: respuesta<{ message: string }>(),
  }),
};
