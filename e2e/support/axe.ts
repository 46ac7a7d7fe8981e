import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical WCAG 2.1 A/AA violation on the current page. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  await animacionesTerminadas(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const graves = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(graves, `Violaciones de accesibilidad en ${page.url()}`).toEqual([]);
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
