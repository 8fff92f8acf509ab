/** R9.3: default length of truncated text. */
export const TRUNCATE_LIMIT = 220;
/** R9.3: how far past the limit a cut may move to reach the next space. */
const TRUNCATE_EXTENSION = 10;
export const ELLIPSIS = '…';

/**
 * R9.3: shortens text for cards and previews.
 *
 * - Text of at most `limit` characters is returned unchanged.
 * - Longer text is cut before the first whitespace at position `limit` .. `limit + 10` (so at
 *   most `limit + 10` characters are kept and a word is not split when its end is that close),
 *   or at exactly `limit` when there is no whitespace in that range; trailing whitespace is
 *   removed and an ellipsis '…' appended.
 * - A cut never splits a UTF-16 surrogate pair (emoji).
 * - `null`/`undefined` give ''.
 */
export function truncate(text: string | null | undefined, limit: number = TRUNCATE_LIMIT): string {
  if (!text) return '';
  if (text.length <= limit) return text;
  let cut = limit;
  const end = Math.min(limit + TRUNCATE_EXTENSION, text.length - 1);
  for (let i = limit; i <= end; i += 1) {
    if (/\s/.test(text[i])) {
      cut = i;
      break;
    }
  }
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut).trimEnd()}${ELLIPSIS}`;
}

/**
 * A machine key as words, for a key this version has no message for: `first-accepted-answer` →
 * "First accepted answer" (an unknown badge, an unknown credit reason). A key of no words stays as it is.
 */
export function keyAsWords(key: string): string {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/**
 * Text of unknown direction inside a sentence (a member's name, a post's title), isolated with the
 * Unicode marks FSI … PDI: an English title in an Arabic sentence, or an Arabic name in an English
 * one, keeps its own order and does not reorder the words and quotes around it (what `<bdi>` does
 * in markup, for plain text: a toast, a link's name, a mail).
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
