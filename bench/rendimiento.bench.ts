/**
 * DESIGN.md §8 in one table: figure, anchor, budget, measured, ✓/✗.
 *
 * On the large data set (`lib/datos-grandes.ts`, regenerated into `perf_bench`, or `BENCH_BASE`, unless
 * BENCH_REUSAR=1), with the real application in its own process as production runs it (NODE_ENV=production,
 * info logging) and, in the same run, the anchor: a bare Fastify route reading one row with `pg`, in its own
 * process too. Load from autocannon, 50 connections. The lists are measured as users meet them: the mixed
 * load (`lib/mezcla.ts`) of 220 signed-in users (40 admins, 60 coordinadores, the 120 teachers), each
 * request drawn from a seeded mix of the list endpoints with varying filters, months and pages, one in ten
 * a write, compressed as a browser asks; its throughput against the anchor, p50/p99, non-2xx answers, the
 * same per endpoint, and the server's peak RSS under it. Then the landing page's JavaScript, the delivery
 * headers and Lighthouse (mobile) on the public pages.
 *
 * Then the heavy jobs of the feature issues, `TRABAJOS` (one file each in `trabajos/`, in the order their
 * data needs: generate the next school year's sessions and assign its activities, a month's payroll, the
 * attendance report, billing's months of receipts and remittances, the 5,000-row student import, with their
 * exports; the calendar feeds after the generation), each through its real HTTP route
 * on a copy of the data set (`perf_bench_trabajos`, taken before anything connects to the data set) served
 * by a fresh app process, so their writes never reach the list figures; and that process's peak RSS.
 *
 * Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a server URL; the database name is replaced by
 * perf_bench). `BENCH_SOLO=listas` measures only the list endpoints and the public pages,
 * `BENCH_SOLO=trabajos` only the heavy jobs (`npm run bench -- listas` / `-- trabajos`), `BENCH_TRABAJO=cobros`
 * (a comma list of `TRABAJOS`' names) only those jobs; only a full run rewrites README's table.
 * `BENCH_SIN_LIGHTHOUSE=1` skips Lighthouse (otherwise the median of `BENCH_LIGHTHOUSE_RUNS`, 3, runs per
 * page); `BENCH_SEGUNDOS` sets each load's length (4 s), `BENCH_RONDAS` the anchor/load alternations (3; the median ratio is shown), `BENCH_SEMILLA`
 * the mix's seed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CURSO_SLUGS, rutaCurso } from '@escuela/shared/cursos/curso-slugs';
import autocannon from 'autocannon';
import { cargaMixta, CABECERAS_NAVEGADOR, totalFallos, type Figuras } from './lib/carga-mixta';
import { BASE_BENCH, conBase, copiarDatos, generarDatos } from './lib/datos-grandes';
import { iniciarSesion, pedir, type Contexto, type Fila } from './lib/medir';
import { cargarDatosMezcla, generador, PROPORCION_ESCRITURAS } from './lib/mezcla';
import { arrancarApp, arrancarProceso, type Proceso } from './lib/proceso';
import { crearUsuariosBench } from './lib/usuarios-bench';
import * as alumnos from './trabajos/alumnos';
import * as asignacion from './trabajos/asignacion';
import * as calendario from './trabajos/calendario';
import * as cobros from './trabajos/cobros';
import * as nominas from './trabajos/nominas';
import * as reporteAsistencias from './trabajos/reporte-asistencias';
import * as sesiones from './trabajos/sesiones';
import * as sincronizar from './trabajos/sincronizar';

/** The mixed load's users (DESIGN.md §8: at least 200, with the data set's 120 teachers). */
const USUARIOS = { admins: 40, coordinadores: 60 };
const CONEXIONES = 50;
/** The seed of the mix: the same requests in the same order on every run. */
const SEMILLA = Number(process.env.BENCH_SEMILLA ?? 20_261_124);
const PROPORCION_MIN = 0.5;
const P99_MAX_MS = 50;
const RSS_MAX_MB = 200;
const LANDING_KB_MAX = 100;
/**
 * DESIGN.md §8: the landing page, every course page and the parents' sign-in; the staff sign-in, also
 * pre-rendered since decision 033, is held to the same budget.
 */
const LIGHTHOUSE_PAGINAS = ['/', ...CURSO_SLUGS.map(rutaCurso), '/padres', '/login-profesores'];
/** Lighthouse's score moves from run to run (its simulated CPU and line): the median of this many runs. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 4);
/** Anchor/figure alternations per figure (the machine is shared: one pair can land on a busy moment). */
const RONDAS = Number(process.env.BENCH_RONDAS ?? 3);
/**
 * The heavy jobs (DESIGN.md §8), in the order their data needs: the assignment fills the year the
 * generation made; billing and the import come last, so the report and billing count only the data set's
 * students (the calendar's family takes two of them, billed without a mandate).
 */
const TODOS_LOS_TRABAJOS = {
  sesiones,
  asignacion,
  calendario,
  sincronizar,
  nominas,
  reporteAsistencias,
  cobros,
  alumnos,
};
/** `BENCH_TRABAJO=cobros,nominas`: only those jobs (and so only the heavy jobs' half). */
const SOLO_TRABAJOS = process.env.BENCH_TRABAJO?.split(',').map((t) => t.trim());
const TRABAJOS = Object.fromEntries(
  Object.entries(TODOS_LOS_TRABAJOS).filter(([nombre]) => !SOLO_TRABAJOS || SOLO_TRABAJOS.includes(nombre)),
);
if (SOLO_TRABAJOS && Object.keys(TRABAJOS).length !== SOLO_TRABAJOS.length) {
  console.log(
    `BENCH_TRABAJO=${process.env.BENCH_TRABAJO}: los trabajos son ${Object.keys(TODOS_LOS_TRABAJOS).join(', ')}. Nada medido.`,
  );
  process.exit(1);
}
const SOLO = process.env.BENCH_SOLO ?? (process.env.BENCH_TRABAJO ? 'trabajos' : undefined);
if (SOLO !== undefined && SOLO !== 'listas' && SOLO !== 'trabajos') {
  console.log(`BENCH_SOLO=${SOLO}: solo 'listas' o 'trabajos'. Nada medido.`);
  process.exit(1);
}

/** Other work on the machine moves every figure: the table says how busy it was. */
const cargaInicial = os.loadavg()[0]!;
const servidor = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!servidor) {
  console.log('Sin BENCH_DATABASE_URL ni DATABASE_URL: las mediciones son sobre PostgreSQL. Nada medido.');
  process.exit(1);
}

const filas: Fila[] = [];
const fila = (f: Fila) => {
  filas.push(f);
  console.error(`  ${f.figura}: ${f.medido} ${f.ok === null ? '–' : f.ok ? '✓' : '✗'}`);
};

let url: string;
if (process.env.BENCH_REUSAR) {
  url = conBase(servidor, BASE_BENCH);
} else {
  const datos = await generarDatos(servidor);
  url = datos.url;
  const n = datos.filas;
  fila({
    figura: 'Generar el conjunto grande (npm run bench -- datos)',
    ancla: '–',
    presupuesto: '–',
    medido: `${datos.segundos.toFixed(1)} s: ${n.colegios} colegios, ${n.profesores} profesores, ${n.grupos} grupos, ${n.alumnos} alumnos, ${n.sesiones} sesiones, ${n.asistencias} asistencias, ${n.festivos} festivos, ${n.actividades} actividades, ${n.materiales_periodo} periodos de material, ${n.observaciones} observaciones, ${n.padres} familias con ${n.mandatos} mandatos`,
    ok: null,
  });
}
// The heavy jobs write: their copy of the data set, taken while nothing is connected to it.
const urlTrabajos = SOLO === 'listas' ? undefined : await copiarDatos(servidor);
if (SOLO !== 'trabajos') await medirListas(url);
if (urlTrabajos) await medirTrabajos(urlTrabajos);

/** The mixed load against the anchor, the server's RSS under it, and the public pages. */
async function medirListas(url: string): Promise<void> {
  const anclaCarga = (duracion = SEGUNDOS) =>
    autocannon({ url: `${ancla.base}/`, connections: CONEXIONES, duration: duracion });

  // The users and their sessions, straight into the database, before the app reads anything.
  const usuarios = await crearUsuariosBench(url, USUARIOS);
  const datos = await cargarDatosMezcla(url, usuarios);
  const ancla = await arrancarProceso('ancla-pg.ts', { DATABASE_URL: url });
  const app = await arrancarApp(url);
  const procesos: Proceso[] = [ancla, app];
  try {
    // Warm both processes (JIT, pools, prepared statements) with a mix of other requests first.
    await anclaCarga(2);
    const calentamiento = await cargaMixta(app.base, generador(datos, SEMILLA + 1), {
      conexiones: CONEXIONES,
      segundos: 3,
    });
    if (calentamiento.peticiones === 0) throw new Error('la carga mixta no obtuvo ninguna respuesta');
    app.reiniciarPico();
    // The machine is shared: the anchor is measured again right before each round, and each round's
    // load is compared with its own anchor. One stream of requests across the rounds.
    const siguiente = generador(datos, SEMILLA);
    const rondas = [];
    for (let i = 0; i < RONDAS; i++) {
      const cpuAncla = ancla.cpuMs();
      const a = await anclaCarga();
      const cpuApp = app.cpuMs();
      const r = await cargaMixta(app.base, siguiente, { conexiones: CONEXIONES, segundos: SEGUNDOS });
      rondas.push({
        a,
        r,
        proporcion: r.rps / a.requests.average,
        // The server's own CPU per answer (the database's is not counted: it serves other work too).
        cpu: (app.cpuMs() - cpuApp) / Math.max(1, r.peticiones),
        cpuAncla: (ancla.cpuMs() - cpuAncla) / Math.max(1, a.requests.total),
      });
    }
    const orden = [...rondas].sort((x, y) => x.proporcion - y.proporcion);
    const { a, r, proporcion, cpu, cpuAncla } = orden[Math.floor(orden.length / 2)]!;
    const fallos = totalFallos(r) + r.sinRespuesta;
    const porRol = `${USUARIOS.admins} admins, ${USUARIOS.coordinadores} coordinadores, ${usuarios.filter((u) => u.rol === 'profesor').length} profesores`;
    fila({
      figura: `Carga mixta de listas: ${usuarios.length} usuarios (${porRol}), ${PROPORCION_ESCRITURAS * 100} % escrituras, semilla ${SEMILLA}`,
      ancla: `${a.requests.average.toFixed(0)} pet/s (p99 ${a.latency.p99} ms; ${cpuAncla.toFixed(2)} ms de CPU por petición)`,
      presupuesto: `≥ ${PROPORCION_MIN}×, p99 < ${P99_MAX_MS} ms, 0 errores`,
      medido: `${r.rps.toFixed(0)} pet/s = ${proporcion.toFixed(2)}× (rondas ${rondas.map((x) => x.proporcion.toFixed(2)).join('/')}), p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${fallos} errores${describirFallos(r)}; el servidor, ${cpu.toFixed(2)} ms de CPU por petición`,
      ok: proporcion >= PROPORCION_MIN && r.p99 < P99_MAX_MS && fallos === 0,
    });
    // Per endpoint, from the same round: where the time goes (no budget of their own).
    for (const [tipo, f] of [...r.porTipo].sort(([, x], [, y]) => y.p99 - x.p99)) {
      fila({
        figura: `· ${tipo}`,
        ancla: '–',
        presupuesto: '–',
        medido: `${f.peticiones} pet. (${((100 * f.peticiones) / r.peticiones).toFixed(1)} %), p50 ${ms(f.p50)}, p99 ${ms(f.p99)}${totalFallos(f) ? `, ${totalFallos(f)} errores${describirFallos(f)}` : ''}`,
        ok: null,
      });
    }

    const mem = app.memoria();
    fila({
      figura: 'RSS del servidor bajo la carga mixta (pico)',
      ancla: '–',
      presupuesto: `< ${RSS_MAX_MB} MB`,
      medido: `${mem.pico.toFixed(0)} MB (ahora ${mem.rss.toFixed(0)} MB)`,
      ok: mem.pico < RSS_MAX_MB,
    });

    const dist = path.resolve(import.meta.dirname, '../web/dist');
    if (!existsSync(path.join(dist, 'paginas/index.html'))) {
      fila({
        figura: 'Cliente compilado',
        ancla: '–',
        presupuesto: '–',
        medido: 'sin web/dist: `npm run build` primero',
        ok: false,
      });
    } else {
      const html = readFileSync(path.join(dist, 'paginas/index.html'), 'utf8');
      const scripts = [
        ...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)),
      ];
      const kb =
        scripts.reduce((t, f) => t + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0) /
        1024;
      fila({
        figura: `JavaScript de la página de inicio (${scripts.length} ficheros, gzip)`,
        ancla: '–',
        presupuesto: `< ${LANDING_KB_MAX} KB`,
        medido: `${kb.toFixed(1)} KB`,
        ok: kb < LANDING_KB_MAX,
      });

      const inicio = await fetch(`${app.base}/`, { headers: CABECERAS_NAVEGADOR });
      const script = scripts[0]
        ? await fetch(`${app.base}/${scripts[0]}`, { headers: CABECERAS_NAVEGADOR })
        : undefined;
      const codificaciones = `HTML ${inicio.headers.get('content-encoding') ?? 'sin comprimir'} (${inicio.headers.get('cache-control')}), JS ${script?.headers.get('content-encoding') ?? 'sin comprimir'} (${script?.headers.get('cache-control')})`;
      fila({
        figura: 'Entrega: comprimido y caché de los recursos con hash',
        ancla: '–',
        presupuesto: 'br/gzip; immutable; HTML no-cache',
        medido: codificaciones,
        ok:
          ['br', 'gzip'].includes(inicio.headers.get('content-encoding') ?? '') &&
          inicio.headers.get('cache-control') === 'no-cache' &&
          ['br', 'gzip'].includes(script?.headers.get('content-encoding') ?? '') &&
          (script?.headers.get('cache-control') ?? '').includes('immutable'),
      });

      if (process.env.BENCH_SIN_LIGHTHOUSE) {
        fila({
          figura: 'Lighthouse',
          ancla: '–',
          presupuesto: '–',
          medido: 'omitido (BENCH_SIN_LIGHTHOUSE)',
          ok: null,
        });
      } else {
        for (const pagina of LIGHTHOUSE_PAGINAS) fila(lighthouseMediana(app.base, pagina));
      }
    }
  } finally {
    for (const p of procesos) p.parar();
  }
}

/** The heavy jobs on their copy of the data set, through a fresh app process; then its peak RSS. */
async function medirTrabajos(url: string): Promise<void> {
  const app = await arrancarApp(url);
  try {
    const ctx: Contexto = { base: app.base, cookie: await iniciarSesion(app.base), url };
    // Warm the process (JIT, the pool) as a running server is.
    for (let i = 0; i < 5; i++) await pedir(ctx, '/api/grupos');
    const alEmpezar = app.memoria().rss;
    // Each job's own peak, so the row says which one needs the memory.
    const picos: string[] = [];
    let pico = alEmpezar;
    for (const [nombre, trabajo] of Object.entries(TRABAJOS)) {
      app.reiniciarPico();
      try {
        for (const f of await trabajo.medir(ctx)) fila(f);
      } catch (err) {
        const medido = `falló: ${(err as Error).message.replace(/[\s|]+/g, ' ')}`;
        fila({ figura: `Trabajo ${nombre}`, ancla: '–', presupuesto: '–', medido, ok: false });
      }
      const suyo = app.memoria().pico;
      pico = Math.max(pico, suyo);
      picos.push(`${nombre} ${suyo.toFixed(0)}`);
    }
    fila({
      figura: 'RSS del servidor en los trabajos (pico)',
      ancla: '–',
      presupuesto: `< ${RSS_MAX_MB} MB`,
      medido: `${pico.toFixed(0)} MB (al empezar ${alEmpezar.toFixed(0)}; pico de cada uno: ${picos.join(', ')}; ahora ${app.memoria().rss.toFixed(0)} MB)`,
      ok: pico < RSS_MAX_MB,
    });
  } finally {
    app.parar();
  }
}

type InformeLighthouse = { rend: number; acc: number; lcp: string } | { error: string };

/** The page's row: the run with the median performance score of LIGHTHOUSE_RUNS runs (all shown). */
function lighthouseMediana(base: string, pagina: string): Fila {
  const figura = `Lighthouse móvil ${pagina}`;
  const presupuesto = 'rend. ≥ 0.95, acces. 1.0';
  const buenos: { rend: number; acc: number; lcp: string }[] = [];
  let ultimoError = '';
  // Lighthouse sometimes loses the trace (NO_NAVSTART): a failed run is tried again, twice at most per run.
  for (let intento = 0; buenos.length < LIGHTHOUSE_RUNS && intento < LIGHTHOUSE_RUNS + 2; intento++) {
    const r = lighthouse(base, pagina);
    if ('error' in r) ultimoError = r.error;
    else buenos.push(r);
  }
  if (!buenos.length) return { figura, ancla: '–', presupuesto, medido: `falló: ${ultimoError}`, ok: false };
  const orden = [...buenos].sort((x, y) => x.rend - y.rend);
  const m = orden[Math.floor((orden.length - 1) / 2)]!;
  const todas = buenos.map((x) => x.rend.toFixed(2)).join('/');
  return {
    figura,
    ancla: '–',
    presupuesto,
    medido: `rend. ${m.rend.toFixed(2)} (mediana de ${todas}; LCP ${m.lcp}), acces. ${m.acc.toFixed(2)}`,
    ok: m.rend >= 0.95 && buenos.every((x) => x.acc >= 1),
  };
}

function lighthouse(base: string, pagina: string): InformeLighthouse {
  const salida = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const cli = path.resolve(import.meta.dirname, '../node_modules/lighthouse/cli/index.js');
  const r = spawnSync(
    process.execPath,
    [
      cli,
      `${base}${pagina}`,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${salida}`,
      '--chrome-flags=--headless --no-sandbox',
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      encoding: 'utf8',
    },
  );
  if (r.status !== 0 || !existsSync(salida)) {
    return { error: (r.stderr ?? '').slice(-200).replace(/[\s|]+/g, ' ') };
  }
  const informe = JSON.parse(readFileSync(salida, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { displayValue?: string }>;
  };
  rmSync(salida, { force: true });
  return {
    rend: informe.categories.performance!.score,
    acc: informe.categories.accessibility!.score,
    lcp: informe.audits['largest-contentful-paint']?.displayValue ?? '?',
  };
}

function ms(n: number): string {
  return `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`;
}

/** ' (404 ×3, 500 ×1)' for the non-2xx answers of a figure. */
function describirFallos(f: Figuras): string {
  const partes = Object.entries(f.fallos).map(([estado, n]) => `${estado} ×${n}`);
  return partes.length ? ` (${partes.join(', ')})` : '';
}

// ── The table ─────────────────────────────────────────────────────────────────────────────────────────
const simbolo = (ok: boolean | null) => (ok === null ? '–' : ok ? '✓' : '✗');
const tabla = [
  '| figura | ancla | presupuesto | medido | |',
  '| --- | --- | --- | --- | --- |',
  ...filas.map((f) => `| ${f.figura} | ${f.ancla} | ${f.presupuesto} | ${f.medido} | ${simbolo(f.ok)} |`),
].join('\n');
const cargaMaquina = `carga media de la máquina ${cargaInicial.toFixed(1)} al empezar, ${os.loadavg()[0]!.toFixed(1)} al acabar`;
const cabecera = `${cargaMaquina}; PostgreSQL, NODE_ENV=production, log info, autocannon ${CONEXIONES} conexiones × ${SEGUNDOS} s × ${RONDAS} rondas (mediana), ${os.cpus().length} núcleos, Node ${process.version} — ${new Date().toISOString()}`;
console.log(`${cabecera}\n\n${tabla}`);

// The README shows the latest full table.
const readme = path.resolve(import.meta.dirname, '../README.md');
const texto = readFileSync(readme, 'utf8');
const inicio = '<!-- bench:inicio -->';
const fin = '<!-- bench:fin -->';
if (!SOLO && texto.includes(inicio) && texto.includes(fin)) {
  writeFileSync(
    readme,
    texto.slice(0, texto.indexOf(inicio) + inicio.length) +
      `\n${cabecera}\n\n${tabla}\n` +
      texto.slice(texto.indexOf(fin)),
  );
}
process.exit(filas.some((f) => f.ok === false) ? 1 : 0);
