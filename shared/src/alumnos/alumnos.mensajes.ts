/**
 * The students' texts and import limits, apart from the schemas so that code without zod (the import
 * worker, decision 019 lever 16) can use them; `alumnos.schemas.ts` re-exports both.
 */
import { mensajesCampo } from '../common/errors';

export const LIMITES_IMPORTACION = {
  /** Bytes of the uploaded file. */
  tamanoMaximo: 5 * 1024 * 1024,
  /** Data rows (the header row not counted). */
  filasMaximas: 20_000,
} as const;

export const mensajesAlumno = {
  nombre: 'El nombre es obligatorio',
  apellidos: 'Los apellidos son obligatorios',
  letra: 'La letra debe ser una sola letra',
  curso: 'El curso no es válido',
  fecha: 'La fecha de nacimiento no es válida',
  fechaRango: 'La fecha de nacimiento debe estar entre el 01/01/1990 y hoy',
  telefono: 'El teléfono debe tener al menos 9 dígitos',
  dni: 'El DNI/NIE no es válido: revisa el número y la letra',
  cuenta: mensajesCampo.iban,
  estado: 'El estado debe ser alta o baja',
  grupo: 'El grupo no es válido',
  desde: 'La fecha de inicio en el grupo no es válida',
  desdeRango: 'La fecha de inicio en el grupo debe estar entre el 01/01/2000 y dentro de un año',
  demasiadoLargo: 'El texto es demasiado largo',
  creado: 'Alumno creado',
  actualizado: 'Alumno actualizado',
  eliminado: 'Alumno eliminado',
  dadoDeBaja: 'El alumno tiene asistencias registradas: se ha dado de baja en lugar de eliminarlo',
  confirmarEliminar: '¿Está seguro de eliminar este alumno?',
  confirmarConAsistencias:
    'Este alumno tiene asistencias registradas. Para no perder su historial no se eliminará: se dará de baja.',
  sinArchivo: 'Debes adjuntar un archivo',
  formatoNoAdmitido: 'Formato de archivo no admitido. Usa un archivo .xlsx, .xls, .ods o .csv',
  tipoNoCoincide: 'El contenido del archivo no corresponde a su extensión',
  archivoGrande: 'El archivo supera el tamaño máximo de 5 MB',
  descomprimidoGrande: 'El contenido del archivo descomprimido supera el tamaño máximo permitido',
  demasiadasFilas: 'El archivo tiene más de 20.000 filas',
  archivoIlegible: 'No se ha podido leer el archivo. Comprueba que no está dañado.',
  sinFilas: 'El archivo no contiene filas de alumnos',
  columnasObligatorias: 'Faltan columnas obligatorias en la primera fila: nombre y apellidos',
  errorImportar: 'Error al importar',
  errorImportarDetalle: 'Hubo un error al importar los alumnos',
  errorExportar: 'No se pudo descargar el archivo',
  errorCargar: 'No se pudo cargar la información de los alumnos',
  errorGuardar: 'Hubo un error al guardar los datos',
  errorEliminar: 'No se pudo eliminar el alumno',
} as const;
