/**
 * Episodes downloaded for offline listening (issue 37), the part the page and the service worker
 * share: the Cache Storage cache that holds them, how a track's `src` names its entry there, which
 * tracks can be downloaded, and the headers a stored episode carries. The page
 * (store/player/downloads.ts) puts the whole file there; the worker (worker/episodes.ts) answers the
 * audio element's requests for it from there, byte ranges included, so seeking works offline.
 *
 * Plain functions only: no DOM or worker API is touched when this module loads.
 */

import { parseTrackId, type TrackId } from './types';

/** The Cache Storage cache of downloaded episodes (a new name would start an empty one). */
export const EPISODE_CACHE = 'episodes-v1';

/** A stored episode's headers that this feature adds: the track it is and when it was downloaded. */
export const EPISODE_TRACK_HEADER = 'X-Episode-Track';
const EPISODE_SAVED_HEADER = 'X-Episode-Saved';

/** Why a track cannot be downloaded: it is not a podcast episode, or its file is on another site. */
type DownloadBlock = 'not-episode' | 'other-site' | 'invalid';

/** The site's folders whose audio files can be downloaded (public/audio and uploads). */
const EPISODE_FOLDERS = ['/audio/', '/uploads/'] as const;

/** Audio files by extension (what public/audio and uploads serve as audio). */
const AUDIO_FILE = /\.(mp3|m4a|mp4|aac|ogg|oga|opus|wav|flac|webm)$/i;

/**
 * The cache key of a track's file: its absolute URL on `origin`, without query or fragment (so
 * `?v=2` or `#t=30` added to an address name the same file), or null when `src` is not an
 * http(s) address.
 */
export function episodeCacheKey(src: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * Whether a track of this kind and address can be downloaded on a page of `origin`: podcast
 * episodes whose file this site serves. A file on another site cannot be: the page may only
 * fetch its own origin (the Content Security Policy's connect-src) and another host rarely
 * answers with CORS headers; it still plays online.
 */
export function downloadBlock(track: { kind: string; src: string }, origin: string): DownloadBlock | null {
  if (track.kind !== 'podcast') return 'not-episode';
  const key = episodeCacheKey(track.src, origin);
  if (!key) return 'invalid';
  const url = new URL(key);
  if (url.origin !== new URL(origin).origin) return 'other-site';
  return isEpisodePath(url.pathname) ? null : 'invalid';
}

/** Whether a same-origin path is one of the site's audio files (public/audio or an upload). */
export function isEpisodePath(pathname: string): boolean {
  return EPISODE_FOLDERS.some((folder) => pathname.startsWith(folder)) && AUDIO_FILE.test(pathname) && !pathname.includes('..');
}

/**
 * Whether the worker answers this request from the downloads (when the file is there; else the
 * network does): a same-origin GET of a site audio file. Images and other uploads never match.
 */
export function isEpisodeRequest(request: { method: string; url: string }, origin: string): boolean {
  if (request.method !== 'GET') return false;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return false;
  }
  return url.origin === origin && isEpisodePath(url.pathname);
}

/** A response's total length from `Content-Length`, or null when absent or not a number. */
export function contentLength(headers: { get(name: string): string | null }): number | null {
  const value = headers.get('Content-Length');
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * The headers of a stored episode: the server's type (audio/mpeg when it gave none) and
 * validators (`ETag`, `Last-Modified`: the audio element compares them across the ranges of one
 * file, so a range answered from the cache after one the network answered must carry the same
 * ones), the exact length (what the space used adds up, and what byte ranges are cut from) and
 * this feature's own two. A full 200 is stored; the worker makes each 206 from it.
 */
export function storedEpisodeHeaders(source: { get(name: string): string | null }, size: number, trackId: string, savedAt: number): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': source.get('Content-Type') || 'audio/mpeg',
    'Content-Length': String(size),
    'Accept-Ranges': 'bytes',
    [EPISODE_TRACK_HEADER]: trackId,
    [EPISODE_SAVED_HEADER]: String(savedAt),
  };
  for (const name of ['ETag', 'Last-Modified']) {
    const value = source.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/** The track id a stored episode names (its `X-Episode-Track` header), or null. */
export const parseStoredTrack = (value: string | null): TrackId | null => parseTrackId(value);

/** Download progress as a whole percentage (0–100), or null when the total is unknown. */
export function downloadPercent(received: number, total: number | null): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((received / total) * 100)));
}
