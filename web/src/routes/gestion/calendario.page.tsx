import { Suscribirse } from '@/components/calendario/suscribirse';
import { ActivarPush } from '@/components/notificaciones/activar-push';

/** /calendario (profesor): the teacher's feed of their groups' sessions. */
export default function CalendarioPage() {
  return (
    <>
      <title>Mi calendario · RoboEscuela</title>
      <Suscribirse descripcion="Añade tus clases a tu calendario (Google, iPhone u Outlook). Se actualiza solo: las clases canceladas aparecen como canceladas." />
      <div className="mt-8 max-w-xl">
        <ActivarPush />
      </div>
    </>
  );
}
