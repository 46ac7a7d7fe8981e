import { Skeleton } from '@/components/ui/skeleton';

/** A dashboard card's read while it loads (a skeleton of the card's height) or after it failed. */
export function CargaTarjeta({
  isPending,
  isError,
  que,
  altura,
}: {
  isPending: boolean;
  isError: boolean;
  /** What failed to load: 'No se pudo cargar la información de {que}'. */
  que: string;
  altura: string;
}) {
  return (
    <>
      {isPending && <Skeleton className={`${altura} w-full`} />}
      {isError && <p className="text-sm text-destructive">{`No se pudo cargar la información de ${que}`}</p>}
    </>
  );
}
