import type { IconName } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';

type ProfileT = (key: MessageKey<'profile'>) => string;

/** What each badge means (DECISIONS: badges are awarded by rules); unknown keys get a readable label. */
interface BadgeInfo {
  label: string;
  description: string;
  icon: IconName;
}

const BADGES: Record<string, { label: MessageKey<'profile'>; description: MessageKey<'profile'>; icon: IconName }> = {
  'first-post': { label: 'badge.firstPost', description: 'badge.firstPost.about', icon: 'pen' },
  'first-accepted-answer': { label: 'badge.firstAcceptedAnswer', description: 'badge.firstAcceptedAnswer.about', icon: 'checkCircle' },
  'first-event-hosted': { label: 'badge.firstEventHosted', description: 'badge.firstEventHosted.about', icon: 'mic' },
  'invited-member': { label: 'badge.invitedMember', description: 'badge.invitedMember.about', icon: 'userPlus' },
};

export function badgeInfo(key: string, t: ProfileT): BadgeInfo {
  const known = BADGES[key];
  if (known) return { label: t(known.label), description: t(known.description), icon: known.icon };
  const words = key.replace(/[-_]+/g, ' ').trim();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), description: '', icon: 'award' };
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
