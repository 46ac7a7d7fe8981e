// The server as plain JavaScript for `npm start`, the e2e server and the benchmark's app (decision 027):
// one esbuild bundle of an entry and the workspace code it imports (server and shared), written to
// server/dist on every start (under a second), so it never goes stale. Packages from node_modules stay
// imports. Without a TypeScript loader at run time the process needs ~25 MB less (tsx's loader thread).
import path from 'node:path';
import { build } from 'esbuild';

const raiz = path.resolve(import.meta.dirname, '..');

/**
 * Bundles `entrada` (relative to the repository) into `carpeta`, server/dist unless told (the API tests
 * bundle into a folder of their own, since the browser tests' set-up may write server/dist meanwhile; a
 * bundle's folder must be a child of server/, where it finds server/node_modules and its migrations).
 * Returns the bundle's path.
 */
export async function compilarServidor(entrada, carpeta = path.join(raiz, 'server/dist')) {
  const nombre = path.basename(entrada).replace(/\.ts$/, '');
  await build({
    absWorkingDir: raiz,
    entryPoints: { [nombre]: entrada },
    outdir: carpeta,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Lazy imports (the embedded database, the import worker's source) stay lazy: chunks of their own.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'paquetes-externos',
        setup(b) {
          // Every package but the workspace's own (@escuela/*, TypeScript source) is loaded by Node.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@escuela/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return path.join(carpeta, `${nombre}.mjs`);
}
