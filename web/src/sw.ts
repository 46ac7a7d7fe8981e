/// <reference lib="webworker" />
/*
 * RoboEscuela's service worker, built by vite-plugin-pwa (`injectManifest`, issue 28, decision 050):
 * - precaches the app's shell (index.html and the hashed assets) so the staff area opens with no signal;
 *   navigations go to the network first and only fall back to the cached shell when it fails, so a
 *   connected visitor always gets the pre-rendered pages and the newest deploy;
 * - shows the Web Push notifications the server sends ({ titulo, cuerpo, url }) and opens their page when
 *   tapped (issue 27, decision 038).
 * The API is never cached here: the attendance screens keep their own device store (IndexedDB).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

interface CargaPush {
  titulo: string;
  cuerpo: string;
  url: string;
}

self.addEventListener('push', (event) => {
  let carga: CargaPush = { titulo: 'RoboEscuela', cuerpo: '', url: '/' };
  try {
    carga = { ...carga, ...(event.data?.json() as Partial<CargaPush>) };
  } catch {
    // A payload that is not ours: show the generic title.
  }
  event.waitUntil(
    self.registration.showNotification(carga.titulo, {
      body: carga.cuerpo,
      icon: '/icons/icono-192.png',
      lang: 'es',
      data: { url: carga.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const destino = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/',
    self.location.origin,
  );
  // Only this site's pages.
  const url = destino.origin === self.location.origin ? destino.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((ventanas) => {
      const abierta = ventanas.find((v) => v.url === url);
      return abierta ? abierta.focus() : self.clients.openWindow(url);
    }),
  );
});
