import { get, send } from './http';
import type { ChangePasswordBody } from '@/lib/users/schemas';
import type {
  AccountSecurity,
  BadgeState,
  ConfirmationMail,
  FollowListPage,
  FollowState,
  HovercardAnswer,
  MemberLookupAnswer,
  PasswordChanged,
  ProfileAnswer,
  ProfileEvent,
  ProfileListPage,
  ProfileProject,
  ProfilePatch,
  ProfileSummary,
  PublicUser,
  SelfUser,
  SessionsEnded,
  UserSettings,
} from '@/lib/users/types';

/** Member calls of spec section 7 ("Session and user"); the shapes are lib/users/types.ts. */

export type { ProfilePatch, PublicUser, SelfUser, UserSettings } from '@/lib/users/types';

export const fetchSelf = () => get<SelfUser>('/api/self');
export const fetchHovercard = (slug: string) => get<HovercardAnswer>(`/user/${encodeURIComponent(slug)}/hovercard`);
export const updateProfile = (uid: number, profile: ProfilePatch) => send<PublicUser>('put', `/api/v3/users/${uid}`, profile);
export const updateSettings = (uid: number, settings: Partial<UserSettings>) =>
  send<UserSettings>('put', `/api/v3/users/${uid}/settings`, { settings });
export const acknowledgeBadge = (uid: number, badgeId: number) =>
  send<BadgeState>('put', `/api/v3/users/${uid}/badges/${badgeId}/notified`);
export const changePassword = (uid: number, body: ChangePasswordBody) =>
  send<PasswordChanged>('put', `/api/v3/users/${uid}/password`, body);
export const endOtherSessions = (uid: number) => send<SessionsEnded>('delete', `/api/v3/users/${uid}/sessions`);
export const disconnectGithub = (uid: number) => send<AccountSecurity>('delete', `/api/v3/users/${uid}/github`);
/** Issue 35: a new confirmation mail for the signed-in member's address. */
export const resendConfirmationMail = () => send<ConfirmationMail>('post', '/api/v3/users/email/confirmation');

/** The member lookup (choosing co-hosts): members whose username or shown full name starts with `query`. */
export const lookupMembers = (query: string, config?: { signal?: AbortSignal }) =>
  get<MemberLookupAnswer>('/api/users', { query }, config);

/** Follow (`true`) or stop following a member (R3.15): answers their follower count and whether you follow them now. */
export const setFollowing = (uid: number, follow: boolean) => send<FollowState>(follow ? 'put' : 'delete', `/api/v3/users/${uid}/follow`);

/** A member's profile summary (R3.15), with the reader's follow and block. */
export const fetchProfileSummary = (slug: string) => get<ProfileSummary>(`/api/user/${encodeURIComponent(slug)}/summary`);

const profileList = <T>(slug: string, list: string, params: Record<string, unknown>) =>
  get<T>(`/api/user/${encodeURIComponent(slug)}/${list}`, params);

/** The further pages of the profile's lists (R3.15): 10 rows a page, the summary holding page 1. */
export const fetchProfileAnswers = (slug: string, page: number) => profileList<ProfileListPage<ProfileAnswer>>(slug, 'answers', { page });
export const fetchProfileEvents = (slug: string, role: 'hosted' | 'attended', page: number) =>
  profileList<ProfileListPage<ProfileEvent>>(slug, 'events', { role, page });
export const fetchProfileProjects = (slug: string, page: number) => profileList<ProfileListPage<ProfileProject>>(slug, 'projects', { page });
export const fetchFollowers = (slug: string, page: number) => profileList<FollowListPage>(slug, 'followers', { page });
export const fetchFollowing = (slug: string, page: number) => profileList<FollowListPage>(slug, 'following', { page });
