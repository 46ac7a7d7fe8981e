import { Button } from '@/components/ui/button';

export interface DatosPaginacion {
  total: number;
  totalPaginas: number;
  paginaActual: number;
}

/** 'Página 2 de 5 · 230 alumnos' with Anterior/Siguiente; nothing when the list is empty. */
export function Paginacion({
  paginacion,
  unidad,
  onPagina,
}: {
  paginacion: DatosPaginacion | undefined;
  /** Singular and plural: ['alumno', 'alumnos']. */
  unidad: readonly [string, string];
  onPagina: (pagina: number) => void;
}) {
  if (!paginacion || paginacion.total === 0) return null;
  const { paginaActual, totalPaginas, total } = paginacion;
  return (
    <nav aria-label="Paginación" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground">
        Página {paginaActual} de {totalPaginas} · {total} {total === 1 ? unidad[0] : unidad[1]}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" disabled={paginaActual <= 1} onClick={() => onPagina(paginaActual - 1)}>
          Anterior
        </Button>
        <Button
          variant="outline"
          disabled={paginaActual >= totalPaginas}
          onClick={() => onPagina(paginaActual + 1)}
        >
          Siguiente
        </Button>
      </div>
    </nav>
  );
}
