import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const raiz = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
// import-x's TypeScript settings (extensions, parser) without its legacy resolver: ours is resolver-next.
const { 'import-x/resolver': _legado, ...ajustesTs } = importX.flatConfigs.typescript.settings;
/** Every feature folder, so a new one is fenced in without touching this file. */
const FEATURES = readdirSync(`${raiz}/web/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const NO_CLIENTE = { group: ['**/web/**'], message: 'El servidor no importa el cliente.' };
const NO_MODULOS = {
  group: ['**/modulos/**'],
  message: 'lib/ y plugins/ no importan módulos: pasa lo que necesiten desde app.ts o baja el tipo a lib/.',
};
const SOLO_REPOSITORIOS = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/**'],
    allowTypeImports: true,
    message:
      'El SQL vive en los repositorios (*.repository.ts), en db/ y en el seed: pide las filas a un repositorio.',
  },
];
const SQL_PERMITIDO = ['server/src/**/*.repository.ts', 'server/src/db/**', 'server/src/seed/**'];
const PRUEBAS = ['**/*.test.ts', '**/*.test-d.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-pruebas-*/**',
      '**/node_modules/**',
      'data/**',
      'server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
      // Deliberate violations, linted only by web/src/test/capas.test.ts.
      'web/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One-way imports (STYLE.md): routes → features → components/lib.
    files: ['web/src/features/**', 'web/src/components/**', 'web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/routes/*', '@/app/router*'],
              message: 'Solo las rutas importan features; nunca al revés.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers (STYLE.md): a feature never imports another (what two need goes down to components/ or
    // lib/), and components/ and lib/ never import a feature. Imports are resolved (the '@/' alias and
    // relative paths alike), so '../otra-feature/x' is caught too.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${raiz}/web/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: raiz,
          zones: [
            ...FEATURES.map((f) => ({
              target: `./web/src/features/${f}`,
              from: './web/src/features',
              except: [`./${f}`],
              message: 'Una feature no importa otra: lo común va a components/ o lib/.',
            })),
            {
              target: ['./web/src/components', './web/src/lib'],
              from: './web/src/features',
              message: 'components/ y lib/ no importan features.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere: a cycle makes the load order decide what is undefined.
    files: ['{web,server,shared,e2e,bench}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...ajustesTs,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web', 'server', 'shared', 'e2e'].map((p) => `${raiz}/${p}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Drizzle tables reference each other through lazy callbacks (`references(() => alumnos.id)`), which
    // run after every module has loaded: the one sanctioned cycle.
    files: ['server/src/db/schema/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  // Server import rules (STYLE.md). A later no-restricted-imports replaces an earlier one for the same file,
  // so each block lists every pattern that applies to its files.
  {
    files: ['server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIENTE] }] },
  },
  {
    // SQL only in repositories (issue 23): drizzle and the schema are imported (as values) only by
    // `*.repository.ts`, `db/` and the seed; a service gets rows from its repository. Types are free.
    files: ['server/src/**/*.ts'],
    ignores: [...SQL_PERMITIDO, ...PRUEBAS],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIENTE, ...SOLO_REPOSITORIOS] }] },
  },
  {
    // lib/ and plugins/ are below the modules and never import them.
    files: ['server/src/lib/**/*.ts', 'server/src/plugins/**/*.ts'],
    ignores: PRUEBAS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_CLIENTE, NO_MODULOS, ...SOLO_REPOSITORIOS] }],
    },
  },
  {
    files: PRUEBAS.map((p) => `server/src/{lib,plugins}/${p}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIENTE, NO_MODULOS] }] },
  },
  {
    // The push service worker (decision 038), plain JavaScript served as is.
    files: ['web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Spanish input (decision 037): a native date input shows mm/dd/yyyy in an English browser and a
    // native number input drops a decimal comma in some; the kit's fields read dd/mm/aaaa and '17,5'.
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='type'][value.value='date']",
          message:
            'Usa EntradaFecha o CampoFecha (web/src/components/form/): dd/mm/aaaa en cualquier navegador.',
        },
        {
          selector: "Property[key.name='type'][value.value='date']",
          message:
            'Usa EntradaFecha o CampoFecha (web/src/components/form/): dd/mm/aaaa en cualquier navegador.',
        },
        {
          selector: "JSXAttribute[name.name='type'][value.value='time']",
          message: 'Usa EntradaHora (web/src/components/form/): hh:mm en 24 h en cualquier navegador.',
        },
        {
          selector: "JSXAttribute[name.name='type'][value.value='number']",
          message: 'Usa EntradaNumero o CampoNumero (web/src/components/form/): admiten la coma decimal.',
        },
      ],
    },
  },
  {
    // One piece each (decision 055): role lists from shared/common/roles, a file name through
    // contentDisposition(), a unique violation through esViolacionUnica / conConflictoUnico.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'VariableDeclarator[id.name=/^(ADMIN|OFICINA|STAFF|SOLO_ADMIN)$/]',
          message: 'Las listas de roles están en shared/src/common/roles.ts (STAFF, SOLO_ADMIN, OFICINA).',
        },
        {
          selector:
            "CallExpression[callee.property.name='header'][arguments.0.value=/^content-disposition$/i]:not([arguments.1.callee.name='contentDisposition'])",
          message: 'Content-Disposition con contentDisposition(nombre) (server/src/lib/descarga.ts).',
        },
        {
          selector: "Literal[value='23505']",
          message:
            'Una violación de unicidad con esViolacionUnica o conConflictoUnico (server/src/lib/postgres-errores.ts).',
        },
      ],
    },
  },
  {
    files: ['server/src/lib/postgres-errores.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'server/src/seed/**',
      'server/src/modulos/usuarios/usuarios.service.ts',
      '.ci/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
