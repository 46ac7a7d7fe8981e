import { Suscribirse } from '@/components/calendario/suscribirse';

/** The family's calendar feed: their children's classes, with the school's address and the holidays. */
export function CalendarioFamilia() {
  return (
    <Suscribirse descripcion="Añade las clases de tus hijos a tu calendario (Google, iPhone u Outlook). Se actualiza solo: si una clase se cancela o cambia, lo verás allí." />
  );
}
