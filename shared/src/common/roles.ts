export const ROLES = ['admin', 'coordinador', 'profesor', 'tutor'] as const;
export type Rol = (typeof ROLES)[number];

/** Staff roles: everything but parents. */
export const STAFF = ['admin', 'coordinador', 'profesor'] as const satisfies readonly Rol[];

/** The office: what only an administrator may do. */
export const SOLO_ADMIN = ['admin'] as const satisfies readonly Rol[];

/** The school office: the administrator and the coordinator (notices, enrolments, consents). */
export const OFICINA = ['admin', 'coordinador'] as const satisfies readonly Rol[];

export const rolLabels: Record<Rol, string> = {
  admin: 'Administrador',
  coordinador: 'Coordinador',
  profesor: 'Profesor',
  tutor: 'Padre/Tutor',
};

/** Where a signed-in user lands (spec §2, post-login redirects). */
export function homeForRol(rol: Rol): string {
  return rol === 'tutor' ? '/padres/dashboard' : '/dashboard';
}
