/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  IMAGES_CACHE,
  OFFLINE_PATHS,
  offlinePathFor,
  PAGES_CACHE,
  PERSONAL_CACHE,
  SAVED_AT_HEADER,
  STATIC_CACHE,
  type FromWorker,
  type ToWorker,
} from '@/lib/pwa/protocol';
import { registerEpisodeRoutes } from './episodes';
import { limitStored } from './expiration';
import { onNotificationClick, onPush } from './push';

declare const self: ServiceWorkerGlobalScope;
/** The Next build this worker belongs to (scripts/build-worker.mjs): every deployment makes a byte-different worker. */
declare const __BUILD_ID__: string;
/** The hashed files the offline page needs (scripts/build-worker.mjs, from .next/build-manifest.json). */
declare const __OFFLINE_ASSETS__: string[];

/**
 * The service worker of production builds (issue 37, docs/features/pwa.md): visited pages and the
 * member's reads stay readable offline, marked as saved copies; everything else gets the offline
 * page of its language. HTML is never answered from the cache while the network answers (network
 * first), so new HTML never meets old JS, and the hashed JS is never replaced in place. A new
 * worker waits until the page's "Reload for the new version" (SKIP_WAITING).
 */

const DAY_S = 24 * 60 * 60;
/** Caches this worker's older versions made, deleted on activate (other features' caches, such as the episodes', are left alone). */
const OWN_CACHE = /^(pages|personal|static|images)-v\d+$/;
const CURRENT_CACHES = new Set([PAGES_CACHE, PERSONAL_CACHE, STATIC_CACHE, IMAGES_CACHE]);

// Downloaded episodes first (worker/episodes.ts), so the routes below never see those requests.
registerEpisodeRoutes();

// ---- The offline pages, one per language, with the files they need --------------------------
// Precached without cookies: the offline page must not carry a member's session (it is never
// emptied on logout). A new build's revision replaces the old copies on activate.
addPlugins([{ requestWillFetch: async ({ request }) => new Request(request, { credentials: 'omit' }) }]);
const precache: PrecacheEntry[] = [
  ...OFFLINE_PATHS.map((url) => ({ url, revision: __BUILD_ID__ })),
  ...__OFFLINE_ASSETS__.map((url) => ({ url, revision: null })),
];
precacheAndRoute(precache);
cleanupOutdatedCaches();

// ---- Stale marking --------------------------------------------------------------------------
interface Stale {
  savedAt: number;
  offline: boolean;
}
/** Pages (by client id) that were answered, or made a request answered, from the cache: the oldest saved time. */
const staleClients = new Map<string, Stale>();
/** Requests (their fetch events) whose network request failed, rather than timed out. */
const failedFetches = new WeakSet<Event>();

function savedAtOf(response: Response): number {
  const value = Number(response.headers.get(SAVED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? value : Date.now();
}

function post(clientId: string, message: FromWorker): void {
  void self.clients.get(clientId).then((client) => client?.postMessage(message));
}

function markStale(clientId: string | undefined, found: Stale, tell: boolean): void {
  if (!clientId) return;
  const known = staleClients.get(clientId);
  const stale = known ? { savedAt: Math.min(known.savedAt, found.savedAt), offline: known.offline || found.offline } : found;
  staleClients.set(clientId, stale);
  if (tell) post(clientId, { type: 'stale', ...stale });
}

/**
 * Stamps a response as it is stored (`x-sw-saved-at`), and marks the page when a stored response
 * is used: a navigation's new page (`resultingClientId`, asked by the page once it runs) or the
 * page a data request came from (told at once, and remembered for its question).
 */
const savedCopies: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.redirected) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  fetchDidFail: async ({ event }) => {
    if (event) failedFetches.add(event);
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event, request }) => {
    if (!cachedResponse || !(event instanceof FetchEvent)) return cachedResponse;
    const stale = { savedAt: savedAtOf(cachedResponse), offline: failedFetches.has(event) };
    if (request.mode === 'navigate') markStale(event.resultingClientId, stale, false);
    else markStale(event.clientId, stale, true);
    return cachedResponse;
  },
};

/** Only JSON answers of the API are kept (not a file or an image an endpoint answers). */
const jsonOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => ((response.headers.get('content-type') ?? '').includes('json') ? response : null),
};

const ok = new CacheableResponsePlugin({ statuses: [200] });
// Each cache's limits, checked as responses are stored (worker/expiration.ts); each cache is
// emptied when the storage quota is reached.
const savedPages = limitStored(PAGES_CACHE, { maxEntries: 200, maxAgeSeconds: 30 * DAY_S });
const savedPersonal = limitStored(PERSONAL_CACHE, { maxEntries: 200, maxAgeSeconds: 30 * DAY_S });
const savedStatic = limitStored(STATIC_CACHE, { maxEntries: 400, maxAgeSeconds: 60 * DAY_S });
const savedImages = limitStored(IMAGES_CACHE, { maxEntries: 300, maxAgeSeconds: 30 * DAY_S });

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  matchOptions: { ignoreVary: true },
  plugins: [ok, savedCopies, savedPages.plugin],
});
const staticFiles = new CacheFirst({
  cacheName: STATIC_CACHE,
  plugins: [ok, savedStatic.plugin],
});
const personal = new NetworkFirst({
  cacheName: PERSONAL_CACHE,
  networkTimeoutSeconds: 4,
  matchOptions: { ignoreVary: true },
  plugins: [ok, jsonOnly, savedCopies, savedPersonal.plugin],
});

// ---- Routes -----------------------------------------------------------------------------------
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages in every language, network first; the saved copy, else the offline page (catch handler).
registerRoute(new NavigationRoute(pages, { denylist: [/^\/api\//, /^\/sw\.js$/, /^\/manifest\.webmanifest$/] }));
// Next's data requests of client-side navigations (`/_next/data/<build>/<locale>/<page>.json`).
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/data/'), pages);
// The build's hashed files never change under a name.
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/'), staticFiles);
// Images and avatars (public/, uploads, /api/avatar): shown at once, refreshed behind.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [ok, savedImages.plugin],
  }),
);
// The member's reads: GET /api/personal (the personal layer of shared pages) and the lists pages
// fetch (the saved list's). Writes are never routed (Workbox routes GET only); the health check,
// the API description and binary answers are left to the network.
const NOT_KEPT = /^\/api\/(health|openapi|cards|uploads|avatar)(\/|$)/;
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/') && !NOT_KEPT.test(url.pathname), personal);

// No saved copy and no network: the offline page of the request's language for a page, else an error.
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate') return (await matchPrecache(offlinePathFor(url.pathname))) ?? Response.error();
  return Response.error();
});

// ---- Life cycle ---------------------------------------------------------------------------------
/** No worker was active when this one installed: it takes the open pages at once (clients.claim). */
let firstInstall = false;

self.addEventListener('install', () => {
  firstInstall = !self.registration.active;
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => OWN_CACHE.test(name) && !CURRENT_CACHES.has(name)).map((name) => caches.delete(name)));
      if (firstInstall) await self.clients.claim();
    })(),
  );
});

// ---- Messages from pages ------------------------------------------------------------------------
function isToWorker(data: unknown): data is ToWorker {
  return data !== null && typeof data === 'object' && typeof (data as { type?: unknown }).type === 'string';
}

/** Only this site's own pages are stored on a page's request. */
function warmRequest(path: string): Request | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  return new Request(new URL(path, self.location.origin).href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
}

/** The hashed scripts, styles and message files a page's HTML names (`/_next/static/...`). */
const PAGE_FILES = /\/_next\/static\/[^"'\s<>]+?\.(?:js|css|json)(?=["'])/g;

/**
 * Stores a page as a visit would (network first), and the scripts, styles and message files its
 * HTML names, so the page also runs offline without having been opened (its code and texts were
 * never loaded).
 */
async function warm(event: ExtendableEvent, request: Request): Promise<void> {
  const page = await pages.handle({ event, request });
  const files = new Set((await page.clone().text()).match(PAGE_FILES) ?? []);
  await Promise.allSettled([...files].map((file) => staticFiles.handle({ event, request: new Request(new URL(file, self.location.origin).href) })));
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!isToWorker(data)) return;
  const source = event.source instanceof Client ? event.source : null;
  switch (data.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'clear-personal':
      staleClients.clear();
      event.waitUntil(
        Promise.all([savedPages.clear(), savedPersonal.clear()]).then(() => source?.postMessage({ type: 'cleared' } satisfies FromWorker)),
      );
      break;
    case 'stale-query': {
      const stale = source ? staleClients.get(source.id) : undefined;
      if (source && stale) source.postMessage({ type: 'stale', ...stale } satisfies FromWorker);
      break;
    }
    case 'warm': {
      const requests = (Array.isArray(data.urls) ? data.urls : []).slice(0, 4).map(warmRequest).filter((r): r is Request => r !== null);
      event.waitUntil(Promise.allSettled(requests.map((request) => warm(event, request))));
      break;
    }
  }
});

// ---- Push notifications (worker/push.ts) ------------------------------------------------------------
self.addEventListener('push', onPush);
self.addEventListener('notificationclick', onNotificationClick);
