import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export interface Tarjeta {
  titulo: string;
  valor: number | undefined;
  to: string;
  icon: LucideIcon;
}

/** The clickable count tiles of the dashboards. */
export function Tarjetas({ tarjetas, cargando }: { tarjetas: Tarjeta[]; cargando: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {tarjetas.map((t) => (
        <li key={t.titulo}>
          <Link
            to={t.to}
            className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Card className="flex items-center gap-4 p-5 transition-colors group-hover:border-primary">
              <span className="rounded-full bg-secondary p-3 text-secondary-foreground">
                <t.icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex flex-col">
                <span className="text-sm text-muted-foreground">{t.titulo}</span>
                {cargando ? (
                  <Skeleton className="mt-1 h-7 w-12" />
                ) : (
                  <span className="text-2xl font-bold tabular-nums">{t.valor ?? '—'}</span>
                )}
              </span>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
