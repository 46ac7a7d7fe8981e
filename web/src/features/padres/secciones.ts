/** The dashboard's sections, chosen by `?section=` (spec §2); anything else shows inicio. */
export const SECCIONES = [
  { id: 'inicio', label: 'Inicio' },
  { id: 'alumnos', label: 'Mis hijos' },
  { id: 'asistencias', label: 'Asistencias' },
  { id: 'observaciones', label: 'Observaciones' },
  { id: 'actividades', label: 'Actividades' },
  { id: 'avisos', label: 'Avisos' },
  { id: 'faltas', label: 'Avisar de una falta' },
  { id: 'calendario', label: 'Calendario' },
  { id: 'recibos', label: 'Recibos' },
  { id: 'consentimientos', label: 'Consentimientos' },
  { id: 'salud', label: 'Salud y recogida' },
  { id: 'inscribir', label: 'Inscribir alumno' },
  { id: 'ofertas', label: 'Plazas y bajas' },
  { id: 'renovacion', label: 'Renovación' },
] as const;
export type Seccion = (typeof SECCIONES)[number]['id'];

export function seccionDe(valor: string | null): Seccion {
  return SECCIONES.find((s) => s.id === valor)?.id ?? 'inicio';
}

export const rutaSeccion = (s: Seccion) =>
  s === 'inicio' ? '/padres/dashboard' : `/padres/dashboard?section=${s}`;
