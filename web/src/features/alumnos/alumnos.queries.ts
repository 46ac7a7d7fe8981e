import { alumnosEndpoints } from '@escuela/shared/alumnos/alumnos.endpoints';
import type {
  ActualizarAlumno,
  GuardarAlumno,
  ListarAlumnosInput,
  ResultadoImportacion,
} from '@escuela/shared/alumnos/alumnos.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, buildUrl } from '@/lib/api';
import { TEACHER_STALE_TIME } from '@/lib/query-client';

export const alumnosKeys = {
  all: ['alumnos'] as const,
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

export function useGuardarAlumno() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, datos }: { id?: number; datos: GuardarAlumno | ActualizarAlumno }) =>
      id
        ? api(alumnosEndpoints.update, { params: { id }, body: datos })
        : api(alumnosEndpoints.create, { body: datos as GuardarAlumno }),
    onSuccess: () => qc.invalidateQueries({ queryKey: alumnosKeys.all }),
  });
}

export function useEliminarAlumno() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(alumnosEndpoints.remove, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: alumnosKeys.all }),
  });
}

/**
 * POST /api/alumnos/import with XMLHttpRequest, for its upload progress (fetch has none). `alSubir`
 * receives 0–100 while the file goes up; after 100 the server is processing.
 */
export function subirImportacion(
  archivo: File,
  alSubir: (porcentaje: number) => void,
): Promise<ResultadoImportacion> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(alumnosEndpoints.importar));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) alSubir(Math.round((e.loaded / e.total) * 100));
    };
    xhr.upload.onload = () => alSubir(100);
    xhr.onload = () => {
      let cuerpo: unknown;
      try {
        cuerpo = JSON.parse(xhr.responseText);
      } catch {
        cuerpo = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(cuerpo as ResultadoImportacion);
      else {
        const texto =
          xhr.status >= 500 ? `${xhr.status} ${xhr.statusText}` : `${xhr.status} ${xhr.responseText}`;
        reject(new ApiError(xhr.status, texto, cuerpo as never));
      }
    };
    xhr.onerror = () => reject(new Error('Error de red'));
    const datos = new FormData();
    datos.append('file', archivo);
    xhr.send(datos);
  });
}
