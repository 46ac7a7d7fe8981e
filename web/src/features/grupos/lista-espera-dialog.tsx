/**
 * A group's waiting list (DESIGN.md §11, decision 047): in order, with the rule that placed each child
 * (sibling, AMPA), who holds a live offer and until when; the office moves a child up or down, offers a
 * free place by hand, or takes a child off the list (after confirming).
 */
import { formatoInstante } from '@/lib/formato-es';
import type { EntradaListaEspera } from '@escuela/shared/plazas/plazas.schemas';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useListaEspera, useMoverEnLista, useOfrecerPlaza, useRetirarDeLista } from './grupos.queries';

export function ListaEsperaDialog({
  grupo,
  onOpenChange,
}: {
  grupo: { id: number; nombre: string } | null;
  onOpenChange: (abierto: boolean) => void;
}) {
  const lista = useListaEspera(grupo?.id ?? null);
  const mover = useMoverEnLista();
  const ofrecer = useOfrecerPlaza();
  const retirar = useRetirarDeLista();
  const [quitando, setQuitando] = useState<EntradaListaEspera | null>(null);
  const ocupado = mover.isPending || ofrecer.isPending || retirar.isPending;
  const filas = lista.data ?? [];

  return (
    <Dialog open={grupo !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Lista de espera · {grupo?.nombre}</DialogTitle>
          <DialogDescription>
            Orden: hermanos de alumnos del grupo, socios del AMPA y fecha de la solicitud. Una plaza libre se
            ofrece al primero durante 72 horas.
          </DialogDescription>
        </DialogHeader>
        {lista.isPending ? (
          <div className="space-y-2" aria-label="Cargando lista de espera">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : lista.isError ? (
          <p role="alert" className="text-destructive">
            No se pudo cargar la lista de espera
          </p>
        ) : filas.length === 0 ? (
          <p>No hay nadie en la lista de espera</p>
        ) : (
          <ol className="divide-y" aria-label="Lista de espera">
            {filas.map((e, i) => (
              <li key={e.id} className="flex flex-wrap items-center gap-2 py-3">
                <span className="w-6 text-right font-semibold tabular-nums">{e.posicion}.</span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{e.alumno}</p>
                  <p className="text-sm text-muted-foreground">
                    {e.familia ?? 'Sin familia'} · desde {formatoInstante(e.desde)}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-1">
                    {e.hermano && <Badge variant="secondary">Hermano en el grupo</Badge>}
                    {e.ampa && <Badge variant="secondary">AMPA</Badge>}
                    {e.estado === 'ofrecida' && e.caduca && (
                      <Badge>Plaza ofrecida hasta {formatoInstante(e.caduca)}</Badge>
                    )}
                  </div>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Subir a ${e.alumno}`}
                    disabled={i === 0 || ocupado}
                    onClick={() => mover.mutate({ id: e.id, posicion: e.posicion - 1 })}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Bajar a ${e.alumno}`}
                    disabled={i === filas.length - 1 || ocupado}
                    onClick={() => mover.mutate({ id: e.id, posicion: e.posicion + 1 })}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  {e.estado === 'esperando' && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={ocupado}
                      onClick={() => ofrecer.mutate(e.id)}
                    >
                      Ofrecer plaza
                    </Button>
                  )}
                  <Button variant="outline" size="sm" disabled={ocupado} onClick={() => setQuitando(e)}>
                    Quitar
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <ConfirmDialog
          open={quitando !== null}
          onOpenChange={(o) => !o && setQuitando(null)}
          title="¿Quitar a este alumno de la lista de espera?"
          description={quitando ? `${quitando.alumno} perderá su puesto en la lista.` : undefined}
          confirmLabel="Quitar"
          onConfirm={() => retirar.mutateAsync(quitando!.id).then(() => setQuitando(null))}
        />
      </DialogContent>
    </Dialog>
  );
}
