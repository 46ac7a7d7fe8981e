/**
 * Billing (DESIGN.md §9, decision 041): the billing settings, SEPA mandates, monthly family receipts with
 * their lines and state history, returns, and remittances (the pain.008 files). Money is numeric(10,2);
 * the code works in cents. Receipts, their lines and mandates outlive the family's account (`padre_id`
 * set null, the payer's name kept on the receipt): they are accounting records (decision 041, retention).
 */
import {
  ESTADOS_MANDATO,
  ESTADOS_RECIBO,
  METODOS_COBRO,
  SECUENCIAS as SECUENCIAS_SEPA,
  VERSIONES_SEPA,
} from '@escuela/shared/cobros/cobros.schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { alumnos } from './alumnos';
import { checkEnum, id, requiredFk, timestamps } from './columns';
import { grupos } from './grupos';
import { padres } from './padres';
import { usuarios } from './usuarios';

const dinero = (nombre: string) => numeric(nombre, { precision: 10, scale: 2, mode: 'number' });

export const TIPOS_LINEA = ['cuota', 'matricula', 'gastos_devolucion'] as const;

/** The billing settings: one row (id = 1), written by PUT /api/cobros/ajustes; defaults stand in before. */
export const ajustesCobros = pgTable(
  'ajustes_cobros',
  {
    id: integer('id').primaryKey().default(1),
    acreedorNombre: text('acreedor_nombre').notNull().default(''),
    /** AT-02: ES + 2 check digits + 3-character business code + NIF. */
    acreedorIdentificador: text('acreedor_identificador').notNull().default(''),
    acreedorIban: text('acreedor_iban').notNull().default(''),
    acreedorBic: text('acreedor_bic').notNull().default(''),
    /** € per child and school year. */
    matricula: dinero('matricula').notNull().default(0),
    /** % off every child of a family after the first (highest fee first). */
    descuentoHermanos: numeric('descuento_hermanos', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** € off per child and month for AMPA members. */
    descuentoAmpa: dinero('descuento_ampa').notNull().default(0),
    diasPreaviso: integer('dias_preaviso').notNull().default(14),
    versionSepa: text('version_sepa', { enum: VERSIONES_SEPA }).notNull().default('pain.008.001.08'),
    ...timestamps,
  },
  (t) => [
    check('ajustes_cobros_una_fila_check', sql`${t.id} = 1`),
    checkEnum('ajustes_cobros_version_check', t.versionSepa, VERSIONES_SEPA),
  ],
);

/** One SEPA Core mandate per family account and IBAN; at most one open (pendiente or activo) per family. */
export const mandatos = pgTable(
  'mandatos',
  {
    id,
    padreId: integer('padre_id').references(() => padres.id, { onDelete: 'set null' }),
    /** Unique mandate reference (MndtId, ≤ 35 SEPA characters). */
    referencia: text('referencia').notNull().unique(),
    /** The debtor's IBAN: a new IBAN is a new mandate, so this never changes. */
    iban: text('iban').notNull(),
    titular: text('titular').notNull(),
    estado: text('estado', { enum: ESTADOS_MANDATO }).notNull().default('pendiente'),
    secuencia: text('secuencia', { enum: SECUENCIAS_SEPA }).notNull().default('FRST'),
    fechaFirma: date('fecha_firma', { mode: 'string' }),
    /** Collection date of the last remittance that included it (the 36-month clock). */
    ultimoUso: date('ultimo_uso', { mode: 'string' }),
    /** The parent account that accepted it in the portal (null for paper mandates). */
    aceptadoPorId: integer('aceptado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    nombreFirmante: text('nombre_firmante'),
    ip: text('ip'),
    /** Hash of the exact text accepted (or 'papel'). */
    versionTexto: text('version_texto'),
    /** Signed on paper, recorded by an admin (`registradoPorId`). */
    papel: boolean('papel').notNull().default(false),
    registradoPorId: integer('registrado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** When it stopped being usable (revoked by a new IBAN, or found expired). */
    finalizadoAt: timestamp('finalizado_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('mandatos_padre_id_idx').on(t.padreId),
    uniqueIndex('mandatos_abierto_unique')
      .on(t.padreId)
      .where(sql`${t.estado} in ('pendiente', 'activo')`),
    checkEnum('mandatos_estado_check', t.estado, ESTADOS_MANDATO),
    checkEnum('mandatos_secuencia_check', t.secuencia, SECUENCIAS_SEPA),
    index('mandatos_aceptado_por_id_idx').on(t.aceptadoPorId),
    index('mandatos_registrado_por_id_idx').on(t.registradoPorId),
  ],
);

/** A family's receipt for a month: one per family and month. */
export const recibos = pgTable(
  'recibos',
  {
    id,
    /** Unique, ≤ 35 characters: the EndToEndId of its debit. */
    referencia: text('referencia').notNull().unique(),
    padreId: integer('padre_id').references(() => padres.id, { onDelete: 'set null' }),
    /** The payer's name when it was generated (kept when the account goes). */
    familia: text('familia').notNull(),
    /** 'yyyy-MM'. */
    mes: text('mes').notNull(),
    estado: text('estado', { enum: ESTADOS_RECIBO }).notNull().default('pendiente'),
    total: dinero('total').notNull(),
    metodoCobro: text('metodo_cobro', { enum: METODOS_COBRO }),
    /** A returned receipt marked to go into a later remittance. */
    representar: boolean('representar').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('recibos_padre_id_mes_unique').on(t.padreId, t.mes),
    index('recibos_mes_estado_idx').on(t.mes, t.estado),
    // Returned receipts waiting for a re-presentation (any month).
    index('recibos_representar_idx')
      .on(t.mes)
      .where(sql`${t.estado} = 'devuelto' and ${t.representar}`),
    checkEnum('recibos_estado_check', t.estado, ESTADOS_RECIBO),
    // A null method passes: a CHECK fails only on false.
    checkEnum('recibos_metodo_check', t.metodoCobro, METODOS_COBRO),
    check('recibos_mes_check', sql`${t.mes} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** A return of a collected receipt (SEPA reason code); its bank fee becomes a line of a later receipt. */
export const devoluciones = pgTable(
  'devoluciones',
  {
    id,
    reciboId: requiredFk('recibo_id', () => recibos.id, 'cascade'),
    motivo: text('motivo').notNull(),
    gastos: dinero('gastos').notNull().default(0),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('devoluciones_recibo_id_idx').on(t.reciboId),
    index('devoluciones_usuario_id_idx').on(t.usuarioId),
  ],
);

export const recibosLineas = pgTable(
  'recibos_lineas',
  {
    id,
    reciboId: requiredFk('recibo_id', () => recibos.id, 'cascade'),
    orden: integer('orden').notNull(),
    tipo: text('tipo', { enum: TIPOS_LINEA }).notNull(),
    alumnoId: integer('alumno_id').references(() => alumnos.id, { onDelete: 'set null' }),
    /** The child's name when it was generated. */
    alumno: text('alumno'),
    grupoId: integer('grupo_id').references(() => grupos.id, { onDelete: 'set null' }),
    /** The return whose bank fee this line charges. */
    devolucionId: integer('devolucion_id').references(() => devoluciones.id, { onDelete: 'set null' }),
    concepto: text('concepto').notNull(),
    importe: dinero('importe').notNull(),
    ...timestamps,
  },
  (t) => [
    index('recibos_lineas_recibo_id_idx').on(t.reciboId, t.orden),
    // "Has this child had the matrícula this school year?"
    index('recibos_lineas_alumno_id_tipo_idx').on(t.alumnoId, t.tipo),
    index('recibos_lineas_grupo_id_idx').on(t.grupoId),
    uniqueIndex('recibos_lineas_devolucion_id_unique').on(t.devolucionId),
    checkEnum('recibos_lineas_tipo_check', t.tipo, TIPOS_LINEA),
  ],
);

/** Every state a receipt went through, who moved it and when (`created_at`). */
export const recibosHistorial = pgTable(
  'recibos_historial',
  {
    id,
    reciboId: requiredFk('recibo_id', () => recibos.id, 'cascade'),
    estado: text('estado', { enum: ESTADOS_RECIBO }).notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    detalle: text('detalle'),
    ...timestamps,
  },
  (t) => [
    index('recibos_historial_recibo_id_idx').on(t.reciboId),
    index('recibos_historial_usuario_id_idx').on(t.usuarioId),
    checkEnum('recibos_historial_estado_check', t.estado, ESTADOS_RECIBO),
  ],
);

/** A remittance: what went into one pain.008 file (the creditor's data as it was then). */
export const remesas = pgTable(
  'remesas',
  {
    id,
    mes: text('mes').notNull(),
    fechaCobro: date('fecha_cobro', { mode: 'string' }).notNull(),
    versionSepa: text('version_sepa', { enum: VERSIONES_SEPA }).notNull(),
    acreedorNombre: text('acreedor_nombre').notNull(),
    acreedorIdentificador: text('acreedor_identificador').notNull(),
    acreedorIban: text('acreedor_iban').notNull(),
    acreedorBic: text('acreedor_bic').notNull(),
    numRecibos: integer('num_recibos').notNull(),
    total: dinero('total').notNull(),
    creadaPorId: integer('creada_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('remesas_mes_idx').on(t.mes),
    index('remesas_created_at_idx').on(t.createdAt),
    index('remesas_creada_por_id_idx').on(t.creadaPorId),
    checkEnum('remesas_version_check', t.versionSepa, VERSIONES_SEPA),
  ],
);

/** One debit of a remittance: the receipt, the mandate and sequence it went with, the amount and concept. */
export const remesasRecibos = pgTable(
  'remesas_recibos',
  {
    id,
    remesaId: requiredFk('remesa_id', () => remesas.id, 'cascade'),
    reciboId: requiredFk('recibo_id', () => recibos.id, 'restrict'),
    mandatoId: requiredFk('mandato_id', () => mandatos.id, 'restrict'),
    secuencia: text('secuencia', { enum: SECUENCIAS_SEPA }).notNull(),
    importe: dinero('importe').notNull(),
    concepto: text('concepto').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('remesas_recibos_remesa_id_recibo_id_unique').on(t.remesaId, t.reciboId),
    index('remesas_recibos_recibo_id_idx').on(t.reciboId),
    index('remesas_recibos_mandato_id_idx').on(t.mandatoId),
    checkEnum('remesas_recibos_secuencia_check', t.secuencia, SECUENCIAS_SEPA),
  ],
);

export type Mandato = typeof mandatos.$inferSelect;
export type Recibo = typeof recibos.$inferSelect;
