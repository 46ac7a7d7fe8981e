import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ArbolApp } from '@/app/arbol-app';
import { routes } from '@/app/router';

/**
 * A screen of the app as its data router renders it (the same routes, guards and providers as in the
 * browser, which hydrates it), for a visitor without a session.
 */
export async function arbolAppEstatico(url: string): Promise<ReactNode> {
  const handler = createStaticHandler(routes);
  const contexto = await handler.query(new Request(`http://localhost${url}`));
  if (contexto instanceof Response) throw new Error(`${url}: el pre-render no esperaba una redirección`);
  const router = createStaticRouter(handler.dataRoutes, contexto);
  return (
    <ArbolApp>
      <StaticRouterProvider router={router} context={contexto} hydrate={false} />
    </ArbolApp>
  );
}
