/** A page seed as the real loaders make it: a fresh id, plain JSON (the same function). */
export { pageSeed as seed } from '@/lib/ssr/page';

/** A query string of the given values, empty ones left out. */
export function query(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return search.toString();
}
