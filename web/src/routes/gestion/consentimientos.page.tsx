import { PendientesPage } from '@/features/consentimientos/pendientes-page';

/** "Consentimientos pendientes": the office (admin, coordinador). */
export default function ConsentimientosRoute() {
  return <PendientesPage />;
}
