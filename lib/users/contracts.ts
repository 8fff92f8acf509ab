import { z } from 'zod';
import { TRUST_LEVELS } from '@/lib/trust/levels';
import { contractFor } from '@/lib/contracts';
import { LANGUAGE_SETTINGS } from '@/lib/i18n/locales';
import { followMemberContract, profileAnswerContract, profileEventContract, profileProjectContract } from './followsContracts';
import type {
  AccountSecurity,
  AccountUnlocked,
  BadgeState,
  ConfirmationMail,
  EmailConfirmed,
  HovercardAnswer,
  MemberLookupAnswer,
  MemberSuggestion,
  PasswordChanged,
  ProfileSummary,
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
 * a member's public face and profile, the profile summary and hovercard, the viewer's own record
 * and settings, the member lookup, badges and the account calls. The follow calls and the profile's
 * list pages are in ./followsContracts.ts. Times are unix milliseconds.
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
    language: z.enum(LANGUAGE_SETTINGS),
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
  publicUserContract.extend({ groups: z.array(z.string()), badges: z.array(badgeStateContract), trustLevel: z.literal(TRUST_LEVELS) }),
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

/** The account links of issue 35: the confirmation mail, a confirmed address, an unlocked account. */
export const confirmationMailContract = contractFor<ConfirmationMail>()(z.strictObject({ confirmed: z.boolean(), sent: z.boolean() }));
export const emailConfirmedContract = contractFor<EmailConfirmed>()(z.strictObject({ uid: id, confirmed: z.literal(true) }));
export const accountUnlockedContract = contractFor<AccountUnlocked>()(z.strictObject({ unlocked: z.boolean() }));

/** The counts the profile summary and the hovercard show. */
const profileCountsContract = z.strictObject({
  posts: count,
  answers: count,
  acceptedAnswers: count,
  eventsHosted: count,
  eventsAttended: count,
  projects: count,
  badges: count,
});

/** `GET /api/user/{slug}/summary` (R3.15): the first page of each profile list, counts, credits and follows. */
export const profileSummaryContract = contractFor<ProfileSummary>()(
  z.strictObject({
    uid: id,
    userslug: z.string(),
    reputation: z.number().int(),
    credits: z.number().int(),
    counts: profileCountsContract,
    answers: z.array(profileAnswerContract),
    eventsHosted: z.array(profileEventContract),
    eventsAttended: z.array(profileEventContract),
    projects: z.array(profileProjectContract),
    badges: z.array(z.strictObject({ badge: z.string(), awardedAt: unixMs })),
    blocked: z.boolean(),
    followers: count,
    following: count,
    viewerFollows: z.boolean(),
    followerList: z.array(followMemberContract),
    followingList: z.array(followMemberContract),
    remote: z.strictObject({ host: z.string(), url: z.string().nullable() }).nullable(),
  }),
);

/** `GET /api/user/{slug}/hovercard`: the card's public fields with the summary's counts, credits and follows. */
export const hovercardContract = contractFor<HovercardAnswer>()(
  publicUserContract
    .pick({ uid: true, username: true, userslug: true, fullname: true, picture: true, aboutme: true, location: true, reputation: true, postcount: true, joindate: true })
    .extend({ credits: z.number().int(), counts: profileCountsContract, followers: count, following: count }),
);
