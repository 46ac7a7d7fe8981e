import { sql } from 'drizzle-orm';
import { check, integer, timestamp, type PgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** Integer identity primary key, shared by every table (except `limites`). */
export const id = integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * A required reference to a parent row, `integer not null` with its foreign key:
 * `alumnoId: requiredFk('alumno_id', () => alumnos.id, 'cascade')`. The same column and constraint as
 * `integer(name).notNull().references(ref, { onDelete })`, so it changes no migration.
 */
export const requiredFk = <N extends string>(
  name: N,
  ref: ReferenceConfig['ref'],
  onDelete: NonNullable<ReferenceConfig['actions']['onDelete']>,
) => integer(name).notNull().references(ref, { onDelete });

/** `created_at` / `updated_at` on every table. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const literal = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * The CHECK of a column that holds one of a fixed set, built from the set's constant (the shared one
 * when the contract has it): `checkEnum('alumnos_estado_check', t.estado, ESTADOS_ALUMNO)`. Never a
 * hand-written `in ('a', 'b')`: `checks-enumerados.unit.test.ts` holds every enumerated column to its
 * CHECK and the migrations to the constants.
 */
export const checkEnum = (nombre: string, columna: PgColumn, valores: readonly (string | number)[]) =>
  check(nombre, sql`${columna} in (${sql.raw(valores.map(literal).join(', '))})`);
