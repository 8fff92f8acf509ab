import type { IncomingMessage, ServerResponse } from 'node:http';
import { getConfig } from '../config';
import { databaseOutage, RETRY_AFTER_SECONDS } from '../db/availability';
import { addVary } from '../cache/respond';
import { answerLanguageRedirect } from '../i18n/redirect';
import { resolveAlias, variesOnAccept } from './aliases';
import { publicOrigin } from './origin';
import { sendHealthOutage, sendOutagePage } from './outage';
import { applySecurityHeaders } from './securityHeaders';

/**
 * What the custom server does with a request before Next.js or socket.io answer it. server.ts
 * runs `withSecurityHeaders` first for every request (socket.io's polling transport included),
 * then `answerBeforeNext`; the API tests' server runs both the same way.
 */

/** Every response gets the security headers, and Next gets the request's nonce (hardening 14). */
export function withSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  const config = getConfig();
  applySecurityHeaders(req, res, {
    dev: config.dev,
    origin: publicOrigin(),
    sentryDsn: config.sentryDsn,
    secureCookies: config.secureCookies,
    streams: config.streams,
  });
  // `next dev` serves one of its own scripts (`_next/static/development/_clientMiddlewareManifest.js`)
  // as application/json, which nosniff would refuse to run; development files only.
  if (config.dev && req.url?.startsWith('/_next/static/development/')) res.removeHeader('X-Content-Type-Options');
}

/** Files Next serves without the database: its build output and the files under public/. */
export function isStaticFile(pathname: string): boolean {
  if (pathname.startsWith('/_next/data/')) return false; // page data: a page request
  if (pathname.startsWith('/_next/')) return true;
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** A page's address: not the API, socket.io, a page's data, Next's files or a file under public/. */
function isPage(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/socket.io') && !pathname.startsWith('/_next/data/') && !isStaticFile(pathname);
}

/**
 * Rewrites the spec's alias paths to their handlers, sends a reader to their language's address
 * (server/i18n/redirect.ts), and while the database is unreachable
 * (hardening 16) answers pages with the "we'll be right back" page and /api/health with 503
 * itself. API calls go on to their handlers, which answer the 503 catalogue error in their own
 * envelope (server/http/errors.ts) once the database call fails. Answers true when the request
 * has been answered here and Next must not see it.
 */
export function answerBeforeNext(req: IncomingMessage, res: ServerResponse): boolean {
  // A path answered by Accept: caches must keep the page and the JSON apart.
  if (variesOnAccept(req.url)) addVary(res, 'Accept');
  const alias = resolveAlias(req.method, req.url, req.headers.accept);
  if (alias) req.url = alias;
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (isPage(pathname) && answerLanguageRedirect(req, res)) return true;
  const outage = databaseOutage();
  if (!outage) return false;
  if (pathname === '/api/health' || pathname === '/api/health/') {
    sendHealthOutage(res, outage.reason);
    return true;
  }
  if (pathname.startsWith('/api/')) {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return false;
  }
  if (isStaticFile(pathname)) return false;
  sendOutagePage(req, res);
  return true;
}
