import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NONCE_REQUEST_HEADER } from '@/lib/http/nonce';
import { DEFAULT_JITSI_HOSTS, streamFrameOrigins, streamOrigins } from '@/lib/events/stream';

/**
 * The security headers of every response the server sends (hardening 14): pages, API answers,
 * static files, uploads and socket.io's polling transport all pass through `applySecurityHeaders`
 * in the custom server's request handler, before Next or socket.io see the request.
 *
 * Scripts run only with the per-request nonce ('strict-dynamic' lets the scripts Next loads with
 * the nonce load their chunks); no inline script runs without it. Styles allow 'unsafe-inline':
 * React's `style` attributes and Next's development style injection need it, and a style cannot
 * run code. Development adds 'unsafe-eval' (Next's hot reload evaluates modules) and nothing else.
 */

export interface SecurityHeaderOptions {
  /** A fresh value per request (base64). */
  nonce: string;
  /** `next dev` (hot reload needs eval and its websocket). */
  dev: boolean;
  /** The site's origin (PUBLIC_URL or the development address); its ws(s) form is allowed for socket.io. */
  origin: string;
  /** A configured Sentry DSN: the browser may send reports to its host. */
  sentryDsn: string | null;
  /** COOKIE_SECURE=true: the site is served over HTTPS, so browsers are told to stay on it (HSTS). */
  secureCookies: boolean;
  /**
   * The live stream's hosts (issue 36, STREAM_* settings): the live room may frame YouTube's and
   * Twitch's players and these PeerTube and Jitsi hosts, and play media from the media hosts.
   * Absent: the players and the default Jitsi server only.
   */
  streams?: { peertubeHosts: readonly string[]; jitsiHosts: readonly string[]; mediaHosts: readonly string[] };
}

const NO_STREAM_HOSTS = { peertubeHosts: [], jitsiHosts: DEFAULT_JITSI_HOSTS, mediaHosts: [] };

function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** The origin Sentry's browser SDK posts to for a DSN (`https://key@o1.ingest.sentry.io/2` → `https://o1.ingest.sentry.io`). */
export function sentryOrigin(dsn: string | null): string | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function websocketOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ nonce, dev, origin, sentryDsn, streams = NO_STREAM_HOSTS }: SecurityHeaderOptions): string {
  // Issue 36: HLS streams are fetched by the page (hls.js reads the playlist and segments with XHR).
  const mediaHosts = streamOrigins(streams.mediaHosts);
  const connect = ["'self'", websocketOrigin(origin), sentryOrigin(sentryDsn), ...mediaHosts];
  // Next's development hot reload talks over a websocket on the same host the page was opened on.
  if (dev) connect.push('ws:', 'wss:');
  const directives: Array<[string, Array<string | null>]> = [
    ['default-src', ["'self'"]],
    ['script-src', [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", dev ? "'unsafe-eval'" : null]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Posts may show https images and podcast episodes may play https audio (lib/discussions/rules.ts,
    // server/discussions/markdown.ts): passive content, which cannot run code.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'blob:', 'https:', ...mediaHosts]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Issue 36: the live room's players, exactly (lib/events/stream.ts), no wildcard.
    ['frame-src', streamFrameOrigins(streams)],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, values]) => [name, ...values.filter((v): v is string => Boolean(v))].join(' '))
    .join('; ');
}

/**
 * Features no page of the site uses are switched off; the audio player may autoplay and go full
 * screen here, and the live room's players (issue 36: the frame-src origins) full screen too.
 */
function permissionsPolicy(streams: NonNullable<SecurityHeaderOptions['streams']>): string {
  const players = streamFrameOrigins(streams).map((frame) => `"${frame}"`);
  return [
    'accelerometer=()',
    'autoplay=(self)',
    'camera=()',
    'display-capture=()',
    `fullscreen=(${['self', ...players].join(' ')})`,
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'usb=()',
  ].join(', ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(options.streams ?? NO_STREAM_HOSTS),
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.secureCookies ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Sets the headers on the response and hands the nonce to Next: as the request header that
 * `_document` reads (NONCE_REQUEST_HEADER), and as the request's `Content-Security-Policy`, from
 * which Next takes the nonce for the scripts it writes itself. Whatever a client sent under those
 * names is replaced. Answers the nonce.
 */
export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  options: Omit<SecurityHeaderOptions, 'nonce'>,
): string {
  const nonce = newNonce();
  const headers = securityHeaders({ ...options, nonce });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  req.headers[NONCE_REQUEST_HEADER] = nonce;
  req.headers['content-security-policy'] = headers['Content-Security-Policy'];
  delete req.headers['content-security-policy-report-only'];
  return nonce;
}
