import type { GetServerSidePropsContext } from 'next';
import type { PageSeed } from '@/lib/ssr/seed';
import { publicOrigin } from '../http/origin';

/** Helpers the page loaders share: the site's origin, the login redirect, the page seed. */

/**
 * The site's origin for canonical, OpenGraph and JSON-LD addresses: PUBLIC_URL (or the development
 * address), never the request's Host or X-Forwarded-Proto (hardening 15, server/http/origin.ts).
 */
export function siteOrigin(): string {
  return publicOrigin();
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
