/** The admin's screen of automatic messages: the templates with their defaults (decision 038). */
import { z } from 'zod';
import { textoRequerido } from '../common/campos';
import { CLAVES_PLANTILLA } from './plantillas';

export const mensajesPlantilla = {
  asunto: 'El asunto es requerido',
  asuntoLargo: 'El asunto no puede superar 200 caracteres',
  texto: 'El texto es requerido',
  textoLargo: 'El texto no puede superar 5000 caracteres',
  asuntoUnaLinea: 'El asunto debe ocupar una sola línea',
  variableDesconocida: (nombres: string[], permitidas: string[]) =>
    `${nombres.length === 1 ? 'Variable desconocida' : 'Variables desconocidas'}: ${nombres.map((n) => `{${n}}`).join(', ')}. ` +
    `Puedes usar: ${permitidas.map((n) => `{${n}}`).join(', ')}`,
  guardada: 'Plantilla guardada',
  restablecida: 'Plantilla restablecida',
  errorCargar: 'Error al cargar las plantillas',
} as const;

/** `:clave` of a template; anything else names nothing (404). */
export const clavePlantillaParams = z.strictObject({ clave: z.enum(CLAVES_PLANTILLA) });

/** PUT /api/plantillas/:clave: the new subject and text (their variables are checked against the template's). */
export const guardarPlantillaSchema = z.strictObject({
  asunto: textoRequerido(mensajesPlantilla.asunto, 200, mensajesPlantilla.asuntoLargo).refine(
    (s) => !/[\r\n]/.test(s),
    mensajesPlantilla.asuntoUnaLinea,
  ),
  texto: textoRequerido(mensajesPlantilla.texto, 5000, mensajesPlantilla.textoLargo),
});
export type GuardarPlantilla = z.infer<typeof guardarPlantillaSchema>;
export type GuardarPlantillaInput = z.input<typeof guardarPlantillaSchema>;

export const plantillaSchema = z.object({
  clave: z.enum(CLAVES_PLANTILLA),
  nombre: z.string(),
  descripcion: z.string(),
  variables: z.array(z.object({ nombre: z.string(), descripcion: z.string(), ejemplo: z.string() })),
  asunto: z.string(),
  texto: z.string(),
  /** The default text (what «Restablecer» brings back). */
  porDefecto: z.object({ asunto: z.string(), texto: z.string() }),
  /** Whether the admin has changed it. */
  personalizada: z.boolean(),
});
export type Plantilla = z.infer<typeof plantillaSchema>;
