import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key, shared by every table (except `limites`). */
export const id = integer('id').primaryKey().generatedAlwaysAsIdentity();

/** `created_at` / `updated_at` on every table. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
