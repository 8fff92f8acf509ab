import { dbId } from '@/lib/params';
import type { PageSeed } from './seed';

/**
 * What every page loader does to its seed and its address, the same for the server's loaders
 * (server/ssr/): plain functions of their input.
 */

/** A value as plain JSON, as page props must be (Next.js refuses `undefined` in them). */
export function plainProps<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A page seed with a fresh id (one per server render), as plain JSON. */
export function pageSeed(parts: Omit<PageSeed, 'id'>): PageSeed {
  return plainProps({ id: globalThis.crypto.randomUUID(), ...parts });
}

/** A database id from a route parameter (its first value when repeated); null when it is none. */
export function idParam(raw: string | string[] | undefined): number | null {
  return dbId.safeParse(Array.isArray(raw) ? raw[0] : raw).data ?? null;
}

/** The query string of a resolved address (`?a=1`, with its `?`), '' when it has none. */
export function addressQuery(resolvedUrl: string): string {
  return resolvedUrl.includes('?') ? resolvedUrl.slice(resolvedUrl.indexOf('?')) : '';
}

/** The segments of a catch-all route parameter (`[...slug]`). */
export function segmentsOf(raw: string | string[] | undefined): string[] {
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

/** A query value given once (a repeated or missing one is null). */
export function single(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/** A feed's page and whether it is past the feed's end (a page after the first with nothing on it answers 404). */
export type FeedPage = { seed: PageSeed; pastEnd: boolean };

/** The seed of a feed's page, and whether that page is past the end. */
export function feedPage(page: number, items: readonly unknown[], parts: Omit<PageSeed, 'id'>): FeedPage {
  return { seed: pageSeed(parts), pastEnd: page > 1 && items.length === 0 };
}
