import { useSearchParams } from 'react-router';
import { EnlaceAcceso, PaginaAcceso } from '@/components/layout/pagina-acceso';
import { NuevaContrasenaForm } from '@/features/cuentas/nueva-contrasena-form';

/** Reset links ('¿Olvidaste tu contraseña?') and invitations to accounts created without a password. */
export default function RestablecerContrasenaPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PaginaAcceso
      titulo="Elige tu contraseña"
      tituloPagina="Restablecer contraseña"
      descripcion={
        token
          ? 'Escribe tu nueva contraseña dos veces. Al guardarla se cerrarán tus sesiones abiertas.'
          : 'El enlace no es válido. Pide uno nuevo con «¿Olvidaste tu contraseña?» en la página de acceso.'
      }
      className="justify-center p-4"
      cardClassName="w-full max-w-md"
      enlaces={
        <div className="flex flex-wrap justify-center gap-2">
          <EnlaceAcceso to="/padres" volver>
            Portal de Padres
          </EnlaceAcceso>
          <EnlaceAcceso to="/login-profesores">Acceso de profesores</EnlaceAcceso>
        </div>
      }
    >
      {token && <NuevaContrasenaForm token={token} />}
    </PaginaAcceso>
  );
}
