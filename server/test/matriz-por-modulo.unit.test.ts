/**
 * One authorization-matrix file per server module (issue 23): a route's row lives in
 * `matriz/<modulo>.matrix.ts`, where `<modulo>` is the folder of the `*.routes.ts` that registers it.
 * Read as text (routes files and matrix rows), with the endpoints from shared's declarations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Declarado {
  method: string;
  path: string;
}

const raiz = path.resolve(import.meta.dirname, '..');
const declaraciones = import.meta.glob<Record<string, unknown>>('../../shared/src/**/*.endpoints.ts', {
  eager: true,
});
const endpoints = new Map<string, Record<string, Declarado>>();
for (const modulo of Object.values(declaraciones)) {
  for (const [nombre, valor] of Object.entries(modulo)) {
    if (nombre.endsWith('Endpoints')) endpoints.set(nombre, valor as Record<string, Declarado>);
  }
}

function modulosDeRutas(): Map<string, string> {
  const carpeta = path.join(raiz, 'src/modulos');
  const deRuta = new Map<string, string>();
  for (const modulo of readdirSync(carpeta)) {
    const dir = path.join(carpeta, modulo);
    let archivos: string[];
    try {
      archivos = readdirSync(dir).filter((f) => f.endsWith('.routes.ts'));
    } catch {
      continue;
    }
    for (const archivo of archivos) {
      const texto = readFileSync(path.join(dir, archivo), 'utf8');
      const alias = new Map([...texto.matchAll(/(\w+Endpoints)\s+as\s+(\w+)/g)].map((m) => [m[2]!, m[1]!]));
      for (const m of texto.matchAll(/route\(\s*\w+,\s*(\w+)\.(\w+)/g)) {
        const ep = endpoints.get(alias.get(m[1]!) ?? m[1]!)?.[m[2]!];
        if (ep) deRuta.set(`${ep.method} ${ep.path}`, modulo);
      }
    }
  }
  return deRuta;
}

describe('the authorization matrix, one file per module', () => {
  const deRuta = modulosDeRutas();

  it('reads the routes of the modules', () => {
    expect(deRuta.size).toBeGreaterThan(150);
  });

  it("keeps every row in its module's file", () => {
    const carpeta = path.join(raiz, 'test/matriz');
    const fuera: string[] = [];
    for (const archivo of readdirSync(carpeta).filter((f) => f.endsWith('.matrix.ts'))) {
      const texto = readFileSync(path.join(carpeta, archivo), 'utf8');
      for (const m of texto.matchAll(/method: '(\w+)',\s*path: '([^']+)'/g)) {
        const ruta = `${m[1]} ${m[2]}`;
        const modulo = deRuta.get(ruta);
        if (modulo && `${modulo}.matrix.ts` !== archivo) fuera.push(`${ruta}: en ${archivo}, de ${modulo}`);
      }
    }
    expect(fuera).toEqual([]);
  });
});
