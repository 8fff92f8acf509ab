import type { Translate } from '@/lib/i18n/said';
import type { IconName } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { badgeName } from '@/lib/users/badges';

type ProfileT = (key: MessageKey<'profile'>) => string;
type CommonT = Translate<'common'>;

/** What each badge means (DECISIONS: badges are awarded by rules); unknown keys get a readable label. */
interface BadgeInfo {
  label: string;
  description: string;
  icon: IconName;
}

const BADGES: Record<string, { description: MessageKey<'profile'>; icon: IconName }> = {
  'first-post': { description: 'badge.firstPost.about', icon: 'pen' },
  'first-accepted-answer': { description: 'badge.firstAcceptedAnswer.about', icon: 'checkCircle' },
  'first-event-hosted': { description: 'badge.firstEventHosted.about', icon: 'mic' },
  'invited-member': { description: 'badge.invitedMember.about', icon: 'userPlus' },
};

/** A badge's name (app-wide, lib/users/badges.ts), what it means and its icon. */
export function badgeInfo(key: string, t: ProfileT, names: CommonT): BadgeInfo {
  const known = Object.prototype.hasOwnProperty.call(BADGES, key) ? BADGES[key] : undefined;
  return { label: badgeName(key, names), description: known ? t(known.description) : '', icon: known?.icon ?? 'award' };
}

const GROUP_LABELS: Record<string, MessageKey<'profile'>> = {
  administrators: 'group.administrators',
  'Global Moderators': 'group.globalModerators',
  'registered-users': 'group.registeredUsers',
};

export const groupLabel = (group: string, t: ProfileT) => {
  const key = GROUP_LABELS[group];
  return key ? t(key) : group;
};
