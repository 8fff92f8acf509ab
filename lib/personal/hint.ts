import type { ThemeSetting } from '@/lib/session/theme';

/**
 * The member hint: a cookie scripts may read (not the session, which they never see) that tells a
 * shared page, before anything loads, that its reader is signed in and which theme they chose, so
 * the first paint hides the visitor's header and unvoted buttons instead of flashing them and has
 * the member's colours (docs/features/page-cache.md "Members on the shared page"): the page's first
 * script reads it (lib/personal/script.ts). Written by the server with each configuration answer
 * (server/personal/hint.ts); it grants nothing: the server reads the session. The page cache
 * believes it only to share a page (server/cache/visitor.ts).
 */
export const MEMBER_HINT_COOKIE = 'community.member';

/** `staff` (moderators and administrators, whose pages are rendered for them) or `member`. */
export type MemberKind = 'member' | 'staff';

export const memberHintValue = (kind: MemberKind, theme: ThemeSetting): string => `${kind}.${theme}`;

/**
 * A hint's value as a regular expression's source, the kind and the theme captured (1 and 2): the
 * one statement of its format, read here and by the page's first script (lib/personal/script.ts).
 */
export const MEMBER_HINT_PATTERN = '(member|staff)\\.(system|light|dark)';

const HINT = new RegExp(`^${MEMBER_HINT_PATTERN}$`);

/** The kind of member a hint names, or null for no hint or one that is not a hint. */
export function memberKindOfHint(value: string | undefined): MemberKind | null {
  const match = value === undefined ? null : HINT.exec(value);
  return match ? (match[1] as MemberKind) : null;
}
