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

describe('SQL only in repositories (issue 23)', () => {
  const conDrizzle = "import { eq } from 'drizzle-orm';\nexport const x = eq;\n";
  const conEsquema = "import { alumnos } from '../../db/schema/index';\nexport const x = alumnos;\n";
  const soloTipo = "import type { NewAlumno } from '../../db/schema/index';\nexport type X = NewAlumno;\n";

  it.each([
    ['server/src/modulos/x/x.service.ts', conDrizzle],
    ['server/src/modulos/x/x.routes.ts', conEsquema],
    ['server/src/modulos/x/trabajo.ts', conDrizzle],
    ['server/src/lib/ejemplo.ts', conDrizzle],
    ['server/src/plugins/ejemplo.ts', "import { sql } from 'drizzle-orm/sql';\nexport const x = sql;\n"],
  ])('%s may not import drizzle or the schema', async (f, codigo) => {
    expect(await reglasRotas(f, codigo)).toContain('no-restricted-imports');
  });

  it.each([
    ['server/src/modulos/x/x.repository.ts', conDrizzle],
    ['server/src/modulos/x/x.repository.ts', conEsquema],
    ['server/src/db/ejemplo.ts', conDrizzle],
    ['server/src/seed/demo/ejemplo.ts', conEsquema],
    ['server/src/modulos/x/x.service.ts', soloTipo],
    ['server/src/modulos/x/x.test.ts', conEsquema],
  ])('%s may', async (f, codigo) => {
    expect(await reglasRotas(f, codigo)).not.toContain('no-restricted-imports');
  });
});

describe('one piece each (decision 055)', () => {
  const archivo = 'server/src/modulos/x/x.routes.ts';

  it.each([
    ["const ADMIN = ['admin'] as const;\nexport const x = ADMIN;\n"],
    ["export const OFICINA = ['admin', 'coordinador'];\n"],
    [
      "export const f = (reply: { header(a: string, b: string): void }) =>\n  reply.header('Content-Disposition', 'attachment; filename=\"a.xlsx\"');\n",
    ],
    ["export const esUnica = (e: { code?: string }) => e.code === '23505';\n"],
  ])('refuses a hand-written copy: %s', async (codigo) => {
    expect(await reglasRotas(archivo, codigo)).toContain('no-restricted-syntax');
  });

  it('accepts the shared pieces', async () => {
    const codigo = [
      "import { SOLO_ADMIN } from '@escuela/shared';",
      "import { contentDisposition } from '../../lib/descarga';",
      "import { esViolacionUnica } from '../../lib/postgres-errores';",
      'export const roles = SOLO_ADMIN;',
      'export const f = (reply: { header(a: string, b: string): void }) =>',
      "  reply.header('Content-Disposition', contentDisposition('a.xlsx'));",
      'export const g = (e: unknown) => esViolacionUnica(e);',
      '',
    ].join('\n');
    expect(await reglasRotas(archivo, codigo)).not.toContain('no-restricted-syntax');
  });
});
