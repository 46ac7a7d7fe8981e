import { z } from 'zod';
import { telefono, textoOpcional, textoRequerido } from '../common/campos';
import { mensajesCampo } from '../common/errors';

export const mensajesColegio = {
  nombre: 'El nombre es requerido',
  alias: 'El alias es requerido',
  direccion: 'La dirección es requerida',
  telefono: 'El teléfono es requerido',
  telefonoInvalido: mensajesCampo.telefono,
  contacto: 'El contacto es requerido',
  demasiadoLargo: 'El texto es demasiado largo',
  conGrupos:
    'No se puede eliminar el colegio porque tiene grupos asignados. Elimine o reasigne antes sus grupos.',
  conPadres: 'No se puede eliminar el colegio porque tiene familias registradas en él.',
  eliminado: 'Colegio eliminado',
} as const;

const requerido = (mensaje: string, max = 200) =>
  textoRequerido(mensaje, max, mensajesColegio.demasiadoLargo);

/** Body of POST /api/colegios and PUT /api/colegios/:id (spec §5). */
export const colegioSchema = z.strictObject({
  nombre: requerido(mensajesColegio.nombre),
  alias: requerido(mensajesColegio.alias, 100),
  direccion: requerido(mensajesColegio.direccion, 300),
  telefono: telefono(mensajesColegio.telefonoInvalido, 30, mensajesColegio.telefono),
  contactoResponsable: requerido(mensajesColegio.contacto),
  convenio: textoOpcional(2000, mensajesColegio.demasiadoLargo).transform((v) => v ?? null),
});
export type ColegioInput = z.input<typeof colegioSchema>;
export type GuardarColegio = z.infer<typeof colegioSchema>;

/** The answer for one school: only these fields leave the server. */
export const colegioRespuestaSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  alias: z.string(),
  direccion: z.string(),
  telefono: z.string(),
  contactoResponsable: z.string(),
  convenio: z.string().nullable(),
});
export type Colegio = z.infer<typeof colegioRespuestaSchema>;
