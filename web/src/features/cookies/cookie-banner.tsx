import { CookieIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { boton } from '@/components/publico/estilos';
import { useNavegacion } from '@/lib/navegacion';
import { iniciarAnalitica } from './analitica';
import { aceptarCookies, cookiesAceptadas } from './consentimiento';

/**
 * Spec §2: shown while `cookiesAccepted` is absent; 'Aceptar' stores 'true' and hides it; 'Personalizar'
 * and the link go to /politica-cookies. A plain region, not a modal: the page stays usable behind it.
 * It appears after hydration (the server cannot know the visitor's storage).
 */
export function CookieBanner() {
  const { Enlace } = useNavegacion();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (cookiesAceptadas()) iniciarAnalitica();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is only readable after mount
    else setVisible(true);
  }, []);

  if (!visible) return null;
  const aceptar = () => {
    aceptarCookies();
    setVisible(false);
    iniciarAnalitica();
  };
  return (
    <>
      {/* Room at the end of the page, so the fixed notice never hides the footer's links. */}
      <div aria-hidden="true" className="no-print h-56 sm:h-36" />
      <section aria-label="Aviso de cookies" className="no-print fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border bg-white p-4 shadow-2xl sm:flex-row sm:items-center sm:p-5">
          <CookieIcon aria-hidden="true" className="hidden size-8 shrink-0 text-accent sm:block" />
          <p className="text-sm text-foreground">
            Usamos una cookie técnica para que la web funcione y, solo si las aceptas, cookies de análisis
            para mejorarla. Puedes consultar los detalles en nuestra{' '}
            <Enlace to="/politica-cookies" className="font-medium text-primary underline underline-offset-2">
              política de cookies
            </Enlace>
            .
          </p>
          <div className="flex shrink-0 gap-2">
            <Enlace to="/politica-cookies" className={boton('outline')}>
              Personalizar
            </Enlace>
            <button type="button" onClick={aceptar} className={boton('default')}>
              Aceptar
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
