/**
 * The router, built from the route table (rutas.tsx): every route with its guard. Pages load lazily, so
 * the public bundle carries none of the staff or portal code.
 */
import { STAFF, type Rol } from '@escuela/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NavegacionSpa } from '@/app/navegacion-spa';
import { RUTAS_GESTION, RUTAS_PUBLICAS_Y_PORTAL, menuFor, type PageModule, type Ruta } from '@/app/rutas';
import { DenegarSinRol, RedirectIfSignedIn, RequireRole } from '@/features/auth/route-guards';
import { Root } from '@/routes/root';

const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });
/** A public page inside the app: the same component the pre-rendered page hydrates, with client-side links. */
const publica = (load: () => Promise<PageModule>) => async () => {
  const Pagina = (await load()).default;
  return {
    Component: () => (
      <NavegacionSpa>
        <Pagina />
      </NavegacionSpa>
    ),
  };
};
const enConstruccion = page(() => import('@/routes/en-construccion.page'));
const staffLayout = async () => {
  const { default: StaffLayout } = await import('@/components/layout/staff-layout');
  return { Component: () => <StaffLayout menuFor={menuFor} /> };
};

const destino = (r: Ruta): RouteObject =>
  r.pagina
    ? { path: r.path, lazy: r.acceso === 'publica' ? publica(r.pagina) : page(r.pagina) }
    : { path: r.path, handle: { titulo: r.titulo }, lazy: enConstruccion };

/** A route with its own denial is open to every staff role and shows the denial to the others. */
const ruta = (r: Ruta): RouteObject =>
  r.denegacion
    ? {
        element: <DenegarSinRol roles={r.acceso as readonly Rol[]} {...r.denegacion} />,
        children: [destino(r)],
      }
    : destino(r);

/** Routes with the same roles share one guard, in the table's order of first appearance. */
function porRoles(lista: Ruta[], yaComprobados: readonly Rol[] = []): RouteObject[] {
  const grupos = new Map<string, Ruta[]>();
  for (const r of lista) {
    const clave = (r.denegacion ? STAFF : (r.acceso as readonly Rol[])).join(',');
    grupos.set(clave, [...(grupos.get(clave) ?? []), r]);
  }
  return [...grupos.entries()].flatMap(([clave, rutas]): RouteObject[] =>
    clave === yaComprobados.join(',')
      ? rutas.map(ruta)
      : [{ element: <RequireRole roles={rutas[0]!.acceso as readonly Rol[]} />, children: rutas.map(ruta) }],
  );
}

const abiertas = RUTAS_PUBLICAS_Y_PORTAL.filter((r) => !Array.isArray(r.acceso));

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <RedirectIfSignedIn />, children: abiertas.filter((r) => r.redirigeConLogin).map(ruta) },
      ...abiertas.filter((r) => !r.redirigeConLogin).map(ruta),
      ...porRoles(RUTAS_PUBLICAS_Y_PORTAL.filter((r) => Array.isArray(r.acceso))),
      {
        element: <RequireRole roles={STAFF} />,
        children: [{ lazy: staffLayout, children: porRoles(RUTAS_GESTION, STAFF) }],
      },
      { path: '*', lazy: page(() => import('@/routes/not-found.page')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
