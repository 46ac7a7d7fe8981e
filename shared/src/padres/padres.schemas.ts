/** Parent registration, the portal's answers, enrolment and the profile (spec §3, §5). */
import { z } from 'zod';
import { fecha, hoyISO, id, telefono as telefonoComun, texto, textoRequerido } from '../common/campos';
import { isDniNieValido, normalizarDni } from '../common/dni';
import { isIbanValido, normalizarIban } from '../common/iban';
import { consentimientosInscripcionSchema } from '../consentimientos/consentimientos.schemas';
import { emailSchema } from '../cuentas/cuentas.schemas';
import { mensajesPassword, passwordSchema } from '../cuentas/password';
import { CURSO_VALORES, FECHA_NACIMIENTO_MINIMA, LETRA_VALORES } from './inscripcion';

export const mensajesPadres = {
  requerido: 'Todos los campos son requeridos',
  colegio: 'Debe seleccionar un colegio',
  dniInvalido: 'El DNI/NIE no es válido: revisa el número y la letra',
  dniLongitud: 'El DNI debe tener 9 caracteres',
  emailNoModificable: 'El email no se puede modificar',
  ibanInvalido: 'La cuenta bancaria no es un IBAN válido: revisa los dígitos de control',
  cuentaMinimo: 'La cuenta bancaria debe tener al menos 10 caracteres',
  cuentaMaximo: 'La cuenta bancaria no puede superar los 34 caracteres',
  telefono: 'El teléfono debe tener 9 dígitos',
  nombreMinimo: 'El nombre debe tener al menos 2 caracteres',
  nombreMaximo: 'El nombre no puede superar los 50 caracteres',
  apellidosMinimo: 'Los apellidos deben tener al menos 2 caracteres',
  apellidosMaximo: 'Los apellidos no pueden superar los 100 caracteres',
  direccionMinimo: 'La dirección debe tener al menos 3 caracteres',
  direccionMaximo: 'La dirección no puede superar los 200 caracteres',
  titularMinimo: 'El titular de la cuenta debe tener al menos 2 caracteres',
  titularMaximo: 'El titular de la cuenta no puede superar los 100 caracteres',
  emailRegistrado: 'Ya existe una cuenta con este email. Inicia sesión o recupera tu contraseña.',
  registrado: 'Registro exitoso. Revisa tu correo electrónico para verificar tu cuenta',
  // Enrolment (spec §5).
  alumnoNombre: 'El nombre es obligatorio',
  alumnoApellidos: 'Los apellidos son obligatorios',
  fechaNacimiento: 'La fecha de nacimiento es obligatoria',
  fechaNacimientoRango: 'La fecha de nacimiento debe estar entre el 01/01/1990 y hoy',
  curso: 'El curso es obligatorio',
  letra: 'La letra es obligatoria',
  grupo: 'Debes seleccionar un grupo',
  telefonoAlumno: 'El teléfono debe tener al menos 9 dígitos',
  grupoAjeno: 'El grupo seleccionado no pertenece a tu colegio',
  inscrito: 'El alumno ha sido inscrito correctamente',
  textoLargo: 'El texto es demasiado largo',
} as const;

const requeridoHasta = (mensaje: string, max: number) =>
  textoRequerido(mensaje, max, mensajesPadres.textoLargo);

/** The shared phone contract, at most 15 characters. */
const telefono = (mensaje: string) => telefonoComun(mensaje, 15);

const dni = (vacio: string) =>
  z
    .string({ error: vacio })
    .trim()
    .min(1, vacio)
    .transform(normalizarDni)
    .pipe(
      z.string().length(9, mensajesPadres.dniLongitud).refine(isDniNieValido, mensajesPadres.dniInvalido),
    );

const iban = (vacio: string) =>
  z
    .string({ error: vacio })
    .trim()
    .min(1, vacio)
    .transform(normalizarIban)
    .pipe(
      z
        .string()
        .min(10, mensajesPadres.cuentaMinimo)
        .max(34, mensajesPadres.cuentaMaximo)
        .refine(isIbanValido, mensajesPadres.ibanInvalido),
    );

const requerido = mensajesPadres.requerido;

/** Body of POST /api/auth/register-parent: all 11 fields required, socioAmpa a boolean. */
export const registroPadreSchema = z.strictObject({
  nombre: requeridoHasta(requerido, 50),
  apellidos: requeridoHasta(requerido, 100),
  email: textoRequerido(requerido, 254).pipe(emailSchema),
  password: z.string({ error: requerido }).min(1, requerido).pipe(passwordSchema),
  direccion: requeridoHasta(requerido, 200),
  cuentaBancaria: iban(requerido),
  titularCuenta: requeridoHasta(requerido, 100),
  dni: dni(requerido),
  telefono1: textoRequerido(requerido, 30, mensajesPadres.telefono).pipe(telefono(mensajesPadres.telefono)),
  telefono2: textoRequerido(requerido, 30, mensajesPadres.telefono).pipe(telefono(mensajesPadres.telefono)),
  socioAmpa: z.boolean({ error: requerido }).default(false),
  colegioId: id(mensajesPadres.colegio),
});
export type RegistroPadre = z.infer<typeof registroPadreSchema>;
export type RegistroPadreInput = z.input<typeof registroPadreSchema>;

/** The registration form: the same fields plus the confirmation, which never leaves the browser. */
export const registroPadreFormSchema = registroPadreSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: mensajesPassword.noCoinciden,
    path: ['confirmPassword'],
  });
export type RegistroPadreForm = z.input<typeof registroPadreFormSchema>;

/**
 * Body of PUT /api/padres/datos (spec §5, parent profile). The profile as GET returned it is accepted
 * whole: `email` may come back but must be the account's own (the server compares it: a different one
 * answers 'El email no se puede modificar'), `colegioNombre` is read-only and ignored, `socioAmpa` is saved.
 */
export const datosPadreSchema = z.strictObject({
  email: texto(254).optional(),
  colegioNombre: texto(200).nullish(),
  socioAmpa: z.boolean().optional(),
  nombre: texto(50, mensajesPadres.nombreMaximo, mensajesPadres.nombreMinimo).min(
    2,
    mensajesPadres.nombreMinimo,
  ),
  apellidos: texto(100, mensajesPadres.apellidosMaximo, mensajesPadres.apellidosMinimo).min(
    2,
    mensajesPadres.apellidosMinimo,
  ),
  direccion: texto(200, mensajesPadres.direccionMaximo, mensajesPadres.direccionMinimo).min(
    3,
    mensajesPadres.direccionMinimo,
  ),
  dni: dni(mensajesPadres.dniLongitud),
  telefono1: telefono(mensajesPadres.telefono),
  telefono2: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(telefono(mensajesPadres.telefono).nullable()),
  cuentaBancaria: iban(mensajesPadres.cuentaMinimo),
  titularCuenta: texto(100, mensajesPadres.titularMaximo, mensajesPadres.titularMinimo).min(
    2,
    mensajesPadres.titularMinimo,
  ),
});
export type DatosPadre = z.infer<typeof datosPadreSchema>;
export type DatosPadreInput = z.input<typeof datosPadreSchema>;

const opcional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(schema.nullable());

/** Body of POST /api/padres/inscribir-alumno (spec §5, §9). */
export const inscribirAlumnoSchema = z.strictObject({
  nombre: requeridoHasta(mensajesPadres.alumnoNombre, 100),
  apellidos: requeridoHasta(mensajesPadres.alumnoApellidos, 100),
  fechaNacimiento: fecha(mensajesPadres.fechaNacimiento).refine(
    (v) => v >= FECHA_NACIMIENTO_MINIMA && v <= hoyISO(),
    mensajesPadres.fechaNacimientoRango,
  ),
  curso: z.enum(CURSO_VALORES, { error: mensajesPadres.curso }),
  letra: z.enum(LETRA_VALORES, { error: mensajesPadres.letra }),
  grupoId: id(mensajesPadres.grupo),
  telefono1: telefono(mensajesPadres.telefonoAlumno),
  telefono2: opcional(telefono(mensajesPadres.telefonoAlumno)),
  dni: opcional(
    z.string().transform(normalizarDni).pipe(z.string().refine(isDniNieValido, mensajesPadres.dniInvalido)),
  ),
  cuenta: opcional(
    z.string().transform(normalizarIban).pipe(z.string().refine(isIbanValido, mensajesPadres.ibanInvalido)),
  ),
  /** The family's decisions (DESIGN.md §10): the privacy notice accepted, the image scopes, optionally the rest. */
  consentimientos: consentimientosInscripcionSchema,
});
export type InscribirAlumno = z.infer<typeof inscribirAlumnoSchema>;
export type InscribirAlumnoInput = z.input<typeof inscribirAlumnoSchema>;

// ---- Answers of the portal's reads (spec §3) ----

/** A school of the registration form's select (public: id and name only). */
export const colegioOpcionSchema = z.object({ id: z.number(), nombre: z.string() });
export type ColegioOpcion = z.infer<typeof colegioOpcionSchema>;

/** A child of the signed-in parent, with the attendance counts of DESIGN.md §4. */
export const alumnoPadreSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  curso: z.string().nullable(),
  letra: z.string().nullable(),
  grupoId: z.number().nullable(),
  grupoNombre: z.string().nullable(),
  asistencias: z.number(),
  faltas: z.number(),
});
export type AlumnoPadre = z.infer<typeof alumnoPadreSchema>;

/** One past, non-cancelled session of a child's group; no record counts as attended. */
export const asistenciaPadreSchema = z.object({
  /** `{alumnoId}-{sesionId}` */
  id: z.string(),
  alumnoId: z.number(),
  alumnoNombre: z.string(),
  alumnoApellidos: z.string(),
  /** School wall-clock time as ISO ending in Z (display in UTC). */
  fecha: z.string(),
  asistio: z.boolean(),
  justificada: z.boolean(),
  observaciones: z.string().nullable(),
});
export type AsistenciaPadre = z.infer<typeof asistenciaPadreSchema>;

export const actividadPadreSchema = z.object({
  /** The session's id. */
  id: z.number(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  fecha: z.string(),
  grupoNombre: z.string(),
  materialNombre: z.string().nullable(),
  /** The session is still to come. */
  proxima: z.boolean(),
  /** The family's children in that group (first names). */
  alumnos: z.array(z.string()),
});
export type ActividadPadre = z.infer<typeof actividadPadreSchema>;

export const observacionPadreSchema = z.object({
  id: z.number(),
  alumnoNombre: z.string(),
  alumnoApellidos: z.string(),
  /** ISO instant. */
  fecha: z.string(),
  grupoNombre: z.string().nullable(),
  texto: z.string(),
});
export type ObservacionPadre = z.infer<typeof observacionPadreSchema>;

export const grupoInscripcionSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  nivel: z.object({ nombre: z.string() }),
  horario: z.string(),
  /** 0: a new child goes to the waiting list. */
  plazasLibres: z.number(),
});
export type GrupoInscripcion = z.infer<typeof grupoInscripcionSchema>;

/** The parent's own profile (GET and PUT /api/padres/datos): only these fields leave the server. */
export const perfilPadreSchema = z.object({
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  direccion: z.string(),
  dni: z.string(),
  telefono1: z.string(),
  telefono2: z.string(),
  cuentaBancaria: z.string(),
  titularCuenta: z.string(),
  socioAmpa: z.boolean(),
  colegioNombre: z.string().nullable(),
});
export type PerfilPadre = z.infer<typeof perfilPadreSchema>;
