/** R9.7: how many default event thumbnails there are. */
export const THUMBNAIL_COUNT = 8;

/** R9.7: the default thumbnails, served from `public/images/event-thumbnails/` (640x360 SVG). */
export const DEFAULT_THUMBNAILS: ReadonlyArray<string> = Array.from(
  { length: THUMBNAIL_COUNT },
  (_, i) => `/images/event-thumbnails/thumb-${i}.svg`,
);

/** A small stable string hash (FNV-1a, 32 bit) for ids that are not numbers. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * R9.7: the default thumbnail of an event without images: number `id mod 8`, so neighbouring
 * events differ. A numeric string counts as its number; fractions are rounded down; a negative id
 * uses the positive remainder (-1 gives thumb-7); any other string picks by a stable hash; a
 * missing or non-finite id gives thumb-0.
 */
export function defaultThumbnail(id: number | string | null | undefined): string {
  let n: number;
  if (typeof id === 'number') n = id;
  else if (typeof id === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(id)) n = Number(id);
  else if (typeof id === 'string' && id.trim() !== '') n = hashString(id.trim());
  else n = 0;
  if (!Number.isFinite(n)) n = 0;
  const index = ((Math.floor(n) % THUMBNAIL_COUNT) + THUMBNAIL_COUNT) % THUMBNAIL_COUNT;
  return DEFAULT_THUMBNAILS[index];
}
