import { get, send } from './http';
import type { BadgeState } from './session';

/** Member calls of spec section 7 ("Session and user"). */

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
  groups?: string[];
}

export interface UserSettings {
  showemail: boolean;
  showfullname: boolean;
  theme: 'system' | 'light' | 'dark';
  openOutgoingLinksInNewTab: boolean;
  followTopicsOnCreate: boolean;
  followTopicsOnReply: boolean;
  notifyOnReply: boolean;
  notifyOnUpvote: boolean;
  notifyOnEventReminder: boolean;
  emailDigest: 'off' | 'day' | 'week';
  autoPlayNext: boolean;
}

export type SelfUser = PublicUser & { groups: string[]; settings: UserSettings };

export interface ProfilePatch {
  username?: string;
  fullname?: string;
  aboutme?: string;
  location?: string;
  picture?: string;
  website?: string;
}

export type Hovercard = Pick<
  PublicUser,
  'uid' | 'username' | 'userslug' | 'fullname' | 'picture' | 'aboutme' | 'location' | 'reputation' | 'postcount' | 'joindate'
>;

export const fetchSelf = () => get<SelfUser>('/api/self');
export const fetchUser = (slug: string) => get<PublicUser>(`/api/user/${encodeURIComponent(slug)}`);
export const fetchHovercard = (slug: string) => get<Hovercard>(`/user/${encodeURIComponent(slug)}/hovercard`);
export const updateProfile = (uid: number, profile: ProfilePatch) => send<PublicUser>('put', `/api/v3/users/${uid}`, profile);
export const fetchSettings = (slug: string) =>
  get<{ uid: number; userslug: string; settings: UserSettings }>(`/api/user/${encodeURIComponent(slug)}/settings`);
export const updateSettings = (uid: number, settings: Partial<UserSettings>) =>
  send<UserSettings>('put', `/api/v3/users/${uid}/settings`, { settings });
export const fetchUserConfigs = () => get<{ uid: number; settings: UserSettings }>('/api/user-configs');
export const acknowledgeBadge = (uid: number, badgeId: number) =>
  send<BadgeState>('put', `/api/v3/users/${uid}/badges/${badgeId}/notified`);
