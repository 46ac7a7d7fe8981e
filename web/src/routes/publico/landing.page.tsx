import { Link } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { Button } from '@/components/ui/button';

/** Minimal landing until the public-site issue builds the full page with its tabs. */
export default function LandingPage() {
  return (
    <div className="min-h-dvh">
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-border px-6 py-4">
        <Brand />
        <nav aria-label="Accesos" className="flex gap-2">
          <Button variant="outline" asChild>
            <Link to="/padres">Portal de padres</Link>
          </Button>
          <Button asChild>
            <Link to="/login-profesores">Acceso profesores</Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto max-w-3xl px-6 py-16">
        <h1 className="text-4xl font-bold tracking-tight">
          Robótica, programación e impresión 3D en tu colegio
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Clases extraescolares para niños y jóvenes de 4 a 17 años. Lunes a viernes de 9:00 a 18:00.
        </p>
      </main>
    </div>
  );
}
