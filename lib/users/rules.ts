import type { ErrorIssue } from '@/lib/errors/validation';
import type { UserSettings } from './types';

/**
 * A member's full name as another viewer sees it: shown when their `showfullname` setting allows
 * it (the default) or to the member and administrators (`privileged`); else ''.
 */
export function visibleFullname(
  fullname: string,
  settings: Pick<UserSettings, 'showfullname'> | undefined,
  privileged = false,
): string {
  return privileged || (settings?.showfullname ?? true) ? fullname : '';
}

/** A name displayed as the "Deleted User" label, or a catalogue/markup token, or hidden characters. */
const MARKUP = /\[\[|\]\]|[<>]|^\s*\[.*\]\s*$/s;
/** Control and format characters: invisible, or reordering the text around them (bidi overrides). */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u;

/**
 * Whether a full name may be used (hardening 5): not a catalogue token like `[[global:former_user]]`
 * (shown as "Deleted User"), no markup brackets, no invisible or reordering characters, and not
 * the "Deleted User" label itself. Empty is allowed (no full name).
 */
export function fullnameAllowed(fullname: string): boolean {
  if (fullname === '') return true;
  if (MARKUP.test(fullname) || HIDDEN.test(fullname)) return false;
  return fullname.trim().replace(/\s+/g, ' ').toLowerCase() !== 'deleted user';
}

/**
 * The pictures everyone may choose (public/avatars/shapes): patterns, no letters, so nobody
 * chooses a picture that reads as another member's initials.
 */
export const BUILTIN_AVATARS = [
  { name: 'circles', src: '/avatars/shapes/circles.svg' },
  { name: 'waves', src: '/avatars/shapes/waves.svg' },
  { name: 'triangles', src: '/avatars/shapes/triangles.svg' },
  { name: 'squares', src: '/avatars/shapes/squares.svg' },
  { name: 'diamond', src: '/avatars/shapes/diamond.svg' },
  { name: 'sun', src: '/avatars/shapes/sun.svg' },
] as const;

/** A built-in picture's name (its text alternative is in the onboarding catalogue). */
export type BuiltinAvatarName = (typeof BUILTIN_AVATARS)[number]['name'];

/** The picture of a member's own initials, drawn by the server from their shown name. */
export function initialsAvatarPath(uid: number): string {
  return `/api/avatar/${uid}`;
}

/** What kind of picture an address is; null for anything that is not a picture of this site. */
export type PictureKind =
  | { kind: 'none' }
  | { kind: 'site'; path: string }
  | { kind: 'initials'; uid: number }
  | { kind: 'upload'; path: string };

export function pictureKind(picture: string): PictureKind | null {
  if (picture === '') return { kind: 'none' };
  if (/^\/avatars\/(?:[a-z0-9-]+\/)?[a-z0-9-]+\.svg$/.test(picture)) return { kind: 'site', path: picture };
  const initials = /^\/api\/avatar\/([1-9]\d{0,9})$/.exec(picture);
  if (initials) return { kind: 'initials', uid: Number(initials[1]) };
  if (/^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/.test(picture) && !picture.includes('..')) return { kind: 'upload', path: picture };
  return null;
}

/** Up to two initials of the name a member shows (letters and digits only), upper-cased. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s._-]+/u).filter(Boolean);
  const firsts = words.map((w) => /[\p{L}\p{N}]/u.exec(w)?.[0] ?? '').filter(Boolean);
  const chosen = firsts.length > 1 ? [firsts[0], firsts[firsts.length - 1]] : firsts;
  return chosen.join('').toLocaleUpperCase() || '?';
}

/** Names shorter than this are only refused as the whole password, not as a part of it. */
const NAME_PART_MIN = 3;

/**
 * A password must not be, nor contain, the member's username or the name part of their e-mail
 * address (hardening 4), compared without case. The server also refuses common passwords
 * (server/auth/passwordPolicy.ts), which needs the list the browser does not download.
 */
export function passwordIssue(password: string, owner: { username: string; email: string }): ErrorIssue | null {
  const lower = password.trim().toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const names = [owner.username.trim().toLowerCase(), email, email.split('@')[0] ?? ''].filter(Boolean);
  const hit = names.some((name) => lower === name || (name.length >= NAME_PART_MIN && lower.includes(name)));
  return hit ? { key: 'password-contains-name', args: [] } : null;
}
