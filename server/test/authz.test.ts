import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { fixturesDeModulos, matriz, type Fixtures } from './authz-matrix';
import { TODOS_LOS_ROLES, loginsPorRol } from './fabricas';
import { crearFixturesMatriz } from './matriz-fixtures';

let t: TestApp;
let logins: Awaited<ReturnType<typeof loginsPorRol>>;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  logins = await loginsPorRol(t.app, t.db);
  fixtures = await crearFixturesMatriz(t, logins);
  for (const crear of fixturesDeModulos) Object.assign(fixtures, await crear(t, logins, fixtures));
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has exactly one row for every registered route', () => {
    const registradas = t.app.rutas.map((r) => `${r.method} ${r.path}`).sort();
    const filas = matriz.map((f) => `${f.method} ${f.path}`).sort();
    expect(new Set(filas).size).toBe(filas.length);
    expect(filas).toEqual(registradas);
  });

  for (const fila of matriz) {
    it(`${fila.method} ${fila.path}`, async () => {
      // Roles run from the least to the most privileged, so an admin's delete comes last.
      for (const rol of TODOS_LOS_ROLES) {
        if (fila.path === '/api/auth/logout') logins = await loginsPorRol(t.app, t.db);
        const cookie = logins.cookies[rol];
        const url = typeof fila.url === 'function' ? fila.url(fixtures) : (fila.url ?? fila.path);
        const body =
          typeof fila.body === 'function' ? (fila.body as (f: Fixtures) => unknown)(fixtures) : fila.body;
        // Raw on purpose: the matrix rows name URLs and bodies, not endpoint declarations.
        const res = await t.app.inject({
          method: fila.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(body !== undefined ? { payload: body as object } : {}),
        });
        expect({ rol, status: res.statusCode }).toEqual({ rol, status: fila.esperado[rol] });
      }
      // Logout ended every role's session: the rows after it need fresh ones.
      if (fila.path === '/api/auth/logout') logins = await loginsPorRol(t.app, t.db);
    });
  }
});
