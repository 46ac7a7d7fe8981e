/**
 * The server closes a keep-alive connection after 5 s idle (DESIGN.md §6), and Playwright's HTTP client
 * keeps its connections with no idle limit of its own: a request a test sends on a connection the server
 * is closing at that moment fails with ECONNRESET before the server reads it (a test's clean-up after a
 * long step in the browser did, once, on a loaded machine). Playwright retries exactly that error, and
 * only when a call asks (`maxRetries`); this makes every request context of the browser tests ask for two.
 */
import { request } from '@playwright/test';

type Peticion = { maxRetries?: number };
type Prototipo = { _innerFetch?: ((o?: Peticion) => Promise<unknown>) & { conReintentos?: true } };

export async function reintentarConexionesCerradas(): Promise<void> {
  const ctx = await request.newContext();
  const prototipo = Object.getPrototypeOf(ctx) as Prototipo;
  await ctx.dispose();
  const original = prototipo._innerFetch;
  // Internal to Playwright (pinned in package.json): an upgrade that renames it must say so here.
  if (!original) throw new Error('Playwright cambió: APIRequestContext._innerFetch no existe');
  if (original.conReintentos) return;
  prototipo._innerFetch = Object.assign(
    function (this: unknown, opciones: Peticion = {}) {
      return original.call(this, { maxRetries: 2, ...opciones });
    },
    { conReintentos: true as const },
  );
}
