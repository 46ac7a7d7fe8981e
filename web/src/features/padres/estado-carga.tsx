import { useEffect } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';

/** Spec §8: a failed read shows a destructive toast titled 'Error' (no automatic retry). */
export function useToastSiFalla(isError: boolean, descripcion: string) {
  useEffect(() => {
    if (isError) toast({ title: 'Error', description: descripcion, variant: 'destructive' });
  }, [isError, descripcion]);
}

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

export function Vacio({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
      {children}
    </p>
  );
}

export function ErrorCarga({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-lg border border-destructive/40 bg-red-50 p-6 text-center text-destructive">
      {children}
    </p>
  );
}
