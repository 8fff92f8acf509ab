import type { GetServerSidePropsContext } from 'next';
import { TLSSocket } from 'node:tls';
import type { PageSeed } from '@/lib/ssr/seed';

/** Helpers the page loaders share: the site's origin, the login redirect, the page seed. */

interface OriginParts {
  /** The request's Host header. */
  host?: string | string[] | null;
  /** The request's X-Forwarded-Proto header (its first value is used). */
  forwardedProto?: string | string[] | null;
  /** Whether the request came over TLS to this process. */
  encrypted?: boolean;
  /** The configured public address (env PUBLIC_URL); wins when set. */
  publicUrl?: string | null;
}

const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

const first = (value: string | string[] | null | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() ?? '';

/** The site's origin (`https://example.org`): PUBLIC_URL, else the request's host and protocol. */
export function siteOrigin({ host, forwardedProto, encrypted = false, publicUrl }: OriginParts): string {
  if (publicUrl && /^https?:\/\/[^/\s]+/i.test(publicUrl.trim())) return publicUrl.trim().replace(/\/+$/, '');
  const proto = first(forwardedProto).toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : encrypted ? 'https' : 'http';
  const name = first(host);
  return `${scheme}://${HOST_PATTERN.test(name) ? name : 'localhost'}`;
}

/** The origin of the page being rendered. */
export function requestOrigin(ctx: GetServerSidePropsContext): string {
  return siteOrigin({
    host: ctx.req.headers.host,
    forwardedProto: ctx.req.headers['x-forwarded-proto'],
    encrypted: ctx.req.socket instanceof TLSSocket && ctx.req.socket.encrypted,
    publicUrl: process.env.PUBLIC_URL,
  });
}

/** Visitors of a members-only page sign in first and come back to it. */
export function loginRedirect(ctx: GetServerSidePropsContext) {
  return { redirect: { destination: `/login?returnTo=${encodeURIComponent(ctx.resolvedUrl)}`, permanent: false } } as const;
}

/** Plain JSON, as Next.js requires of page props (no `undefined` values). */
function plainJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value));
}

/** A page seed with a fresh id (one per server render), as plain JSON. */
export function pageSeed(parts: Omit<PageSeed, 'id'>): PageSeed {
  return plainJson({ id: globalThis.crypto.randomUUID(), ...parts });
}
