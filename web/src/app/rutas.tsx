/**
 * The client's one route table: path, who may open it, its staff-menu entry and its lazy page. The router
 * (router.tsx) and the staff menu are built from it; `rutas.test.ts` checks its paths against the list
 * the server knows (shared/src/common/rutas-cliente.ts). A screen still to be built keeps its path and
 * guard and shows 'En construcción' (`titulo` without `pagina`): building it is giving it a `pagina`.
 */
import { STAFF, type Rol } from '@escuela/shared';
import { CURSO_SLUGS, rutaCurso } from '@escuela/shared/cursos/curso-slugs';
import {
  BookOpen,
  Building2,
  CalendarDays,
  ClipboardList,
  FileSpreadsheet,
  GraduationCap,
  LayoutDashboard,
  Mail,
  MapPin,
  Package,
  Users,
  UserCog,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export type PageModule = { default: React.ComponentType };

export interface Ruta {
  path: string;
  /**
   * `publica`: a pre-rendered public page; `libre`: any other page open to anyone (sign-in, links from
   * e-mails); a list of roles: the parents' portal or the staff area.
   */
  acceso: 'publica' | 'libre' | readonly Rol[];
  /** A signed-in user is sent on to their area (the landing and the sign-in pages). */
  redirigeConSesion?: true;
  pagina?: () => Promise<PageModule>;
  /** Title of a screen not built yet ('En construcción'). */
  titulo?: string;
  menu?: {
    label: string;
    icon: LucideIcon;
    /** Roles that see this entry last (spec §2: Colegios closes a teacher's menu). */
    alFinalPara?: readonly Rol[];
  };
}

const ADMIN = ['admin'] as const satisfies readonly Rol[];

/** Staff routes in the order of the admin's menu (spec §2 'Staff layout'). */
export const RUTAS_GESTION: Ruta[] = [
  {
    path: '/dashboard',
    acceso: STAFF,
    pagina: () => import('@/routes/gestion/dashboard.page'),
    menu: { label: 'Dashboard', icon: LayoutDashboard },
  },
  { path: '/usuarios', acceso: ADMIN, titulo: 'Usuarios', menu: { label: 'Usuarios', icon: UserCog } },
  {
    path: '/colegios',
    acceso: STAFF,
    pagina: () => import('@/routes/gestion/colegios.page'),
    menu: { label: 'Colegios', icon: Building2, alFinalPara: ['coordinador', 'profesor'] },
  },
  {
    path: '/profesores',
    acceso: ADMIN,
    pagina: () => import('@/routes/gestion/profesores.page'),
    menu: { label: 'Profesores', icon: GraduationCap },
  },
  {
    path: '/admin-padres',
    acceso: ADMIN,
    titulo: 'Gestión de Padres/Tutores',
    menu: { label: 'Padres', icon: UsersRound },
  },
  {
    path: '/materiales',
    acceso: ADMIN,
    pagina: () => import('@/routes/gestion/materiales.page'),
    menu: { label: 'Materiales', icon: Package },
  },
  {
    path: '/materiales-periodo',
    acceso: ADMIN,
    pagina: () => import('@/routes/gestion/materiales-periodo.page'),
  },
  {
    path: '/actividades',
    acceso: ADMIN,
    pagina: () => import('@/routes/gestion/actividades.page'),
    menu: { label: 'Actividades', icon: BookOpen },
  },
  { path: '/nominas', acceso: ADMIN, titulo: 'Nóminas', menu: { label: 'Nóminas', icon: Wallet } },
  {
    path: '/distancias',
    acceso: ADMIN,
    titulo: 'Distancias Personalizadas',
    menu: { label: 'Distancias', icon: MapPin },
  },
  {
    path: '/mensajes-contacto',
    acceso: ADMIN,
    titulo: 'Mensajes de Contacto',
    menu: { label: 'Mensajes de contacto', icon: Mail },
  },
  {
    path: '/reportes-asistencias',
    acceso: ADMIN,
    titulo: 'Reportes de Asistencias',
    menu: { label: 'Reportes de Asistencias', icon: FileSpreadsheet },
  },
  {
    path: '/grupos',
    acceso: STAFF,
    pagina: () => import('@/routes/gestion/grupos.page'),
    menu: { label: 'Grupos', icon: Users },
  },
  {
    path: '/alumnos',
    acceso: STAFF,
    pagina: () => import('@/routes/gestion/alumnos.page'),
    menu: { label: 'Alumnos', icon: ClipboardList },
  },
  { path: '/sesiones', acceso: STAFF, titulo: 'Sesiones', menu: { label: 'Sesiones', icon: CalendarDays } },
  { path: '/asistencias', acceso: STAFF, titulo: 'Control de asistencia' },
  { path: '/asistencias/:sesionId/:fecha', acceso: STAFF, titulo: 'Control de asistencia' },
];

/** Everything outside the staff area. */
export const RUTAS_PUBLICAS_Y_PORTAL: Ruta[] = [
  {
    path: '/',
    acceso: 'publica',
    redirigeConSesion: true,
    pagina: () => import('@/routes/publico/landing.page'),
  },
  {
    path: '/login-profesores',
    acceso: 'libre',
    redirigeConSesion: true,
    pagina: () => import('@/routes/publico/login-profesores.page'),
  },
  {
    path: '/padres',
    acceso: 'libre',
    redirigeConSesion: true,
    pagina: () => import('@/routes/publico/padres.page'),
  },
  {
    path: '/verificar-email',
    acceso: 'libre',
    pagina: () => import('@/routes/publico/verificar-email.page'),
  },
  {
    path: '/restablecer-contrasena',
    acceso: 'libre',
    pagina: () => import('@/routes/publico/restablecer-contrasena.page'),
  },
  {
    path: '/terminos-condiciones',
    acceso: 'publica',
    pagina: () => import('@/routes/publico/terminos-condiciones.page'),
  },
  {
    path: '/politica-privacidad',
    acceso: 'publica',
    pagina: () => import('@/routes/publico/politica-privacidad.page'),
  },
  {
    path: '/politica-cookies',
    acceso: 'publica',
    pagina: () => import('@/routes/publico/politica-cookies.page'),
  },
  ...CURSO_SLUGS.map((slug) => ({
    path: rutaCurso(slug),
    acceso: 'publica' as const,
    pagina: () => import('@/routes/publico/curso.page'),
  })),
  { path: '/padres/dashboard', acceso: ['tutor'], pagina: () => import('@/routes/padres/dashboard.page') },
  { path: '/padres/perfil', acceso: ['tutor'], pagina: () => import('@/routes/padres/perfil.page') },
];

export interface EntradaMenu {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The staff menu of a role: the table's entries it may open, in the table's order. */
export function menuFor(rol: Rol): EntradaMenu[] {
  const visibles = RUTAS_GESTION.filter((r) => r.menu && (r.acceso as readonly Rol[]).includes(rol));
  const alFinal = (r: Ruta) => (r.menu?.alFinalPara?.includes(rol) ? 1 : 0);
  return visibles
    .sort((a, b) => alFinal(a) - alFinal(b))
    .map((r) => ({ label: r.menu!.label, to: r.path, icon: r.menu!.icon }));
}
