import type { Rol } from '@escuela/shared';
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

export interface EntradaMenu {
  label: string;
  to: string;
  icon: LucideIcon;
  roles: readonly Rol[];
}

const ADMIN = ['admin'] as const;
const STAFF = ['admin', 'coordinador', 'profesor'] as const;

/** Spec §2 'Staff layout': Dashboard; the admin entries; Grupos, Alumnos, Sesiones for everyone; Colegios for teachers. */
export const menuStaff: EntradaMenu[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, roles: STAFF },
  { label: 'Usuarios', to: '/usuarios', icon: UserCog, roles: ADMIN },
  { label: 'Colegios', to: '/colegios', icon: Building2, roles: ADMIN },
  { label: 'Profesores', to: '/profesores', icon: GraduationCap, roles: ADMIN },
  { label: 'Padres', to: '/admin-padres', icon: UsersRound, roles: ADMIN },
  { label: 'Materiales', to: '/materiales', icon: Package, roles: ADMIN },
  { label: 'Actividades', to: '/actividades', icon: BookOpen, roles: ADMIN },
  { label: 'Nóminas', to: '/nominas', icon: Wallet, roles: ADMIN },
  { label: 'Distancias', to: '/distancias', icon: MapPin, roles: ADMIN },
  { label: 'Mensajes de contacto', to: '/mensajes-contacto', icon: Mail, roles: ADMIN },
  { label: 'Reportes de Asistencias', to: '/reportes-asistencias', icon: FileSpreadsheet, roles: ADMIN },
  { label: 'Grupos', to: '/grupos', icon: Users, roles: STAFF },
  { label: 'Alumnos', to: '/alumnos', icon: ClipboardList, roles: STAFF },
  { label: 'Sesiones', to: '/sesiones', icon: CalendarDays, roles: STAFF },
  { label: 'Colegios', to: '/colegios', icon: Building2, roles: ['coordinador', 'profesor'] },
];

export function menuFor(rol: Rol): EntradaMenu[] {
  return menuStaff.filter((e) => e.roles.includes(rol));
}
