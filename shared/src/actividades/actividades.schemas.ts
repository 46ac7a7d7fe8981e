import { textoOpcional, textoRequerido } from '../common/campos';
/** Robotics activities (spec 02 §2, §3, §5; DESIGN.md §3): the spec's snake_case field names. */
import { z } from 'zod';
import { erroresOpcionales } from '../common/respuestas';
import { nivelSchema } from '../grupos/grupos.schemas';
import { cantidadMaterial } from '../materiales/materiales.schemas';

export const mensajesActividad = {
  titulo: 'El título es requerido',
  nivel: 'El nivel es requerido',
  alumnos: 'Debe haber al menos 1 alumno',
  alumnosMaximo: 'El número de alumnos es demasiado grande',
  cantidad: 'La cantidad no puede ser negativa',
  material: 'El material no es válido',
  materialRepetido: 'El material 2 debe ser distinto del material 1',
  demasiadoLargo: 'El texto es demasiado largo',
  creada: 'Actividad creada',
  actualizada: 'Actividad actualizada',
  eliminada: 'Actividad eliminada',
  errorCargar: 'Error al cargar actividades',
  errorGuardar: 'Hubo un error al guardar los datos',
  errorImportar: 'Error al importar',
  errorImportarDetalle: 'Hubo un error al importar las actividades',
  revisarConsola: 'Revise la consola para ver los errores',
  // Import (the upload guards' own texts are the students' import ones: size, type, unreadable file).
  formatoNoAdmitido: 'Formato de archivo no admitido. Usa un archivo .csv',
  sinFilas: 'El archivo no contiene filas de actividades',
  columnasObligatorias: 'Faltan columnas obligatorias en la primera fila: título y nivel',
  nivelDesconocido: (nombre: string) => `El nivel «${nombre}» no existe`,
  materialDesconocido: (nombre: string) => `El material «${nombre}» no existe`,
  numeroInvalido: (columna: string) => `${columna} no es un número válido`,
  repetidaEnArchivo: (fila: number) => `La actividad ya aparece en la fila ${fila} con el mismo nivel`,
  conSesiones: (n: number) =>
    `No se puede eliminar la actividad: está asignada a ${n === 1 ? '1 sesión' : `${n} sesiones`}. Remueva primero la actividad de esas sesiones.`,
  importadas: (creadas: number, actualizadas: number) =>
    `Importación completada: ${creadas} ${creadas === 1 ? 'actividad creada' : 'actividades creadas'}, ${actualizadas} ${actualizadas === 1 ? 'actualizada' : 'actualizadas'}`,
} as const;

const materialId = z
  .number({ error: mensajesActividad.material })
  .int(mensajesActividad.material)
  .min(1, mensajesActividad.material)
  .max(2_147_483_647, mensajesActividad.material)
  .nullable()
  .default(null);

/** Body of POST /api/actividades and PUT /api/actividades/:id (materials integer or null). */
export const actividadSchema = z
  .strictObject({
    titulo: textoRequerido(mensajesActividad.titulo, 200, mensajesActividad.demasiadoLargo),
    nivelId: z
      .number({ error: mensajesActividad.nivel })
      .int(mensajesActividad.nivel)
      .min(1, mensajesActividad.nivel)
      .max(2_147_483_647, mensajesActividad.nivel),
    material_1: materialId,
    material_2: materialId,
    cantidad_1: cantidadMaterial(mensajesActividad.cantidad).default(0),
    cantidad_2: cantidadMaterial(mensajesActividad.cantidad).default(0),
    alumnos: z
      .number({ error: mensajesActividad.alumnos })
      .int(mensajesActividad.alumnos)
      .min(1, mensajesActividad.alumnos)
      .max(1000, mensajesActividad.alumnosMaximo)
      .default(1),
    observaciones: textoOpcional(2000, mensajesActividad.demasiadoLargo).transform((v) => v ?? null),
  })
  .refine((v) => v.material_1 === null || v.material_2 !== v.material_1, {
    message: mensajesActividad.materialRepetido,
    path: ['material_2'],
  });
export type GuardarActividad = z.infer<typeof actividadSchema>;
export type ActividadInput = z.input<typeof actividadSchema>;

const materialReferencia = z.object({ id: z.number(), descripcion: z.string() }).nullable();

/** One activity with its level and materials (the answers of list, create and update). */
export const actividadRespuestaSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  nivelId: z.number(),
  nivel: nivelSchema,
  material_1: z.number().nullable(),
  material_2: z.number().nullable(),
  material1: materialReferencia,
  material2: materialReferencia,
  cantidad_1: z.number(),
  cantidad_2: z.number(),
  alumnos: z.number(),
  observaciones: z.string().nullable(),
});
export type Actividad = z.infer<typeof actividadRespuestaSchema>;

/** Answer of POST /api/actividades/import. */
export const resultadoImportacionActividadesSchema = z.object({
  message: z.string(),
  creadas: z.number(),
  actualizadas: z.number(),
  errores: erroresOpcionales,
});
export type ResultadoImportacionActividades = z.infer<typeof resultadoImportacionActividadesSchema>;

/** The import's columns, in the template's order (the header names the file must carry). */
export const COLUMNAS_ACTIVIDAD = [
  'Título',
  'Nivel',
  'Material 1',
  'Cantidad 1',
  'Material 2',
  'Cantidad 2',
  'Alumnos',
  'Observaciones',
] as const;
