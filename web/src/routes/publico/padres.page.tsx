import { mensajesAuth } from '@escuela/shared/auth/auth.schemas';
import { useState } from 'react';
import { PaginaAcceso } from '@/components/layout/pagina-acceso';
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
    <PaginaAcceso
      titulo="Portal de Padres"
      descripcion="Consulta la asistencia, las actividades y las observaciones de tus hijos, e inscríbelos en nuestros grupos."
      className="px-4 py-8"
      cardClassName={tab === 'registro' ? 'w-full max-w-2xl' : 'w-full max-w-md'}
    >
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
    </PaginaAcceso>
  );
}
