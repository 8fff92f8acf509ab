import type { FormKind } from '@/lib/forms/schemas';
import type { FormReceipt } from '@/lib/forms/types';
import type { InviteLink } from '@/lib/invites/types';
import englishDialogs from '@/messages/en/dialogs.json';
import { CREDIT_POINTS, creditRules, type CreditEntry, type CreditReason, type Credits } from '@/lib/rewards/types';
import type { SelfUser, UserSettings } from '@/lib/users/types';
import { memberUser } from './config';
import { publicUser } from './profile';
import { DAY_MS } from '@/lib/time';

/** A member's settings as a new account has them. */
const DEFAULT_SETTINGS: UserSettings = {
  showemail: false,
  showfullname: true,
  theme: 'system',
  language: 'auto',
  openOutgoingLinksInNewTab: false,
  followTopicsOnCreate: true,
  followTopicsOnReply: false,
  notifyOnReply: true,
  notifyOnUpvote: true,
  notifyOnEventReminder: true,
  emailDigest: 'week',
  autoPlayNext: true,
};

/**
 * The signed-in member's own calls: settings and profile fields as `GET /api/user/{slug}/settings`
 * and `PUT /api/v3/users/{uid}` give them (R6.2, R7.1), the own record, the invite link, form
 * receipts and credits (R1.12, R2.1), for the client tests.
 */

/** Every setting, the defaults a new member starts with unless `overrides` says otherwise. */
export function userSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return { ...DEFAULT_SETTINGS, ...overrides };
}

/** The editable profile fields of the signed-in member of the client tests (`memberUser`). */
export function editableProfile(overrides: Partial<Record<'username' | 'fullname' | 'aboutme' | 'location' | 'website' | 'picture', string>> = {}) {
  return {
    username: memberUser.username,
    fullname: memberUser.fullname,
    aboutme: '',
    location: '',
    website: '',
    picture: memberUser.picture,
    ...overrides,
  };
}

/** The signed-in member's own record (`GET /api/self`): the public face with the email, groups and settings. */
export function selfUser(overrides: Partial<SelfUser> = {}): SelfUser {
  const { groups = ['registered-users'], settings = userSettings(), ...face } = overrides;
  return {
    ...publicUser({
      uid: memberUser.uid,
      username: memberUser.username,
      userslug: memberUser.userslug,
      fullname: memberUser.fullname,
      picture: memberUser.picture,
      email: 'priya@example.test',
      isSelf: true,
      ...face,
    }),
    groups,
    settings,
  };
}


/**
 * The member's signed invite link (`GET /api/invites/link`, R1.12): `/join/{uid}/{timestamp}?sig=`
 * on the site's public address, valid for 30 days.
 */
export function inviteLink(options: { uid?: number; timestamp?: number; sig?: string; origin?: string } = {}): InviteLink {
  const { uid = memberUser.uid, timestamp = Date.UTC(2026, 0, 1), sig = 'abc', origin = 'http://localhost' } = options;
  const path = `/join/${uid}/${timestamp}?sig=${sig}`;
  return { uid, timestamp, sig, path, url: `${origin}${path}`, expiresAt: timestamp + 30 * DAY_MS };
}

/** The receipt of a sent form (`POST /api/v3/forms/{kind}`, R2.1). */
export function formReceipt(id: number, kind: FormKind): FormReceipt {
  return { id, kind, created_at: '2026-05-01T10:00:00.000Z' };
}

/** A line of the credits ledger, worth what its reason earns. */
function creditEntry(id: number, reason: CreditReason, ref: string | null, createdAt: string): CreditEntry {
  return { id, reason, points: CREDIT_POINTS[reason], ref, created_at: createdAt };
}

/**
 * The member's credits (`GET /api/rewards/v1/credits`, R2.1): an accepted answer, an upvote and a
 * hosted event, latest first, the total their sum, and the rules the server awards by.
 */
export function memberCredits(overrides: Partial<Credits> = {}): Credits {
  const entries = overrides.entries ?? [
    creditEntry(3, 'accepted-answer', 'post:40', '2026-04-02T09:30:00.000Z'),
    creditEntry(2, 'upvote-received', 'post:12', '2026-03-28T18:00:00.000Z'),
    creditEntry(1, 'event-hosted', 'event:5', '2026-03-01T12:00:00.000Z'),
  ];
  return {
    uid: memberUser.uid,
    total: entries.reduce((sum, e) => sum + e.points, 0),
    rules: creditRules((key) => englishDialogs[key]),
    ...overrides,
    entries,
  };
}
