/**
 * The forms' zod resolver, with zod's own messages in Spanish (decision 028): every form imports
 * `zodResolver` from here, so the setting is made before the first form validates, and only pages with
 * a form load zod's Spanish locale. The schemas' messages always win over it.
 */
import { usarMensajesZodEnEspanol } from '@escuela/shared/common/zod-es';

usarMensajesZodEnEspanol();

export { zodResolver } from '@hookform/resolvers/zod';
