import type { BadgeState } from '@/services/session';
import type { ProfileUser } from '@/components/profile/ProfileCards';
import { profilePageProps } from '@/lib/users/page';
import type { ProfileSummary, UserProfile } from '@/lib/users/types';
import { answerFor } from '@/mocks/answer';
import { silenceState, suspensionState } from '@/mocks/factories/moderation';
import ProfilePage from '@/pages/user/[slug]';

/**
 * A member's own profile (and a moderator's view of anyone's) asks whether the member is
 * suspended or silenced (issue 35, components/profile/RestrictionNotice.tsx): here, neither.
 */
export const noRestrictions = [
  ...answerFor('GET /api/v3/users/{uid}/ban', () => suspensionState(null)),
  ...answerFor('GET /api/v3/users/{uid}/silence', () => silenceState(null)),
];

/**
 * The profile as /user/{slug} renders it: the page with its loader's props (lib/users/page.ts),
 * whose seed brings the reader's relation to the member (store/profile/relation.ts).
 */
export function profilePage(user: ProfileUser, badges: BadgeState[], summary: ProfileSummary) {
  const profile: UserProfile = { ...user, badges };
  return <ProfilePage {...profilePageProps(user.userslug, profile, [], summary)} />;
}
