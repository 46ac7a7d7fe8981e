/** The admin's parent management on /admin-padres (spec §2 Gestión de Padres/Tutores, §5 Parent). */
import { z } from 'zod';
import { passwordSchema } from '../cuentas/password';
import { id, idTexto, texto, textoRequerido } from '../common/campos';
import { emailGestionSchema, passwordOpcional } from '../usuarios/usuarios.schemas';

export const mensajesAdminPadres = {
  nombre: 'El nombre es requerido',
  email: 'Email inválido',
  colegio: 'El colegio es obligatorio',
  colegioInexistente: 'El colegio seleccionado no existe',
  demasiadoLargo: 'El texto es demasiado largo',
  busquedaInvalida: 'La búsqueda no es válida',
  emailDuplicado: 'Ya existe una cuenta con este email',
  noEncontrado: 'Padre no encontrado',
  creado: 'Padre creado correctamente',
  creadoInvitado: 'Padre creado. Le hemos enviado un correo para que elija su contraseña',
  actualizado: 'Padre actualizado correctamente',
  eliminado: 'Padre eliminado. Sus alumnos se conservan, sin padre asignado',
  ningunoSeleccionado: 'No hay padres seleccionados para eliminar',
  demasiados: 'Se pueden eliminar como máximo 1000 padres a la vez',
  // Client fallbacks (spec §8).
  errorObtener: 'Error al obtener padres',
  errorCrear: 'Error al crear el padre',
  errorActualizar: 'Error al actualizar el padre',
  errorEliminar: 'Error al eliminar el padre',
  errorEliminarVarios: 'Error al eliminar los padres',
} as const;

export function mensajePadresEliminados(n: number): string {
  return n === 1 ? '1 padre eliminado' : `${n} padres eliminados`;
}

const colegioId = z
  .number({ error: mensajesAdminPadres.colegio })
  .int(mensajesAdminPadres.colegio)
  .positive(mensajesAdminPadres.colegio)
  .max(2_147_483_647, mensajesAdminPadres.colegio);

/** Body of POST /api/admin/padres and PUT /api/admin/padres/:id; a blank password never means a default. */
export const guardarPadreAdminSchema = z.strictObject({
  nombre: textoRequerido(mensajesAdminPadres.nombre, 100, mensajesAdminPadres.demasiadoLargo),
  email: emailGestionSchema,
  password: passwordOpcional(passwordSchema),
  colegioId,
});
export type GuardarPadreAdmin = z.infer<typeof guardarPadreAdminSchema>;
export type GuardarPadreAdminInput = z.input<typeof guardarPadreAdminSchema>;

export const ORDEN_PADRES = ['nombre', 'email', 'colegio'] as const;

/** Query of GET /api/admin/padres: `search` over name, e-mail and school name; `colegio` a school id. */
export const filtroPadresAdminSchema = z.strictObject({
  search: texto(100, mensajesAdminPadres.demasiadoLargo, mensajesAdminPadres.busquedaInvalida)
    .optional()
    .transform((v) => v || undefined),
  colegio: z
    .union([z.literal(''), z.literal('all'), z.literal('todos'), idTexto(mensajesAdminPadres.colegio)], {
      error: mensajesAdminPadres.colegio,
    })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined)),
  orden: z.enum(ORDEN_PADRES).default('nombre'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type FiltroPadresAdmin = z.infer<typeof filtroPadresAdminSchema>;
export type FiltroPadresAdminInput = z.input<typeof filtroPadresAdminSchema>;

/** Body of POST /api/admin/padres/delete-many. */
export const eliminarPadresSchema = z.strictObject({
  ids: z
    .array(id(), { error: mensajesAdminPadres.ningunoSeleccionado })
    .min(1, mensajesAdminPadres.ningunoSeleccionado)
    .max(1000, mensajesAdminPadres.demasiados)
    .transform((ids) => [...new Set(ids)]),
});
export type EliminarPadres = z.infer<typeof eliminarPadresSchema>;

/** A row of GET /api/admin/padres: never a hash or a token. */
export const padreAdminSchema = z.object({
  id: z.number(),
  usuarioId: z.number(),
  nombre: z.string(),
  apellidos: z.string().nullable(),
  email: z.string(),
  colegioId: z.number().nullable(),
  colegio: z.object({ id: z.number(), nombre: z.string() }).nullable(),
  activo: z.boolean(),
  invitacionPendiente: z.boolean(),
  numAlumnos: z.number(),
});
export type PadreAdmin = z.infer<typeof padreAdminSchema>;

export const padreGuardadoSchema = z.object({
  message: z.string(),
  padre: padreAdminSchema,
  invitacionEnviada: z.boolean(),
});
export type PadreGuardado = z.infer<typeof padreGuardadoSchema>;

export const padreEliminadoSchema = z.object({ message: z.string(), alumnosDesvinculados: z.number() });

export const padresEliminadosSchema = padreEliminadoSchema.extend({ eliminados: z.number() });
