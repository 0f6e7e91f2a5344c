/// <reference lib="webworker" />
// The shop's offline worker (built by vite-plugin-pwa's injectManifest into dist/sw.js): the app
// shell precached, the catalogue and its pictures stale-while-revalidate, and the signed-in
// shopper's orders network-first in a cache of that shopper's own (see personal-store.ts).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { isAuthChange, isCatalogue, isImage, isPersonal } from './routes.ts';
import { forgetPersonal, personalAnswer } from './personal-store.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the shop is index.html (its router decides); the API's own pages are not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(?:\/|$)/] }));

const week = 7 * 24 * 60 * 60;
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isCatalogue(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'juicyin-catalogue',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: week }),
    ],
  }),
);
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isImage(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'juicyin-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 4 * week }),
    ],
  }),
);
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isPersonal(url.pathname),
  ({ request, url }) => personalAnswer(request, url),
);
// Signing in, registering or signing out changes whose answers these are: the saved ones go.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isAuthChange(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } finally {
      await forgetPersonal();
    }
  },
  'POST',
);

// A new version waits until the shopper chooses Reload to update (the page sends this).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
