import { MensajesContactoPage } from '@/features/mensajes-contacto/mensajes-contacto-page';

export default MensajesContactoPage;
