import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoginForm } from '@/features/auth/login-form';
import { OlvideContrasena } from '@/features/cuentas/olvide-contrasena';

export default function LoginProfesoresPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 p-4">
      <title>Acceso de profesores · RoboEscuela</title>
      <Brand />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle as="h1">Acceso de profesores</CardTitle>
          <CardDescription>Entra con el email y la contraseña de tu cuenta del equipo.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm
            idPrefix="profesores"
            failureTitle="Error"
            failureFallback="Error en el inicio de sesión"
            footer={<OlvideContrasena idPrefix="profesores" />}
          />
        </CardContent>
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
