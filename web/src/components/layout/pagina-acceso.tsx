/** The sign-in pages' frame (/login-profesores, /padres): brand, a card with the page's title, the way home. */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export function PaginaAcceso({
  titulo,
  descripcion,
  className,
  cardClassName,
  children,
}: {
  titulo: string;
  descripcion: ReactNode;
  className?: string;
  cardClassName?: string;
  children: ReactNode;
}) {
  return (
    <main className={cn('flex min-h-dvh flex-col items-center gap-6 bg-muted/40', className)}>
      <title>{`${titulo} · RoboEscuela`}</title>
      <Brand />
      <Card className={cardClassName}>
        <CardHeader>
          <CardTitle as="h1">{titulo}</CardTitle>
          <CardDescription>{descripcion}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      <Button variant="ghost" asChild>
        <Link to="/">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Volver al inicio
        </Link>
      </Button>
    </main>
  );
}
