import type { TrackId } from '@/lib/player/types';
import { contentLength, EPISODE_CACHE, EPISODE_TRACK_HEADER, parseStoredTrack, storedEpisodeHeaders } from '@/lib/player/downloads';

/**
 * The browser side of downloaded episodes (issue 37): Cache Storage and the storage manager, used
 * only by the downloads thunks (./downloads.ts). Each function touches the browser's APIs when
 * called, never when this module loads.
 */

/** An episode kept in `EPISODE_CACHE`: its cache key, its track and its size in bytes. */
interface StoredEpisode {
  key: string;
  trackId: TrackId | null;
  size: number;
}

/** What the storage manager says: bytes used by the site and its quota, when it says. */
interface StorageEstimateInfo {
  usage: number | null;
  quota: number | null;
}

/** Every episode in the cache, with its size (the stored `Content-Length`). */
export async function listStoredEpisodes(): Promise<StoredEpisode[]> {
  const cache = await caches.open(EPISODE_CACHE);
  const requests = await cache.keys();
  const found = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      if (!response) return null;
      return { key: request.url, trackId: parseStoredTrack(response.headers.get(EPISODE_TRACK_HEADER)), size: contentLength(response.headers) ?? 0 };
    }),
  );
  return found.filter((entry): entry is StoredEpisode => entry !== null);
}

/** Why a download failed: the network (offline), the server's answer, no space left, or another reason. */
export type DownloadFailure = 'network' | 'http' | 'quota' | 'other';

export class DownloadError extends Error {
  constructor(readonly reason: DownloadFailure | 'aborted') {
    super(reason);
  }
}

function failureOf(error: unknown): DownloadError {
  if (error instanceof DownloadError) return error;
  // By name: a fetch's TypeError or a DOMException may come from another realm than this code's.
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'AbortError') return new DownloadError('aborted');
  if (name === 'QuotaExceededError') return new DownloadError('quota');
  if (name === 'TypeError') return new DownloadError('network');
  return new DownloadError('other');
}

/**
 * Downloads one episode's whole file (a fresh 200, not the HTTP cache's copy), reading the body
 * to report progress (`received`, and `total` from Content-Length when the server sent it), and
 * stores it under `key` with its exact length. `signal` cancels; failures throw `DownloadError`.
 * Answers the stored size.
 */
export async function downloadToCache(
  { key, trackId, now }: { key: string; trackId: string; now: number },
  signal: AbortSignal,
  onProgress: (received: number, total: number | null) => void,
): Promise<number> {
  try {
    const response = await fetch(key, { signal, cache: 'no-store', credentials: 'same-origin' });
    if (response.status !== 200 || !response.body) throw new DownloadError('http');
    const total = contentLength(response.headers);
    onProgress(0, total);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received, total);
    }
    if (total !== null && received !== total) throw new DownloadError('network');
    const body = new Blob(chunks as BlobPart[]);
    const cache = await caches.open(EPISODE_CACHE);
    // The cancel may come while the body is stored: nothing is kept then.
    if (signal.aborted) throw new DownloadError('aborted');
    await cache.put(key, new Response(body, { status: 200, headers: storedEpisodeHeaders(response.headers, body.size, trackId, now) }));
    if (signal.aborted) {
      await cache.delete(key);
      throw new DownloadError('aborted');
    }
    return body.size;
  } catch (error) {
    throw failureOf(error);
  }
}

/** Removes stored episodes by key. */
export async function removeStoredEpisodes(keys: readonly string[]): Promise<void> {
  const cache = await caches.open(EPISODE_CACHE);
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/** Removes every stored episode (the whole cache). */
export async function removeEveryStoredEpisode(): Promise<void> {
  await caches.delete(EPISODE_CACHE);
}

/** The storage manager's estimate, when the browser has one. */
export async function storageEstimate(): Promise<StorageEstimateInfo> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return { usage: null, quota: null };
  try {
    const { usage, quota } = await navigator.storage.estimate();
    return { usage: usage ?? null, quota: quota ?? null };
  } catch {
    return { usage: null, quota: null };
  }
}

/** Asks the browser to keep the site's storage under pressure (once, on the first download). */
export async function askPersistentStorage(): Promise<boolean | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return null;
  try {
    if (navigator.storage.persisted && (await navigator.storage.persisted())) return true;
    return await navigator.storage.persist();
  } catch {
    return null;
  }
}
