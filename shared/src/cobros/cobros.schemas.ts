/**
 * Billing (DESIGN.md §9, issue 24, decision 041): prices, settings, receipts, returns, remittances and
 * mandates. Money goes in and out as euros with at most 2 decimals (`importe`); the code works in cents
 * (`dinero.ts`).
 */
import { z } from 'zod';
import { fecha, id, idTexto, paginacion, paginacionSchema, texto, textoRequerido } from '../common/campos';
import { isIbanValido, normalizarIban } from '../common/iban';
import { mesSchema } from '../nominas/nominas.schemas';
import { dosDecimales } from './dinero';
import { isBicValido, isIdentificadorAcreedorValido, normalizarIdentificador } from './sepa-ids';

export { mesSchema };

export const ESTADOS_RECIBO = ['pendiente', 'emitido', 'cobrado', 'devuelto'] as const;
export type EstadoRecibo = (typeof ESTADOS_RECIBO)[number];
export const ESTADOS_MANDATO = ['pendiente', 'activo', 'caducado', 'revocado'] as const;
export type EstadoMandato = (typeof ESTADOS_MANDATO)[number];
export const SECUENCIAS = ['FRST', 'RCUR'] as const;
export type Secuencia = (typeof SECUENCIAS)[number];
export const VERSIONES_SEPA = ['pain.008.001.08', 'pain.008.001.02'] as const;
export type VersionSepa = (typeof VERSIONES_SEPA)[number];
export const METODOS_COBRO = ['transferencia', 'efectivo', 'tarjeta', 'domiciliacion'] as const;
export type MetodoCobro = (typeof METODOS_COBRO)[number];

/** The SEPA return reason codes the office meets, with what they mean (REFERENCES.md). */
export const MOTIVOS_DEVOLUCION = {
  AC01: 'Número de cuenta incorrecto',
  AC04: 'Cuenta cancelada',
  AC06: 'Cuenta bloqueada',
  AG01: 'Operación no permitida en la cuenta',
  AM04: 'Saldo insuficiente',
  MD01: 'Sin mandato',
  MD06: 'Reembolso solicitado por el deudor',
  MD07: 'Deudor fallecido',
  MS02: 'Rechazado por el deudor',
  MS03: 'Motivo no especificado',
  SL01: 'Servicio específico de la entidad',
} as const;
export type MotivoDevolucion = keyof typeof MOTIVOS_DEVOLUCION;
const CODIGOS_MOTIVO = Object.keys(MOTIVOS_DEVOLUCION) as [MotivoDevolucion, ...MotivoDevolucion[]];

/** Labels shown for states and methods (tables, PDFs, e-mails). */
export const ETIQUETAS_ESTADO_RECIBO: Record<EstadoRecibo, string> = {
  pendiente: 'Pendiente',
  emitido: 'Emitido',
  cobrado: 'Cobrado',
  devuelto: 'Devuelto',
};
export const ETIQUETAS_ESTADO_MANDATO: Record<EstadoMandato, string> = {
  pendiente: 'Pendiente de firma',
  activo: 'Activo',
  caducado: 'Caducado',
  revocado: 'Revocado',
};
export const ETIQUETAS_METODO: Record<MetodoCobro, string> = {
  transferencia: 'Transferencia',
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  domiciliacion: 'Domiciliación',
};

export const mensajesCobros = {
  cuota: 'La cuota debe ser un importe de 0 € o más, con dos decimales como máximo',
  importe: 'El importe debe ser de 0 € o más, con dos decimales como máximo',
  acreedorNombre: 'El nombre del acreedor es obligatorio (70 caracteres como máximo)',
  acreedorIdentificador:
    'El identificador de acreedor SEPA no es válido: ES, 2 dígitos de control, 3 caracteres y el NIF',
  acreedorIban: 'El IBAN del acreedor no es válido: revisa el país y los dígitos de control',
  acreedorBic: 'El BIC no es válido: 8 u 11 caracteres',
  bicPais: 'El BIC no corresponde al país del IBAN',
  descuentoHermanos: 'El descuento por hermanos debe estar entre 0 y 100 %, con dos decimales como máximo',
  diasPreaviso: 'Los días de preaviso deben ser un número entero entre 1 y 60',
  versionSepa: 'Elige la versión del fichero SEPA',
  estado: 'El estado no es válido',
  busqueda: 'La búsqueda no es válida',
  metodo: 'Elige cómo se ha cobrado: transferencia, efectivo, tarjeta o domiciliación',
  motivo: 'Elige el código de motivo SEPA de la devolución (por ejemplo, AM04)',
  fechaCobro: 'La fecha de cobro no es válida',
  fechaFirma: 'La fecha de firma no es válida',
  fechaFirmaFutura: 'La fecha de firma no puede ser posterior a hoy',
  nombreFirmante: 'Escribe tu nombre completo para firmar el mandato',
  padre: 'Elige la familia',
  guardados: 'Ajustes de cobros guardados',
  sinAcreedor:
    'Completa los datos del acreedor (nombre, identificador SEPA e IBAN) en Ajustes de cobros antes de crear una remesa',
  sinRecibos: 'No hay recibos de ese mes que remesar: ninguno pendiente de una familia con mandato activo',
  noCobrable: 'Solo se puede marcar como cobrado un recibo pendiente, emitido o devuelto',
  noDevolvible: 'Solo se puede registrar la devolución de un recibo emitido o cobrado por domiciliación',
  cobrado: 'Recibo marcado como cobrado',
  devuelto: 'Devolución registrada',
  mandatoSinIban: 'Añade tu cuenta bancaria en Mi Perfil para poder firmar el mandato',
  mandatoSinAcreedor: 'La escuela aún no ha configurado la domiciliación bancaria',
  mandatoYaActivo: 'Tu mandato ya está firmado y activo',
  mandatoFamiliaActivo: 'La familia ya tiene un mandato activo',
  mandatoFamiliaSinIban: 'La familia no tiene cuenta bancaria: no se puede registrar el mandato',
  mandatoAceptado: 'Mandato firmado',
  mandatoPapel: 'Mandato en papel registrado',
  errorCargar: 'No se pudieron cargar los recibos',
  errorGenerar: 'No se pudieron generar los recibos',
  errorRemesa: 'No se pudo crear la remesa',
} as const;

/** The first day a remittance may be collected: 'La fecha de cobro debe ser el 09/12/2026 o posterior…'. */
export function mensajeFechaCobroMinima(minima: string, dias: number): string {
  const [y, m, d] = minima.split('-');
  return `La fecha de cobro debe ser el ${d}/${m}/${y} o posterior (${dias} días de preaviso a las familias)`;
}

/** An amount in euros: ≥ 0, at most `max`, at most 2 decimals. */
export const importe = (mensaje: string = mensajesCobros.importe, max = 9_999.99) =>
  z
    .number({ error: mensaje })
    .min(0, { message: mensaje, abort: true })
    .max(max, { message: mensaje, abort: true })
    .refine(dosDecimales, mensaje);

/** A group's monthly fee (`cuotaMensual` of the groups' contract). */
export const cuotaMensualSchema = importe(mensajesCobros.cuota);

// ── Settings ────────────────────────────────────────────────────────────────────────────────────

export const ajustesCobrosSchema = z.object({
  acreedorNombre: z.string(),
  acreedorIdentificador: z.string(),
  acreedorIban: z.string(),
  acreedorBic: z.string(),
  matricula: z.number(),
  descuentoHermanos: z.number(),
  descuentoAmpa: z.number(),
  diasPreaviso: z.number(),
  versionSepa: z.enum(VERSIONES_SEPA),
});
export type AjustesCobros = z.infer<typeof ajustesCobrosSchema>;

/** Blank, or a value that passes `valido` once normalised. */
const opcionalValido = (
  mensaje: string,
  max: number,
  normalizar: (v: string) => string,
  valido: (v: string) => boolean,
) =>
  texto(max, mensaje)
    .transform(normalizar)
    .refine((v) => v === '' || valido(v), mensaje);

/**
 * PUT /api/cobros/ajustes: the whole set. The creditor's fields may stay blank until the school has them
 * (a remittance refuses then); what is written must be valid.
 */
export const guardarAjustesCobrosSchema = z
  .strictObject({
    acreedorNombre: texto(70, mensajesCobros.acreedorNombre),
    acreedorIdentificador: opcionalValido(
      mensajesCobros.acreedorIdentificador,
      40,
      normalizarIdentificador,
      isIdentificadorAcreedorValido,
    ),
    acreedorIban: opcionalValido(mensajesCobros.acreedorIban, 60, normalizarIban, isIbanValido),
    acreedorBic: opcionalValido(
      mensajesCobros.acreedorBic,
      20,
      (v) => v.replace(/\s/g, '').toUpperCase(),
      isBicValido,
    ),
    matricula: importe(),
    descuentoHermanos: importe(mensajesCobros.descuentoHermanos, 100),
    descuentoAmpa: importe(),
    diasPreaviso: z
      .number({ error: mensajesCobros.diasPreaviso })
      .int(mensajesCobros.diasPreaviso)
      .min(1, mensajesCobros.diasPreaviso)
      .max(60, mensajesCobros.diasPreaviso),
    versionSepa: z.enum(VERSIONES_SEPA, { error: mensajesCobros.versionSepa }),
  })
  .refine(
    (a) => !a.acreedorBic || !a.acreedorIban || a.acreedorBic.slice(4, 6) === a.acreedorIban.slice(0, 2),
    {
      message: mensajesCobros.bicPais,
      path: ['acreedorBic'],
    },
  );
export type GuardarAjustesCobros = z.infer<typeof guardarAjustesCobrosSchema>;
export type GuardarAjustesCobrosInput = z.input<typeof guardarAjustesCobrosSchema>;

// ── Receipts ────────────────────────────────────────────────────────────────────────────────────

export const generarRecibosSchema = z.strictObject({ mes: mesSchema });
export type GenerarRecibos = z.infer<typeof generarRecibosSchema>;

/**
 * The answer of a generation: receipts created, replaced (pending ones whose lines changed, or that no
 * longer have any) and left as they were; `total` is the month's amount in euros after it; `errores` names
 * every kept (non-pending) receipt whose amount would now be different.
 */
export const resultadoGeneracionSchema = z.object({
  creados: z.number(),
  actualizados: z.number(),
  sinCambios: z.number(),
  total: z.number(),
  errores: z.array(z.string()).optional(),
});
export type ResultadoGeneracion = z.infer<typeof resultadoGeneracionSchema>;

const idOpcional = idTexto().optional();

/** GET /api/cobros/recibos: a month's receipts, filtered, a page at a time. */
export const listarRecibosQuery = z.strictObject({
  mes: mesSchema,
  estado: z.enum(ESTADOS_RECIBO, { error: mensajesCobros.estado }).optional(),
  colegioId: idOpcional,
  search: texto(100, mensajesCobros.busqueda)
    .optional()
    .transform((v) => v || undefined),
  ...paginacion(50, 200),
});
export type FiltrosRecibos = z.infer<typeof listarRecibosQuery>;

export const mandatoSchema = z.object({
  referencia: z.string(),
  estado: z.enum(ESTADOS_MANDATO),
  secuencia: z.enum(SECUENCIAS),
  fechaFirma: z.string().nullable(),
});
export type Mandato = z.infer<typeof mandatoSchema>;

export const reciboFilaSchema = z.object({
  id: z.number(),
  referencia: z.string(),
  padreId: z.number().nullable(),
  familia: z.string(),
  mes: z.string(),
  estado: z.enum(ESTADOS_RECIBO),
  total: z.number(),
  alumnos: z.array(z.string()),
  mandato: mandatoSchema.nullable(),
});
export type ReciboFila = z.infer<typeof reciboFilaSchema>;

export const totalEstadoSchema = z.object({
  estado: z.enum(ESTADOS_RECIBO),
  recibos: z.number(),
  importe: z.number(),
});

export const listaRecibosSchema = z.object({
  recibos: z.array(reciboFilaSchema),
  paginacion: paginacionSchema,
  /** The month's count and amount per state (the screen's totals), over the same filters but estado. */
  totales: z.array(totalEstadoSchema),
});
export type ListaRecibos = z.infer<typeof listaRecibosSchema>;

export const lineaReciboSchema = z.object({
  alumnoId: z.number().nullable(),
  alumno: z.string().nullable(),
  concepto: z.string(),
  importe: z.number(),
});
export type LineaRecibo = z.infer<typeof lineaReciboSchema>;

export const historialReciboSchema = z.object({
  estado: z.enum(ESTADOS_RECIBO),
  /** ISO instant. */
  fecha: z.string(),
  /** Who did it (null: the account is gone). */
  usuario: z.string().nullable(),
  detalle: z.string().nullable(),
});

/** GET /api/cobros/recibos/:id (the contract's receipt, with its returns and the family's mandate). */
export const reciboSchema = reciboFilaSchema.omit({ alumnos: true }).extend({
  metodoCobro: z.enum(METODOS_COBRO).nullable(),
  representar: z.boolean(),
  lineas: z.array(lineaReciboSchema),
  historial: z.array(historialReciboSchema),
  devoluciones: z.array(z.object({ motivo: z.string(), gastos: z.number(), fecha: z.string() })),
});
export type Recibo = z.infer<typeof reciboSchema>;

export const cobradoSchema = z.strictObject({
  metodo: z.enum(METODOS_COBRO, { error: mensajesCobros.metodo }),
});
export type Cobrado = z.infer<typeof cobradoSchema>;

/** A return: the SEPA reason, the bank's fee (charged on the family's next receipt), re-present or not. */
export const devolucionSchema = z.strictObject({
  motivo: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(CODIGOS_MOTIVO, { error: mensajesCobros.motivo }),
  ),
  gastos: importe(),
  representar: z.boolean().default(false),
});
export type Devolucion = z.infer<typeof devolucionSchema>;
export type DevolucionInput = z.input<typeof devolucionSchema>;

// ── Remittances ─────────────────────────────────────────────────────────────────────────────────

export const crearRemesaSchema = z.strictObject({
  mes: mesSchema,
  fechaCobro: fecha(mensajesCobros.fechaCobro),
});
export type CrearRemesa = z.infer<typeof crearRemesaSchema>;

export const remesaCreadaSchema = z.object({
  id: z.number(),
  /** Debits in the file. */
  recibos: z.number(),
  total: z.number(),
  /** Families with a receipt to collect and no usable mandate (left out). */
  sinMandato: z.array(z.object({ padreId: z.number(), nombre: z.string() })),
});
export type RemesaCreada = z.infer<typeof remesaCreadaSchema>;

export const listarRemesasQuery = z.strictObject({ ...paginacion(20, 100) });

export const remesaFilaSchema = z.object({
  id: z.number(),
  mes: z.string(),
  fechaCobro: z.string(),
  versionSepa: z.enum(VERSIONES_SEPA),
  recibos: z.number(),
  total: z.number(),
  /** ISO instant. */
  creadaEn: z.string(),
  creadaPor: z.string().nullable(),
});
export type RemesaFila = z.infer<typeof remesaFilaSchema>;

export const listaRemesasSchema = z.object({
  remesas: z.array(remesaFilaSchema),
  paginacion: paginacionSchema,
  /** Today + diasPreaviso on the school's calendar: the earliest collection date a new one may take. */
  fechaCobroMinima: z.string(),
});
export type ListaRemesas = z.infer<typeof listaRemesasSchema>;

// ── Mandates ────────────────────────────────────────────────────────────────────────────────────

export const mandatoPapelSchema = z.strictObject({
  padreId: id(mensajesCobros.padre),
  fechaFirma: fecha(mensajesCobros.fechaFirma),
});
export type MandatoPapel = z.infer<typeof mandatoPapelSchema>;

export const aceptarMandatoSchema = z.strictObject({
  nombreFirmante: textoRequerido(mensajesCobros.nombreFirmante, 140).refine(
    (v) => v.length >= 3,
    mensajesCobros.nombreFirmante,
  ),
});
export type AceptarMandato = z.infer<typeof aceptarMandatoSchema>;

/** GET /api/padres/mandato: the family's mandate (or none yet), and the text to accept. */
export const mandatoPadreSchema = z.object({
  mandato: mandatoSchema.nullable(),
  /** The Spanish mandate text naming the creditor and identifier; null when billing is not set up. */
  texto: z.string().nullable(),
  titular: z.string().nullable(),
  /** The account, masked but for its last four digits. */
  iban: z.string().nullable(),
  /** Whether the parent can sign now (an IBAN, a configured creditor, no active mandate). */
  puedeAceptar: z.boolean(),
  /** Why not, when not (and not because it is already active). */
  aviso: z.string().nullable(),
});
export type MandatoPadre = z.infer<typeof mandatoPadreSchema>;

/** A family's receipt in the portal (no staff names). */
export const reciboPadreSchema = z.object({
  id: z.number(),
  referencia: z.string(),
  mes: z.string(),
  estado: z.enum(ESTADOS_RECIBO),
  total: z.number(),
  lineas: z.array(lineaReciboSchema),
});
export type ReciboPadre = z.infer<typeof reciboPadreSchema>;
