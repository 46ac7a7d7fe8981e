// @vitest-environment node
/**
 * The layer rules of eslint.config.js catch what they are for: a feature importing another, components/
 * or lib/ importing a feature, and an import cycle (fixtures in web/test/lint-fixtures, ignored by the
 * normal lint run). Each case is linted with the project's own config.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const raiz = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
const eslint = new ESLint({ cwd: raiz, ignore: false });

async function reglas(codigo: string, archivo: string) {
  const [resultado] = await eslint.lintText(codigo, { filePath: `${raiz}/${archivo}` });
  return resultado!.messages.map((m) => m.ruleId);
}

describe('web layers, enforced by lint', () => {
  it('a feature importing another feature fails, by alias or by relative path', async () => {
    const archivo = 'web/src/features/colegios/prueba-capas.ts';
    expect(
      await reglas("export { useGrupos } from '@/features/grupos/grupos.queries';\n", archivo),
    ).toContain('import-x/no-restricted-paths');
    expect(await reglas("export { useGrupos } from '../grupos/grupos.queries';\n", archivo)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await reglas("export { useColegios } from './colegios.queries';\n", archivo)).toEqual([]);
  });

  it('components/ or lib/ importing a feature fails', async () => {
    const codigo = "export { useGrupos } from '@/features/grupos/grupos.queries';\n";
    expect(await reglas(codigo, 'web/src/components/prueba-capas.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await reglas(codigo, 'web/src/lib/prueba-capas.ts')).toContain('import-x/no-restricted-paths');
    expect(await reglas(codigo, 'web/src/routes/prueba-capas.ts')).toEqual([]);
  });

  it('an import cycle fails', async () => {
    const [resultado] = await eslint.lintFiles([`${raiz}/web/test/lint-fixtures/ciclo-a.ts`]);
    expect(resultado!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
}, 120_000);
