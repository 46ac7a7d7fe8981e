/**
 * Helpers for the start of a pre-rendered page (decision 033): a phone's slow network, the app's entry held
 * back until the test lets it go (so what the test does is certainly before the takeover), and the marker
 * the app sets once it has taken the page over.
 */
import { expect, type Page } from '@playwright/test';

/**
 * A phone on a slow network: ~1.6 Mbit/s down, 150 ms latency (Lighthouse's mobile). What lets a tap come
 * before the takeover is the wait for the app's scripts, which this and `retenerLaApp` reproduce. The CPU is
 * not slowed: Chromium's `Emulation.setCPUThrottlingRate` keeps the held-back main thread spinning, so a 4×
 * slower phone cost ~3× the CPU (these six tests: 41 → 13 core-seconds), which the other lanes of `npm test`
 * paid for, without making a tap any likelier to come before the app.
 */
export async function conLaRedDeUnMovilLento(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
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
 * The app has taken the page over: it marks the document (`data-arranque="hecho"`). On a CI machine whose
 * two cores the other lanes also use, a takeover once took over 30 s: the limit guards against never, not
 * against slow.
 */
export async function esperarArranque(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-arranque', 'hecho', { timeout: 60_000 });
}

export async function sinArrancar(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-arranque', 'hecho');
}
