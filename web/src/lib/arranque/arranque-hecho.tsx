import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';

/**
 * Rendered last in the tree that takes a page over (the app's root route, the public pages' tree): its
 * layout effect runs in the commit that adopted the page, and hands over the input kept until then by
 * the page's first script (`captura.ts`, reached through `window.arranqueEscuela`). The hand-over runs
 * in a microtask, once the commit is over (React's `flushSync` may not run inside it) and before the
 * browser can deliver any new input. A page without that script (the app's shell, the dev server) has
 * nothing kept and is only marked `data-arranque="hecho"`.
 */
export function ArranqueHecho() {
  useLayoutEffect(() => {
    queueMicrotask(() => {
      if (window.arranqueEscuela) window.arranqueEscuela.entregarALaApp(flushSync);
      else document.documentElement.dataset.arranque = 'hecho';
    });
  }, []);
  return null;
}
