/**
 * A real HTTP server as the page's origin, for a test file of what the app does with real answers. It
 * listens on a free port and moves the worker's shared jsdom document there (`jsdom.reconfigure`), so
 * the app's relative URLs reach it, and Node's fetch (jsdom has none) is given them resolved against the
 * page. After the file: the document goes back to
 * where it was, fetch is unstubbed and the server closes.
 *
 * The document moves instead of each file asking for its own URL (`@vitest-environment-options`): a file
 * with other environment options gets a jsdom and a module graph of its own, ~3 core-seconds each. Not for
 * XMLHttpRequest: jsdom's keeps the origin the window was created with (`reconfigure` moves the document
 * only), so an upload from the moved page is cross-origin; lib/archivos.test.tsx keeps its own URL.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, vi } from 'vitest';

interface DocumentoDeVitest {
  reconfigure(opciones: { url: string }): void;
}

/** Registers the file's server: started before its tests, closed after them. */
export function servidorEnElOrigen(manejar: RequestListener): void {
  let servidor: Server | undefined;
  let urlAnterior = '';
  const documento = (globalThis as { jsdom?: DocumentoDeVitest }).jsdom;
  if (!documento) throw new Error('servidorEnElOrigen necesita el entorno jsdom de Vitest');

  beforeAll(async () => {
    const nuevo = createServer(manejar);
    servidor = nuevo;
    await new Promise<void>((r) => nuevo.listen(0, '127.0.0.1', r));
    urlAnterior = location.href;
    documento.reconfigure({ url: `http://127.0.0.1:${(nuevo.address() as AddressInfo).port}/` });
    const fetchReal = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string | URL, init?: RequestInit) =>
      fetchReal(new URL(url, location.href), init),
    );
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    if (urlAnterior) documento.reconfigure({ url: urlAnterior });
    const abierto = servidor;
    if (!abierto) return;
    abierto.closeAllConnections();
    await new Promise<void>((r) => abierto.close(() => r()));
  });
}
