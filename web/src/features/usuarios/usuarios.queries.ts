import { usuariosEndpoints } from '@escuela/shared/usuarios/usuarios.endpoints';
import { mensajesUsuarios, type GuardarUsuario } from '@escuela/shared/usuarios/usuarios.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const usuariosKeys = {
  all: ['usuarios'] as const,
  list: () => [...usuariosKeys.all, 'list'] as const,
};

/** A user's account shows only on /usuarios; the teachers' list shows no account. */
const INVALIDA: readonly Recurso[] = ['usuarios'];

export const useUsuarios = () =>
  useQuery({ queryKey: usuariosKeys.list(), queryFn: () => api(usuariosEndpoints.list) });

export const useGuardarUsuario = () =>
  useMutacion({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarUsuario }) =>
      id
        ? api(usuariosEndpoints.update, { params: { id }, body: datos })
        : api(usuariosEndpoints.create, { body: datos }),
    invalida: INVALIDA,
    // The server's message says whether an invitation went out.
    exito: (res) => res.message,
    error: mensajesUsuarios.guardarError,
  });

export const useEliminarUsuario = () =>
  useMutacion({
    mutationFn: (id: number) => api(usuariosEndpoints.remove, { params: { id } }),
    invalida: INVALIDA,
    exito: (res) => res.message,
    error: 'No se pudo eliminar el usuario',
  });

export const useQuitarSegundoFactor = () =>
  useMutacion({
    mutationFn: (id: number) => api(usuariosEndpoints.quitarSegundoFactor, { params: { id } }),
    invalida: INVALIDA,
    exito: (res) => res.message,
    error: 'No se pudo quitar la verificación en dos pasos',
  });

export const useCrearDesdeProfesores = () =>
  useMutacion({
    mutationFn: () => api(usuariosEndpoints.crearDesdeProfesores),
    invalida: INVALIDA,
    // The answer shows in its own dialog; a failure toasts spec 02 §8's text there.
    error: null,
  });
