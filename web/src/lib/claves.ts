/**
 * The root key of every cached list, by the resource it shows. Feature key factories start with one of
 * these (`['grupos', 'list', filtros]`), and a mutation names the roots it makes stale
 * (`useMutacion({ invalida: ['colegios', 'grupos'] })`) without importing another feature.
 */
export type Recurso =
  | 'colegios'
  | 'profesores'
  | 'grupos'
  | 'niveles'
  | 'alumnos'
  | 'sesiones'
  | 'dashboard'
  | 'padres'
  /** The contact inbox and its unread count in the staff menu. */
  | 'mensajes-contacto';

/** What a change to each resource makes stale: every list that shows its name, count or state. */
export const MUESTRAN = {
  /** A school's name appears in groups, sessions and the dashboards. */
  colegios: ['colegios', 'grupos', 'sesiones', 'dashboard'],
  /** A teacher's name appears in groups, sessions and the dashboards. */
  profesores: ['profesores', 'grupos', 'sesiones', 'dashboard'],
  /** A group's name appears in students (their group), sessions and the dashboards. */
  grupos: ['grupos', 'alumnos', 'sesiones', 'dashboard'],
  /** Student counts appear in groups and sessions; recent students and observations in the dashboards. */
  alumnos: ['alumnos', 'grupos', 'sesiones', 'dashboard'],
} as const satisfies Partial<Record<Recurso, readonly Recurso[]>>;
