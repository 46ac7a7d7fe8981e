import { ahoraEnEscuela } from '@escuela/shared/sesiones/fechas';
import { useEffect, useState } from 'react';

/**
 * "Now" on the school's wall clock ('yyyy-MM-dd HH:mm:ss', what session times are), refreshed every
 * `cadaMs`, so a screen left open notices when a session begins. The server's clock decides in the end.
 */
export function useAhoraEscuela(cadaMs = 30_000): string {
  const [ahora, setAhora] = useState(() => ahoraEnEscuela());
  useEffect(() => {
    const id = setInterval(() => setAhora(ahoraEnEscuela()), cadaMs);
    return () => clearInterval(id);
  }, [cadaMs]);
  return ahora;
}
