/** Consents and safeguarding data per child (DESIGN.md §10, issue 25). */
import { z } from 'zod';
import { id, telefono, textoRequerido, textoValido } from '../common/campos';
import { mensajesCampo } from '../common/errors';
import { isDniNieValido, normalizarDni } from '../common/dni';
import { TIPOS_CONSENTIMIENTO, VERSIONES_CONSENTIMIENTO, type TipoConsentimiento } from './textos';

export const mensajesConsentimiento = {
  tipo: 'El tipo de consentimiento no es válido',
  version: 'El texto ha cambiado: vuelve a leerlo y decide sobre la versión actual',
  decision: 'La decisión no es válida',
  decisionImagen: 'Indica para cada uso de la imagen si lo autorizas',
  alumno: 'El alumno es requerido',
  privacidadObligatoria:
    'Para inscribir a tu hijo o hija debes aceptar el aviso de privacidad (versión actual)',
  privacidadAceptar: 'Debes aceptar el aviso de privacidad',
  guardado: 'Decisión guardada',
  repetido: 'Hay más de una decisión del mismo tipo',
  // Safeguarding.
  alergiaTipo: 'El tipo es obligatorio (alergia, intolerancia, condición médica...)',
  alergiaDescripcion: 'La descripción es obligatoria',
  alergiaActuacion: 'Indica qué hacer si ocurre',
  recogidaNombre: 'El nombre es obligatorio',
  recogidaParentesco: 'El parentesco es obligatorio',
  recogidaTelefono: 'El teléfono debe tener al menos 9 dígitos',
  dniInvalido: 'El DNI/NIE no es válido: revisa el número y la letra',
  dniVacio: 'El DNI/NIE es obligatorio',
  demasiados: 'Demasiadas entradas',
  salvaguardaGuardada: 'Datos de salud y recogida guardados',
  textoLargo: 'El texto es demasiado largo',
} as const;

export const tipoConsentimientoSchema = z.enum(TIPOS_CONSENTIMIENTO, { error: mensajesConsentimiento.tipo });

export const decisionImagenSchema = z.strictObject(
  {
    interno: z.boolean({ error: mensajesConsentimiento.decisionImagen }),
    familias: z.boolean({ error: mensajesConsentimiento.decisionImagen }),
    web: z.boolean({ error: mensajesConsentimiento.decisionImagen }),
  },
  { error: mensajesConsentimiento.decisionImagen },
);
export type DecisionImagen = z.infer<typeof decisionImagenSchema>;

export const decisionSchema = z.union([z.boolean(), decisionImagenSchema], {
  error: mensajesConsentimiento.decision,
});

const versionSchema = z
  .string({ error: mensajesConsentimiento.version })
  .max(64, mensajesConsentimiento.version)
  // A NUL or a lone surrogate is refused as the field's own error (never reaches the database).
  .refine(textoValido, { message: mensajesCampo.caracterNoPermitido, abort: true });

/** The decision's shape must match its type, and the version must be the type's current one. */
function comprobarDecision(
  v: { tipo: TipoConsentimiento; version: string; decision: boolean | DecisionImagen },
  ctx: z.RefinementCtx,
) {
  const esImagen = v.tipo === 'imagen';
  if (esImagen === (typeof v.decision === 'boolean')) {
    ctx.addIssue({
      code: 'custom',
      path: ['decision'],
      message: esImagen ? mensajesConsentimiento.decisionImagen : mensajesConsentimiento.decision,
    });
  }
  if (v.version !== VERSIONES_CONSENTIMIENTO[v.tipo]) {
    ctx.addIssue({ code: 'custom', path: ['version'], message: mensajesConsentimiento.version });
  }
}

/**
 * One decision as a form sends it: `decision` is a boolean, except for `imagen` (`{interno, familias,
 * web}`); `version` must be the current one of its type.
 */
export const decisionConsentimientoSchema = z
  .strictObject({ tipo: tipoConsentimientoSchema, version: versionSchema, decision: decisionSchema })
  .superRefine(comprobarDecision);
export type DecisionConsentimientoInput = z.input<typeof decisionConsentimientoSchema>;

/** POST /api/padres/consentimientos */
export const guardarConsentimientoSchema = z
  .strictObject({
    alumnoId: id(mensajesConsentimiento.alumno),
    tipo: tipoConsentimientoSchema,
    version: versionSchema,
    decision: decisionSchema,
  })
  .superRefine(comprobarDecision);
export type GuardarConsentimiento = z.infer<typeof guardarConsentimientoSchema>;
export type GuardarConsentimientoInput = z.input<typeof guardarConsentimientoSchema>;

/** The enrolment's consents: at most one per type, and a `privacidad` that accepts (current version). */
export const consentimientosInscripcionSchema = z
  .array(decisionConsentimientoSchema, { error: mensajesConsentimiento.privacidadObligatoria })
  .max(TIPOS_CONSENTIMIENTO.length, mensajesConsentimiento.repetido)
  .superRefine((lista, ctx) => {
    if (new Set(lista.map((c) => c.tipo)).size !== lista.length) {
      ctx.addIssue({ code: 'custom', message: mensajesConsentimiento.repetido });
    }
    if (!lista.some((c) => c.tipo === 'privacidad' && c.decision === true)) {
      ctx.addIssue({ code: 'custom', message: mensajesConsentimiento.privacidadObligatoria });
    }
  });

/** A decision in an answer (stripping, not refusing: the answers' contract, decision 036). */
const decisionRespuestaSchema = z.union([
  z.boolean(),
  z.object({ interno: z.boolean(), familias: z.boolean(), web: z.boolean() }),
]);

/** GET /api/consentimientos/textos */
export const textoConsentimientoSchema = z.object({
  tipo: tipoConsentimientoSchema,
  version: z.string(),
  texto: z.string(),
});
export type TextoConsentimiento = z.infer<typeof textoConsentimientoSchema>;

/** One child's state for one type: the last decision (any version) and whether it must be asked. */
export const estadoConsentimientoSchema = z.object({
  alumnoId: z.number(),
  tipo: tipoConsentimientoSchema,
  /** The version of the last decision (null: none). */
  version: z.string().nullable(),
  decision: decisionRespuestaSchema.nullable(),
  /** When the last decision was given (ISO), null when none. */
  fecha: z.string().nullable(),
  pendiente: z.boolean(),
});
export type EstadoConsentimiento = z.infer<typeof estadoConsentimientoSchema>;

/** A record of GET /api/alumnos/:id/consentimientos (staff): the history, newest first, and the state. */
export const registroConsentimientoSchema = z.object({
  id: z.number(),
  tipo: tipoConsentimientoSchema,
  version: z.string(),
  decision: decisionRespuestaSchema,
  fecha: z.string(),
  edadAlumno: z.number().nullable(),
  padreNombre: z.string().nullable(),
});
export type RegistroConsentimiento = z.infer<typeof registroConsentimientoSchema>;

export const consentimientosAlumnoSchema = z.object({
  estados: z.array(estadoConsentimientoSchema),
  historial: z.array(registroConsentimientoSchema),
});
export type ConsentimientosAlumno = z.infer<typeof consentimientosAlumnoSchema>;

/** GET /api/consentimientos/pendientes (office): students in alta with something to ask. */
export const pendienteAlumnoSchema = z.object({
  alumnoId: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  grupoNombre: z.string().nullable(),
  tienePadre: z.boolean(),
  tipos: z.array(tipoConsentimientoSchema),
});
export type PendienteAlumno = z.infer<typeof pendienteAlumnoSchema>;

// ---- Safeguarding ----

const requerido = (mensaje: string, max: number) =>
  textoRequerido(mensaje, max, mensajesConsentimiento.textoLargo);

export const alergiaSchema = z.strictObject({
  tipo: requerido(mensajesConsentimiento.alergiaTipo, 60),
  descripcion: requerido(mensajesConsentimiento.alergiaDescripcion, 300),
  actuacion: requerido(mensajesConsentimiento.alergiaActuacion, 500),
});
export type Alergia = z.infer<typeof alergiaSchema>;

export const dniNieSchema = z
  .string({ error: mensajesConsentimiento.dniVacio })
  .trim()
  .min(1, { message: mensajesConsentimiento.dniVacio, abort: true })
  .max(20, { message: mensajesConsentimiento.dniInvalido, abort: true })
  .transform(normalizarDni)
  .refine(isDniNieValido, mensajesConsentimiento.dniInvalido);

export const personaRecogidaSchema = z.strictObject({
  nombre: requerido(mensajesConsentimiento.recogidaNombre, 150),
  dni: dniNieSchema,
  parentesco: requerido(mensajesConsentimiento.recogidaParentesco, 60),
  telefono: telefono(mensajesConsentimiento.recogidaTelefono, 20),
});
export type PersonaRecogida = z.infer<typeof personaRecogidaSchema>;

/** PUT body of both safeguarding routes (replaces the lists). */
export const salvaguardaSchema = z.strictObject({
  alergias: z.array(alergiaSchema).max(20, mensajesConsentimiento.demasiados),
  recogida: z.array(personaRecogidaSchema).max(10, mensajesConsentimiento.demasiados),
  salirSolo: z.boolean({ error: mensajesConsentimiento.decision }),
});
export type Salvaguarda = z.infer<typeof salvaguardaSchema>;
export type SalvaguardaInput = z.input<typeof salvaguardaSchema>;

/** The answer of the safeguarding routes (a DNI may come masked for a teacher: a plain string). */
export const salvaguardaRespuestaSchema = z.object({
  alergias: z.array(z.object({ tipo: z.string(), descripcion: z.string(), actuacion: z.string() })),
  recogida: z.array(
    z.object({ nombre: z.string(), dni: z.string(), parentesco: z.string(), telefono: z.string() }),
  ),
  salirSolo: z.boolean(),
  /** Who saved it last and when (null: never saved). */
  actualizadoAt: z.string().nullable(),
});
export type SalvaguardaRespuesta = z.infer<typeof salvaguardaRespuestaSchema>;

/** What the attendance screen shows per student (fetched with the roster, set-based). */
export const salvaguardaListaSchema = z.object({
  alergias: z.array(z.object({ tipo: z.string(), descripcion: z.string(), actuacion: z.string() })),
  recogida: z.array(z.object({ nombre: z.string(), parentesco: z.string(), telefono: z.string() })),
  salirSolo: z.boolean(),
  sinFotos: z.boolean(),
});
export type SalvaguardaLista = z.infer<typeof salvaguardaListaSchema>;
