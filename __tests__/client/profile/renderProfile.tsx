import type { BadgeState } from '@/services/session';
import type { ProfileUser } from '@/components/profile/ProfileCards';
import { profilePageProps } from '@/lib/users/page';
import type { ProfileSummary, UserProfile } from '@/lib/users/types';
import ProfilePage from '@/pages/user/[slug]';

/**
 * The profile as /user/{slug} renders it: the page with its loader's props (lib/users/page.ts),
 * whose seed brings the reader's relation to the member (store/profile/relation.ts).
 */
export function profilePage(user: ProfileUser, badges: BadgeState[], summary: ProfileSummary) {
  const profile: UserProfile = { ...user, badges };
  return <ProfilePage {...profilePageProps(user.userslug, profile, [], summary)} />;
}
