/** The error body every API failure answers with (DESIGN.md §5): a Spanish message, plus zod's field tree on 400. */
export interface FieldErrors {
  [field: string]: { _errors: string[] } | undefined;
}

export interface ApiErrorBody {
  message: string;
  errors?: FieldErrors;
}

export const mensajesError = {
  noAutenticado: 'Debes iniciar sesión para continuar',
  sinPermiso: 'No tienes permisos para realizar esta acción',
  noEncontrado: 'No se ha encontrado el recurso solicitado',
  rutaNoEncontrada: 'Ruta no encontrada',
  datosInvalidos: 'Los datos enviados no son válidos',
  jsonInvalido: 'El cuerpo de la petición no es un JSON válido',
  origenNoPermitido: 'Petición rechazada: origen no permitido',
  demasiadosIntentos: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.',
  interno: 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.',
  demasiadoGrande: 'El archivo o la petición supera el tamaño máximo permitido',
  tipoNoAdmitido: 'Tipo de contenido no admitido: envía JSON o un formulario multipart',
  baseDeDatosNoDisponible:
    'El servicio no está disponible en este momento (sin conexión con la base de datos). Inténtalo de nuevo en unos minutos.',
  sobrecarga: 'El servidor está muy ocupado en este momento. Inténtalo de nuevo en unos segundos.',
  /** A JSON body nested deeper than the limit (decision 028), refused before it is parsed. */
  jsonDemasiadoProfundo: 'El cuerpo de la petición tiene demasiados niveles de anidamiento',
  cuerpoRequerido: 'Falta el cuerpo de la petición',
  multipartInvalido: 'El formulario enviado no es válido: vuelve a adjuntar el archivo',
} as const;

/** The default messages of the field contracts (`campos.ts`); a module passes its own where the spec has one. */
export const mensajesCampo = {
  caracterNoPermitido: 'El texto contiene caracteres no permitidos',
  demasiadoLargo: 'El texto es demasiado largo',
  fecha: 'Fecha no válida',
  id: 'Identificador no válido',
  numero: 'El número no es válido',
  pagina: 'La página no es válida',
  limite: 'El número de resultados por página no es válido',
  telefono: 'El teléfono no es válido: escribe al menos 9 dígitos',
  iban: 'La cuenta no es un IBAN válido: revisa el país y los dígitos de control',
} as const;

/** Flattens `errors` to 'campo: mensaje; campo: mensaje', the way the spec joins registration errors. */
export function joinFieldErrors(errors: FieldErrors | undefined): string {
  if (!errors) return '';
  return Object.entries(errors)
    .flatMap(([field, value]) => (value?._errors ?? []).map((m) => `${field}: ${m}`))
    .join('; ');
}
