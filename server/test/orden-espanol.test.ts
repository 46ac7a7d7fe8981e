/**
 * Decision 037: lists come in the Spanish alphabetical order (Ç is a C, Ñ after N, accents and case do not
 * count) and searches ignore accents and case, by the one shared folding, on PGlite and PostgreSQL alike.
 */
import { alumnosEndpoints, adminPadresEndpoints, profesoresEndpoints } from '@escuela/shared';
import { compararEs } from '@escuela/shared/common/texto-es';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alumnos } from '../src/db/schema/index';
import { buildTestApp, type TestApp } from './app';
import { clienteApi, type ClienteApi } from './cliente-api';
import { crearProfesorDePrueba } from './fabricas';

const APELLIDOS = [
  'Zapata',
  'Çelik',
  'álvarez',
  'Nuño',
  'Nuno',
  'Ñoño',
  'Olmo',
  'Cano',
  'Nyman',
  'de la Fuente',
  'Ávila',
];
const ESPERADO = [...APELLIDOS].sort(compararEs);

let t: TestApp;
let api: ClienteApi;
beforeAll(async () => {
  t = await buildTestApp();
  api = await clienteApi(t);
  await t.db.insert(alumnos).values(APELLIDOS.map((apellidos) => ({ nombre: 'Ana', apellidos })));
  for (const apellidos of APELLIDOS) await crearProfesorDePrueba(t.db, { nombre: 'Eva', apellidos });
});
afterAll(() => t.close());

describe('the Spanish order on the server', () => {
  it('is the browser’s Intl.Collator order (checked here, since the test compares against it)', () =>
    expect(ESPERADO).toEqual([
      'álvarez',
      'Ávila',
      'Cano',
      'Çelik',
      'de la Fuente',
      'Nuno',
      'Nuño',
      'Nyman',
      'Ñoño',
      'Olmo',
      'Zapata',
    ]));

  it('lists students by apellidos in that order, from the paged list', async () => {
    const res = await api.como('admin').llamar(alumnosEndpoints.list, { query: {} });
    expect(res.status).toBe(200);
    expect(res.json.alumnos.map((a) => a.apellidos)).toEqual(ESPERADO);
  });

  it('lists teachers in that order', async () => {
    const res = await api.como('admin').llamar(profesoresEndpoints.list, { query: { estado: 'todos' } });
    expect(res.status).toBe(200);
    expect(res.json.map((p) => p.apellidos)).toEqual(ESPERADO);
  });

  it.each([
    ['celik', ['Çelik']],
    ['ÇELIK', ['Çelik']],
    ['nuno', ['Nuño', 'Nuno']],
    ['alvarez', ['álvarez']],
    ['avila', ['Ávila']],
  ])('a search for %j finds %j, students and teachers alike', async (search, encontrados) => {
    const esperados = [...encontrados].sort(compararEs);
    const a = await api.como('admin').llamar(alumnosEndpoints.list, { query: { search } });
    expect(a.json.alumnos.map((x) => x.apellidos)).toEqual(esperados);
    const p = await api
      .como('admin')
      .llamar(profesoresEndpoints.list, { query: { search, estado: 'todos' } });
    expect(p.json.map((x) => x.apellidos)).toEqual(esperados);
  });

  it('refuses a bad filter with a Spanish 400', async () => {
    const res = await api.como('admin').llamar(adminPadresEndpoints.list, { query: { orden: 'x' } as never });
    expect(res.status).toBe(400);
    expect(res.error.message).toMatch(/[a-záéíóú]/);
  });
});
