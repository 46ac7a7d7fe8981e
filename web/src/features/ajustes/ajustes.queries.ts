import { ajustesEndpoints } from '@escuela/shared/ajustes/ajustes.endpoints';
import { mensajesAjustes, type GuardarAjustes } from '@escuela/shared/ajustes/ajustes.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useMutacion } from '@/lib/use-mutacion';

const ajustesKeys = { all: ['ajustes'] as const };

export const useAjustes = () =>
  useQuery({ queryKey: ajustesKeys.all, queryFn: () => api(ajustesEndpoints.get) });

export const useGuardarAjustes = () =>
  useMutacion({
    mutationFn: (datos: GuardarAjustes) => api(ajustesEndpoints.update, { body: datos }),
    // Requiring it changes what an admin's own account menu says (obligatorio).
    invalida: ['ajustes', 'segundo-factor'],
    exito: mensajesAjustes.guardados,
    error: null,
  });
