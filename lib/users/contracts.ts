import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import type {
  AccountSecurity,
  BadgeState,
  MemberLookupAnswer,
  MemberSuggestion,
  PasswordChanged,
  PublicUser,
  SelfUser,
  SessionsEnded,
  SettingsAnswer,
  UserConfigs,
  UserProfile,
  UserSettings,
} from './types';

/**
 * What the member calls answer (lib/contracts; spec section 7 "Session and user", R3.15, R4.13):
 * a member's public face and profile, the viewer's own record and settings, the member lookup,
 * badges and the account calls. Times are unix milliseconds.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const unixMs = z.number().int();

/** A member's settings, every field present (stored values merged over the defaults). */
export const settingsContract = contractFor<UserSettings>()(
  z.strictObject({
    showemail: z.boolean(),
    showfullname: z.boolean(),
    theme: z.enum(['system', 'light', 'dark']),
    openOutgoingLinksInNewTab: z.boolean(),
    followTopicsOnCreate: z.boolean(),
    followTopicsOnReply: z.boolean(),
    notifyOnReply: z.boolean(),
    notifyOnUpvote: z.boolean(),
    notifyOnEventReminder: z.boolean(),
    emailDigest: z.enum(['off', 'day', 'week']),
    autoPlayNext: z.boolean(),
  }),
);

/** The public face of a member (`email` '' unless the member shows it or the viewer may manage them). */
export const publicUserContract = contractFor<PublicUser>()(
  z.strictObject({
    uid: id,
    username: z.string(),
    userslug: z.string(),
    fullname: z.string(),
    picture: z.string(),
    aboutme: z.string(),
    location: z.string(),
    website: z.string(),
    email: z.string(),
    joindate: unixMs,
    lastonline: unixMs,
    reputation: z.number().int(),
    postcount: count,
    isSelf: z.boolean(),
  }),
);

export const badgeStateContract = contractFor<BadgeState>()(
  z.strictObject({ id, badge: z.string(), notified: z.boolean() }),
);

export const userProfileContract = contractFor<UserProfile>()(
  publicUserContract.extend({ groups: z.array(z.string()), badges: z.array(badgeStateContract) }),
);

export const selfUserContract = contractFor<SelfUser>()(
  publicUserContract.extend({ groups: z.array(z.string()), settings: settingsContract }),
);

export const settingsAnswerContract = contractFor<SettingsAnswer>()(
  z.strictObject({ uid: id, userslug: z.string(), settings: settingsContract }),
);

/** uid -1 and the defaults for a visitor. */
export const userConfigsContract = contractFor<UserConfigs>()(
  z.strictObject({ uid: z.number().int().min(-1), settings: settingsContract }),
);

export const memberSuggestionContract = contractFor<MemberSuggestion>()(
  z.strictObject({ uid: id, username: z.string(), userslug: z.string(), fullname: z.string(), picture: z.string() }),
);

export const memberLookupContract = contractFor<MemberLookupAnswer>()(
  z.strictObject({ users: z.array(memberSuggestionContract) }),
);

export const accountSecurityContract = contractFor<AccountSecurity>()(
  z.strictObject({ hasPassword: z.boolean(), github: z.enum(['connected', 'not-connected', 'unavailable']) }),
);

export const passwordChangedContract = contractFor<PasswordChanged>()(
  z.strictObject({ csrf_token: z.string().min(1), ended: count }),
);

export const sessionsEndedContract = contractFor<SessionsEnded>()(z.strictObject({ ended: count }));
