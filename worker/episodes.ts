/// <reference lib="webworker" />
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { EPISODE_CACHE, episodeCacheKey, isEpisodeRequest } from '@/lib/player/downloads';

declare const self: ServiceWorkerGlobalScope;

/**
 * Downloaded episodes played offline (issue 37): the service worker's route for the site's audio
 * files (public/audio and uploads). A file the listener downloaded (the page put the whole file,
 * a 200, in `EPISODE_CACHE`: store/player/downloads.ts) is answered from there, with or without a
 * network: a request with a `Range` header (the audio element asks `bytes=0-`, and a seek asks
 * from the new point) gets the 206 cut from the stored file (workbox-range-requests), a range past
 * the end a 416. A file not downloaded goes to the network as if there were no route, and is not
 * stored: only the download button fills the cache, so the space shown is what the listener chose.
 */

/** The stored copy of the request's file, or undefined when it was not downloaded. */
async function storedEpisode(request: Request): Promise<Response | undefined> {
  const key = episodeCacheKey(request.url, self.location.origin);
  if (!key || typeof caches === 'undefined') return undefined;
  const cache = await caches.open(EPISODE_CACHE);
  return cache.match(key, { ignoreSearch: true, ignoreVary: true });
}

/**
 * The network's answer, made here like the cache's (a constructed Response, without the network's
 * URL). Chromium's audio element refuses to mix, within one load of a file, ranges whose origins
 * differ, and a range cut from the cache has none: without this, an element that read its first
 * range from the network (the metadata, before the download) fails with a network error when the
 * next one comes from the cache (the seek, offline). Same-origin files only, so nothing is hidden.
 */
async function fromNetwork(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.type !== 'basic' || response.redirected) return response;
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function answerEpisode({ request }: { request: Request }): Promise<Response> {
  const stored = await storedEpisode(request).catch(() => undefined);
  if (!stored) return fromNetwork(request);
  if (request.headers.has('range')) return createPartialResponse(request, stored);
  return stored;
}

/**
 * Registers the route; worker/sw.ts calls it before its own routes, so these requests are decided
 * here (from the downloads, else the network) and every other request goes on to its routes.
 */
export function registerEpisodeRoutes(): void {
  registerRoute(({ request }) => isEpisodeRequest(request, self.location.origin), answerEpisode, 'GET');
}
