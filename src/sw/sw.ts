// The service worker (dist/sw.js), bundled by esbuild in the post-build step
// (src/integrations/service-worker.ts), which also writes the precache list it imports. Its params come
// from its own URL (`/sw.js?params={"offlineMode":…,"debug":…}`, see src/lib/pwa.ts):
// - offline mode: precache the whole site (HTML, CSS, JS, images, fonts, the Pagefind search
//   index) and answer a URL, its .html and its index.html from that cache, else the network;
//   a page neither has (offline, unknown URL) gets the cached not-found page with status 404;
// - otherwise: no caching and no fetch handler (an earlier offline worker's cache is cleaned
//   up on activation).
// A waiting worker activates when the page sends {type: 'SKIP_WAITING'}.
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { notFoundPageUrl, notFoundResponse, parseSwParams, possibleUrls } from '../lib/pwa';

// Worker types, declared here: the project's TypeScript lib is the DOM one.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  __DZ_PRECACHE?: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;
declare function importScripts(...urls: string[]): void;
/** The precache list's file (content-hashed), set by the build. */
declare const DZ_PRECACHE_URL: string;

const params = parseSwParams(self.location.search);
const log = (...args: unknown[]) => params.debug && console.log('[Docusaurus-PWA][SW]:', ...args);
log('Service Worker params:', params);

const controller = new PrecacheController({ fallbackToNetwork: true });
if (params.offlineMode) {
  // Only offline mode reads the list of every file, so other readers never download it. A
  // worker imports scripts while it first runs; the browser keeps them with the installed worker.
  importScripts(DZ_PRECACHE_URL);
  const manifest = self.__DZ_PRECACHE ?? [];
  controller.addToCacheList(manifest);
  log('addToCacheList', manifest.length, 'entries');
}

self.addEventListener('install', (event) => {
  log('install event', { params });
  event.waitUntil(controller.install(event));
});

self.addEventListener('activate', (event) => {
  log('activate event', { params });
  event.waitUntil(controller.activate(event));
});

// Outside offline mode there is no fetch handler at all, so the browser sends requests
// straight to the network without starting the worker.
if (params.offlineMode) {
  self.addEventListener('fetch', (event) => {
    if (event.request.method !== 'GET') return;
    for (const url of possibleUrls(event.request.url, self.location.origin)) {
      const cacheKey = controller.getCacheKeyForURL(url);
      if (!cacheKey) continue;
      log('serving from cache', event.request.url, '→', url);
      event.respondWith(caches.match(cacheKey).then((cached) => cached ?? fetch(event.request)));
      return;
    }
    // A page the cache does not have: the network, and when that fails (offline), the site's
    // not-found page with status 404 instead of the browser's error page.
    if (event.request.mode === 'navigate') {
      event.respondWith(
        fetch(event.request).catch(async () => {
          const key = controller.getCacheKeyForURL(notFoundPageUrl(self.location.href));
          log('offline, not cached:', event.request.url);
          return notFoundResponse(key ? await caches.match(key) : undefined);
        }),
      );
    }
  });
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  log('message event', data);
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
