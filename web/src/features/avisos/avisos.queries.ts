/** Notices (issue 27): the office's list and form. */
import { avisosEndpoints } from '@escuela/shared/avisos/avisos.endpoints';
import { mensajesAviso, type CrearAvisoInput } from '@escuela/shared/avisos/avisos.schemas';
import { colegiosEndpoints } from '@escuela/shared/colegios/colegios.endpoints';
import { gruposEndpoints } from '@escuela/shared/grupos/grupos.endpoints';
import { plantillasEndpoints } from '@escuela/shared/notificaciones/plantillas.endpoints';
import type { ClavePlantilla } from '@escuela/shared/notificaciones/plantillas';
import {
  mensajesPlantilla,
  type GuardarPlantillaInput,
} from '@escuela/shared/notificaciones/plantillas.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const avisosKeys = {
  all: ['avisos'] as const satisfies [Recurso],
  list: (page: number) => [...avisosKeys.all, 'list', page] as const,
};

export const useAvisos = (page: number) =>
  useQuery({
    queryKey: avisosKeys.list(page),
    queryFn: () => api(avisosEndpoints.list, { query: { page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });

/** The form shows field errors itself; the toast says how many it reached. */
export const useEnviarAviso = () =>
  useMutacion({
    mutationFn: (body: CrearAvisoInput) => api(avisosEndpoints.create, { body }),
    invalida: ['avisos'],
    exito: (aviso) => mensajesAviso.enviado(aviso.destinatarios),
    error: null,
  });

/** The destination selects: schools and levels (groups come from `useOpcionesGrupos`). */
export const useColegiosAviso = (enabled: boolean) =>
  useQuery({ queryKey: ['colegios', 'avisos'], queryFn: () => api(colegiosEndpoints.list), enabled });
export const useNivelesAviso = (enabled: boolean) =>
  useQuery({ queryKey: ['niveles', 'avisos'], queryFn: () => api(gruposEndpoints.niveles), enabled });

const plantillasKey = ['avisos', 'plantillas'] as const satisfies [Recurso, string];

/** The automatic messages' templates (admin). */
export const usePlantillas = (enabled: boolean) =>
  useQuery({ queryKey: plantillasKey, queryFn: () => api(plantillasEndpoints.list), enabled });

/** The dialog shows the field errors itself. */
export const useGuardarPlantilla = () =>
  useMutacion({
    mutationFn: ({ clave, datos }: { clave: ClavePlantilla; datos: GuardarPlantillaInput }) =>
      api(plantillasEndpoints.guardar, { params: { clave }, body: datos }),
    invalida: ['avisos'],
    exito: mensajesPlantilla.guardada,
    error: null,
  });

export const useRestablecerPlantilla = () =>
  useMutacion({
    mutationFn: (clave: ClavePlantilla) => api(plantillasEndpoints.restablecer, { params: { clave } }),
    invalida: ['avisos'],
    exito: mensajesPlantilla.restablecida,
  });
