/** The server's layer rule (eslint.config.js) really fires: lib/ and plugins/ never import a module. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const raiz = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: raiz });

async function reglasRotas(archivo: string, codigo: string) {
  const [resultado] = await eslint.lintText(codigo, { filePath: path.join(raiz, archivo) });
  return resultado!.messages.map((m) => m.ruleId);
}

describe('server layers', () => {
  const importaModulo = "import { login } from '../modulos/auth/auth.service';\nexport const x = login;\n";

  it.each(['server/src/lib/ejemplo.ts', 'server/src/plugins/ejemplo.ts'])(
    '%s may not import modulos/',
    async (f) => {
      expect(await reglasRotas(f, importaModulo)).toContain('no-restricted-imports');
    },
  );

  it('a module may import lib/, and lib/ may import lib/', async () => {
    expect(
      await reglasRotas(
        'server/src/modulos/x/x.service.ts',
        "import { AppError } from '../../lib/app-error';\nexport const x = AppError;\n",
      ),
    ).not.toContain('no-restricted-imports');
    expect(
      await reglasRotas(
        'server/src/lib/ejemplo.ts',
        "import { AppError } from './app-error';\nexport const x = AppError;\n",
      ),
    ).not.toContain('no-restricted-imports');
  });

  it('lib/ still may not import the client', async () => {
    expect(
      await reglasRotas(
        'server/src/lib/ejemplo.ts',
        "import x from '../../../web/src/lib/api';\nexport default x;\n",
      ),
    ).toContain('no-restricted-imports');
  });
});
