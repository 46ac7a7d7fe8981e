import { agendaEndpoints } from '@escuela/shared/agenda/agenda.endpoints';
import type { UsuarioLogin } from '@escuela/shared/auth/auth.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '@/lib/api';
import { guardarAgenda } from './almacen';
import { escucharSincronizado, iniciarSincronizacion, leerEstado, suscribir } from './sincronizador';

export const useEstadoSincronizacion = () => useSyncExternalStore(suscribir, leerEstado, leerEstado);

/**
 * For a teacher, on opening the staff area: today's and the next 7 days' sessions with their rosters are
 * stored on the device, pending marks are sent, and what they changed is refreshed once they arrive.
 */
export function useAlmacenDelProfesor(usuario: UsuarioLogin | null) {
  const qc = useQueryClient();
  const esProfesor = usuario?.rol === 'profesor';
  useEffect(() => {
    if (!esProfesor || !usuario) return;
    iniciarSincronizacion();
    if (navigator.onLine) {
      api(agendaEndpoints.get)
        .then((agenda) => guardarAgenda(agenda, usuario))
        .catch(() => undefined);
    }
    return escucharSincronizado(() => {
      void qc.invalidateQueries({ queryKey: ['asistencias'] });
      void qc.invalidateQueries({ queryKey: ['agenda'] });
    });
  }, [esProfesor, usuario, qc]);
}
