import { z } from 'zod';
import { fechaOpcional, id, idTexto, paginacion, paginacionSchema } from '../common/campos';
import { ROLES } from '../common/roles';

/** What a staff read touched (decision 045): a short code, never the data itself. */
export const QUE_ACCESO = [
  'ficha',
  'observaciones',
  'asistencia',
  'exportacion',
  'revelar_dni',
  'revelar_cuenta',
  'salvaguarda',
  'consentimientos',
] as const;
export type QueAcceso = (typeof QUE_ACCESO)[number];
export const queAccesoLabels: Record<QueAcceso, string> = {
  ficha: 'Ficha del alumno',
  observaciones: 'Observaciones',
  asistencia: 'Lista de asistencia',
  exportacion: 'Exportación',
  revelar_dni: 'DNI mostrado',
  revelar_cuenta: 'Cuenta bancaria mostrada',
  salvaguarda: 'Salud y recogida',
  consentimientos: 'Consentimientos',
};

export const mensajesDerechos = {
  alumno: 'Alumno no válido',
  usuario: 'Usuario no válido',
  fecha: 'Fecha no válida',
  rango: 'La fecha «desde» no puede ser posterior a «hasta»',
  campo: 'Campo no válido',
  supresionPendiente: 'Ya tienes una solicitud de supresión pendiente',
  supresionSolicitada:
    'Hemos recibido tu solicitud de supresión. La atenderemos antes de la fecha límite y te avisaremos por correo.',
  supresionEjecutada: 'Los datos de la familia se han anonimizado y su cuenta está desactivada',
  yaEjecutada: 'Esta solicitud ya se ejecutó',
  familiaNoElegible:
    'Esta familia tiene alumnos activos o bajas recientes: no entra en la regla de retención',
  padre: 'Familia no válida',
} as const;

/** GET /api/registro-accesos: filters and page. */
export const filtroRegistroAccesosSchema = z
  .strictObject({
    alumnoId: idTexto(mensajesDerechos.alumno).optional(),
    usuarioId: idTexto(mensajesDerechos.usuario).optional(),
    desde: fechaOpcional(mensajesDerechos.fecha),
    hasta: fechaOpcional(mensajesDerechos.fecha),
    ...paginacion(50, 200),
  })
  .refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, {
    message: mensajesDerechos.rango,
    path: ['hasta'],
  });
export type FiltroRegistroAccesos = z.infer<typeof filtroRegistroAccesosSchema>;
export type FiltroRegistroAccesosInput = z.input<typeof filtroRegistroAccesosSchema>;

const nombrado = z.object({ id: z.number(), nombre: z.string() });

export const accesoSchema = z.object({
  id: z.number(),
  fecha: z.string(),
  que: z.enum(QUE_ACCESO),
  usuario: z.object({ id: z.number(), nombre: z.string(), email: z.string(), rol: z.enum(ROLES) }).nullable(),
  alumno: nombrado.nullable(),
  padre: nombrado.nullable(),
  profesor: nombrado.nullable(),
});
export type Acceso = z.infer<typeof accesoSchema>;

export const listaAccesosSchema = z.object({ accesos: z.array(accesoSchema), paginacion: paginacionSchema });
export type ListaAccesos = z.infer<typeof listaAccesosSchema>;

/** GET /api/padres/accesos: who at the school read the family's children's data (name and role only). */
export const accesoPadreSchema = z.object({
  fecha: z.string(),
  que: z.enum(QUE_ACCESO),
  quien: z.object({ nombre: z.string(), rol: z.enum(ROLES) }).nullable(),
  alumno: nombrado.nullable(),
});
export type AccesoPadre = z.infer<typeof accesoPadreSchema>;

/** How many of a family's latest access rows the portal shows. */
export const MAX_ACCESOS_PADRE = 200;

/** `?campo=` of a reveal. */
export const revelarProfesorQuery = z.strictObject({
  campo: z.enum(['numeroCuenta'], { error: mensajesDerechos.campo }),
});
export const revelarAlumnoQuery = z.strictObject({
  campo: z.enum(['dni', 'cuenta'], { error: mensajesDerechos.campo }),
});
export const valorRevelado = z.object({ valor: z.string().nullable() });

// ── Erasure ──────────────────────────────────────────────────────────────────────────────────────

/** Who started an erasure request: the family, or the retention rule. */
export const ORIGENES_SUPRESION = ['familia', 'retencion'] as const;
export const ESTADOS_SUPRESION = ['pendiente', 'ejecutada'] as const;

export const supresionCreadaSchema = z.object({ id: z.number(), fechaLimite: z.string() });

export const solicitudSupresionSchema = z.object({
  id: z.number(),
  familia: z.object({ id: z.number(), nombre: z.string() }).nullable(),
  origen: z.enum(ORIGENES_SUPRESION),
  solicitadaAt: z.string(),
  fechaLimite: z.string(),
  estado: z.enum(ESTADOS_SUPRESION),
  ejecutadaAt: z.string().nullable(),
  ejecutadaPor: z.string().nullable(),
});
export type SolicitudSupresion = z.infer<typeof solicitudSupresionSchema>;

export const familiaRetencionSchema = z.object({
  padreId: z.number(),
  nombre: z.string(),
  /** The last day any of its children was active (its last enrolment's end), or null when none ever. */
  ultimaActividad: z.string().nullable(),
});

export const listaSupresionesSchema = z.object({
  solicitudes: z.array(solicitudSupresionSchema),
  retencion: z.object({ meses: z.number(), corte: z.string(), familias: z.array(familiaRetencionSchema) }),
});
export type ListaSupresiones = z.infer<typeof listaSupresionesSchema>;

/** POST /api/supresiones: an admin opens a request for a family the retention rule lists. */
export const crearSupresionSchema = z.strictObject({ padreId: id(mensajesDerechos.padre) });
