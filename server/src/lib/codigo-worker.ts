/**
 * A worker thread's entry (a TypeScript file's path) as one CommonJS script, bundled in memory by esbuild
 * once per process. The worker then runs without a TypeScript loader of its own: registering tsx in it
 * cost ~35 MB and ~400 ms per start (decision 019, lever 16). Nothing is written to disk, so nothing can
 * go stale.
 */
import { build } from 'esbuild';

const compilados = new Map<string, Promise<string>>();

export function codigoDeWorker(ruta: string): Promise<string> {
  let codigo = compilados.get(ruta);
  if (!codigo) {
    codigo = build({
      entryPoints: [ruta],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      minify: true,
      write: false,
      logLevel: 'silent',
    }).then((r) => r.outputFiles[0]!.text);
    // A failed build is tried again by the next start.
    codigo.catch(() => compilados.delete(ruta));
    compilados.set(ruta, codigo);
  }
  return codigo;
}
