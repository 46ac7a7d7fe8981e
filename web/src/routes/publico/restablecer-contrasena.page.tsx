import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NuevaContrasenaForm } from '@/features/cuentas/nueva-contrasena-form';

/** Reset links ('¿Olvidaste tu contraseña?') and invitations to accounts created without a password. */
export default function RestablecerContrasenaPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 p-4">
      <title>Restablecer contraseña · RoboEscuela</title>
      <Brand />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">Elige tu contraseña</CardTitle>
          <CardDescription>
            {token
              ? 'Escribe tu nueva contraseña dos veces. Al guardarla se cerrarán tus sesiones abiertas.'
              : 'El enlace no es válido. Pide uno nuevo con «¿Olvidaste tu contraseña?» en la página de acceso.'}
          </CardDescription>
        </CardHeader>
        {token && (
          <CardContent>
            <NuevaContrasenaForm token={token} />
          </CardContent>
        )}
      </Card>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="ghost" asChild>
          <Link to="/padres">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Portal de Padres
          </Link>
        </Button>
        <Button variant="ghost" asChild>
          <Link to="/login-profesores">Acceso de profesores</Link>
        </Button>
      </div>
    </main>
  );
}
