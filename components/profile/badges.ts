import type { IconName } from '@/components/ui';

/** What each badge means (DECISIONS: badges are awarded by rules); unknown keys get a readable label. */
interface BadgeInfo {
  label: string;
  description: string;
  icon: IconName;
}

const BADGES: Record<string, BadgeInfo> = {
  'first-post': { label: 'First post', description: 'Published a first post.', icon: 'pen' },
  'first-accepted-answer': {
    label: 'First accepted answer',
    description: 'Gave an answer that was accepted.',
    icon: 'checkCircle',
  },
  'first-event-hosted': { label: 'First event hosted', description: 'Hosted a first event.', icon: 'mic' },
  'invited-member': {
    label: 'Invited a member',
    description: 'Someone joined through their invite link.',
    icon: 'userPlus',
  },
};

export function badgeInfo(key: string): BadgeInfo {
  const known = BADGES[key];
  if (known) return known;
  const words = key.replace(/[-_]+/g, ' ').trim();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), description: '', icon: 'award' };
}

const GROUP_LABELS: Record<string, string> = {
  administrators: 'Administrator',
  'Global Moderators': 'Global moderator',
  'registered-users': 'Member',
};

export const groupLabel = (group: string) => GROUP_LABELS[group] ?? group;
