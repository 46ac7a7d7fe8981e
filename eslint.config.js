import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
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
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'El servidor no importa el cliente.' }] },
      ],
    },
  },
  {
    // Server layers (STYLE.md): lib/ and plugins/ are below the modules and never import them. This
    // block repeats the server-wide pattern because a later no-restricted-imports replaces earlier ones.
    files: ['server/src/lib/**/*.ts', 'server/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'El servidor no importa el cliente.' },
            {
              group: ['**/modulos/**'],
              message:
                'lib/ y plugins/ no importan módulos: pasa lo que necesiten desde app.ts o baja el tipo a lib/.',
            },
          ],
        },
      ],
    },
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
