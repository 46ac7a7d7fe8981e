import { cuentasEndpoints } from '@escuela/shared/cuentas/cuentas.endpoints';
import { api } from '@/lib/api';
import { useMutacion } from '@/lib/use-mutacion';

/** The account pages show their outcome inline, so these mutations toast nothing and refresh no list. */

export const useVerificarEmail = () =>
  useMutacion({
    mutationFn: (token: string) => api(cuentasEndpoints.verificarEmail, { body: { token } }),
    invalida: [],
    error: null,
  });

export const useReenviarVerificacion = () =>
  useMutacion({
    mutationFn: (email: string) => api(cuentasEndpoints.reenviarVerificacion, { body: { email } }),
    invalida: [],
    error: null,
  });

export const useOlvideContrasena = () =>
  useMutacion({
    mutationFn: (email: string) => api(cuentasEndpoints.olvideContrasena, { body: { email } }),
    invalida: [],
    error: null,
  });

export const useRestablecerContrasena = () =>
  useMutacion({
    mutationFn: (body: { token: string; password: string }) =>
      api(cuentasEndpoints.restablecerContrasena, { body }),
    invalida: [],
    error: null,
  });
