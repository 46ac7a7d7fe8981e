// `npm test`: every check in order — types, lint, client build, unit + API tests (Vitest; the run-contract
// test serves the build), browser tests
// (Playwright on Debian's Chromium). It runs them all, then prints one line 'N passed, N failed' summing
// every suite (each of typecheck, lint and build counts as one check) and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

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

const steps = [
  { name: 'typecheck', run: () => run('npm', ['run', '-s', 'typecheck']) },
  { name: 'lint', run: () => run('npm', ['run', '-s', 'lint']) },
  { name: 'build', run: () => run('npm', ['run', '-s', 'build']) },
  {
    name: 'unit',
    run() {
      const out = path.join(reports, 'vitest.json');
      rmSync(out, { force: true });
      const ok = run('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ]);
      return { ok, counts: vitestCounts(out) };
    },
  },
  {
    name: 'e2e',
    run() {
      const out = path.join(reports, 'playwright.json');
      rmSync(out, { force: true });
      const ok = run('npx', ['playwright', 'test']);
      return { ok, counts: playwrightCounts(out) };
    },
  },
];

let passed = 0;
let failed = 0;
const resumen = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name} ===`);
  const result = step.run();
  const { ok, counts } = typeof result === 'boolean' ? { ok: result, counts: null } : result;
  const c = counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (!ok && c.failed === 0) c.failed = 1;
  passed += c.passed;
  failed += c.failed;
  resumen.push(`${step.name}: ${c.passed} passed, ${c.failed} failed`);
}
console.log(`\n${resumen.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
