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
  | 'usuarios'
  | 'nominas'
  | 'distancias'
  | 'asistencias'
  | 'festivos'
  /** The contact inbox and its unread count in the staff menu. */
  | 'mensajes-contacto'
  /** Parents' enrolments waiting for the office, and their count in the staff menu. */
  | 'inscripciones'
  | 'materiales'
  | 'materiales-periodo'
  | 'actividades'
  /** Notices the office sent (with their delivered and read counts). */
  | 'avisos'
  /** The signed-in user's calendar feed link. */
  | 'calendario'
  /** The signed-in user's own second factor (account menu). */
  | 'segundo-factor'
  /** The school's settings. */
  | 'ajustes'
  /** Billing: receipts, remittances, the billing settings and a family's mandate. */
  | 'cobros'
  /** A family's rights: the access log and the erasure requests. */
  | 'derechos'
  /** The school-year renewal and its counts per group. */
  | 'renovaciones';

/** What a change to each resource makes stale: every list that shows its name, count or state. */
export const MUESTRAN = {
  /** A school's name appears in groups, sessions, the dashboards, payroll lines and distances. */
  colegios: ['colegios', 'grupos', 'sesiones', 'dashboard', 'nominas', 'distancias'],
  /** A teacher's name appears in groups, sessions and the dashboards; salary and travel in payroll. */
  profesores: ['profesores', 'grupos', 'sesiones', 'dashboard', 'nominas', 'distancias'],
  /** A group's name appears in students (their group), sessions and the dashboards. */
  grupos: ['grupos', 'alumnos', 'sesiones', 'dashboard'],
  /**
   * Student counts appear in groups and sessions; recent students and observations in the dashboards;
   * a student's enrolment decides which sessions' attendance lists they are on.
   */
  alumnos: ['alumnos', 'grupos', 'sesiones', 'dashboard', 'asistencias'],
  /** A distance's kilometres are what payroll's travel amounts are made of. */
  distancias: ['distancias', 'nominas'],
  /** A session's date, state and activity appear in the dashboards, the attendance page and the parents' portal. */
  sesiones: ['sesiones', 'asistencias', 'dashboard', 'padres', 'nominas'],
  /**
   * Attendance appears in the dashboards' rates and the parents' portal; writing it can complete a
   * session (its estado in the sessions list); teacher attendance is what payroll counts.
   */
  asistencias: ['asistencias', 'sesiones', 'dashboard', 'padres', 'nominas'],
  /** Holidays only change what generation creates. */
  festivos: ['festivos'],
  /** A material's name appears in its periods, the activities and the sessions' Materiales cell. */
  materiales: ['materiales', 'materiales-periodo', 'actividades', 'sesiones'],
  /** A period's quantities appear only in its own list (the assignment reads them on the server). */
  'materiales-periodo': ['materiales-periodo'],
  /** An activity's title and needs appear in the sessions list. */
  actividades: ['actividades', 'sesiones'],
} as const satisfies Partial<Record<Recurso, readonly Recurso[]>>;
