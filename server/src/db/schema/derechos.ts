/**
 * A family's rights over its data (issue 25, DESIGN.md §10, decisions 045 and 046): the access log (who
 * at the school read a child's record, or revealed a DNI/IBAN; never the data itself) and the erasure
 * requests with their legal due date and who carried them out.
 */
import { ESTADOS_SUPRESION, ORIGENES_SUPRESION, QUE_ACCESO } from '@escuela/shared/derechos/derechos.schemas';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { alumnos } from './alumnos';
import { checkEnum, id, timestamps } from './columns';
import { padres } from './padres';
import { profesores } from './profesores';
import { usuarios } from './usuarios';

export const registroAccesos = pgTable(
  'registro_accesos',
  {
    id,
    /** The staff member who read (null once their account is deleted: the row stays). */
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** A short code of what was read (`QUE_ACCESO` in shared/derechos). */
    que: text('que', { enum: QUE_ACCESO }).notNull(),
    alumnoId: integer('alumno_id').references(() => alumnos.id, { onDelete: 'cascade' }),
    /** A parent's own record (a revealed DNI or IBAN). */
    padreId: integer('padre_id').references(() => padres.id, { onDelete: 'cascade' }),
    /** A teacher's record (a revealed IBAN). */
    profesorId: integer('profesor_id').references(() => profesores.id, { onDelete: 'cascade' }),
    fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('registro_accesos_alumno_fecha_idx').on(t.alumnoId, t.fecha),
    index('registro_accesos_usuario_fecha_idx').on(t.usuarioId, t.fecha),
    // Partial: a list's rows (one per child) carry neither, and each index entry is a write per row.
    index('registro_accesos_padre_id_idx')
      .on(t.padreId)
      .where(sql`${t.padreId} is not null`),
    index('registro_accesos_profesor_id_idx')
      .on(t.profesorId)
      .where(sql`${t.profesorId} is not null`),
    index('registro_accesos_fecha_idx').on(t.fecha),
    checkEnum('registro_accesos_que_check', t.que, QUE_ACCESO),
  ],
);

export const solicitudesSupresion = pgTable(
  'solicitudes_supresion',
  {
    id,
    /** The family (kept after execution: the row is anonymised, not deleted). */
    padreId: integer('padre_id').references(() => padres.id, { onDelete: 'set null' }),
    /** Who asked: the parent's account (null for an execution the retention rule started). */
    solicitadaPorId: integer('solicitada_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    origen: text('origen', { enum: ORIGENES_SUPRESION }).notNull().default('familia'),
    fechaLimite: date('fecha_limite', { mode: 'string' }).notNull(),
    estado: text('estado', { enum: ESTADOS_SUPRESION }).notNull().default('pendiente'),
    ejecutadaAt: timestamp('ejecutada_at', { withTimezone: true, mode: 'date' }),
    ejecutadaPorId: integer('ejecutada_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('solicitudes_supresion_padre_id_idx').on(t.padreId),
    index('solicitudes_supresion_estado_limite_idx').on(t.estado, t.fechaLimite),
    index('solicitudes_supresion_solicitada_por_id_idx').on(t.solicitadaPorId),
    index('solicitudes_supresion_ejecutada_por_id_idx').on(t.ejecutadaPorId),
    checkEnum('solicitudes_supresion_estado_check', t.estado, ESTADOS_SUPRESION),
    checkEnum('solicitudes_supresion_origen_check', t.origen, ORIGENES_SUPRESION),
  ],
);
