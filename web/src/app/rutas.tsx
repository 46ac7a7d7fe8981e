/**
 * The client's one route table: path, who may open it, its staff-menu entry and its lazy page. The router
 * (router.tsx) and the staff menu are built from it; `rutas.test.ts` checks its paths against the list
 * the server knows (shared/src/common/rutas-cliente.ts). A screen still to be built keeps its path and
 * guard and shows 'En construcción' (`titulo` without `pagina`): building it is giving it a `pagina`.
 */
import { STAFF, type Rol } from '@escuela/shared';
import type { Contador } from '@/components/layout/staff-layout';
import { useContadorNoLeidos } from '@/features/mensajes-contacto/mensajes-contacto.queries';
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
  /**
   * Other staff open the path and see this denial instead of being sent to their home (spec §6: only
   * Users, Parents and Distances show their own denial text). `acceso` still says who uses the screen.
   */
  denegacion?: { titulo: string; mensaje?: string };
  /** Title of a screen not built yet ('En construcción'). */
  titulo?: string;
  menu?: {
    label: string;
    icon: LucideIcon;
    /** Roles that see this entry last (spec §2: Colegios closes a teacher's menu). */
    alFinalPara?: readonly Rol[];
    /** A hook giving a count shown next to the entry (unread messages); nothing while it is 0. */
    contador?: Contador;
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
  {
    path: '/usuarios',
    acceso: ADMIN,
    denegacion: { titulo: 'Acceso denegado: Solo administradores' },
    pagina: () => import('@/routes/gestion/usuarios.page'),
    menu: { label: 'Usuarios', icon: UserCog },
  },
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
    denegacion: { titulo: 'No tienes permisos para acceder a esta página' },
    pagina: () => import('@/routes/gestion/admin-padres.page'),
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
  {
    path: '/nominas',
    acceso: ADMIN,
    pagina: () => import('@/routes/gestion/nominas.page'),
    menu: { label: 'Nóminas', icon: Wallet },
  },
  {
    path: '/distancias',
    acceso: ADMIN,
    denegacion: {
      titulo: 'Acceso Denegado',
      mensaje: 'No tienes permisos para acceder a esta página.',
    },
    pagina: () => import('@/routes/gestion/distancias.page'),
    menu: { label: 'Distancias', icon: MapPin },
  },
  {
    path: '/mensajes-contacto',
    acceso: ADMIN,
    pagina: () => import('@/routes/gestion/mensajes-contacto.page'),
    menu: { label: 'Mensajes de contacto', icon: Mail, contador: useContadorNoLeidos },
  },
  {
    path: '/reportes-asistencias',
    acceso: ADMIN,
    pagina: () => import('@/routes/gestion/reportes-asistencias.page'),
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
  {
    path: '/sesiones',
    acceso: STAFF,
    pagina: () => import('@/routes/gestion/sesiones.page'),
    menu: { label: 'Sesiones', icon: CalendarDays },
  },
  { path: '/asistencias', acceso: STAFF, pagina: () => import('@/routes/gestion/asistencias.page') },
  {
    path: '/asistencias/:sesionId/:fecha',
    acceso: STAFF,
    pagina: () => import('@/routes/gestion/asistencias.page'),
  },
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
  contador?: Contador;
}

/** The staff menu of a role: the table's entries it may open, in the table's order. */
export function menuFor(rol: Rol): EntradaMenu[] {
  const visibles = RUTAS_GESTION.filter((r) => r.menu && (r.acceso as readonly Rol[]).includes(rol));
  const alFinal = (r: Ruta) => (r.menu?.alFinalPara?.includes(rol) ? 1 : 0);
  return visibles
    .sort((a, b) => alFinal(a) - alFinal(b))
    .map(({ path, menu }) => ({ label: menu!.label, to: path, icon: menu!.icon, contador: menu!.contador }));
}
