/**
 * Every mutation of the app goes through `useMutacion`: it invalidates the cached lists that show what
 * changed (`invalida`, root keys from `claves.ts`; data is never stale by time, so nothing else would
 * refresh them) and shows the default toasts: the success title given, or 'Error' with the server's
 * message or the fallback. `error: null` leaves errors to the caller (forms that show them inline).
 */
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import type { Recurso } from '@/lib/claves';

const ERROR_GUARDAR = 'Hubo un error al guardar los datos';

type Exito<TData, TVars> =
  | string
  | { title: string; description?: string }
  | ((data: TData, vars: TVars) => string | { title: string; description?: string } | null);

export interface OpcionesMutacion<TData, TVars> {
  mutationFn: (vars: TVars) => Promise<TData>;
  /** Root keys of every cached list that shows the changed entity. */
  invalida: readonly Recurso[];
  /** Success toast; none when omitted. */
  exito?: Exito<TData, TVars>;
  /** Description of the error toast when the server sends no message; null: no error toast. */
  error?: string | null;
  onSuccess?: (data: TData, vars: TVars) => void;
}

export function useMutacion<TData = unknown, TVars = void>(
  opciones: OpcionesMutacion<TData, TVars>,
): UseMutationResult<TData, unknown, TVars> {
  const qc = useQueryClient();
  const { mutationFn, invalida, exito, error = ERROR_GUARDAR, onSuccess } = opciones;
  return useMutation({
    mutationFn,
    onSuccess: async (data, vars) => {
      onSuccess?.(data, vars);
      const aviso = typeof exito === 'function' ? exito(data, vars) : exito;
      if (aviso) toast(typeof aviso === 'string' ? { title: aviso } : aviso);
      // Active lists refetch now, inactive ones on their next mount.
      await Promise.all(invalida.map((raiz) => qc.invalidateQueries({ queryKey: [raiz] })));
    },
    onError: (err) => {
      if (error === null) return;
      toast({ title: 'Error', description: errorMessage(err, error), variant: 'destructive' });
    },
  });
}
