import { cuentasEndpoints } from '@escuela/shared/cuentas/cuentas.endpoints';
import { api } from '@/lib/api';
import { useMutacion } from '@/lib/use-mutacion';

/** The account pages change no cached list. */
const REINTENTAR = 'Ha ocurrido un error, intenta de nuevo';
const aviso = (title: string) => (res: { message: string }) => ({ title, description: res.message });

/** The verification page shows its outcome inline. */
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
    exito: aviso('Correo enviado'),
    error: REINTENTAR,
  });

export const useOlvideContrasena = () =>
  useMutacion({
    mutationFn: (email: string) => api(cuentasEndpoints.olvideContrasena, { body: { email } }),
    invalida: [],
    exito: aviso('Revisa tu correo electrónico'),
    error: REINTENTAR,
  });

export const useRestablecerContrasena = () =>
  useMutacion({
    mutationFn: (body: { token: string; password: string }) =>
      api(cuentasEndpoints.restablecerContrasena, { body }),
    invalida: [],
    exito: aviso('Contraseña guardada'),
    error: REINTENTAR,
  });
