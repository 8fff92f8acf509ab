import { Workbox } from 'workbox-window';
import { isFromWorker, PAGES_CACHE, SAVED_AT_HEADER, WORKER_URL, type ToWorker } from '@/lib/pwa/protocol';

/**
 * The page's side of the service worker (issue 37, docs/features/pwa.md), with workbox-window:
 * registers /sw.js for the whole site, checks for a new version every half hour and whenever the
 * tab becomes visible, says when one is waiting (the worker never takes over by itself), and
 * listens for the worker saying that the page, or one of its answers, came from the cache.
 */

const UPDATE_CHECK_MS = 30 * 60 * 1000;

interface WorkerEvents {
  /** A new version waits; `apply` makes it take over and reloads the page with it. */
  onUpdate(apply: () => void): void;
  /** The page, or one of its answers, is a copy saved at `savedAt` (ms); `offline`: the network failed. */
  onStale(savedAt: number, offline: boolean): void;
}

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

/** Registers the worker and starts listening; answers a function that stops listening. */
export function startServiceWorker(events: WorkerEvents): () => void {
  const container = navigator.serviceWorker;
  const wb = new Workbox(WORKER_URL, { scope: '/' });
  wb.addEventListener('waiting', () =>
    events.onUpdate(() => {
      // Reload once the new worker controls the page: new HTML with the new worker's caches.
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      wb.messageSkipWaiting();
    }),
  );
  const onMessage = (event: MessageEvent) => {
    if (isFromWorker(event.data) && event.data.type === 'stale') events.onStale(event.data.savedAt, event.data.offline);
  };
  container.addEventListener('message', onMessage);
  container.startMessages();

  const check = () => void wb.update().catch(() => undefined);
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(check, UPDATE_CHECK_MS);
  void wb.register().catch(() => undefined);

  // Was this page answered from the cache? The worker remembers; offline, the cache itself says.
  tellWorker({ type: 'stale-query' });
  if (!navigator.onLine) void savedCopyDate().then((savedAt) => savedAt !== null && events.onStale(savedAt, true)).catch(() => undefined);

  return () => {
    container.removeEventListener('message', onMessage);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
