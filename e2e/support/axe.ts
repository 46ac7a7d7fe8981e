import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { medirParte } from './cpu';

/** The WCAG 2.1 A/AA rules every browser test checks. */
const ETIQUETAS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What is put into a document: axe-core's minified build (654 kB; the package's `axe.source` is its
 * 1.48 MB unminified one, ~40 % more CPU to evaluate), told to leave out each node's HTML (`noHtml`: the
 * outer HTML of every node of every result, which nothing here reads).
 */
const AXE_EN_LA_PAGINA = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ noHtml: true });`;

export interface Violacion {
  id: string;
  impact?: string | null;
  help: string;
  /** Each node's selector. */
  nodos: string[];
}

/**
 * axe-core's WCAG 2.1 A/AA rules on the page (or only inside `incluir`, less what `excluir` names), after
 * its animations end. axe is put into the page once per document and run there with `axe.run`: the same
 * rules and results as `@axe-core/playwright`'s AxeBuilder, which evaluates axe's source twice on
 * every analysis and, by default, opens and closes a blank tab to merge the results of the frames (the app
 * has no frames).
 */
export async function violacionesAxe(
  page: Page,
  zona: { incluir?: string; excluir?: string[] } = {},
): Promise<Violacion[]> {
  return medirParte('axe', () => analizar(page, zona));
}

async function analizar(page: Page, zona: { incluir?: string; excluir?: string[] }): Promise<Violacion[]> {
  await animacionesTerminadas(page);
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')))
    await page.evaluate(AXE_EN_LA_PAGINA);
  return page.evaluate(
    async ({ incluir, excluir, etiquetas }) => {
      const axeEnLaPagina = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const { violations } = await axeEnLaPagina.run(
        { include: incluir ? [incluir] : [], exclude: excluir },
        // Only the violations are read: the other result types keep one node each, so axe does not build a
        // selector for every node that passed (a sixth of a run on a long list).
        { runOnly: { type: 'tag', values: etiquetas }, resultTypes: ['violations'] },
      );
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodos: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { incluir: zona.incluir, excluir: zona.excluir ?? [], etiquetas: ETIQUETAS },
  );
}

/** The serious and critical ones, one line each. */
export function graves(violaciones: Violacion[]): string[] {
  return violaciones
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodos.join(', ')}`);
}

/** Fails on any serious or critical WCAG 2.1 A/AA violation on the current page. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  const encontradas = graves(await violacionesAxe(page, { excluir: options.exclude }));
  expect(encontradas, `Violaciones de accesibilidad en ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's finite CSS animations and transitions (a dialog or a toast fading in, a selected
 * row's colour): axe reads colours mid-fade as too faint. Endless ones (a spinner) are left running. A
 * render that lands just after a click starts its transitions a moment later, so it waits 50 ms, then for
 * what runs, and again until a pass finds nothing running (at most five passes).
 */
export async function animacionesTerminadas(page: Page) {
  await page.evaluate(async () => {
    // A timer, not animation frames: those stop in a page the browser does not show.
    const unMomento = () => new Promise<void>((r) => setTimeout(r, 50));
    for (let pasada = 0; pasada < 5; pasada++) {
      await unMomento();
      const finitas = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (finitas.length === 0) return;
      await Promise.all(finitas.map((a) => a.finished.catch(() => undefined)));
    }
  });
}
