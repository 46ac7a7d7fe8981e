/** The database helpers of lib/, on the real test database (PGlite, or PostgreSQL in CI). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, ilike, inArray, sql } from 'drizzle-orm';
import { contarConsultas } from '../../test/contar-consultas';
import { createTestDatabase } from '../../test/database';
import type { Database } from './client';
import { profesores } from './schema/index';
import { AppError } from '../lib/app-error';
import { consultar, filasDe } from './filas';
import { insertarMuchas } from './insercion-masiva';
import { escaparLike, patronContiene } from '../lib/like';
import { conConflictoUnico, esViolacionUnica } from '../lib/postgres-errores';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const profesor = (n: number) => ({
  nombre: `Masivo ${n}`,
  apellidos: n % 2 ? 'Impar_%' : 'Par',
  email: `masivo${n}@prueba.es`,
  telefono: '600000000',
  direccion: 'Calle 1',
  especializacion: ['Kids I', 'Junior'],
  numeroCuenta: 'ES9121000418450200051332',
  fechaAlta: '2024-02-29',
  salario: 14.5,
  desplazamiento: '0.08' as const,
  carnetConducir: n === 1,
});

describe('insertarMuchas', () => {
  it('writes every row in one statement per batch and answers the ids in the order given', async () => {
    const filas = Array.from({ length: 25 }, (_, i) => profesor(i));
    const { resultado, consultas } = await contarConsultas(database.db, () =>
      insertarMuchas(database.db, profesores, filas, { devolver: ['id', 'email'], lote: 10 }),
    );
    expect(consultas).toBe(3);
    expect(resultado.map((f) => f.email)).toEqual(filas.map((f) => f.email));
    expect(resultado.map((f) => f.id)).toEqual([...resultado.map((f) => f.id)].sort((a, b) => a - b));

    const [leido] = await database.db
      .select()
      .from(profesores)
      .where(inArray(profesores.id, [resultado[1]!.id]));
    expect(leido).toMatchObject({
      especializacion: ['Kids I', 'Junior'],
      fechaAlta: '2024-02-29',
      salario: 14.5,
      desplazamiento: '0.08',
      carnetConducir: true,
      coche: false,
      horarioPreferido: 'tarde',
      observaciones: null,
    });
  });

  it('maps a unique violation to the conflict the service chose', async () => {
    const repetido = () => insertarMuchas(database.db, profesores, [profesor(0)]);
    await expect(repetido()).rejects.toSatisfy((e) => esViolacionUnica(e));
    await expect(repetido()).rejects.toSatisfy((e) => esViolacionUnica(e, 'profesores_email_unique'));
    await expect(repetido()).rejects.not.toSatisfy((e) => esViolacionUnica(e, 'otra_restriccion'));
    const conflicto = () => new AppError('conflict', 'Ya existe');
    await expect(conConflictoUnico(repetido, conflicto)).rejects.toMatchObject({
      code: 'conflict',
      status: 409,
    });
    await expect(conConflictoUnico(() => Promise.reject(new Error('otro')), conflicto)).rejects.toThrow(
      'otro',
    );
  });
});

describe('LIKE escaping', () => {
  it('makes % and _ match themselves', async () => {
    expect(escaparLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    const conComodin = await database.db
      .select({ id: profesores.id })
      .from(profesores)
      .where(ilike(profesores.apellidos, patronContiene('_%')));
    const todos = await database.db
      .select({ id: profesores.id })
      .from(profesores)
      .orderBy(asc(profesores.id));
    expect(conComodin.length).toBe(12);
    expect(todos.length).toBeGreaterThan(conComodin.length);
  });
});

describe('raw rows', () => {
  it('unwraps the driver result to typed rows', async () => {
    expect(await consultar<{ n: number }>(database.db, sql`select 1::int as n`)).toEqual([{ n: 1 }]);
    expect(filasDe([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(() => filasDe({})).toThrow();
  });
});
