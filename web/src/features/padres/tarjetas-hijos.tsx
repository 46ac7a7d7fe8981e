import type { ReactNode } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * The portal's grid of one card per child (the children, the enrolment requests): the child's name as
 * the card's title, then what `cabecera` adds under it and the card's body (`children`).
 */
export function TarjetasHijos<T extends { id: number; nombre: string; apellidos: string }>({
  hijos,
  titulo,
  className,
  cabecera,
  children,
}: {
  hijos: readonly T[];
  /** The heading level of each name under the section's heading. */
  titulo: 'h2' | 'h3';
  className?: string;
  cabecera?: (hijo: T) => ReactNode;
  children: (hijo: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {hijos.map((h) => (
        <li key={h.id}>
          <Card className={cn('h-full', className)}>
            <CardHeader className="pb-2">
              <CardTitle as={titulo}>
                {h.nombre} {h.apellidos}
              </CardTitle>
              {cabecera?.(h)}
            </CardHeader>
            {children(h)}
          </Card>
        </li>
      ))}
    </ul>
  );
}
