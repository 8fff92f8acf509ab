import { escape, unescape } from 'html-escaper';

/** What a user or author record may carry for its name (R3.15; posts carry the same fields). */
interface NamedUser {
  fullname?: string | null;
  username?: string | null;
  userslug?: string | null;
}

/** Shown for a deleted account (R5.9). */
export const DELETED_USER = 'Deleted User';

/** `[[global:former_user]]` and the like: a catalogue key the server sends instead of a name. */
const BRACKETED = /^\s*\[\[.*\]\]\s*$/s;

/**
 * The characters HTML-escaped text has none of, with what stands for them: `&` first, so the
 * others' entities are not escaped again. The one character set of every escape: search
 * highlights (the server's SQL, server/search/queries.ts `escapeHtmlSql`, and the mocked API),
 * e-mails and drawn pictures. `unescapeText` reads them all back.
 */
export const HTML_ESCAPES: ReadonlyArray<readonly [string, string]> = [
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
];

/** Text as HTML that shows it as it is: `& < > " '` escaped (HTML_ESCAPES), by html-escaper's `escape`. */
export function escapeHtml(text: string): string {
  return escape(text);
}

/**
 * R5.8: text fields from the server (titles, summaries, names, plain-text content) arrive
 * HTML-escaped; this turns them back into plain text for display. It inverts `escapeHtml`
 * (`&amp;` `&lt;` `&gt;` `&quot;` `&#39;`, and their other spellings `&#38;` `&#60;` `&#62;`
 * `&#34;` `&apos;`), using html-escaper's `unescape`. The result is plain text:
 * React escapes it again when rendering, so it is never live HTML. `null`/`undefined` give ''.
 */
export function unescapeText(text: string | null | undefined): string {
  return text ? unescape(text) : '';
}

/**
 * R5.9: the name to show for a user: fullname, then username, then userslug (the first that is
 * not empty or blank), unescaped (R5.8). When any of the three is wrapped in double square
 * brackets (the server's marker for a deleted account, e.g. `[[global:former_user]]`), or there
 * is no user or no name at all, it is 'Deleted User'.
 */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return DELETED_USER;
  const names = [user.fullname, user.username, user.userslug];
  if (names.some((name) => typeof name === 'string' && BRACKETED.test(name))) return DELETED_USER;
  const name = names.find((n): n is string => typeof n === 'string' && n.trim() !== '');
  return name ? unescapeText(name.trim()) : DELETED_USER;
}
