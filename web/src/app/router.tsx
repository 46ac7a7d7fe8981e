/**
 * Every route of spec §2 with its guard. Pages load lazily, so the public bundle carries none of the
 * staff or portal code. Screens a later issue builds show 'En construcción' behind their real guard.
 */
import { STAFF, type Rol } from '@escuela/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireRole } from '@/features/auth/route-guards';
import { Root } from '@/routes/root';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });
const enConstruccion = page(() => import('@/routes/en-construccion.page'));
const pendiente = (path: string, titulo: string): RouteObject => ({
  path,
  handle: { titulo },
  lazy: enConstruccion,
});

const ADMIN: readonly Rol[] = ['admin'];
const COLEGIOS: readonly Rol[] = ['admin', 'coordinador', 'profesor'];

export const COURSE_SLUGS = [
  'preschoolers',
  'kids-i',
  'kids-ii',
  'junior-i',
  'junior-ii',
  'teens-i',
  'teens-ii',
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/', lazy: page(() => import('@/routes/publico/landing.page')) },
          { path: '/login-profesores', lazy: page(() => import('@/routes/publico/login-profesores.page')) },
          { path: '/padres', lazy: page(() => import('@/routes/publico/padres.page')) },
        ],
      },
      { path: '/verificar-email', lazy: page(() => import('@/routes/publico/verificar-email.page')) },
      {
        path: '/restablecer-contrasena',
        lazy: page(() => import('@/routes/publico/restablecer-contrasena.page')),
      },
      pendiente('/terminos-condiciones', 'Términos y condiciones'),
      pendiente('/politica-privacidad', 'Política de privacidad'),
      pendiente('/politica-cookies', 'Política de cookies'),
      ...COURSE_SLUGS.map((slug) => pendiente(`/courses/${slug}`, 'Curso')),
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
              pendiente('/dashboard', 'Panel de Control'),
              pendiente('/grupos', 'Grupos'),
              pendiente('/alumnos', 'Alumnos'),
              pendiente('/sesiones', 'Sesiones'),
              pendiente('/asistencias', 'Control de asistencia'),
              pendiente('/asistencias/:sesionId/:fecha', 'Control de asistencia'),
              { element: <RequireRole roles={COLEGIOS} />, children: [pendiente('/colegios', 'Colegios')] },
              {
                element: <RequireRole roles={ADMIN} />,
                children: [
                  pendiente('/usuarios', 'Usuarios'),
                  pendiente('/profesores', 'Profesores'),
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
