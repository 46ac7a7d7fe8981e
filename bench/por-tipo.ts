/**
 * `npx tsx bench/por-tipo.ts [segundos] [conexiones] [tipo]`: the mixed load's cost per request kind, in
 * measures a loaded machine does not inflate (decision 054). On the data set `BENCH_BASE` (`npm run bench
 * -- datos`) and a server `BENCH_DATABASE_URL`, the application in its own process as production runs it;
 * each kind of the mix (`lib/mezcla.ts`, same seed) is sent alone for a few seconds, and the table gives
 * per answer the server process's CPU, PostgreSQL's execution and planning time, buffers and number of
 * statements. All but the first need `pg_stat_statements` in the server (`shared_preload_libraries`;
 * planning with `pg_stat_statements.track_planning = on`; a server of your own, never a shared one: it is
 * reset before each kind). Latencies are left out on purpose: on a shared machine they measure the other
 * users. BENCH_PERFIL=<dir> also writes the server's CPU profile there.
 */
import pg from 'pg';
import { cargaMixta } from './lib/carga-mixta';
import { BASE_BENCH, conBase } from './lib/datos-grandes';
import { cargarDatosMezcla, generador, type Peticion, type TipoPeticion } from './lib/mezcla';
import { compilarServidor } from '../scripts/compilar-servidor.mjs';
import { entornoServidor, opcionesNodeServidor } from '../scripts/opciones-node-servidor.mjs';
import { arrancarProceso } from './lib/proceso';
import { crearUsuariosBench } from './lib/usuarios-bench';

const servidor = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!servidor) throw new Error('BENCH_DATABASE_URL o DATABASE_URL: un servidor PostgreSQL');
const SEGUNDOS = Number(process.argv[2] ?? 4);
const CONEXIONES = Number(process.argv[3] ?? 10);
const url = conBase(servidor, BASE_BENCH);

const usuarios = await crearUsuariosBench(url, { admins: 40, coordinadores: 60 });
const datos = await cargarDatosMezcla(url, usuarios);
// BENCH_PERFIL=<dir>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
const perfil = process.env.BENCH_PERFIL ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PERFIL}`] : [];
const app = await arrancarProceso(
  await compilarServidor('bench/lib/app-bench.ts'),
  entornoServidor({ ...process.env, DATABASE_URL: url, NODE_ENV: 'production' }),
  [...opcionesNodeServidor(), ...perfil],
);
const bd = new pg.Client({ connectionString: url });
await bd.connect();
const conEstadisticas = await bd
  .query('create extension if not exists pg_stat_statements')
  .then(() => bd.query('select pg_stat_statements_reset()'))
  .then(() => true)
  .catch(() => false);

/** The mix's stream, keeping only one kind. */
function solo(tipo: TipoPeticion | null, semilla: number): () => Peticion {
  const siguiente = generador(datos, semilla);
  return () => {
    for (;;) {
      const p = siguiente();
      if (tipo === null || p.tipo === tipo) return p;
    }
  };
}

async function estadisticas() {
  if (!conEstadisticas) return { ms: 0, plan: 0, bloques: 0, sentencias: 0 };
  const { rows } = await bd.query<{ ms: number; plan: number; bloques: string; sentencias: string }>(
    `select coalesce(sum(total_exec_time), 0)::float8 ms, coalesce(sum(total_plan_time), 0)::float8 plan,
            coalesce(sum(shared_blks_hit + shared_blks_read), 0) bloques, coalesce(sum(calls), 0) sentencias
     from pg_stat_statements s join pg_database d on d.oid = s.dbid
     where d.datname = current_database() and s.toplevel and s.query not ilike '%pg_stat_statements%'`,
  );
  return {
    ms: rows[0]!.ms,
    plan: rows[0]!.plan,
    bloques: Number(rows[0]!.bloques),
    sentencias: Number(rows[0]!.sentencias),
  };
}

const FILTRO = process.argv[4];
const todos: (TipoPeticion | null)[] = [
  'alumnos',
  'sesiones del mes',
  'grupos (tabla)',
  'grupos (opciones)',
  'nóminas del mes',
  'asistencia de una sesión',
  'panel',
  'escritura: marca de asistencia',
  'escritura: observaciones',
  null,
];
/** With DETALLE=1: the kind's five costliest statements, per answer. */
async function principales(n: number) {
  const { rows } = await bd.query<{ ms: number; bloques: string; llamadas: string; q: string }>(
    `select total_exec_time::float8 ms, shared_blks_hit + shared_blks_read bloques, calls llamadas,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 110) q
     from pg_stat_statements s join pg_database d on d.oid = s.dbid
     where d.datname = current_database() and s.toplevel and s.query not ilike '%pg_stat_statements%'
     order by total_exec_time desc limit 5`,
  );
  return rows
    .map(
      (r) =>
        `\n    ${(r.ms / n).toFixed(2)} ms, ${(Number(r.bloques) / n).toFixed(0)} bloques, ${(Number(r.llamadas) / n).toFixed(2)}×: ${r.q}`,
    )
    .join('');
}

const tipos = todos.filter((t) => !FILTRO || (t ?? 'la mezcla').includes(FILTRO));
try {
  // Warm the process (JIT, pools, prepared statements) with the whole mix first.
  await cargaMixta(app.base, solo(null, 1), { conexiones: CONEXIONES, segundos: 3 });
  console.log(
    `| tipo | peticiones | CPU del servidor por petición | PostgreSQL: ejecución por petición | planificación | bloques por petición | sentencias por petición |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const tipo of tipos) {
    if (conEstadisticas) await bd.query('select pg_stat_statements_reset()');
    const cpu = app.cpuMs();
    const r = await cargaMixta(app.base, solo(tipo, 20_261_124), {
      conexiones: CONEXIONES,
      segundos: SEGUNDOS,
    });
    const n = Math.max(1, r.peticiones);
    const e = await estadisticas();
    const f = (x: number, d = 2) => (conEstadisticas ? (x / n).toFixed(d) : '–');
    const detalle = conEstadisticas && process.env.DETALLE ? await principales(n) : '';
    console.log(
      `| ${tipo ?? 'la mezcla'} | ${r.peticiones}${Object.keys(r.fallos).length ? ` (${JSON.stringify(r.fallos)})` : ''} | ${((app.cpuMs() - cpu) / n).toFixed(2)} ms | ${f(e.ms)} ms | ${f(e.plan)} ms | ${f(e.bloques, 0)} | ${f(e.sentencias, 1)} |${detalle}`,
    );
  }
} finally {
  await bd.end();
  await app.parar();
}
