import { InscripcionesPage } from '@/features/inscripciones/inscripciones-page';
import { useAuth } from '@/lib/auth';

/** "Inscripciones nuevas": the admin decides, the coordinador reads. */
export default function InscripcionesRoute() {
  const { user } = useAuth();
  return <InscripcionesPage puedeDecidir={user?.rol === 'admin'} />;
}
