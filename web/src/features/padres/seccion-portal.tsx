/**
 * A section of the parents' portal: a `<section>` named by its heading (`aria-labelledby`), the
 * section's `<h1>` (with an optional line under it) or, inside a section, a part with its `<h2>`.
 */
import type { ReactNode } from 'react';

export function SeccionPortal({
  id,
  titulo,
  descripcion,
  className = 'space-y-4',
  children,
}: {
  /** The heading's id is `titulo-{id}`. */
  id: string;
  titulo: string;
  descripcion?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const h1 = (
    <h1 id={`titulo-${id}`} className="text-2xl font-bold tracking-tight">
      {titulo}
    </h1>
  );
  return (
    <section aria-labelledby={`titulo-${id}`} className={className}>
      {descripcion ? (
        <div>
          {h1}
          <p className="mt-1 text-muted-foreground">{descripcion}</p>
        </div>
      ) : (
        h1
      )}
      {children}
    </section>
  );
}

export function ParteSeccion({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`titulo-${id}`} className="space-y-3">
      <h2 id={`titulo-${id}`} className="text-lg font-semibold">
        {titulo}
      </h2>
      {children}
    </section>
  );
}
