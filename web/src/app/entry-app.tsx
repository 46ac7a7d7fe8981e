/** The app (portal and staff area): data router, TanStack Query, auth. Loaded for every non-public path. */
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ArbolApp } from '@/app/arbol-app';
import { createRouter } from '@/app/router';
import { hidratar } from '@/lib/arranque/hidratar';

type Router = ReturnType<typeof createRouter>;

/** Resolves once the router has loaded the lazy modules of the first URL's routes. */
function rutasCargadas(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const dejar = router.subscribe((estado) => {
      if (!estado.initialized) return;
      dejar();
      resolve();
    });
  });
}

/**
 * The first render waits for the page's lazy modules, so it is the page itself (never an empty
 * fallback). A page the build pre-rendered (`/padres`, `/login-profesores`, the 404) is then hydrated:
 * React adopts its HTML, with whatever was typed, focused or scrolled meanwhile, and the input kept
 * until then is handed over (decision 033). Any other path renders into the empty shell.
 */
export async function iniciarApp(): Promise<Root> {
  const router = createRouter();
  const contenedor = document.getElementById('root')!;
  await rutasCargadas(router);
  const app = (
    <ArbolApp>
      <RouterProvider router={router} />
    </ArbolApp>
  );
  if (contenedor.hasChildNodes()) return hidratar(contenedor, app);
  const root = createRoot(contenedor);
  root.render(app);
  return root;
}
