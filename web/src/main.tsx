/**
 * Two entries behind one script: the pre-rendered public pages hydrate with the light public entry
 * (under the 100 KB budget of DESIGN.md §8); every other path starts the app with its router.
 */
import { esRutaPublica } from '@escuela/shared/common/rutas-cliente';
import './index.css';

const publica = esRutaPublica(window.location.pathname);
const iniciar = () => {
  if (publica) void import('./app/entry-publico').then((m) => m.iniciarPublico());
  else void import('./app/entry-app').then((m) => m.iniciarApp());
};

/**
 * An app screen pre-rendered for its first paint (`/padres`, decision 019) paints before the app's
 * JavaScript is even asked for: on a slow line those ~300 KB would share the connection with the
 * stylesheet the paint waits for. The app starts right after that paint (or after 200 ms in a tab that
 * does not paint, e.g. one opened in the background).
 */
function despuesDePintar(fn: () => void): void {
  let hecho = false;
  const una = () => {
    if (hecho) return;
    hecho = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(una, 0));
  setTimeout(una, 200);
}

if (!publica && document.getElementById('root')?.hasChildNodes()) despuesDePintar(iniciar);
else iniciar();
