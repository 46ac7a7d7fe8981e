import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limites } from './schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { consumir, esperaTrasIntentos, intentar, tablaDeEsperas, type Escalada } from './rate-limit';

describe('esperaTrasIntentos (the delay schedule)', () => {
  const e: Escalada = { libres: 5, baseSegundos: 1, maxSegundos: 300, olvidoSegundos: 3600 };
  it.each([
    [1, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [10, 32],
    [13, 256],
    [14, 300],
    [15, 300],
    [1000, 300],
    [Number.MAX_SAFE_INTEGER, 300],
  ])('after attempt %i the next waits %i s', (n, espera) => {
    expect(esperaTrasIntentos(n, e)).toBe(espera);
  });

  it('scales by the base and never passes the cap', () => {
    const lenta: Escalada = { libres: 2, baseSegundos: 30, maxSegundos: 3600, olvidoSegundos: 86400 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => esperaTrasIntentos(n, lenta))).toEqual([
      0, 30, 60, 120, 240, 480, 960, 1920,
    ]);
    expect(esperaTrasIntentos(9, lenta)).toBe(3600);
  });

  it('the table the SQL indexes ends at the cap', () => {
    expect(tablaDeEsperas(e)).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
    const larga: Escalada = { libres: 5, baseSegundos: 1, maxSegundos: 3600, olvidoSegundos: 86400 };
    expect(tablaDeEsperas(larga)).toHaveLength(17);
    expect(tablaDeEsperas(larga).at(-1)).toBe(3600);
  });
});

describe('counters on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Time passes for the key: its running wait (if any) is over. */
  const pasaLaEspera = (clave: string) =>
    t.db
      .update(limites)
      .set({ esperaHasta: sql`now() - interval '1 second'` })
      .where(eq(limites.clave, clave));

  it('intentar waits as the schedule says, attempt after attempt', async () => {
    const e: Escalada = { libres: 3, baseSegundos: 2, maxSegundos: 100, olvidoSegundos: 3600 };
    const clave = 'prueba:escalada';
    for (let n = 1; n <= 10; n++) {
      const dentro = await intentar(t.db, clave, e);
      expect({ n, permitido: dentro.permitido, contador: dentro.contador }).toEqual({
        n,
        permitido: true,
        contador: n,
      });
      const espera = esperaTrasIntentos(n, e);
      if (espera === 0) continue;
      // The next attempt is refused while the wait runs, says how long, and is not counted.
      const fuera = await intentar(t.db, clave, e);
      expect({ n, permitido: fuera.permitido, contador: fuera.contador }).toEqual({
        n,
        permitido: false,
        contador: n,
      });
      expect(fuera.esperaSegundos).toBeGreaterThanOrEqual(espera - 1);
      expect(fuera.esperaSegundos).toBeLessThanOrEqual(espera);
      await pasaLaEspera(clave);
    }
  });

  it('intentar forgets the key once it is left alone long enough', async () => {
    const e: Escalada = { libres: 1, baseSegundos: 60, maxSegundos: 60, olvidoSegundos: 3600 };
    const clave = 'prueba:olvido';
    expect((await intentar(t.db, clave, e)).permitido).toBe(true);
    expect((await intentar(t.db, clave, e)).permitido).toBe(false);
    await t.db
      .update(limites)
      .set({ reinicioAt: sql`now() - interval '1 second'` })
      .where(eq(limites.clave, clave));
    const otra = await intentar(t.db, clave, e);
    expect(otra).toMatchObject({ permitido: true, contador: 1 });
  });

  it('a parallel burst passes neither kind of limit', async () => {
    const e: Escalada = { libres: 4, baseSegundos: 10, maxSegundos: 60, olvidoSegundos: 3600 };
    const escalada = await Promise.all(Array.from({ length: 40 }, () => intentar(t.db, 'prueba:rafaga', e)));
    expect(escalada.filter((v) => v.permitido)).toHaveLength(4);
    const ventana = await Promise.all(
      Array.from({ length: 40 }, () =>
        consumir(t.db, 'prueba:rafaga-ventana', { max: 10, ventanaSegundos: 60 }),
      ),
    );
    expect(ventana.filter((v) => v.permitido)).toHaveLength(10);
    for (const v of [...escalada, ...ventana].filter((x) => !x.permitido)) {
      expect(v.esperaSegundos).toBeGreaterThanOrEqual(1);
    }
  });
});
