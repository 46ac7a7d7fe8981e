/*
 * RoboEscuela's service worker (issue 27, decision 038): shows the Web Push notifications the server
 * sends ({ titulo, cuerpo, url }) and opens their page when tapped. It caches nothing: the app needs the
 * network anyway, and a stale cached shell would outlive a deploy.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let carga = { titulo: 'RoboEscuela', cuerpo: '', url: '/' };
  try {
    carga = { ...carga, ...event.data.json() };
  } catch {
    // A payload that is not ours: show the generic title.
  }
  event.waitUntil(
    self.registration.showNotification(carga.titulo, {
      body: carga.cuerpo,
      icon: '/favicon.svg',
      lang: 'es',
      data: { url: carga.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const destino = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only this site's pages.
  const url = destino.origin === self.location.origin ? destino.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((ventanas) => {
      const abierta = ventanas.find((v) => v.url === url);
      return abierta ? abierta.focus() : self.clients.openWindow(url);
    }),
  );
});
