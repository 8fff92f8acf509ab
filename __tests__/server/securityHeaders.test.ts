import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NONCE_REQUEST_HEADER, nonceFromHeaders } from '@/lib/http/nonce';
import { withSecurityHeaders } from '@/server/http/front';
import { applySecurityHeaders, contentSecurityPolicy, securityHeaders, sentryOrigin } from '@/server/http/securityHeaders';

/** Hardening 14: the headers every response carries, and the nonce handed to the page renderer. */

const base = { nonce: 'bm9uY2UtdmFsdWU=', dev: false, origin: 'https://community.example.org', sentryDsn: null, secureCookies: false };

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('the Content-Security-Policy', () => {
  it('hardening 14: scripts run only with the nonce (strict-dynamic), never inline or eval in production', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'nonce-bm9uY2UtdmFsdWU='", "'strict-dynamic'"]));
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp.get('media-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('hardening 14: connect-src is the site and its websocket; Sentry’s host only with a DSN', () => {
    expect(directives(contentSecurityPolicy(base)).get('connect-src')).toEqual(["'self'", 'wss://community.example.org']);
    const local = directives(contentSecurityPolicy({ ...base, origin: 'http://localhost:3000' }));
    expect(local.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
    const withSentry = directives(contentSecurityPolicy({ ...base, sentryDsn: 'https://key@o12.ingest.sentry.io/345' }));
    expect(withSentry.get('connect-src')).toEqual(["'self'", 'wss://community.example.org', 'https://o12.ingest.sentry.io']);
    expect(sentryOrigin('not a url')).toBeNull();
    expect(sentryOrigin('javascript:alert(1)')).toBeNull();
  });

  it('issue 36: frames are exactly the stream players and the configured PeerTube and Jitsi hosts; media hosts may be fetched', () => {
    const none = directives(contentSecurityPolicy(base));
    expect(none.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.twitch.tv', 'https://meet.jit.si']);
    expect(none.get('connect-src')).toEqual(["'self'", 'wss://community.example.org']);
    const streams = { peertubeHosts: ['video.example.org'], jitsiHosts: ['meet.example.org'], mediaHosts: ['media.example.org', 'cdn.example.net'] };
    const csp = directives(contentSecurityPolicy({ ...base, streams }));
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.twitch.tv',
      'https://video.example.org',
      'https://meet.example.org',
    ]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https:', 'https://media.example.org', 'https://cdn.example.net']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://community.example.org', 'https://media.example.org', 'https://cdn.example.net']);
    // No wildcard, no scheme-wide source in frame-src, whatever the settings hold.
    const odd = directives(contentSecurityPolicy({ ...base, streams: { peertubeHosts: ['*', 'https:', 'a b'], jitsiHosts: [], mediaHosts: ['*.example.org'] } }));
    expect(odd.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.twitch.tv']);
    expect(odd.get('connect-src')).toEqual(["'self'", 'wss://community.example.org']);
  });

  it('hardening 14: development adds eval (hot reload) and its websocket, nothing inline', () => {
    const dev = directives(contentSecurityPolicy({ ...base, dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('the other security headers', () => {
  it('hardening 14: framing refused, no sniffing, referrer trimmed, features off; HSTS only with COOKIE_SECURE', () => {
    const headers = securityHeaders(base);
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'autoplay=(self)']) {
      expect(headers['Permissions-Policy']).toContain(feature);
    }
    // Issue 36: full screen for the site and the live room's players only.
    expect(headers['Permissions-Policy']).toContain(
      'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.twitch.tv" "https://meet.jit.si")',
    );
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ ...base, secureCookies: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('hardening 14: a fresh nonce per request reaches the renderer; a client cannot choose it', async () => {
    const seen: Array<{ header: string | undefined; nonce: string }> = [];
    const server = http.createServer((req, res) => {
      const nonce = applySecurityHeaders(req, res, { dev: false, origin: base.origin, sentryDsn: null, secureCookies: false });
      seen.push({ header: nonceFromHeaders(req.headers), nonce });
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const a = await fetch(url, { headers: { [NONCE_REQUEST_HEADER]: 'chosen-by-client' } });
      const b = await fetch(url);
      expect(seen[0]!.header).toBe(seen[0]!.nonce);
      expect(seen[0]!.nonce).not.toBe('chosen-by-client');
      expect(seen[1]!.nonce).not.toBe(seen[0]!.nonce);
      expect(a.headers.get('content-security-policy')).toContain(`'nonce-${seen[0]!.nonce}'`);
      expect(b.headers.get('content-security-policy')).toContain(`'nonce-${seen[1]!.nonce}'`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the custom server front', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => Object.assign(process.env, { NODE_ENV: env }));

  async function headersFor(path: string): Promise<Headers> {
    const server = http.createServer((req, res) => {
      withSecurityHeaders(req, res);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)).headers;
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('hardening 14: nosniff everywhere, except next dev’s own development scripts in development', async () => {
    expect((await headersFor('/_next/static/development/_clientMiddlewareManifest.js')).get('x-content-type-options')).toBe('nosniff');
    Object.assign(process.env, { NODE_ENV: 'development' });
    expect((await headersFor('/_next/static/development/_clientMiddlewareManifest.js')).get('x-content-type-options')).toBeNull();
    const page = await headersFor('/discussions');
    expect(page.get('x-content-type-options')).toBe('nosniff');
    expect(page.get('content-security-policy')).toContain("'unsafe-eval'");
  });
});
