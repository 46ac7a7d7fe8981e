import { mensajesAuth } from '@escuela/shared/auth/auth.schemas';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from '@/features/auth/login-form';
import { OlvideContrasena } from '@/features/cuentas/olvide-contrasena';
import { ReenviarVerificacion } from '@/features/cuentas/reenviar-verificacion';
import { RegistroForm } from '@/features/padres/registro-form';
import { ApiError } from '@/lib/api';

/** Spec §2 /padres: the login and register tabs and the way back home. */
export default function PadresPage() {
  const [tab, setTab] = useState('login');
  const [sinVerificar, setSinVerificar] = useState<string | null>(null);

  const onFailure = (err: unknown, email: string) =>
    setSinVerificar(
      err instanceof ApiError && err.status === 403 && err.serverMessage === mensajesAuth.emailNoVerificado
        ? email
        : null,
    );

  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 bg-muted/40 px-4 py-8">
      <title>Portal de Padres · RoboEscuela</title>
      <Brand />
      <Card className={tab === 'registro' ? 'w-full max-w-2xl' : 'w-full max-w-md'}>
        <CardHeader>
          <CardTitle as="h1">Portal de Padres</CardTitle>
          <CardDescription>
            Consulta la asistencia, las actividades y las observaciones de tus hijos, e inscríbelos en
            nuestros grupos.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Iniciar sesión</TabsTrigger>
              <TabsTrigger value="registro">Registrarse</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="pt-4">
              <LoginForm
                idPrefix="padres"
                failureTitle="Error al iniciar sesión"
                failureFallback="Credenciales inválidas"
                onFailure={onFailure}
                footer={<OlvideContrasena idPrefix="padres" />}
              />
              {sinVerificar && <ReenviarVerificacion email={sinVerificar} />}
            </TabsContent>
            <TabsContent value="registro" className="pt-4">
              <RegistroForm onRegistrado={() => setTab('login')} />
            </TabsContent>
          </Tabs>
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
