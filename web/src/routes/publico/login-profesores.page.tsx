import { PaginaAcceso } from '@/components/layout/pagina-acceso';
import { LoginForm } from '@/features/auth/login-form';
import { OlvideContrasena } from '@/features/cuentas/olvide-contrasena';

export default function LoginProfesoresPage() {
  return (
    <PaginaAcceso
      titulo="Acceso de profesores"
      descripcion="Entra con el email y la contraseña de tu cuenta del equipo."
      className="justify-center p-4"
      cardClassName="w-full max-w-sm"
    >
      <LoginForm
        idPrefix="profesores"
        failureTitle="Error"
        failureFallback="Error en el inicio de sesión"
        footer={<OlvideContrasena idPrefix="profesores" />}
      />
    </PaginaAcceso>
  );
}
