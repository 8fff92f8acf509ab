/**
 * Mentions (R3.10): `@` and a member's userslug (lower-case letters and digits in runs joined by
 * single hyphens, as lib/slug.ts makes them). Shared by the server's renderer and anything that
 * looks for mentions in text; free of zod.
 */

/** A userslug after `@` (without it); a trailing hyphen is not part of it. */
export const MENTION_BODY = '[\\p{L}\\p{N}]+(?:-[\\p{L}\\p{N}]+)*';

/** A mention starts the text or follows anything but a letter, digit, `_`, `.`, `@` or `-` (so not an e-mail address). */
export function mentionAllowedAfter(before: string): boolean {
  const last = [...before].pop();
  return last === undefined || !/[\p{L}\p{N}_.@-]/u.test(last);
}

/** The distinct slugs (lower case) `@`-mentioned in some text, at most `max`, in order. */
export function mentionSlugs(text: string, max: number): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`@(${MENTION_BODY})`, 'gu');
  for (const m of text.matchAll(pattern)) {
    if (!mentionAllowedAfter(text.slice(Math.max(0, m.index - 2), m.index))) continue;
    const slug = m[1]!.toLowerCase();
    if (!found.includes(slug)) found.push(slug);
    if (found.length >= max) break;
  }
  return found;
}
