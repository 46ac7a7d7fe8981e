import { alumnosEndpoints } from '@escuela/shared/alumnos/alumnos.endpoints';
import {
  mensajesAlumno,
  type ActualizarAlumno,
  type GuardarAlumno,
  type ListarAlumnosInput,
} from '@escuela/shared/alumnos/alumnos.schemas';
import { mensajesPlazas } from '@escuela/shared/plazas/plazas.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MUESTRAN, type Recurso } from '@/lib/claves';
import { TEACHER_STALE_TIME } from '@/lib/query-client';
import { subirArchivo } from '@/lib/subir';
import { useMutacion } from '@/lib/use-mutacion';

const alumnosKeys = {
  all: ['alumnos'] as const satisfies [Recurso],
  list: (filtros: ListarAlumnosInput) => [...alumnosKeys.all, 'list', filtros] as const,
  detail: (id: number) => [...alumnosKeys.all, 'detail', id] as const,
};

export const useAlumnos = (filtros: ListarAlumnosInput, esProfesor: boolean) =>
  useQuery({
    queryKey: alumnosKeys.list(filtros),
    queryFn: () => api(alumnosEndpoints.list, { query: filtros }),
    placeholderData: keepPreviousData,
    ...(esProfesor ? { staleTime: TEACHER_STALE_TIME } : {}),
  });

export const useAlumno = (id: number | null) =>
  useQuery({
    queryKey: alumnosKeys.detail(id ?? 0),
    queryFn: () => api(alumnosEndpoints.get, { params: { id: id! } }),
    enabled: id !== null,
    // The dialog always shows what the server holds now.
    staleTime: 0,
  });

export const useGuardarAlumno = () =>
  useMutacion({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarAlumno | ActualizarAlumno }) =>
      id
        ? api(alumnosEndpoints.update, { params: { id }, body: datos })
        : api(alumnosEndpoints.create, { body: datos as GuardarAlumno }),
    invalida: MUESTRAN.alumnos,
    exito: (r, { id }) =>
      id && r.listaEspera
        ? {
            title: 'Lista de espera',
            description: mensajesPlazas.enEsperaOficina(r.nombre, r.listaEspera.posicion),
          }
        : id
          ? mensajesAlumno.actualizado
          : r.listaEspera
            ? {
                title: 'Lista de espera',
                description: `El grupo está completo: ${r.nombre} queda en su lista de espera (posición ${r.listaEspera.posicion}).`,
              }
            : mensajesAlumno.creado,
    error: mensajesAlumno.errorGuardar,
  });

/** Deleting a student with attendance records only gives them the 'baja' (the server decides). */
export const useEliminarAlumno = () =>
  useMutacion({
    mutationFn: (id: number) => api(alumnosEndpoints.remove, { params: { id } }),
    invalida: MUESTRAN.alumnos,
    exito: (r) =>
      r.resultado === 'baja'
        ? { title: 'Alumno dado de baja', description: r.message }
        : mensajesAlumno.eliminado,
    error: mensajesAlumno.errorEliminar,
  });

/**
 * POST /api/alumnos/import with upload progress. The dialog shows the result as soon as it arrives
 * (`alTerminar`, before the lists refetch); it shows errors itself.
 */
export const useImportarAlumnos = () =>
  useMutacion({
    mutationFn: ({ archivo, alSubir }: { archivo: File; alSubir: (porcentaje: number) => void }) =>
      subirArchivo(alumnosEndpoints.importar, archivo, alSubir),
    invalida: MUESTRAN.alumnos,
    error: null,
  });
