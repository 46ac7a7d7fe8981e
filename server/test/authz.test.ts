import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { matriz } from './authz-matrix';
import { TODOS_LOS_ROLES, sesionesPorRol } from './factories';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof sesionesPorRol>>['cookies'];

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookies } = await sesionesPorRol(t.app, t.db));
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
    // Logout would end the role's session: it runs last for each role, with a fresh login.
    it(`${fila.method} ${fila.path}`, async () => {
      for (const rol of TODOS_LOS_ROLES) {
        let cookie = cookies[rol];
        if (fila.path === '/api/auth/logout' && rol !== 'anonimo') {
          ({ cookies } = await sesionesPorRol(t.app, t.db));
          cookie = cookies[rol];
        }
        const res = await t.app.inject({
          method: fila.method as 'GET',
          url: fila.url ?? fila.path,
          headers: cookie ? { cookie } : {},
          ...(fila.body !== undefined ? { payload: fila.body as object } : {}),
        });
        expect({ rol, status: res.statusCode }).toEqual({ rol, status: fila.esperado[rol] });
      }
    });
  }
});
