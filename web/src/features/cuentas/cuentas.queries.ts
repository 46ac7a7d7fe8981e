import { cuentasEndpoints } from '@escuela/shared/cuentas/cuentas.endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useVerificarEmail() {
  return useMutation({
    mutationFn: (token: string) => api(cuentasEndpoints.verificarEmail, { body: { token } }),
  });
}

export function useReenviarVerificacion() {
  return useMutation({
    mutationFn: (email: string) => api(cuentasEndpoints.reenviarVerificacion, { body: { email } }),
  });
}

export function useOlvideContrasena() {
  return useMutation({
    mutationFn: (email: string) => api(cuentasEndpoints.olvideContrasena, { body: { email } }),
  });
}

export function useRestablecerContrasena() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api(cuentasEndpoints.restablecerContrasena, { body }),
  });
}
