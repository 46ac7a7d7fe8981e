import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';

export { useToastSiFalla };

export function Cargando({ filas = 3 }: { filas?: number }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        Cargando...
      </span>
      {Array.from({ length: filas }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  );
}

export function Vacio({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
      {children}
    </p>
  );
}

export function ErrorCarga({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-destructive/40 bg-red-50 p-6 text-center text-destructive">
      {children}
    </p>
  );
}

/**
 * A portal read in its states: skeletons while loading, the error (in the box and, spec §8, a toast),
 * `vacio` for an empty list, else what `children` makes of the data.
 */
export function SegunConsulta<T>({
  consulta,
  error,
  vacio,
  filas,
  children,
}: {
  consulta: { isPending: boolean; isError: boolean; data: T | undefined };
  error: string;
  vacio?: ReactNode;
  filas?: number;
  children: (datos: T) => ReactNode;
}) {
  useToastSiFalla(consulta.isError, error);
  if (consulta.isPending) return <Cargando filas={filas} />;
  if (consulta.isError || consulta.data === undefined) return <ErrorCarga>{error}</ErrorCarga>;
  if (vacio !== undefined && Array.isArray(consulta.data) && consulta.data.length === 0)
    return <Vacio>{vacio}</Vacio>;
  return children(consulta.data);
}

/**
 * A portal list read by one query: its states as `SegunConsulta`, then one list item per row
 * (`className`: the list's spacing).
 */
export function ListaConsulta<T extends { id: number }>({
  children,
  className = 'space-y-3',
  ...estado
}: Omit<Parameters<typeof SegunConsulta<readonly T[]>>[0], 'children'> & {
  children: (fila: T) => ReactNode;
  className?: string;
}) {
  return (
    <SegunConsulta {...estado}>
      {(filas) => (
        <ul className={className}>
          {filas.map((f) => (
            <li key={f.id}>{children(f)}</li>
          ))}
        </ul>
      )}
    </SegunConsulta>
  );
}
