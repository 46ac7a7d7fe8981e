/**
 * The client's one route table: path, who may open it, its staff-menu entry and its lazy page. The router
 * (router.tsx) and the staff menu are built from it. Its paths are named by key from the list the server
 * knows too (`RUTA`, `RUTA_LEGAL` in shared/src/common/rutas-cliente.ts), so each is written once;
 * `rutas.test.ts` checks that the table declares every one of them. A screen still to be built keeps its
 * path and guard and shows 'En construcción' (`titulo` without `pagina`): building it is giving it a
 * `pagina`.
 */
import { OFICINA, SOLO_ADMIN, STAFF, type Rol } from '@escuela/shared';
import type { Contador } from '@/components/layout/staff-layout';
import { useContadorInscripciones } from '@/features/inscripciones/inscripciones.queries';
import { useContadorNoLeidos } from '@/features/mensajes-contacto/mensajes-contacto.queries';
import { CURSO_SLUGS, rutaCurso } from '@escuela/shared/cursos/curso-slugs';
import { RUTA, RUTA_LEGAL } from '@escuela/shared/common/rutas-cliente';
import {
  Bell,
  BookOpen,
  CalendarPlus,
  Building2,
  CalendarCheck,
  CalendarDays,
  ClipboardList,
  FileCheck,
  FileSpreadsheet,
  GraduationCap,
  LayoutDashboard,
  Mail,
  MapPin,
  Package,
  Settings,
  ShieldCheck,
  UserX,
  UserPlus,
  Users,
  UserCog,
  UsersRound,
  Receipt,
  RefreshCw,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export type PageModule = { default: React.ComponentType };

/**
 * A feature's page as a route's lazy page: `paginaDe(() => import('@/features/x/x-page'), 'XPage')`. The
 * module still loads (as its own chunk) only when the route is first opened; a page that composes
 * several features or reads the session keeps its own file in `web/src/routes/`.
 */
const paginaDe =
  <M extends Record<K, React.ComponentType>, K extends string>(cargar: () => Promise<M>, nombre: K) =>
  async (): Promise<PageModule> => ({ default: (await cargar())[nombre] });

export interface Ruta {
  path: string;
  /**
   * `publica`: a pre-rendered public page; `libre`: any other page open to anyone (sign-in, links from
   * e-mails); a list of roles: the parents' portal or the staff area.
   */
  acceso: 'publica' | 'libre' | readonly Rol[];
  /** A signed-in user is sent on to their area (the landing and the sign-in pages). */
  redirigeConLogin?: true;
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

/** One entry of the table: its path, who may open it, its lazy page and the rest (menu entry, denial...). */
const ruta = (
  path: string,
  acceso: Ruta['acceso'],
  pagina: Ruta['pagina'],
  resto: Partial<Ruta> = {},
): Ruta => ({
  path,
  acceso,
  pagina,
  ...resto,
});
/** The staff-menu entry of a route. */
const menu = (label: string, icon: LucideIcon, extra: Partial<NonNullable<Ruta['menu']>> = {}) => ({
  menu: { label, icon, ...extra },
});
const libre = (path: string, pagina: Ruta['pagina'], resto: Partial<Ruta> = {}) =>
  ruta(path, 'libre', pagina, resto);
const publica = (path: string, pagina: Ruta['pagina'], resto: Partial<Ruta> = {}) =>
  ruta(path, 'publica', pagina, resto);

/** Staff routes in the order of the admin's menu (spec §2 'Staff layout'). */
export const RUTAS_GESTION: Ruta[] = [
  ruta(
    RUTA.dashboard,
    STAFF,
    () => import('@/routes/gestion/dashboard.page'),
    menu('Dashboard', LayoutDashboard),
  ),
  ruta(
    RUTA.usuarios,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/usuarios/usuarios-page'), 'UsuariosPage'),
    {
      denegacion: { titulo: 'Acceso denegado: Solo administradores' },
      ...menu('Usuarios', UserCog),
    },
  ),
  ruta(
    RUTA.colegios,
    STAFF,
    paginaDe(() => import('@/features/colegios/colegios-page'), 'ColegiosPage'),
    menu('Colegios', Building2, { alFinalPara: ['coordinador', 'profesor'] }),
  ),
  ruta(
    RUTA.profesores,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/profesores/profesores-page'), 'ProfesoresPage'),
    menu('Profesores', GraduationCap),
  ),
  ruta(
    RUTA.adminPadres,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/admin-padres/admin-padres-page'), 'AdminPadresPage'),
    {
      denegacion: { titulo: 'No tienes permisos para acceder a esta página' },
      ...menu('Padres', UsersRound),
    },
  ),
  ruta(
    RUTA.materiales,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/materiales/materiales-page'), 'MaterialesPage'),
    menu('Materiales', Package),
  ),
  ruta(
    RUTA.materialesPeriodo,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/materiales/periodos-page'), 'PeriodosPage'),
  ),
  ruta(
    RUTA.actividades,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/actividades/actividades-page'), 'ActividadesPage'),
    menu('Actividades', BookOpen),
  ),
  ruta(
    RUTA.nominas,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/nominas/nominas-page'), 'NominasPage'),
    menu('Nóminas', Wallet),
  ),
  ruta(
    RUTA.distancias,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/distancias/distancias-page'), 'DistanciasPage'),
    {
      denegacion: { titulo: 'Acceso Denegado', mensaje: 'No tienes permisos para acceder a esta página.' },
      ...menu('Distancias', MapPin),
    },
  ),
  ruta(
    RUTA.mensajesContacto,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/mensajes-contacto/mensajes-contacto-page'), 'MensajesContactoPage'),
    menu('Mensajes de contacto', Mail, { contador: useContadorNoLeidos }),
  ),
  ruta(
    RUTA.avisos,
    OFICINA,
    paginaDe(() => import('@/features/avisos/avisos-page'), 'AvisosPage'),
    menu('Avisos', Bell),
  ),
  ruta(
    RUTA.reportesAsistencias,
    SOLO_ADMIN,
    () => import('@/routes/gestion/reportes-asistencias.page'),
    menu('Reportes de Asistencias', FileSpreadsheet),
  ),
  ruta(RUTA.grupos, STAFF, () => import('@/routes/gestion/grupos.page'), menu('Grupos', Users)),
  ruta(RUTA.alumnos, STAFF, () => import('@/routes/gestion/alumnos.page'), menu('Alumnos', ClipboardList)),
  ruta(
    RUTA.inscripciones,
    // The office: the admin decides, the coordinador (who reads students, DESIGN.md §4) reads.
    OFICINA,
    () => import('@/routes/gestion/inscripciones.page'),
    menu('Inscripciones nuevas', UserPlus, { contador: useContadorInscripciones }),
  ),
  // The office (DESIGN.md §10): who still has to decide; the families decide in the portal.
  ruta(
    RUTA.consentimientos,
    OFICINA,
    paginaDe(() => import('@/features/consentimientos/pendientes-page'), 'PendientesPage'),
    menu('Consentimientos pendientes', FileCheck),
  ),
  ruta(
    RUTA.hoy,
    ['profesor', 'coordinador'],
    () => import('@/routes/gestion/hoy.page'),
    menu('Hoy', CalendarCheck),
  ),
  ruta(RUTA.sesiones, STAFF, () => import('@/routes/gestion/sesiones.page'), menu('Sesiones', CalendarDays)),
  ruta(RUTA.asistencias, STAFF, () => import('@/routes/gestion/asistencias.page')),
  ruta(RUTA.asistenciasDeSesion, STAFF, () => import('@/routes/gestion/asistencias.page')),
  ruta(
    RUTA.calendario,
    ['profesor'],
    () => import('@/routes/gestion/calendario.page'),
    menu('Mi calendario', CalendarPlus),
  ),
  // The school-year renewal (issue 26, decision 052).
  ruta(
    RUTA.renovaciones,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/renovaciones/renovaciones-page'), 'RenovacionesPage'),
    menu('Renovación de curso', RefreshCw),
  ),
  // Billing (issue 24), not in the spec's menu: before the settings.
  ruta(
    RUTA.cobros,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/cobros/cobros-page'), 'CobrosPage'),
    menu('Cobros', Receipt),
  ),
  ruta(
    RUTA.cobrosAjustes,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/cobros/ajustes-cobros-page'), 'AjustesCobrosPage'),
  ),
  // A family's rights (issue 25, decisions 045 and 046).
  ruta(
    RUTA.registroAccesos,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/derechos/registro-accesos-page'), 'RegistroAccesosPage'),
    menu('Registro de accesos', ShieldCheck),
  ),
  ruta(
    RUTA.supresiones,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/derechos/supresiones-page'), 'SupresionesPage'),
    menu('Supresión de datos', UserX),
  ),
  ruta(
    RUTA.ajustes,
    SOLO_ADMIN,
    paginaDe(() => import('@/features/ajustes/ajustes-page'), 'AjustesPage'),
    menu('Ajustes', Settings),
  ),
];

/** Everything outside the staff area. */
export const RUTAS_PUBLICAS_Y_PORTAL: Ruta[] = [
  publica('/', () => import('@/routes/publico/landing.page'), { redirigeConLogin: true }),
  libre(RUTA.loginProfesores, () => import('@/routes/publico/login-profesores.page'), {
    redirigeConLogin: true,
  }),
  libre(RUTA.padres, () => import('@/routes/publico/padres.page'), { redirigeConLogin: true }),
  libre(RUTA.verificarEmail, () => import('@/routes/publico/verificar-email.page')),
  libre(RUTA.restablecerContrasena, () => import('@/routes/publico/restablecer-contrasena.page')),
  publica(RUTA_LEGAL.terminos, () => import('@/routes/publico/terminos-condiciones.page')),
  publica(RUTA_LEGAL.privacidad, () => import('@/routes/publico/politica-privacidad.page')),
  publica(RUTA_LEGAL.cookies, () => import('@/routes/publico/politica-cookies.page')),
  ...CURSO_SLUGS.map((slug) => publica(rutaCurso(slug), () => import('@/routes/publico/curso.page'))),
  ruta(RUTA.padresDashboard, ['tutor'], () => import('@/routes/padres/dashboard.page')),
  ruta(RUTA.padresPerfil, ['tutor'], () => import('@/routes/padres/perfil.page')),
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
