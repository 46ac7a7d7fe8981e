/**
 * Two entries behind one script: the pre-rendered public pages hydrate with the light public entry
 * (under the 100 KB budget of DESIGN.md §8); every other path starts the app with its router.
 * Input made before the app takes a pre-rendered page over is kept by the page's first script
 * (`arranque.ts`, decision 033), not here: this one is a module and may run after the first paint.
 */
import { esRutaPublica } from '@escuela/shared/common/rutas-cliente';
import './index.css';

const publica = esRutaPublica(window.location.pathname);
const ceder = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start-up in short tasks, for a screen already painted from its HTML (`/padres`): the heavy
 * libraries are fetched at once and each evaluates in its own task as it arrives, then the app's entry,
 * then its first render. One ~200 ms task (on Lighthouse's mobile CPU) becomes several short ones, so
 * the page answers input while the app starts (decision 019, lever 17). A screen with nothing painted
 * yet starts in one go: there, only the time to the first paint counts.
 */
async function iniciarAppPorPartes(): Promise<void> {
  await Promise.all([
    import('react-dom/client'),
    import('react-router'),
    import('zod'),
    import('@tanstack/react-query'),
    import('react-hook-form'),
    import('tailwind-merge'),
    import('@radix-ui/react-toast'),
  ]);
  await ceder();
  const { iniciarApp } = await import('./app/entry-app');
  await ceder();
  await iniciarApp();
}

/**
 * An app screen pre-rendered for its first paint (`/padres`, decision 019) paints before the app's
 * JavaScript is even asked for: on a slow line those ~300 KB would share the connection with the
 * stylesheet the paint waits for. The app starts right after that paint; in a tab that does not paint
 * (one opened in the background) at once, and in any case after 3 s.
 */
function despuesDePintar(fn: () => void): void {
  let hecho = false;
  const una = () => {
    if (hecho) return;
    hecho = true;
    fn();
  };
  if (document.visibilityState === 'hidden') return una();
  requestAnimationFrame(() => setTimeout(una, 0));
  setTimeout(una, 3000);
}

function iniciar(): void {
  const preRenderizada = document.getElementById('root')?.hasChildNodes() ?? false;
  if (publica) void import('./app/entry-publico').then((m) => m.iniciarPublico());
  else if (preRenderizada) despuesDePintar(() => void iniciarAppPorPartes());
  else void import('./app/entry-app').then((m) => m.iniciarApp());
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', iniciar, { once: true });
else iniciar();
