/** Queries and mutations of the parents' portal, with their key factory. */
import { inscripcionesEndpoints } from '@escuela/shared/inscripciones/inscripciones.endpoints';
import { padresEndpoints } from '@escuela/shared/padres/padres.endpoints';
import { plazasEndpoints } from '@escuela/shared/plazas/plazas.endpoints';
import type { ReservarPrueba, SolicitarBaja } from '@escuela/shared/plazas/plazas.schemas';
import type {
  DatosPadreInput,
  InscribirAlumnoInput,
  RegistroPadreInput,
} from '@escuela/shared/padres/padres.schemas';
import type { Endpoint } from '@escuela/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const padresKeys = { all: ['padres'] as const satisfies [Recurso] };

/**
 * A read of the portal: cached by its name under the portal's root, which the portal's mutations make
 * stale (`invalida: ['padres']`).
 */
const lectura = <R>(nombre: string, endpoint: Endpoint<undefined, undefined, undefined, R>) =>
  queryOptions({ queryKey: [...padresKeys.all, nombre] as const, queryFn: () => api(endpoint) });

const perfilQuery = lectura('perfil', padresEndpoints.datos);
const gruposQuery = lectura('grupos', padresEndpoints.grupos);

/** The family's enrolment requests still waiting for the office, or turned down (decision 040). */
export const useMisInscripciones = () => useQuery(lectura('inscripciones', inscripcionesEndpoints.delPadre));
export const useColegiosRegistro = () => useQuery(lectura('colegios', padresEndpoints.colegios));
export const useAlumnos = () => useQuery(lectura('alumnos', padresEndpoints.alumnos));
export const useAsistencias = () => useQuery(lectura('asistencias', padresEndpoints.asistencias));
export const useActividades = () => useQuery(lectura('actividades', padresEndpoints.actividades));
export const useObservaciones = () => useQuery(lectura('observaciones', padresEndpoints.observaciones));
export const useGrupos = () => useQuery(gruposQuery);
export const usePerfil = () => useQuery(perfilQuery);

/** The form shows the server's field errors itself, with its own title. */
export const useRegistrarPadre = () =>
  useMutacion({
    mutationFn: (body: RegistroPadreInput) => api(padresEndpoints.registrar, { body }),
    invalida: [],
    exito: {
      title: 'Registro exitoso',
      description: 'Revisa tu correo electrónico para verificar tu cuenta',
    },
    error: null,
  });

/**
 * A new child changes every list of the portal. The server says what happened (decision 040): enrolled,
 * linked to the student the school had, or waiting for the office.
 */
export const useInscribirAlumno = () =>
  useMutacion({
    mutationFn: (body: InscribirAlumnoInput) => api(padresEndpoints.inscribir, { body }),
    invalida: ['padres', 'inscripciones'],
    exito: (r) => ({
      title:
        r.estado === 'lista_espera'
          ? 'Lista de espera'
          : r.resultado === 'pendiente'
            ? 'Inscripción recibida'
            : 'Éxito',
      description: r.message,
    }),
    error: 'No se pudo inscribir al alumno',
  });

export function useGuardarPerfil() {
  const queryClient = useQueryClient();
  return useMutacion({
    mutationFn: (body: DatosPadreInput) => api(padresEndpoints.guardarDatos, { body }),
    onSuccess: (perfil) => queryClient.setQueryData(perfilQuery.queryKey, perfil),
    invalida: [],
    exito: { title: 'Perfil actualizado', description: 'Tus datos se han guardado correctamente.' },
    error: 'No se pudo actualizar el perfil.',
  });
}

// ---- Places: offers, waiting places and bajas (decision 047) ----
export const useOfertas = () => useQuery(lectura('ofertas', plazasEndpoints.ofertas));
export const useEsperas = () => useQuery(lectura('lista-espera', plazasEndpoints.esperas));

export const useAceptarOferta = () =>
  useMutacion({
    mutationFn: (id: number) => api(plazasEndpoints.aceptar, { params: { id } }),
    invalida: ['padres'],
    exito: (r) => ({
      title: r.estado === 'inscrito' ? 'Plaza aceptada' : 'Lista de espera',
      description: r.message,
    }),
    error: 'No se pudo aceptar la plaza',
  });
export const useRechazarOferta = () =>
  useMutacion({
    mutationFn: (id: number) => api(plazasEndpoints.rechazar, { params: { id } }),
    invalida: ['padres'],
    exito: (r) => r.message,
    error: 'No se pudo rechazar la plaza',
  });
export const useSolicitarBaja = () =>
  useMutacion({
    mutationFn: (body: SolicitarBaja) => api(plazasEndpoints.solicitarBaja, { body }),
    invalida: ['padres'],
    exito: (r) => ({ title: 'Baja solicitada', description: r.message }),
    error: 'No se pudo solicitar la baja',
  });

export const useSesionesProximas = (grupoId: number | null) =>
  useQuery({
    queryKey: [...gruposQuery.queryKey, grupoId, 'proximas'],
    queryFn: () => api(plazasEndpoints.sesionesProximas, { params: { id: grupoId! } }),
    enabled: grupoId !== null,
  });
export const useReservarPrueba = () =>
  useMutacion({
    mutationFn: (body: ReservarPrueba) => api(plazasEndpoints.reservarPrueba, { body }),
    invalida: ['padres'],
    exito: (r) => ({ title: 'Clase de prueba', description: r.message }),
    error: 'No se pudo reservar la clase de prueba',
  });
