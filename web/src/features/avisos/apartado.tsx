import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A part of the notices screen that one query fills (the schools' settings, the automatic messages):
 * its heading and line, a skeleton while loading, the error, then what `lista` makes of the data.
 */
export function ApartadoAvisos<T>({
  id,
  titulo,
  descripcion,
  consulta,
  altura,
  error,
  lista,
  children,
}: {
  id: string;
  titulo: string;
  descripcion: ReactNode;
  consulta: { isPending: boolean; isError: boolean; data: T | undefined };
  /** The skeleton's height class. */
  altura: string;
  error: string;
  lista: (datos: T) => ReactNode;
  /** What stays under the list (its dialogs). */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-1 text-lg font-semibold">
        {titulo}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{descripcion}</p>
      {consulta.isPending ? (
        <Skeleton className={`${altura} w-full`} aria-busy="true" />
      ) : consulta.isError || consulta.data === undefined ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : (
        lista(consulta.data)
      )}
      {children}
    </section>
  );
}
