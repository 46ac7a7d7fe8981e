import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajesContacto } from '../../db/schema/index';
import { createTestDatabase } from '../../../test/database';
import type { Database } from '../../db/client';
import { paso } from './50-mensajes';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo seed: contact messages', () => {
  it('fills an empty inbox with read and unread messages, once', async () => {
    const ctx = { ids: {}, cuentas: [] };
    await paso.run(database.db, ctx);
    await paso.run(database.db, ctx);
    const filas = await database.db.select().from(mensajesContacto);
    expect(filas).toHaveLength(6);
    expect(filas.filter((f) => !f.leido)).toHaveLength(3);
    expect(new Set(filas.map((f) => f.createdAt.getTime())).size).toBe(6);
  });

  it('leaves an inbox that already has messages alone', async () => {
    await database.db.delete(mensajesContacto).where(eq(mensajesContacto.leido, true));
    await paso.run(database.db, { ids: {}, cuentas: [] });
    expect(await database.db.select().from(mensajesContacto)).toHaveLength(3);
  });
});
