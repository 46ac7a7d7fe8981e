import { useAuth } from '@/lib/auth';
import { PanelGestion } from '@/features/dashboard/panel-gestion';
import { PanelProfesor } from '@/features/dashboard/panel-profesor';

export default function DashboardPage() {
  const { user } = useAuth();
  if (user?.rol === 'profesor') return <PanelProfesor />;
  return <PanelGestion esAdmin={user?.rol === 'admin'} />;
}
