import type { Suspension } from '@/lib/moderation/types';
import { isTrustLevel, type TrustLevel } from '@/lib/trust/levels';
import { canPostAs } from '@/lib/users/posting';
import { settingsSchema, type Settings } from '@/lib/users/schemas';
import type { IncomingMessage } from 'node:http';
import { viewerRowOfRequest } from '../auth/sessions';
import { getConfig } from '../config';
import { findViewerRow, type BadgeBrief, type UserRow } from './repository';

/** A member's settings, defaults filled in. */
export function settingsOf(user: Pick<UserRow, 'settings'>): Settings {
  return settingsSchema.parse(user.settings ?? {});
}

/** The member behind a request, with what permission checks need. */
export interface Viewer {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
  email: string;
  groups: string[];
  /** Both GDPR consents given; until then API calls redirect to /register/complete. */
  registrationComplete: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  /** The member's theme setting, for the configuration every page carries. */
  theme: Settings['theme'];
  /** The member's language setting (issue 34), which the `lang` cookie follows (server/i18n/setting.ts). */
  language: Settings['language'];
  /** The member's badges (for the configuration every page carries), read with the rest. */
  badges?: BadgeBrief[];
  /** Their suspension while it holds (issue 35): server/http/route.ts refuses their writes. */
  suspension: Suspension | null;
  /** Their trust level (issue 35, lib/trust/levels.ts): new members' posts meet limits (server/review/holding.ts). */
  trustLevel: TrustLevel;
  /** When they joined (unix ms): a new member waits before their first post (`user-too-new`). */
  joinedAt: number;
  /**
   * The address counts as confirmed for posting (issue 35, lib/users/posting.ts): confirmed, or
   * never asked of this member (joined before confirmation began, GitHub, demo, staff), or
   * REQUIRE_EMAIL_CONFIRMATION is off.
   */
  emailConfirmed: boolean;
}

/**
 * The member `uid` as a request sees them. With the request, the row its session lookup read
 * (server/auth/sessions.ts `loadSession`, one statement for both) is used when there is one.
 */
export async function loadViewer(uid: number, req?: IncomingMessage): Promise<Viewer | null> {
  const user = (req && viewerRowOfRequest(req, uid)) ?? (await findViewerRow(uid));
  if (!user) return null;
  const { groups } = user;
  const isAdmin = groups.includes('administrators');
  const isModerator = isAdmin || groups.includes('Global Moderators');
  return {
    uid: user.uid,
    username: user.username,
    userslug: user.userslug,
    fullname: user.fullname,
    picture: user.picture,
    email: user.email,
    groups,
    registrationComplete: Boolean(user.gdprDataConsentAt && user.gdprEmailConsentAt),
    isAdmin,
    isModerator,
    theme: settingsOf(user).theme,
    language: settingsOf(user).language,
    badges: user.badges,
    suspension: user.suspension,
    trustLevel: isTrustLevel(user.trustLevel) ? user.trustLevel : 0,
    joinedAt: new Date(user.joinedAt).getTime(),
    emailConfirmed: user.emailConfirmed || !user.mustConfirmEmail || isModerator || !getConfig().requireEmailConfirmation,
  };
}

/** canPost (spec R4.14, lib/users/posting.ts): a member of at least one group, not suspended, address confirmed. */
export const canPost = (viewer: Viewer | null): boolean => canPostAs(viewer);
