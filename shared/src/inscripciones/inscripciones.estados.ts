/**
 * The states, reasons and Spanish labels of a parent's pending enrolment (decision 040), without zod so
 * the matching rule and any screen can use them. The database's CHECK lists the same values
 * (`server/src/db/schema/inscripciones.ts`).
 */
export const ESTADOS_INSCRIPCION = ['pendiente', 'aprobada', 'fusionada', 'rechazada'] as const;
export type EstadoInscripcion = (typeof ESTADOS_INSCRIPCION)[number];
export const estadoInscripcionLabels: Record<EstadoInscripcion, string> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  fusionada: 'Unida a un alumno',
  rechazada: 'Rechazada',
};

/** Why the enrolment waits for the office. */
export const MOTIVOS_INSCRIPCION = ['coincidencia_dudosa', 'otra_familia', 'varias_coincidencias'] as const;
export type MotivoInscripcion = (typeof MOTIVOS_INSCRIPCION)[number];
export const motivoInscripcionLabels: Record<MotivoInscripcion, string> = {
  coincidencia_dudosa: 'Se parece a un alumno que ya tenemos',
  otra_familia: 'Coincide con un alumno vinculado a otra familia',
  varias_coincidencias: 'Coincide con varios alumnos',
};

/** What a candidate shares with the request (and what not), as the office sees it. */
export const RAZONES_COINCIDENCIA = [
  'mismo_nombre',
  'nombre_parecido',
  'otro_nombre',
  'misma_fecha',
  'fecha_parecida',
  'sin_fecha',
  'otra_fecha',
  'mismo_dni',
  'otro_dni',
  'otro_grupo',
  'de_baja',
  'otra_familia',
] as const;
export type RazonCoincidencia = (typeof RAZONES_COINCIDENCIA)[number];
export const razonCoincidenciaLabels: Record<RazonCoincidencia, string> = {
  mismo_nombre: 'Mismo nombre y apellidos',
  nombre_parecido: 'Nombre parecido',
  otro_nombre: 'Otro nombre',
  misma_fecha: 'Misma fecha de nacimiento',
  fecha_parecida: 'Fecha de nacimiento parecida',
  sin_fecha: 'Sin fecha de nacimiento',
  otra_fecha: 'Otra fecha de nacimiento',
  mismo_dni: 'Mismo DNI',
  otro_dni: 'DNI distinto',
  otro_grupo: 'En otro grupo',
  de_baja: 'De baja',
  otra_familia: 'Vinculado a otra familia',
};
