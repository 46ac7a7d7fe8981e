import { textoRequerido } from '../common/campos';
/**
 * Staff accounts managed by the admin on /usuarios (spec §3 Usuario, §5 User; DESIGN.md §4): the body of
 * create/edit, the list answer, 'Crear usuarios desde profesores' and a user's own password change.
 */
import { z } from 'zod';
import { passwordSchema } from '../cuentas/password';

export const ROLES_GESTION = ['admin', 'profesor', 'coordinador'] as const;
export type RolGestion = (typeof ROLES_GESTION)[number];

export const mensajesUsuarios = {
  nombre: 'El nombre es requerido',
  email: 'Email inválido',
  passwordMinimo: 'La contraseña debe tener al menos 6 caracteres',
  rol: 'El rol debe ser admin, profesor o coordinador',
  activo: 'El estado debe ser activo o inactivo',
  demasiadoLargo: 'El texto es demasiado largo',
  emailDuplicado: 'Ya existe un usuario con este email',
  creado: 'Usuario creado correctamente',
  creadoInvitado: 'Usuario creado. Le hemos enviado un correo para que elija su contraseña',
  actualizado: 'Usuario actualizado correctamente',
  eliminado: 'Usuario eliminado correctamente',
  noEncontrado: 'Usuario no encontrado',
  propioDesactivar: 'No puedes desactivar tu propia cuenta',
  propioRol: 'No puedes quitarte el rol de administrador',
  propioEliminar: 'No puedes eliminar tu propia cuenta',
  segundoFactorQuitado:
    'Verificación en dos pasos quitada: entrará solo con su contraseña y, si la escuela la exige, la configurará de nuevo',
  sinSegundoFactor: 'Este usuario no tiene activada la verificación en dos pasos',
  propioSegundoFactor: 'Tu propia verificación en dos pasos se gestiona desde tu menú',
  confirmarQuitarSegundoFactor:
    'Se quitará su verificación en dos pasos y se cerrarán sus sesiones abiertas. Hazlo solo si ha perdido su teléfono y sus códigos de recuperación y has comprobado quién es.',
  ultimoAdmin: 'Debe quedar al menos un administrador activo',
  errorCrearDesdeProfesores: 'Error al crear los usuarios de profesores',
  guardarError: 'Hubo un error al guardar los datos',
  // 'Crear usuarios desde profesores': why a teacher was skipped.
  omitidoSinEmail: 'No tiene email',
  omitidoConCuenta: 'Ya tiene una cuenta de usuario',
  omitidoEmailEnUso: 'Su email ya lo usa otra cuenta',
} as const;

export function mensajeCreadosDesdeProfesores(creados: number, omitidos: number): string {
  const c = creados === 1 ? '1 usuario creado' : `${creados} usuarios creados`;
  return omitidos === 0
    ? c
    : `${c}; ${omitidos} ${omitidos === 1 ? 'profesor omitido' : 'profesores omitidos'}`;
}

const texto = (mensaje: string, max: number) => textoRequerido(mensaje, max, mensajesUsuarios.demasiadoLargo);

/** An e-mail with the spec's message ('Email inválido'), lower-cased. */
export const emailGestionSchema = z
  .string({ error: mensajesUsuarios.email })
  .trim()
  .toLowerCase()
  .max(254, mensajesUsuarios.email)
  .pipe(z.email(mensajesUsuarios.email));

/**
 * A password the admin types for someone: the spec's 6-character message first, then the full policy
 * shared with every other form that sets a password (DESIGN.md §6).
 */
export const passwordGestionSchema = z
  .string({ error: mensajesUsuarios.passwordMinimo })
  .min(6, mensajesUsuarios.passwordMinimo)
  .pipe(passwordSchema);

/** Blank (absent, null or '') means "none": an invitation on create, keep the current one on edit. */
export const passwordOpcional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string({ error: mensajesUsuarios.passwordMinimo })
    .nullish()
    .transform((v) => (v ? v : undefined))
    .pipe(schema.optional());

/** Body of POST /api/usuarios and PUT /api/usuarios/:id. */
export const guardarUsuarioSchema = z.strictObject({
  nombre: texto(mensajesUsuarios.nombre, 100),
  email: emailGestionSchema,
  password: passwordOpcional(passwordGestionSchema),
  rol: z.enum(ROLES_GESTION, { error: mensajesUsuarios.rol }),
  activo: z.boolean({ error: mensajesUsuarios.activo }).default(true),
});
export type GuardarUsuario = z.infer<typeof guardarUsuarioSchema>;
export type GuardarUsuarioInput = z.input<typeof guardarUsuarioSchema>;

/** A row of GET /api/usuarios: never a hash or a token. */
export const usuarioGestionSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLES_GESTION),
  activo: z.boolean(),
  /** True while the account waits for its owner to choose a password from the invitation. */
  invitacionPendiente: z.boolean(),
  /** The linked teacher record, if any; a `fechaBaja` of today or earlier keeps the user out. */
  profesor: z
    .object({
      id: z.number(),
      nombre: z.string(),
      apellidos: z.string(),
      fechaBaja: z.string().nullable(),
    })
    .nullable(),
  /** False when inactive or the linked teacher has left: the user cannot sign in. */
  puedeEntrar: z.boolean(),
  /** Signs in with a code too (decision 029); the admin can take it away from someone who lost it. */
  segundoFactor: z.boolean(),
});
export type UsuarioGestion = z.infer<typeof usuarioGestionSchema>;

export const usuarioGuardadoSchema = z.object({
  message: z.string(),
  usuario: usuarioGestionSchema,
  invitacionEnviada: z.boolean(),
});
export type UsuarioGuardado = z.infer<typeof usuarioGuardadoSchema>;

export const profesorOmitidoSchema = z.object({
  profesorId: z.number(),
  nombre: z.string(),
  motivo: z.string(),
});
export type ProfesorOmitido = z.infer<typeof profesorOmitidoSchema>;

/** Answer of POST /api/usuarios/crear-desde-profesores. */
export const creadosDesdeProfesoresSchema = z.object({
  message: z.string(),
  creados: z.number(),
  usuarios: z.array(
    z.object({ id: z.number(), nombre: z.string(), email: z.string(), profesorId: z.number() }),
  ),
  omitidos: z.array(profesorOmitidoSchema),
});
export type CreadosDesdeProfesores = z.infer<typeof creadosDesdeProfesoresSchema>;
