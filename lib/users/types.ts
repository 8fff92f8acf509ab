import type { z } from 'zod';
import type { loginBody, profileBody, settingsSchema, signUpBody } from './schemas';
import type { ModerationLogPage } from '@/lib/moderation/types';
import type { PageSeed } from '@/lib/ssr/seed';
import type { TrustLevel } from '@/lib/trust/levels';
import type { TrustProgress } from '@/lib/trust/types';

/**
 * Answers of the member calls (spec section 7, "Session and user"), shared by the server's
 * presenters (server/users/service.ts) and the client calls (services/users.ts).
 */

/** A member's settings (every field present: stored values merged over the defaults). */
export type UserSettings = z.infer<typeof settingsSchema>;

/** PUT /api/v3/users/{uid}: the profile fields a member may change. */
export type ProfilePatch = Omit<z.infer<typeof profileBody>, 'uid'>;

/** POST /api/v3/utilities/login (username or email). */
export type LoginBody = Omit<z.infer<typeof loginBody>, '_csrf'>;

/** POST /api/v3/users. */
export type SignUpBody = Omit<z.infer<typeof signUpBody>, '_csrf'>;

/** A badge a member holds; `notified` once acknowledged (R4.13). */
export interface BadgeState {
  id: number;
  badge: string;
  notified: boolean;
}

/** The public face of a member (email only to the member, administrators, or when shown). */
export interface PublicUser {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
  aboutme: string;
  location: string;
  website: string;
  email: string;
  joindate: number;
  lastonline: number;
  reputation: number;
  postcount: number;
  isSelf: boolean;
}

/** GET /api/user/{slug}: the public profile with groups and badges. */
export interface UserProfile extends PublicUser {
  groups: string[];
  badges: BadgeState[];
  /** The member's trust level (issue 35; lib/trust/levels.ts), the same for every reader. */
  trustLevel: TrustLevel;
}

/** GET /api/self. */
export interface SelfUser extends PublicUser {
  groups: string[];
  settings: UserSettings;
}

/** GET /api/user/{slug}/hovercard. */
export type Hovercard = Pick<
  PublicUser,
  'uid' | 'username' | 'userslug' | 'fullname' | 'picture' | 'aboutme' | 'location' | 'reputation' | 'postcount' | 'joindate'
>;

/** The profile fields a member edits (settings page and onboarding), as the form holds them. */
export type EditableProfile = Record<keyof Required<ProfilePatch>, string>;

/** /user/{slug}: built by its loader (server/ssr/users.ts), shown by ProfileView. */
export type ProfilePageProps =
  | {
      slug: string;
      found: true;
      user: Omit<UserProfile, 'badges'>;
      badges: BadgeState[];
      summary: ProfileSummary;
      seed: PageSeed | null;
    }
  | { slug: string; found: false };

/** /user/{slug}/settings: built by its loader, shown by SettingsView. */
export type SettingsPageProps =
  | {
      state: 'ok';
      slug: string;
      uid: number;
      /** The viewer's own account (administrators may open anyone's). */
      own: boolean;
      name: string;
      settings: UserSettings;
      profile: EditableProfile;
      /** The viewer's own password, sessions and GitHub connection (null on someone else's page). */
      account?: {
        security: AccountSecurity;
        username: string;
        email: string;
        /** `?github=connected` / `?error=key` after coming back from GitHub. */
        githubConnected: boolean;
        errorKey: string | null;
      } | null;
      /** The first page of the member's moderation log (issue 35; the page's viewers may read it). */
      moderation: ModerationLogPage;
      /** The member's trust level and what the next asks for (docs/features/trust.md). */
      trust?: TrustProgress | null;
    }
  | { state: 'forbidden'; slug: string }
  | { state: 'notFound'; slug: string };

/** /onboarding/basic (R1.13): built by its loader, shown by OnboardingBasic. */
export type OnboardingPageProps = {
  uid: number;
  initial: EditableProfile;
  redirect: string | null;
};

/** GET /api/user/{slug}/settings. */
export interface SettingsAnswer {
  uid: number;
  userslug: string;
  settings: UserSettings;
}

/** GET /api/user-configs (uid -1 and the defaults for visitors). */
export interface UserConfigs {
  uid: number;
  settings: UserSettings;
}

/** How the member signs in, for the settings page's "Account and security" section. */
export interface AccountSecurity {
  /** False for an account made from GitHub that never set a password. */
  hasPassword: boolean;
  /** 'unavailable' when this site has no GitHub sign-in configured. */
  github: 'connected' | 'not-connected' | 'unavailable';
}

/** PUT /api/v3/users/{uid}/password: the session was rotated (new csrf token); others ended. */
export interface PasswordChanged {
  csrf_token: string;
  /** How many other sessions of the member were ended. */
  ended: number;
}

/** DELETE /api/v3/users/{uid}/sessions: every other session of the member was ended. */
export interface SessionsEnded {
  ended: number;
}

/** One member the lookup suggests: the full name only when its member shows it (else ''). */
export interface MemberSuggestion {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
}

/** GET /api/users?query=: members whose username or shown full name starts with the query. */
export interface MemberLookupAnswer {
  users: MemberSuggestion[];
}

/** One of the member's answers on their profile: `accepted` when a question's author chose it. */
export interface ProfileAnswer {
  pid: number;
  tid: number;
  title: string;
  accepted: boolean;
  timestamp: number;
}

/** An event on the member's profile (published events only). */
export interface ProfileEvent {
  id: number;
  title: string;
  url: string;
  startsAt: number;
}

/** A project the member maintains or follows (hidden projects are left out). */
export interface ProfileProject {
  id: number;
  name: string;
  slug: string;
  role: 'maintainer' | 'follower';
}

/** A badge with its story: which badge, and when it was earned. */
interface ProfileBadge {
  badge: string;
  awardedAt: number;
}

/** GET /api/user/{slug}/summary (R3.15): what the profile and the hovercard show of a member. */
export interface ProfileSummary {
  uid: number;
  userslug: string;
  reputation: number;
  credits: number;
  counts: {
    posts: number;
    answers: number;
    acceptedAnswers: number;
    eventsHosted: number;
    eventsAttended: number;
    projects: number;
    badges: number;
  };
  answers: ProfileAnswer[];
  eventsHosted: ProfileEvent[];
  eventsAttended: ProfileEvent[];
  projects: ProfileProject[];
  badges: ProfileBadge[];
  /** Whether the viewer blocks this member (false for visitors and on your own profile). */
  blocked: boolean;
  /** How many members follow this member. */
  followers: number;
  /** How many members this member follows. */
  following: number;
  /** Whether the viewer follows this member (false for visitors and on your own profile). */
  viewerFollows: boolean;
  /** The first page of the member's followers, newest first (more: GET /api/user/{slug}/followers). */
  followerList: FollowMember[];
  /** The first page of the members this member follows, newest follow first (more: GET /api/user/{slug}/following). */
  followingList: FollowMember[];
  /**
   * A remote member (issue 38): the server its fediverse account is on and the address of its
   * own profile there (null when the actor named none); null for a member of this community.
   */
  remote: RemoteAccount | null;
}

/** Where a remote member's account lives (issue 38, docs/features/federation.md "Remote members"). */
interface RemoteAccount {
  host: string;
  url: string | null;
}

/** GET /api/user/{slug}/hovercard: the card with the profile summary's counts, credits and followers (R3.15). */
export type HovercardAnswer = Hovercard & Pick<ProfileSummary, 'credits' | 'counts' | 'followers' | 'following'>;

/**
 * How many rows each profile list shows at once (answers, events hosted and attended, projects,
 * followers): the summary carries the first page, "Show more" asks for the next.
 */
export const PROFILE_LIST_PAGE_SIZE = 10;

/** One member in a followers or following list (the full name only when its member shows it). */
export interface FollowMember extends MemberSuggestion {
  /** When the follow began (milliseconds since 1970). */
  followedAt: number;
}

/** One page of a profile list: `items`, newest first (answers: accepted first), and whether another page follows. */
export interface ProfileListPage<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

/** GET /api/user/{slug}/followers and /following: one page of members, newest follow first. */
export interface FollowListPage extends ProfileListPage<FollowMember> {
  /** Every follower (or followed member) of the member. */
  total: number;
}

/** PUT and DELETE /api/v3/users/{uid}/follow: the state after the call (the same when it was already so). */
export interface FollowState {
  /** The member's followers, counted after the change. */
  followers: number;
  viewerFollows: boolean;
}

/**
 * The profile's relation between the reader and the member it shows (store/profile/relation.ts):
 * the follower count and whether the reader follows and blocks them. A shared profile page
 * carries a visitor's (false, false); the personal layer brings the member's.
 */
export interface MemberRelation extends FollowState {
  uid: number;
  blocked: boolean;
}

/** POST /api/v3/users/email/confirmation: whether a confirmation mail went to the member's address (issue 35). */
export interface ConfirmationMail {
  /** The address is confirmed already: no mail was needed. */
  confirmed: boolean;
  /** A new mail with a new link is on its way. */
  sent: boolean;
}

/** POST /api/v3/users/email/confirm: the signed link's member, whose address is confirmed now. */
export interface EmailConfirmed {
  uid: number;
  confirmed: true;
}

/** POST /api/v3/users/unlock: whether the link lifted a lock (false: none held any more). */
export interface AccountUnlocked {
  unlocked: boolean;
}
