/**
 * The account pages' frame (/login-profesores, /padres, /restablecer-contrasena): brand, a card with the
 * page's title and its content, and the links under it (by default, the way home).
 */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AvisoCorreo } from '@/components/layout/aviso-correo';
import { Brand } from '@/components/layout/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export function PaginaAcceso({
  titulo,
  tituloPagina = titulo,
  descripcion,
  className,
  cardClassName,
  enlaces = <VolverAlInicio />,
  children,
}: {
  titulo: string;
  /** The browser tab's title, when it is not the card's. */
  tituloPagina?: string;
  descripcion: ReactNode;
  className?: string;
  cardClassName?: string;
  enlaces?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className={cn('flex min-h-dvh flex-col items-center gap-6 bg-muted/40', className)}>
      <title>{`${tituloPagina} · RoboEscuela`}</title>
      <Brand />
      {/* Someone here may be waiting for a link by e-mail: say so when none will arrive. */}
      <AvisoCorreo className={cn('w-full max-w-md', cardClassName)} />
      <Card className={cardClassName}>
        <CardHeader>
          <CardTitle as="h1">{titulo}</CardTitle>
          <CardDescription>{descripcion}</CardDescription>
        </CardHeader>
        {children && <CardContent>{children}</CardContent>}
      </Card>
      {enlaces}
    </main>
  );
}

/** A ghost link under the card, with a back arrow when `volver`. */
export function EnlaceAcceso({
  to,
  volver,
  children,
}: {
  to: string;
  volver?: boolean;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" asChild>
      <Link to={to}>
        {volver && <ArrowLeft className="size-4" aria-hidden="true" />}
        {children}
      </Link>
    </Button>
  );
}

const VolverAlInicio = () => (
  <EnlaceAcceso to="/" volver>
    Volver al inicio
  </EnlaceAcceso>
);
