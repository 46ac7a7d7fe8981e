/**
 * Every route of spec §2 with its guard. Pages load lazily, so the public bundle carries none of the
 * staff or portal code. Screens a later issue builds show 'En construcción' behind their real guard.
 */
import { STAFF, type Rol } from '@escuela/shared';
import { CURSO_SLUGS, rutaCurso } from '@escuela/shared/cursos/curso-slugs';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NavegacionSpa } from '@/app/navegacion-spa';
import { RedirectIfSignedIn, RequireRole } from '@/features/auth/route-guards';
import { Root } from '@/routes/root';

type PageModule = { default: React.ComponentType };
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
const pendiente = (path: string, titulo: string): RouteObject => ({
  path,
  handle: { titulo },
  lazy: enConstruccion,
});

const ADMIN: readonly Rol[] = ['admin'];
const COLEGIOS: readonly Rol[] = ['admin', 'coordinador', 'profesor'];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/', lazy: publica(() => import('@/routes/publico/landing.page')) },
          { path: '/login-profesores', lazy: page(() => import('@/routes/publico/login-profesores.page')) },
          { path: '/padres', lazy: page(() => import('@/routes/publico/padres.page')) },
        ],
      },
      { path: '/verificar-email', lazy: page(() => import('@/routes/publico/verificar-email.page')) },
      {
        path: '/restablecer-contrasena',
        lazy: page(() => import('@/routes/publico/restablecer-contrasena.page')),
      },
      {
        path: '/terminos-condiciones',
        lazy: publica(() => import('@/routes/publico/terminos-condiciones.page')),
      },
      {
        path: '/politica-privacidad',
        lazy: publica(() => import('@/routes/publico/politica-privacidad.page')),
      },
      { path: '/politica-cookies', lazy: publica(() => import('@/routes/publico/politica-cookies.page')) },
      ...CURSO_SLUGS.map((slug) => ({
        path: rutaCurso(slug),
        lazy: publica(() => import('@/routes/publico/curso.page')),
      })),
      {
        element: <RequireRole roles={['tutor']} />,
        children: [
          { path: '/padres/dashboard', lazy: page(() => import('@/routes/padres/dashboard.page')) },
          { path: '/padres/perfil', lazy: page(() => import('@/routes/padres/perfil.page')) },
        ],
      },
      {
        element: <RequireRole roles={STAFF} />,
        children: [
          {
            lazy: page(() => import('@/components/layout/staff-layout')),
            children: [
              { path: '/dashboard', lazy: page(() => import('@/routes/gestion/dashboard.page')) },
              { path: '/grupos', lazy: page(() => import('@/routes/gestion/grupos.page')) },
              { path: '/alumnos', lazy: page(() => import('@/routes/gestion/alumnos.page')) },
              pendiente('/sesiones', 'Sesiones'),
              pendiente('/asistencias', 'Control de asistencia'),
              pendiente('/asistencias/:sesionId/:fecha', 'Control de asistencia'),
              {
                element: <RequireRole roles={COLEGIOS} />,
                children: [{ path: '/colegios', lazy: page(() => import('@/routes/gestion/colegios.page')) }],
              },
              {
                element: <RequireRole roles={ADMIN} />,
                children: [
                  pendiente('/usuarios', 'Usuarios'),
                  { path: '/profesores', lazy: page(() => import('@/routes/gestion/profesores.page')) },
                  pendiente('/admin-padres', 'Gestión de Padres/Tutores'),
                  pendiente('/materiales', 'Materiales de Robótica'),
                  pendiente('/materiales-periodo', 'Materiales por Periodo'),
                  pendiente('/actividades', 'Actividades de Robótica'),
                  pendiente('/nominas', 'Nóminas'),
                  pendiente('/distancias', 'Distancias Personalizadas'),
                  pendiente('/mensajes-contacto', 'Mensajes de Contacto'),
                  pendiente('/reportes-asistencias', 'Reportes de Asistencias'),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('@/routes/not-found.page')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
