/// <reference lib="webworker" />
import { registerQuotaErrorCallback } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheExpiration } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope;

/** How often, at most, one cache's expiration reads the stored entries' times (per worker start). */
const EXPIRE_AT_MOST_EVERY_MS = 60_000;

interface StoredLimit {
  /** Goes in the strategy's plugins: records when each response is stored, and expires. */
  plugin: WorkboxPlugin;
  /** Empties the cache and its entries' times (a member signing out, or the quota reached). */
  clear: () => Promise<void>;
}

/**
 * Workbox's expiration (`CacheExpiration`: at most `maxEntries`, none older than `maxAgeSeconds`)
 * run when a response is stored, at most once a minute, and never when one is read.
 * Workbox's `ExpirationPlugin` runs it on every response it stores or answers from a cache, and
 * each run reads the times of every entry of every expiring cache (one IndexedDB store for all
 * of them, up to 1,100 entries here). A page load made several such runs (one or two per cache as
 * its scripts, images, page and personal layer were read or stored), and they grew with what a
 * member had kept.
 * Here an entry's time is when it was last stored (a page stored again on each visit online, a
 * script once), so a cache may pass its limit by a minute's worth of new entries.
 */
export function limitStored(cacheName: string, limit: { maxEntries: number; maxAgeSeconds: number }): StoredLimit {
  const expiration = new CacheExpiration(cacheName, limit);
  let lastRun = 0;
  const clear = async () => {
    await self.caches.delete(cacheName);
    await expiration.delete();
  };
  registerQuotaErrorCallback(clear);
  return {
    clear,
    plugin: {
      cacheDidUpdate: async ({ request }) => {
        await expiration.updateTimestamp(request.url);
        if (Date.now() - lastRun < EXPIRE_AT_MOST_EVERY_MS) return;
        lastRun = Date.now();
        await expiration.expireEntries();
      },
    },
  };
}
