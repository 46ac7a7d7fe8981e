/** Notices (issue 27): the office's list and form. */
import { ausenciasEndpoints } from '@escuela/shared/ausencias/ausencias.endpoints';
import { avisosEndpoints } from '@escuela/shared/avisos/avisos.endpoints';
import { calendarioEndpoints } from '@escuela/shared/calendario/calendario.endpoints';
import { mensajesCalendario } from '@escuela/shared/calendario/calendario.schemas';
import { mensajesAviso, type CrearAvisoInput } from '@escuela/shared/avisos/avisos.schemas';
import { colegiosEndpoints } from '@escuela/shared/colegios/colegios.endpoints';
import { gruposEndpoints } from '@escuela/shared/grupos/grupos.endpoints';
import { plantillasEndpoints } from '@escuela/shared/notificaciones/plantillas.endpoints';
import type { ClavePlantilla } from '@escuela/shared/notificaciones/plantillas';
import {
  mensajesPlantilla,
  type GuardarPlantillaInput,
} from '@escuela/shared/notificaciones/plantillas.schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
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

const faltasKey = ['avisos', 'colegios-faltas'] as const satisfies [Recurso, string];
const enlaceColegioKey = (id: number) =>
  ['calendario', 'colegio', id] as const satisfies [Recurso, ...unknown[]];

/** The schools' switch for e-mailing the family of an unannounced absence (admin). */
export const useColegiosFaltas = () =>
  useQuery({ queryKey: faltasKey, queryFn: () => api(ausenciasEndpoints.colegios) });

export const useGuardarColegioFaltas = () =>
  useMutacion({
    mutationFn: ({ id, avisarFaltas }: { id: number; avisarFaltas: boolean }) =>
      api(ausenciasEndpoints.guardarColegio, { params: { id }, body: { avisarFaltas } }),
    invalida: ['avisos'],
    exito: (c) =>
      c.avisarFaltas
        ? `${c.nombre}: se avisará a las familias de las faltas sin aviso`
        : `${c.nombre}: no se avisará de las faltas sin aviso`,
  });

/** A school's calendar feed link (admin), fetched when its dialog opens. */
export const useEnlaceColegio = (id: number) =>
  useQuery({
    queryKey: enlaceColegioKey(id),
    queryFn: () => api(calendarioEndpoints.enlaceColegio, { params: { id } }),
  });

export function useRegenerarEnlaceColegio(id: number) {
  const qc = useQueryClient();
  return useMutacion({
    mutationFn: () => api(calendarioEndpoints.regenerarColegio, { params: { id } }),
    onSuccess: (enlace) => qc.setQueryData(enlaceColegioKey(id), enlace),
    invalida: [],
    exito: mensajesCalendario.creado,
    error: mensajesCalendario.errorCargar,
  });
}
