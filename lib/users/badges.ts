import type { MessageKey } from '@/lib/i18n/catalogues';
import type { Translate } from '@/lib/i18n/said';
import { keyAsWords } from '@/lib/text';

/**
 * The badges' names (DECISIONS: badges are awarded by rules), app-wide in `common`: the profile's
 * badge list and the "You earned the badge …" notification say them.
 */
const BADGE_NAME_KEY: Readonly<Record<string, MessageKey<'common'>>> = {
  'first-post': 'badge.firstPost',
  'first-accepted-answer': 'badge.firstAcceptedAnswer',
  'first-event-hosted': 'badge.firstEventHosted',
  'invited-member': 'badge.invitedMember',
};

/** A badge's name in a language; a badge this version does not know reads as its key in words (`first-post` → "First post"). */
export function badgeName(key: string, t: Translate<'common'>): string {
  const known = Object.prototype.hasOwnProperty.call(BADGE_NAME_KEY, key) ? BADGE_NAME_KEY[key] : undefined;
  if (known) return t(known);
  return keyAsWords(key);
}
