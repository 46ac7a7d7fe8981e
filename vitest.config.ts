// Test tiers (docs/decisions/035-test-tiers.md). The file name picks the tier on the server:
//   *.unit.test.ts   pure (no database, no app): `server-unit`, no global setup
//   *.test.ts        API (the app on a copy of the migrated database): `server-api`, whose global setup
//                    migrates the test database once; the only tier CI runs again on PostgreSQL
//   *.aislado.test.ts   an API test that needs a process of its own (it checks what a fresh process has
//                    loaded): `server-api-aislado`, run with the API tests
// `shared` and `web` hold no API tests. `npm run test:unit` runs the pure tiers, `npm run test:api` the API.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['shared/src/**/*.test.ts'],
          environment: 'node',
          // Pure tests: the files of a worker share its module graph, as the API tests' do (a fresh one per
          // file was two thirds of these two projects' CPU); por-fichero.ts undoes mocks and stubs.
          isolate: false,
          setupFiles: ['server/test/por-fichero.ts'],
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['server/**/*.unit.test.ts', 'bench/**/*.unit.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['server/test/por-fichero.ts'],
          // As the API tests': a parse of a 25,000-row .xls (~1 s alone) once took over 30 s in CI.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-api',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.unit.test.ts', '**/*.aislado.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // The files of a worker share its process and module graph (a third of the CPU of a fresh
          // process per file); por-fichero.ts undoes mocks and stubs after each file.
          isolate: false,
          setupFiles: ['server/test/por-fichero.ts'],
          // A guard against a hang, not a speed check: on CI's two cores shared by four lanes, a test that
          // builds its own app and database (2 s alone) once took over 30 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-api-aislado',
          include: ['server/**/*.aislado.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'web/src/**/arranque*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // npm test runs this lane beside the API and browser tests on two cores.
          testTimeout: 20_000,
          // The files of a worker share one module graph and one jsdom: half the CPU of a fresh one per
          // file. So a test file undoes what it changes globally (`vi.unstubAllGlobals()` in its
          // afterEach/afterAll, as the fetch stubs do); setup.ts unmounts and empties the toasts.
          isolate: false,
        },
      },
      {
        // A pre-rendered page hydrated in the test's document: each file in a jsdom of its own, as a
        // browser would load it (a document shared with other files' renders breaks hydration).
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web-aislado',
          include: ['web/src/**/arranque*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // npm test runs this lane beside the API and browser tests on two cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
