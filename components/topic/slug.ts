/**
 * The topic id of a topic page address: the leading number of the first slug segment
 * (`/posts/12/how-to-x`, `/post/12`, `/post/12-how-to-x`). Null when there is none.
 */
export function tidFromSlug(slug: string | string[] | undefined): number | null {
  const first = Array.isArray(slug) ? slug[0] : slug;
  const match = /^(\d{1,15})(?:$|[^\d])/.exec(first ?? '');
  if (!match) return null;
  const tid = Number(match[1]);
  return Number.isSafeInteger(tid) && tid > 0 ? tid : null;
}
