import { isErrorKey } from '@/lib/errors/keys';
import type { RouterQuery } from '@/lib/filters';
import { displayName } from '@/lib/names';
import { safeReturnTo } from '@/lib/returnTo';
import type { PostData } from '@/lib/discussions/types';
import type { TrustProgress } from '@/lib/trust/types';
import type { ModerationLogPage } from '@/lib/moderation/types';
import { pageSeed } from '@/lib/ssr/page';
import type { EditableProfile, OnboardingPageProps, ProfilePageProps, ProfileSummary, SettingsAnswer, SettingsPageProps, UserProfile } from './types';

/**
 * The member pages' props (R1.13, R3.15), built the same way by the page loaders
 * (server/ssr/users.ts) from what they read.
 */

type ProfileFields = Pick<UserProfile, keyof EditableProfile>;

/** The fields of a member's profile the settings and onboarding forms edit. */
function editableProfile(user: ProfileFields): EditableProfile {
  const { username, fullname, aboutme, location, website, picture } = user;
  return { username, fullname, aboutme, location, website, picture };
}

/** The catalogue error the address names after coming back from GitHub (`?error=key`), else null. */
export function settingsErrorKey(query: RouterQuery): string | null {
  return typeof query.error === 'string' && isErrorKey(query.error) ? query.error : null;
}

type Account = Extract<SettingsPageProps, { state: 'ok' }>['account'];

/** The settings page of `user` as its settings answer and the viewer's own account (null: someone else's) make it. */
export function settingsPageProps(
  answer: Pick<SettingsAnswer, 'uid' | 'settings'>,
  user: ProfileFields & Pick<UserProfile, 'userslug'>,
  account: Account,
  moderation: ModerationLogPage,
  trust: TrustProgress | null,
): SettingsPageProps {
  return {
    state: 'ok',
    slug: user.userslug,
    uid: answer.uid,
    own: account !== null,
    name: displayName(user),
    settings: answer.settings,
    profile: editableProfile(user),
    account,
    moderation,
    trust,
  };
}

/** The onboarding step (R1.13): the member's own profile as the form's start, and where to go after it. */
export function onboardingPageProps(me: ProfileFields & { uid: number }, query: RouterQuery): OnboardingPageProps {
  const redirect = typeof query.redirect === 'string' ? safeReturnTo(query.redirect) : null;
  return { uid: me.uid, initial: editableProfile(me), redirect };
}

/**
 * A member's profile (R3.15): the member, their badges, the summary, and, seeded into the store,
 * their first posts and the reader's relation to them (follows, blocks, the follower count).
 */
export function profilePageProps(slug: string, profile: UserProfile, posts: PostData[], summary: ProfileSummary): ProfilePageProps {
  const { badges, ...user } = profile;
  const memberRelation = { uid: user.uid, followers: summary.followers, viewerFollows: summary.viewerFollows, blocked: summary.blocked };
  return { slug, found: true, user, badges, summary, seed: pageSeed({ memberPosts: { uid: user.uid, posts }, memberRelation }) };
}
