/**
 * Helpers for the start of a pre-rendered page (decision 033): a slow phone, the app's entry held back
 * until the test lets it go (so what the test does is certainly before the takeover), and the marker the
 * app sets once it has taken the page over.
 */
import { expect, type Page } from '@playwright/test';

/** Chromium as a slow phone: 4× slower CPU, ~1.6 Mbit/s down, 150 ms latency (Lighthouse's mobile). */
export async function comoUnMovilLento(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Holds the request for the app's entry (`entry-app` or the public pages' `entry-publico`) until the
 * returned function is called: until then the app cannot take the page over.
 */
export async function retenerLaApp(page: Page): Promise<() => void> {
  let soltar!: () => void;
  const suelta = new Promise<void>((resolve) => (soltar = resolve));
  await page.route(/\/assets\/entry-(app|publico)-[^/]+\.js$/, async (route) => {
    await suelta;
    await route.continue();
  });
  return soltar;
}

/**
 * The app has taken the page over: it marks the document (`data-arranque="hecho"`). A phone slowed 4× on
 * a CI machine whose two cores the other lanes also use took over 30 s once: the limit guards against
 * never, not against slow.
 */
export async function esperarArranque(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-arranque', 'hecho', { timeout: 60_000 });
}

export async function sinArrancar(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-arranque', 'hecho');
}
