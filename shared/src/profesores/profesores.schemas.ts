import { z } from 'zod';
import { fecha, fechaOpcional, iban, telefono, texto, textoOpcional, textoRequerido } from '../common/campos';
import { mensajesCampo } from '../common/errors';
import { admiteMascara } from '../derechos/campo-enmascarado';
import { NIVELES } from '../grupos/niveles';

/** Kept here for the screens that import it by this file; it lives in `common/campos`. */
export { hoyISO } from '../common/campos';

export const HORARIOS_PREFERIDOS = ['mañana', 'tarde', 'ambas'] as const;
export type HorarioPreferido = (typeof HORARIOS_PREFERIDOS)[number];
export const horarioPreferidoLabels: Record<HorarioPreferido, string> = {
  mañana: 'Mañana',
  tarde: 'Tarde',
  ambas: 'Ambas',
};

/** Travel allowance codes (spec §9): none, 0.08 €/km, a fixed 25 € a month. */
export const DESPLAZAMIENTOS = ['0', '0.08', '25'] as const;
export type Desplazamiento = (typeof DESPLAZAMIENTOS)[number];
export const desplazamientoLabels: Record<Desplazamiento, string> = {
  '0': 'Sin desplazamiento',
  '0.08': '0,08 €/km',
  '25': '25 € fijos',
};

export const ESTADOS_PROFESOR = ['todos', 'activos', 'inactivos'] as const;
export type EstadoProfesor = (typeof ESTADOS_PROFESOR)[number];

export const mensajesProfesor = {
  nombre: 'El nombre es requerido',
  apellidos: 'Los apellidos son requeridos',
  email: 'Email inválido',
  telefono: 'El teléfono es requerido',
  telefonoInvalido: mensajesCampo.telefono,
  direccion: 'La dirección es requerida',
  especializacion: 'Seleccione al menos un nivel',
  numeroCuenta: 'El número de cuenta es requerido',
  numeroCuentaInvalida: mensajesCampo.iban,
  salario: 'El salario debe ser mayor que 0',
  horarioPreferido: 'Seleccione un horario preferido',
  desplazamiento: 'Seleccione un tipo de desplazamiento',
  fecha: 'Fecha no válida',
  fechaAlta: 'La fecha de alta es requerida',
  fechaBajaAnterior: 'La fecha de baja no puede ser anterior a la de alta',
  fechaBajaAyuda: 'Dejar en blanco si está activo',
  demasiadoLargo: 'El texto es demasiado largo',
  emailDuplicado: 'Ya existe un profesor con ese email',
  conGrupos:
    'No se puede eliminar el profesor porque tiene grupos asignados. Reasigne antes sus grupos o indique su fecha de baja.',
  eliminado: 'Profesor eliminado',
  noEncontradoUsuario: 'No se encontró información del profesor asociado a este usuario',
} as const;

const requerido = (mensaje: string, max = 200) =>
  textoRequerido(mensaje, max, mensajesProfesor.demasiadoLargo);

const email = texto(254, mensajesProfesor.email).toLowerCase().pipe(z.email(mensajesProfesor.email));

/** Body of POST /api/profesores and PUT /api/profesores/:id (spec §5). */
export const profesorSchema = z
  .strictObject({
    nombre: requerido(mensajesProfesor.nombre, 100),
    apellidos: requerido(mensajesProfesor.apellidos, 150),
    email,
    telefono: telefono(mensajesProfesor.telefonoInvalido, 30, mensajesProfesor.telefono),
    direccion: requerido(mensajesProfesor.direccion, 300),
    especializacion: z
      .array(z.enum(NIVELES, { error: mensajesProfesor.especializacion }), {
        error: mensajesProfesor.especializacion,
      })
      .min(1, mensajesProfesor.especializacion)
      .transform((v) => NIVELES.filter((n) => v.includes(n))),
    horarioPreferido: z.enum(HORARIOS_PREFERIDOS, { error: mensajesProfesor.horarioPreferido }),
    carnetConducir: z.boolean().default(false),
    coche: z.boolean().default(false),
    /** Masked in the answers (decision 045): sent back masked, the stored account stays. */
    numeroCuenta: admiteMascara(iban(mensajesProfesor.numeroCuenta, mensajesProfesor.numeroCuentaInvalida)),
    fechaAlta: z
      .string({ error: mensajesProfesor.fechaAlta })
      .min(1, { message: mensajesProfesor.fechaAlta, abort: true })
      .pipe(fecha(mensajesProfesor.fecha)),
    fechaBaja: fechaOpcional(mensajesProfesor.fecha).transform((v) => v ?? null),
    salario: z
      .number({ error: mensajesProfesor.salario })
      .min(0, mensajesProfesor.salario)
      .max(9999.99, mensajesProfesor.salario)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, mensajesProfesor.salario),
    desplazamiento: z.enum(DESPLAZAMIENTOS, { error: mensajesProfesor.desplazamiento }),
    observaciones: textoOpcional(2000, mensajesProfesor.demasiadoLargo).transform((v) => v ?? null),
  })
  .refine((p) => p.fechaBaja === null || p.fechaBaja >= p.fechaAlta, {
    message: mensajesProfesor.fechaBajaAnterior,
    path: ['fechaBaja'],
  });
export type ProfesorInput = z.input<typeof profesorSchema>;
export type GuardarProfesor = z.infer<typeof profesorSchema>;

/** The answer for one teacher: only these fields leave the server (route() strips the rest). */
export const profesorRespuestaSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string(),
  direccion: z.string(),
  especializacion: z.array(z.string()),
  horarioPreferido: z.enum(HORARIOS_PREFERIDOS),
  carnetConducir: z.boolean(),
  coche: z.boolean(),
  /** Masked (`••••` and the last four); the whole value only through `GET /api/profesores/:id/revelar`. */
  numeroCuenta: z.string(),
  fechaAlta: z.string(),
  fechaBaja: z.string().nullable(),
  salario: z.number(),
  desplazamiento: z.enum(DESPLAZAMIENTOS),
  observaciones: z.string().nullable(),
  /** Derived from fechaBaja (spec §4): empty = active. */
  activo: z.boolean(),
});
export type Profesor = z.infer<typeof profesorRespuestaSchema>;

/** GET /api/profesores/by-email: who the teacher is, nothing more. */
export const profesorBreveSchema = z.object({ id: z.number(), nombre: z.string(), apellidos: z.string() });

export const listarProfesoresQuery = z.strictObject({
  search: texto(100, mensajesProfesor.demasiadoLargo).optional(),
  estado: z.enum(ESTADOS_PROFESOR).default('todos'),
});

export const profesorPorEmailQuery = z.strictObject({ email });
