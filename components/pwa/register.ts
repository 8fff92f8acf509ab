import { isFromWorker, PAGES_CACHE, SAVED_AT_HEADER, WORKER_URL, type ToWorker } from '@/lib/pwa/protocol';
import { setPwaSignals } from './signals';

/**
 * The page's side of the service worker (issue 37, docs/features/pwa.md), with the browser's own
 * API (docs/DECISIONS.md "The worker registers without workbox-window"): registers /sw.js for the
 * whole site, checks for a new version every half hour and whenever the tab becomes visible, says
 * when one is waiting (the worker never takes over by itself), and listens for the worker saying
 * that the page, or one of its answers, came from the cache.
 */

const UPDATE_CHECK_MS = 30 * 60 * 1000;

/** Posts a message to the worker that controls the page (none: nothing to tell). */
export function tellWorker(message: ToWorker): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** When the copy of this address in the pages cache was saved, or null without one. */
async function savedCopyDate(): Promise<number | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(PAGES_CACHE);
  const copy = await cache.match(window.location.href, { ignoreVary: true });
  const savedAt = Number(copy?.headers.get(SAVED_AT_HEADER));
  return Number.isFinite(savedAt) && savedAt > 0 ? savedAt : null;
}

/** The page is, in part, a copy saved at `savedAt`; the oldest date of this page is kept. */
function stale(savedAt: number, offline: boolean): void {
  setPwaSignals(({ stale: known }) => {
    const pathname = window.location.pathname;
    if (known?.pathname !== pathname) return { stale: { savedAt, offline, pathname } };
    return { stale: { savedAt: Math.min(known.savedAt, savedAt), offline: known.offline || offline, pathname } };
  });
}

/** A new worker is installed and waits while an older one controls the page: offer the reload. */
function waiting(worker: ServiceWorker): void {
  const container = navigator.serviceWorker;
  if (!container.controller) return;
  setPwaSignals(() => ({
    update: () => {
      // Reload once the new worker controls the page: new HTML with the new worker's caches.
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' } satisfies ToWorker);
    },
  }));
}

function watchInstalls(registration: ServiceWorkerRegistration): void {
  if (registration.waiting) waiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') waiting(worker);
    });
  });
}

/** Registers the worker and starts listening; answers a function that stops listening. */
export function startServiceWorker(): () => void {
  const container = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    if (isFromWorker(event.data) && event.data.type === 'stale') stale(event.data.savedAt, event.data.offline);
  };
  container.addEventListener('message', onMessage);
  container.startMessages();

  const registered = container.register(WORKER_URL, { scope: '/' }).then((registration) => {
    watchInstalls(registration);
    return registration;
  });
  registered.catch(() => undefined);
  const check = () => void registered.then((registration) => registration.update()).catch(() => undefined);
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(check, UPDATE_CHECK_MS);

  // Was this page answered from the cache? The worker remembers; offline, the cache itself says.
  tellWorker({ type: 'stale-query' });
  if (!navigator.onLine) void savedCopyDate().then((savedAt) => savedAt !== null && stale(savedAt, true)).catch(() => undefined);

  return () => {
    container.removeEventListener('message', onMessage);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
