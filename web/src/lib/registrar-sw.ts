/**
 * Registers the service worker (src/sw.ts, built by vite-plugin-pwa; decision 050) from the staff area
 * only: it precaches the app's shell so the staff area opens with no signal. Loaded lazily, so neither
 * workbox-window nor this file reaches a public page.
 */
export async function registrarServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  await new Workbox('/sw.js', { scope: '/' }).register();
}
