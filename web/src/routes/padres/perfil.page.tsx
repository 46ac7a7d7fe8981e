import { PortalLayout } from '@/features/padres/portal-layout';
import { Perfil } from '@/features/padres/perfil';

export default function PadresPerfilPage() {
  return (
    <PortalLayout>
      <title>Mi Perfil · RoboEscuela</title>
      <Perfil />
    </PortalLayout>
  );
}
