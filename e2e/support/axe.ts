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
 * Waits for the page's finite CSS animations and transitions (a dialog or a toast fading in): axe reads
 * colours mid-fade as too faint. Endless ones (a spinner) are left running.
 */
export async function animacionesTerminadas(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
