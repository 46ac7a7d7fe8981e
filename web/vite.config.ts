import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': path.join(webDir, 'src') };
/**
 * React Router's package sends every import to its development build, whose only difference is its dev
 * warnings switched on (`ENABLE_DEV_WARNINGS`): a build takes the production one, as its framework mode
 * does. The dev server keeps the warnings.
 */
const aliasDeConstruccion = {
  ...alias,
  'react-router': path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};
/** DESIGN.md §8: JavaScript the landing page loads before any interaction. */
const PRESUPUESTO_KB = 100;

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, Chunk>;

/** A manifest entry's file plus every chunk it imports statically (what loads with it). */
function cierre(manifest: Manifest, claves: string[]): string[] {
  const vistos = new Set<string>();
  const visitar = (clave: string) => {
    const chunk = manifest[clave];
    if (!chunk || vistos.has(chunk.file)) return;
    vistos.add(chunk.file);
    chunk.imports?.forEach(visitar);
  };
  claves.forEach(visitar);
  return [...vistos];
}

/** Text files the server sends compressed: a `.br` and a `.gz` beside each (DESIGN.md §8, docs/decisions/019-delivery-and-request-pipeline.md). */
const COMPRIMIBLES = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip -9) beside every text file of the build,
 * so `@fastify/static` (`preCompressed`) sends them with no compression work per request. A compressed copy
 * that is not smaller than the original is not written (the server then sends the original).
 */
function precomprimir(dir: string): { archivos: number; antes: number; br: number } {
  const total = { archivos: 0, antes: 0, br: 0 };
  for (const entrada of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entrada.isFile() || !COMPRIMIBLES.test(entrada.name)) continue;
    const ruta = path.join(entrada.parentPath, entrada.name);
    const datos = readFileSync(ruta);
    const br = brotliCompressSync(datos, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: datos.length,
      },
    });
    const gz = gzipSync(datos, { level: 9 });
    if (br.length < datos.length) writeFileSync(`${ruta}.br`, br);
    if (gz.length < datos.length) writeFileSync(`${ruta}.gz`, gz);
    total.archivos += 1;
    total.antes += datos.length;
    total.br += Math.min(br.length, datos.length);
  }
  return total;
}

/** A build of its own beside the client's (the pre-render, the first script): same sources and aliases. */
function construirAparte(outDir: string, { build: opciones, ...resto }: InlineConfig) {
  return build({
    configFile: false,
    root: webDir,
    logLevel: 'warn',
    resolve: { alias: aliasDeConstruccion },
    ...resto,
    build: { outDir, emptyOutDir: true, copyPublicDir: false, ...opciones },
  });
}

/**
 * The first script of every pre-rendered page (`src/arranque.ts`, decision 033): built on its own as a
 * classic script (an IIFE, no imports), written under `assets/` with its hash in the name, so it can be
 * parser-blocking in the head (it has run before the first paint) and cached as immutable.
 */
async function construirArranque(outDir: string): Promise<string> {
  const tmp = path.join(webDir, 'node_modules/.arranque');
  await construirAparte(tmp, {
    build: {
      lib: { entry: 'src/arranque.ts', formats: ['iife'], name: 'arranque', fileName: () => 'arranque.js' },
    },
  });
  const codigo = readFileSync(path.join(tmp, 'arranque.js'));
  rmSync(tmp, { recursive: true, force: true });
  const archivo = `assets/arranque-${createHash('sha256').update(codigo).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(outDir, archivo), codigo);
  return archivo;
}

const escaparAtributo = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escaparTexto = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * After the client build: renders the public pages (SSR build of `src/app/prerender.tsx`) into
 * `dist/paginas/…html`, with their own title and description and modulepreload links for what they
 * hydrate with, and reports the landing page's gzipped JavaScript against the budget.
 */
function prerender(): Plugin {
  let outDir = '';
  let activo = true;
  return {
    name: 'escuela-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      activo = !config.build.ssr;
    },
    async closeBundle() {
      if (!activo) return;
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const ssrDir = path.join(webDir, 'node_modules/.prerender');
      await construirAparte(ssrDir, {
        plugins: [react()],
        ssr: { noExternal: ['@escuela/shared'] },
        build: {
          ssr: 'src/app/prerender.tsx',
          // One file: a chunk importing the entry by another URL would get a second copy of its contexts.
          rollupOptions: { output: { entryFileNames: 'prerender.mjs', inlineDynamicImports: true } },
        },
      });
      const { renderizarPaginas } = (await import(
        `${pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href}?t=${Date.now()}`
      )) as typeof import('./src/app/prerender');
      const paginas = await renderizarPaginas();
      if (!process.env.PRERENDER_DEBUG) rmSync(ssrDir, { recursive: true, force: true });

      const arranque = await construirArranque(outDir);
      const plantilla = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const precarga = (files: string[]) =>
        files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
      const yaEnPlantilla = cierre(manifest, ['index.html']);
      const publico = cierre(manifest, ['src/app/entry-publico.tsx']);
      for (const pagina of paginas) {
        const entrada = pagina.entrada ?? 'src/app/entry-publico.tsx';
        // An app screen painted from HTML (`/padres`) asks for the app only after that paint (main.tsx):
        // preloading it would put its ~300 KB on the line before the stylesheet the paint waits for.
        const modulos =
          pagina.modulo && entrada !== 'src/app/entry-app.tsx'
            ? cierre(manifest, [entrada, pagina.modulo])
            : [];
        const extra = modulos.filter((f) => !yaEnPlantilla.includes(f));
        const html = plantilla
          .replace(/<title>[^<]*<\/title>/, `<title>${escaparTexto(pagina.meta.title)}</title>`)
          .replace(
            /(<meta\s+name="description"\s+content=")[^"]*(")/,
            `$1${escaparAtributo(pagina.meta.description)}$2`,
          )
          .replace('<script type="module"', `<script src="/${arranque}"></script>\n    <script type="module"`)
          .replace('</head>', `  ${precarga(extra)}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${pagina.html}</div>`);
        const destino = path.join(outDir, pagina.archivo);
        mkdirSync(path.dirname(destino), { recursive: true });
        writeFileSync(destino, html);
      }
      // The app's shell starts its own entry at once, without waiting for main.js to ask for it.
      const app = cierre(manifest, ['src/app/entry-app.tsx']).filter((f) => !yaEnPlantilla.includes(f));
      writeFileSync(
        path.join(outDir, 'index.html'),
        plantilla.replace('</head>', `  ${precarga(app)}\n  </head>`),
      );
      if (!process.env.PRERENDER_DEBUG) rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });

      const landing = cierre(manifest, [
        'index.html',
        'src/app/entry-publico.tsx',
        'src/routes/publico/landing.page.tsx',
      ]);
      const bytes = [...landing, arranque]
        .filter((f) => f.endsWith('.js'))
        .reduce((total, f) => total + gzipSync(readFileSync(path.join(outDir, f))).length, 0);
      const kb = bytes / 1024;
      const ok = kb < PRESUPUESTO_KB;
      // eslint-disable-next-line no-console -- the build's budget report
      console.log(
        `\n${ok ? '✓' : '✗'} Página de inicio: ${kb.toFixed(1)} KB de JavaScript gzip antes de interactuar ` +
          `(presupuesto ${PRESUPUESTO_KB} KB; ${publico.length} módulos del entry público)` +
          `\n✓ ${paginas.length} páginas públicas pre-renderizadas en ${path.relative(webDir, outDir)}/paginas`,
      );
      const comprimido = precomprimir(outDir);
      // eslint-disable-next-line no-console -- the build's report
      console.log(
        `✓ ${comprimido.archivos} ficheros de texto con .br y .gz al lado: ` +
          `${(comprimido.antes / 1024).toFixed(0)} KB → ${(comprimido.br / 1024).toFixed(0)} KB con brotli`,
      );
      if (!ok) this.warn(`La página de inicio supera el presupuesto de ${PRESUPUESTO_KB} KB de JavaScript`);
    },
  };
}

/**
 * zod's namespace object carries every language's messages (`z.locales`, ~45 of them) and the bundler
 * cannot leave them out: a namespace kept as a value keeps all its members. The client speaks Spanish
 * only, so zod's own import of its locales index resolves to `src/lib/zod-locales.ts` (Spanish and the
 * English default): ~190 KB less JavaScript to parse on every app screen.
 */
function zodSoloEspanol(): Plugin {
  const propio = path.join(webDir, 'src/lib/zod-locales.ts');
  return {
    name: 'zod-solo-espanol',
    enforce: 'pre',
    resolveId(fuente, importador) {
      if (
        fuente === '../locales/index.js' &&
        importador &&
        /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(importador)
      )
        return propio;
      return null;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    zodSoloEspanol(),
    react(),
    tailwindcss(),
    prerender(),
    // The service worker (src/sw.ts, decision 050): the app's shell precached, Web Push. Registered only
    // by the staff area (lib/dispositivo/registrar-sw.ts), so no public page loads any of it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: [
          'index.html',
          'assets/**/*.{js,css,woff2}',
          'favicon.svg',
          'icons/*.png',
          'manifest.webmanifest',
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  resolve: { alias: command === 'build' ? aliasDeConstruccion : alias },
  server: {
    port: 5173,
    // Keep the browser's Host so the API's same-origin check sees the page's own origin.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true },
}));
