/**
 * No GET changes a row (DESIGN.md §6, decision 031). On the demo data set plus the authorization
 * matrix's fixtures, every registered GET route (`app.rutas`, at the matrix row's URL) is called as every
 * role — anonymous, a user of each role, and the demo accounts, whose teacher and family have real data
 * in scope — and every table's row count, latest `updated_at` and a checksum of its rows are compared
 * before and after. New tables are covered without a change here (they are read from the catalog).
 *
 * The one write a GET may cause is named here on purpose: a login's idle clock (`last_seen_at`, and
 * the `updated_at` that moves with it), refreshed at most once a minute by the login lookup. Those two
 * columns of `logins` are left out of its checksum; anything else in that table still counts.
 * The other is the access log (decision 045): a staff read of a child's record appends rows to
 * `registro_accesos`. That table may only grow: its rows before the GET must be there, unchanged, after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profesores } from '../src/db/schema/index';
import { CUENTAS_DEMO, DEMO_PASSWORD } from '../src/seed/demo/cuentas';
import { pasos, type ContextoDemo } from '../src/seed/demo/index';
import { consultar } from '../src/db/filas';
import { buildTestApp, type TestApp } from './app';
import { fixturesDeModulos, matriz, type Fixtures } from './authz-matrix';
import { cookieDe, crearProfesorDePrueba, loginsPorRol } from './fabricas';
import { crearFixturesMatriz } from './matriz-fixtures';

/** Columns a GET may change (decision 031): the login's idle clock. */
const CONTABILIDAD_DE_LOGIN: Record<string, string[]> = { logins: ['last_seen_at', 'updated_at'] };
/** Append-only logs a read writes (decision 045): compared by their rows up to the previous maximum id. */
const REGISTROS_DE_LECTURA = ['registro_accesos'];

interface EstadoTabla {
  tabla: string;
  filas: number;
  ultima: string | null;
  suma: string;
}

let t: TestApp;
let fixtures: Fixtures;
let quienes: { quien: string; cookie: string | undefined }[];
let consultaEstado: string;
/** The same as `consultaEstado`, for the append-only logs only. */
let consultaRegistros: string;

/** One statement over every table: row count, latest updated_at, and an order-free checksum of rows. */
async function construirConsultaEstado() {
  const tablas = await consultar<{ tabla: string; conUpdated: boolean }>(
    t.db,
    sql`select t.table_name as "tabla",
          exists (select 1 from information_schema.columns c where c.table_schema = 'public'
                  and c.table_name = t.table_name and c.column_name = 'updated_at') as "conUpdated"
        from information_schema.tables t
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by t.table_name`,
  );
  expect(tablas.length).toBeGreaterThan(20);
  const partes = tablas.map(({ tabla, conUpdated }) => {
    const fuera = CONTABILIDAD_DE_LOGIN[tabla] ?? [];
    const fila = `(to_jsonb(x)${fuera.map((c) => ` - '${c}'`).join('')})::text`;
    const ultima = conUpdated && !fuera.includes('updated_at') ? 'max(x.updated_at)::text' : 'null::text';
    if (REGISTROS_DE_LECTURA.includes(tabla)) {
      // Only the rows that existed when the check was built count (new rows a read appends do not).
      return `select '${tabla}' as tabla, count(*)::int as filas, null::text as ultima,
        md5(coalesce(string_agg(md5(${fila}), '' order by x.id), '')) as suma
        from "${tabla}" x where x.id <= __HASTA__`;
    }
    return `select '${tabla}' as tabla, count(*)::int as filas, ${ultima} as ultima,
      md5(coalesce(string_agg(md5(${fila}), '' order by md5(${fila})), '')) as suma
      from "${tabla}" x`;
  });
  consultaRegistros = tablas
    .flatMap(({ tabla }, i) => (REGISTROS_DE_LECTURA.includes(tabla) ? [partes[i]!] : []))
    .join('\nunion all\n');
  return partes.join('\nunion all\n');
}

/**
 * Every table's state; the access log's rows up to `hasta` (by default, all of them now). With `desde`, a
 * state taken since the last write: only the append-only logs are read again, the rest is `desde`'s.
 */
async function estado(hasta?: number, desde?: Map<string, EstadoTabla>) {
  const [ultimo] = await consultar<{ id: number }>(
    t.db,
    sql`select coalesce(max(id), 0)::int as id from registro_accesos`,
  );
  const tope = hasta ?? ultimo!.id;
  const consulta = desde ? consultaRegistros : consultaEstado;
  const filas = await consultar<EstadoTabla>(t.db, sql.raw(consulta.replaceAll('__HASTA__', String(tope))));
  return Object.assign(new Map([...(desde ?? []), ...filas.map((e) => [e.tabla, e] as const)]), { tope });
}

beforeAll(async () => {
  t = await buildTestApp();
  const ctx: ContextoDemo = { ids: {}, cuentas: [] };
  for (const paso of pasos) await paso.run(t.db, ctx);
  const logins = await loginsPorRol(t.app, t.db);
  // A teacher record left unlinked with the profesor's e-mail, as older code left them for a read to
  // link: reading a scope must not link it now.
  const sinVincular = await crearProfesorDePrueba(t.db, { email: logins.usuarios.profesor!.email });
  await t.db.update(profesores).set({ usuarioId: null }).where(eq(profesores.id, sinVincular.id));
  fixtures = await crearFixturesMatriz(t, logins);
  for (const crear of fixturesDeModulos) Object.assign(fixtures, await crear(t, logins, fixtures));
  quienes = Object.entries(logins.cookies).map(([rol, cookie]) => ({ quien: rol, cookie }));
  for (const [rol, cuenta] of Object.entries(CUENTAS_DEMO)) {
    quienes.push({ quien: `${rol} (demo)`, cookie: await cookieDe(t.app, cuenta.email, DEMO_PASSWORD) });
  }
  consultaEstado = await construirConsultaEstado();
}, 240_000);
afterAll(() => t.close());

describe('no GET changes a row', () => {
  it('over every registered GET route, as every role', async () => {
    const gets = t.app.rutas.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(30);
    const cambios: string[] = [];
    let antes = await estado();
    for (const ruta of gets) {
      const fila = matriz.find((f) => f.method === 'GET' && f.path === ruta.path);
      expect(fila, `${ruta.path} has no matrix row`).toBeDefined();
      const url = typeof fila!.url === 'function' ? fila!.url(fixtures) : (fila!.url ?? fila!.path);
      const respuestas: string[] = [];
      for (const { quien, cookie } of quienes) {
        // Raw on purpose: every registered GET route by its matrix URL, not by declaration.
        const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        respuestas.push(`${quien} ${res.statusCode}`);
      }
      // Every role got an answer, and no answer was a server error.
      expect(
        respuestas.filter((r) => r.endsWith(' 500')),
        url,
      ).toEqual([]);
      const despues = await estado(antes.tope);
      for (const [tabla, e] of despues) {
        const a = antes.get(tabla);
        if (JSON.stringify(a) !== JSON.stringify(e)) {
          cambios.push(`GET ${url} changed ${tabla}: ${JSON.stringify(a)} → ${JSON.stringify(e)}`);
        }
      }
      // The next route's starting point: what was just read, with the log's rows this GET appended (no
      // other table changed, or the route has already failed).
      antes = await estado(undefined, despues);
    }
    expect(cambios).toEqual([]);
  }, 240_000);

  it('the check itself sees a change (a row written, or a login touched beyond its idle clock)', async () => {
    const antes = await estado();
    await t.db.execute(
      sql`update colegios set nombre = nombre || ' ' where id = ${Number(fixtures.colegioId)}`,
    );
    await t.db.execute(sql`update logins set last_seen_at = now() - interval '5 minutes'`);
    const despues = await estado();
    expect(despues.get('colegios')).not.toEqual(antes.get('colegios'));
    // Moving the idle clock alone is bookkeeping, not a change…
    expect(despues.get('logins')).toEqual(antes.get('logins'));
    // …but anything else about a login is.
    await t.db.execute(sql`update logins set expires_at = expires_at + interval '1 second'`);
    expect((await estado()).get('logins')).not.toEqual(antes.get('logins'));
  });
});
