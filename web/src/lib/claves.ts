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
  | 'materiales'
  | 'materiales-periodo'
  | 'actividades';

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
  /** A material's name appears in its periods, the activities and the sessions' Materiales cell. */
  materiales: ['materiales', 'materiales-periodo', 'actividades', 'sesiones'],
  /** A period's quantities appear only in its own list (the assignment reads them on the server). */
  'materiales-periodo': ['materiales-periodo'],
  /** An activity's title and needs appear in the sessions list. */
  actividades: ['actividades', 'sesiones'],
} as const satisfies Partial<Record<Recurso, readonly Recurso[]>>;
