import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { localeOr, localizedPath, type Locale } from '@/lib/i18n/locales';
import { THEME_COLORS, WORKER_URL } from '@/lib/pwa/protocol';
import { translator } from '../i18n/catalogues';

/**
 * The installable app's two files (issue 37, docs/features/pwa.md), answered by the custom server
 * next to the static files (server.ts):
 *
 * - `/sw.js`: the service worker `npm run build` made (`.next/pwa/sw.js`, scripts/build-worker.mjs),
 *   production only (development has no worker: `npm run dev:mock` has msw's at
 *   /mockServiceWorker.js). `Cache-Control: no-cache`, so the browser's update check always asks;
 *   read from disk per request (it is small and asked rarely), so a rebuilt worker is served at once.
 * - `/manifest.webmanifest`: the web app manifest in the language of `?lang=` (the pages link
 *   their own language's, pages/_document.tsx), texts from the `pwa` namespace.
 */

const MANIFEST_PATH = '/manifest.webmanifest';

interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }>;
  shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string; type: string }> }>;
}

/** The manifest in a language. */
export function webAppManifest(locale: Locale): WebAppManifest {
  const t = translator(locale, 'pwa');
  const icon192 = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };
  const shortcut = (name: string, page: string) => ({ name, url: localizedPath(page, locale), icons: [icon192] });
  return {
    id: '/',
    name: t('manifest.name'),
    short_name: t('manifest.shortName'),
    description: t('manifest.description'),
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLORS.background,
    theme_color: THEME_COLORS.light,
    icons: [
      { ...icon192, purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      shortcut(t('shortcuts.discussions'), '/discussions'),
      shortcut(t('shortcuts.events'), '/events'),
      shortcut(t('shortcuts.queue'), '/audioqueue'),
    ],
  };
}

function workerFile(appDir: string): string {
  return path.join(appDir, '.next', 'pwa', 'sw.js');
}

/**
 * Answers `/sw.js` (production builds) and `/manifest.webmanifest`; true when answered. `appDir` is
 * the folder holding `.next/`.
 */
export function answerPwaFile(req: IncomingMessage, res: ServerResponse, appDir: string, production = process.env.NODE_ENV === 'production'): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://local');
  if (url.pathname === WORKER_URL) {
    const file = workerFile(appDir);
    if (!production || !existsSync(file)) return false;
    const body = readFileSync(file);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  if (url.pathname === MANIFEST_PATH) {
    const body = Buffer.from(JSON.stringify(webAppManifest(localeOr(url.searchParams.get('lang')))));
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/manifest+json; charset=UTF-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  return false;
}
