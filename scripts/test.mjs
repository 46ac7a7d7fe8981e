// `npm test`: every check, in parallel lanes over the machine's cores (decision 035):
//   build → e2e         the client is built once; the browser tests (Playwright, one e2e server per worker)
//   build → api         the API tests (Vitest `server-api`: the app on a migrated PGlite copied per file;
//                       the run-contract test serves the build, so this lane waits for it too)
//   typecheck → lint → unit    `tsc -b`, ESLint, the pure tests (Vitest `shared`, `web`, `server-unit`)
// With `--pg <url>` (CI), a fourth lane, build → api-pg, runs the API tests again on that PostgreSQL.
// Each step's output goes to .reports/<step>.log and is printed when the step ends. At the end, one line
// per step and one line 'N passed, N failed' summing every suite (typecheck, lint and build count as one
// check each); exits non-zero on any failure. `npm test -- unit api` runs only those steps.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });

const args = process.argv.slice(2);
const iPg = args.indexOf('--pg');
const pgUrl = iPg >= 0 ? args[iPg + 1] : undefined;
if (iPg >= 0) args.splice(iPg, 2);
const only = args; // e.g. `npm test -- unit e2e`

/** The failed tests of a Vitest JSON report: 'file › name: first line of the error'. */
function vitestFallos(file) {
  if (!existsSync(file)) return [];
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return r.testResults.flatMap((f) => {
    const archivo = path.relative(root, f.name);
    const fallos = f.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${archivo} › ${a.fullName}: ${primeraLinea(a.failureMessages?.[0])}`);
    // A file that failed before any test ran (an import error, a hook) has no failed assertion.
    return fallos.length || f.status !== 'failed' ? fallos : [`${archivo}: ${primeraLinea(f.message)}`];
  });
}

/** The failed tests of a Playwright JSON report. */
function playwrightFallos(file) {
  if (!existsSync(file)) return [];
  const fallos = [];
  const recorrer = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') {
          const ultimo = t.results?.at(-1);
          fallos.push(`${spec.file} › ${spec.title}: ${primeraLinea(ultimo?.error?.message)}`);
        }
    for (const s of suite.suites ?? []) recorrer(s);
  };
  for (const s of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) recorrer(s);
  return fallos;
}

const primeraLinea = (texto) =>
  stripVTControlCharacters(texto ?? '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numTotalTestSuites === 0 ? 1 : 0) };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected };
}

/** Runs a command with its output in .reports/<nombre>.log; resolves whether it exited 0. */
function run(nombre, cmd, cmdArgs, env = {}) {
  const log = path.join(reports, `${nombre}.log`);
  const out = createWriteStream(log);
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => out.end(() => resolve(code === 0)));
  });
}

const vitest =
  (nombre, proyectos, env = {}, extra = []) =>
  async () => {
    const json = path.join(reports, `${nombre}.json`);
    rmSync(json, { force: true });
    const ok = await run(
      nombre,
      'npx',
      [
        'vitest',
        'run',
        ...proyectos.flatMap((p) => ['--project', p]),
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${json}`,
        ...extra,
      ],
      env,
    );
    return { ok, counts: vitestCounts(json), fallos: vitestFallos(json) };
  };

const pasos = {
  build: () => run('build', 'npm', ['run', '-s', 'build']),
  // One thread: TypeScript 7's checker threads only add CPU on a machine the other lanes already keep busy.
  typecheck: () => run('typecheck', 'npm', ['run', '-s', 'typecheck', '--', '--singleThreaded']),
  lint: () => run('lint', 'npm', ['run', '-s', 'lint']),
  unit: vitest('unit', ['shared', 'web', 'web-aislado', 'server-unit']),
  // Two workers: many API tests wait (servers starting, SMTP, timeouts) and the other worker runs meanwhile.
  api: vitest('api', ['server-api', 'server-api-aislado'], {}, ['--maxWorkers=2']),
  'api-pg': vitest('api-pg', ['server-api', 'server-api-aislado'], { TEST_DATABASE_URL: pgUrl }, [
    '--maxWorkers=2',
  ]),
  async e2e() {
    const json = path.join(reports, 'playwright.json');
    rmSync(json, { force: true });
    const ok = await run('e2e', 'npx', ['playwright', 'test', '--reporter=dot,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: json,
    });
    return { ok, counts: playwrightCounts(json), fallos: playwrightFallos(json) };
  },
};

const carriles = [
  ['build', 'e2e'],
  ['build', 'api'],
  ['typecheck', 'lint', 'unit'],
  ...(pgUrl ? [['build', 'api-pg']] : []),
];

const inicio = Date.now();
const segundos = (desde) => `${Math.round((Date.now() - desde) / 1000)} s`;
const resultados = new Map();
const enCurso = new Map();

/** A step runs once even when two lanes name it (the build); the second lane waits for the first. */
function ejecutar(nombre) {
  if (!enCurso.has(nombre)) {
    enCurso.set(
      nombre,
      (async () => {
        const desde = Date.now();
        console.log(`▶ ${nombre} (${segundos(inicio)})`);
        const r = await pasos[nombre]();
        const { ok, counts, fallos = [] } = typeof r === 'boolean' ? { ok: r, counts: null } : r;
        const c = counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
        if (!ok && c.failed === 0) c.failed = 1;
        resultados.set(nombre, { ...c, fallos, tiempo: segundos(desde) });
        console.log(`\n=== ${nombre}: ${ok ? 'ok' : 'FALLA'} en ${segundos(desde)} ===`);
        process.stdout.write(readFileSync(path.join(reports, `${nombre}.log`), 'utf8'));
        return ok;
      })(),
    );
  }
  return enCurso.get(nombre);
}

const elegido = (p) => !only.length || only.includes(p);
await Promise.all(
  carriles.map(async (carril) => {
    for (const paso of carril.filter(elegido)) {
      const ok = await ejecutar(paso);
      // The browser tests need the build: without it they would only fail slowly. (The API tests run
      // anyway; the run-contract test then skips serving the client.)
      if (!ok && paso === 'build' && carril.includes('e2e')) return;
    }
  }),
);

let passed = 0;
let failed = 0;
const resumen = [];
// The names of what failed, just above the totals: a CI log is often read from its end only.
const fallidos = [...resultados].flatMap(([nombre, c]) => c.fallos.map((f) => `✗ ${nombre}: ${f}`));
if (fallidos.length) console.log(`\nFallaron:\n${fallidos.join('\n')}`);
for (const nombre of Object.keys(pasos)) {
  const c = resultados.get(nombre);
  if (!c) {
    if (elegido(nombre) && (nombre !== 'api-pg' || pgUrl)) {
      failed += 1;
      resumen.push(`${nombre}: no se ejecutó (falló la build)`);
    }
    continue;
  }
  passed += c.passed;
  failed += c.failed;
  resumen.push(`${nombre}: ${c.passed} passed, ${c.failed} failed (${c.tiempo})`);
}
console.log(`\n${resumen.join('\n')}\ntotal: ${segundos(inicio)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
