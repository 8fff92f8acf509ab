/**
 * The installable, offline-readable app (issue 37): what the page (components/pwa) and the service
 * worker (worker/sw.ts) share. Plain values and types only: nothing here touches a DOM or worker
 * API when it loads, so both programs import it.
 */

import type { PageNamespace } from '../i18n/catalogues';
import { LOCALES, localizedPath, splitLocalePath } from '../i18n/locales';

/** The worker's address; served by the custom server (server/http/pwa.ts) with `Service-Worker-Allowed: /`. */
export const WORKER_URL = '/sw.js';

/** Visited pages (HTML and Next's data requests), network first. Emptied on logout. */
export const PAGES_CACHE = 'pages-v1';
/** The member's API reads (`GET /api/personal`, the saved list's lists, ...), network first. Emptied on logout. */
export const PERSONAL_CACHE = 'personal-v1';
/** The build's hashed files (`/_next/static/`), cache first. */
export const STATIC_CACHE = 'static-v1';
/** Images and avatars of public/, stale while revalidate. */
export const IMAGES_CACHE = 'images-v1';

/** When a cached page or answer was stored (ms since the epoch), added by the worker as it stores it. */
export const SAVED_AT_HEADER = 'x-sw-saved-at';

/** Messages the page posts to the worker. */
export type ToWorker =
  /** "Reload for the new version": the waiting worker takes over (the page reloads on controllerchange). */
  | { type: 'SKIP_WAITING' }
  /** Logout: the pages and the member's answers of this browser are forgotten. */
  | { type: 'clear-personal' }
  /** Was this page answered from the cache? The worker answers with a `stale` message (or none). */
  | { type: 'stale-query' }
  /** Store these pages now (the saved list, once per session): network first, like a visit. */
  | { type: 'warm'; urls: string[] };

/** Messages the worker posts to a page. */
export type FromWorker =
  /**
   * The page or one of its data requests was answered from the cache, stored at `savedAt`;
   * `offline`: because the network failed (not because it was slow).
   */
  | { type: 'stale'; savedAt: number; offline: boolean }
  /** The caches `clear-personal` named are gone. */
  | { type: 'cleared' };

export function isFromWorker(data: unknown): data is FromWorker {
  if (data === null || typeof data !== 'object') return false;
  const { type } = data as { type?: unknown };
  return type === 'stale' || type === 'cleared';
}

/** The offline page's namespaces: its message files are precached with it (scripts/build-worker.mjs). */
export const OFFLINE_NAMESPACES = ['pwa'] as const satisfies readonly PageNamespace[];

/** The languages' offline pages, precached at install (pages/offline.tsx). */
export const OFFLINE_PATHS: readonly string[] = LOCALES.map((locale) => localizedPath('/offline', locale));

/** The offline page for a path's language prefix (`/es/post/1` -> `/es/offline`). */
export function offlinePathFor(pathname: string): string {
  return localizedPath('/offline', splitLocalePath(pathname).locale);
}

/**
 * The browser's toolbar colours (`<meta name="theme-color">` per colour scheme, the manifest's
 * `theme_color`) and the splash screen's background: the header's `--surface` and the page's
 * `--bg` tokens of styles/globals.scss (a test holds them equal).
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#161b22', background: '#f6f7fb' } as const;
