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
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { useMutacion } from '@/lib/use-mutacion';

const padresKeys = {
  all: ['padres'] as const satisfies [Recurso],
  colegios: () => [...padresKeys.all, 'colegios'] as const,
  alumnos: () => [...padresKeys.all, 'alumnos'] as const,
  asistencias: () => [...padresKeys.all, 'asistencias'] as const,
  actividades: () => [...padresKeys.all, 'actividades'] as const,
  observaciones: () => [...padresKeys.all, 'observaciones'] as const,
  grupos: () => [...padresKeys.all, 'grupos'] as const,
  perfil: () => [...padresKeys.all, 'perfil'] as const,
  inscripciones: () => [...padresKeys.all, 'inscripciones'] as const,
};

/** The family's enrolment requests still waiting for the office, or turned down (decision 040). */
export const useMisInscripciones = () =>
  useQuery({
    queryKey: padresKeys.inscripciones(),
    queryFn: () => api(inscripcionesEndpoints.delPadre),
  });

const colegiosRegistroQuery = queryOptions({
  queryKey: padresKeys.colegios(),
  queryFn: () => api(padresEndpoints.colegios),
});
const alumnosQuery = queryOptions({
  queryKey: padresKeys.alumnos(),
  queryFn: () => api(padresEndpoints.alumnos),
});
const asistenciasQuery = queryOptions({
  queryKey: padresKeys.asistencias(),
  queryFn: () => api(padresEndpoints.asistencias),
});
const actividadesQuery = queryOptions({
  queryKey: padresKeys.actividades(),
  queryFn: () => api(padresEndpoints.actividades),
});
const observacionesQuery = queryOptions({
  queryKey: padresKeys.observaciones(),
  queryFn: () => api(padresEndpoints.observaciones),
});
const gruposQuery = queryOptions({
  queryKey: padresKeys.grupos(),
  queryFn: () => api(padresEndpoints.grupos),
});
const perfilQuery = queryOptions({
  queryKey: padresKeys.perfil(),
  queryFn: () => api(padresEndpoints.datos),
});

export const useColegiosRegistro = () => useQuery(colegiosRegistroQuery);
export const useAlumnos = () => useQuery(alumnosQuery);
export const useAsistencias = () => useQuery(asistenciasQuery);
export const useActividades = () => useQuery(actividadesQuery);
export const useObservaciones = () => useQuery(observacionesQuery);
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
    onSuccess: (perfil) => queryClient.setQueryData(padresKeys.perfil(), perfil),
    invalida: [],
    exito: { title: 'Perfil actualizado', description: 'Tus datos se han guardado correctamente.' },
    error: 'No se pudo actualizar el perfil.',
  });
}

// ---- Places: offers, waiting places and bajas (decision 047) ----
const plazasKeys = {
  ofertas: () => [...padresKeys.all, 'ofertas'] as const,
  esperas: () => [...padresKeys.all, 'lista-espera'] as const,
};
export const useOfertas = () =>
  useQuery({ queryKey: plazasKeys.ofertas(), queryFn: () => api(plazasEndpoints.ofertas) });
export const useEsperas = () =>
  useQuery({ queryKey: plazasKeys.esperas(), queryFn: () => api(plazasEndpoints.esperas) });

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
    queryKey: [...padresKeys.grupos(), grupoId, 'proximas'],
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
