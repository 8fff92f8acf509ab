import type { PostWindows } from '@/lib/discussions/windows';
import type { Suspension } from '@/lib/moderation/types';
import type { BadgeState } from '@/lib/users/types';

/**
 * Answers of the session calls (spec section 7): GET /api/config, GET /api/login, login, sign-up,
 * logout and registration completion. The server's presenters (server/users/service.ts) are
 * annotated with these; services/session.ts and the store use them.
 */

export interface ConfigUser {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
  email?: string;
  groups: string[];
  badges: BadgeState[];
  isAdmin: boolean;
  isModerator: boolean;
  /** The member's suspension while it holds (issue 35): they read but cannot write. */
  suspension: Suspension | null;
  /** Open items of the review queue (issue 35), for moderators and administrators; null for everyone else. */
  reviewCount: number | null;
  /**
   * The address counts as confirmed (issue 35, lib/users/posting.ts): false while a new member
   * has not followed their confirmation mail's link, and cannot post yet.
   */
  emailConfirmed: boolean;
}

export interface LoginMethod {
  id: string;
  name: string;
  url?: string;
}

/** GET /api/config. */
export interface ClientConfig {
  csrf_token: string;
  loggedIn: boolean;
  uid: number;
  user: ConfigUser | null;
  canPost: boolean;
  theme: 'system' | 'light' | 'dark';
  registrationComplete: boolean;
  loginMethods: LoginMethod[];
  sentryDsn: string | null;
  environment: 'production' | 'development';
  /** How long members may edit and delete their own posts (issue 35, lib/discussions/windows.ts). */
  postWindows: PostWindows;
}

/** GET /api/login (with X-Return-To). */
export interface LoginInfo {
  loggedIn: boolean;
  returnTo: string;
  methods: LoginMethod[];
  allowRegistration: boolean;
}

/** Login and sign-up: the new session's token and where to go next (null: stay). */
export interface SessionResult {
  uid: number;
  userslug: string;
  csrf_token: string;
  next: string | null;
}

/** POST /logout. */
export interface LogoutResult {
  csrf_token: string;
  next: string;
}

/**
 * The consent step's address: a member's call answered 200 with `X-Redirect` and this body asks
 * them to complete registration first (server/http/route.ts sends it, services/httpClient.ts reads it).
 */
export const REGISTER_COMPLETE_PATH = '/register/complete';

/** POST /register/complete. */
export interface RegistrationResult {
  uid: number;
  registrationComplete: boolean;
  next: string;
}
