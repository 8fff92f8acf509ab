import type { PageSeed } from '@/lib/ssr/seed';

/** A page seed as the real loaders make it (server/ssr/request.ts `pageSeed`): a fresh id, plain JSON. */
export function seed(parts: Omit<PageSeed, 'id'>): PageSeed {
  return JSON.parse(JSON.stringify({ id: globalThis.crypto.randomUUID(), ...parts })) as PageSeed;
}

/** A query string of the given values, empty ones left out. */
export function query(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return search.toString();
}
