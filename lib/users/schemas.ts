import { z } from 'zod';
import { inviteRef } from '@/lib/invites/schemas';
import { errorKeyMessage } from '@/lib/errors/keys';
import { LANGUAGE_SETTINGS } from '@/lib/i18n/locales';
import { dbId, inviteTimestamp, pageQueryValue, pageSizeValue, pathId } from '@/lib/params';
import { csrfField, line, text } from '@/lib/strings';
import { fullnameAllowed, pictureKind } from './rules';

/** Input schemas for accounts and profiles (also the source of the OpenAPI description). */

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 24;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 512;
export const ABOUTME_MAX = 1000;
/** Longest value of each profile field (the profile form shows the same bounds). */
export const PROFILE_LIMITS = { username: USERNAME_MAX, fullname: 100, aboutme: ABOUTME_MAX, location: 100, website: 200, picture: 500 } as const;

export const username = line()
  .trim()
  .min(USERNAME_MIN)
  .max(USERNAME_MAX)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, { message: 'invalid-username' });

/**
 * A picture of this site only (hardening 5): none, a site picture, the member's initials or one
 * of their uploads; never an off-site address. Whose it is, the profile service checks.
 */
const picture = line()
  .trim()
  .max(PROFILE_LIMITS.picture)
  .refine((v) => pictureKind(v) !== null, { error: errorKeyMessage('picture-not-allowed') });

/** A full name: no catalogue tokens, markup brackets or invisible characters (hardening 5). */
const fullname = line()
  .trim()
  .max(PROFILE_LIMITS.fullname)
  .refine(fullnameAllowed, { error: errorKeyMessage('fullname-not-allowed') });

const website = line()
  .trim()
  .max(PROFILE_LIMITS.website)
  .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), { message: 'invalid-url' });

export const signUpBody = z.object({
  username,
  email: z.email().max(254),
  password: line().min(PASSWORD_MIN).max(PASSWORD_MAX),
  fullname: fullname.optional(),
  /** Inviter's uid, the link's timestamp and signature, from /join/{uid}/{timestamp}?sig=. */
  invite: inviteRef.optional(),
  _csrf: csrfField,
});

export const loginBody = z.object({
  /** Username or email. */
  username: line().trim().min(1).max(254),
  password: line().min(1).max(PASSWORD_MAX),
  _csrf: csrfField,
});

/**
 * PUT /api/v3/users/{uid}/password (NodeBB's names). `currentPassword` is required when the
 * account has a password (an account made from GitHub may set its first one without it).
 */
export const changePasswordBody = z.object({
  currentPassword: line().max(PASSWORD_MAX).optional(),
  newPassword: line().min(PASSWORD_MIN).max(PASSWORD_MAX),
  _csrf: csrfField,
});

export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const registerCompleteBody = z.object({
  gdpr_agree_data: line().max(20).optional(),
  gdpr_agree_email: line().max(20).optional(),
  _csrf: csrfField,
});

export const profileBody = z
  .object({
    username: username.optional(),
    fullname: fullname.optional(),
    aboutme: text().trim().max(PROFILE_LIMITS.aboutme).optional(),
    location: line().trim().max(PROFILE_LIMITS.location).optional(),
    picture: picture.optional(),
    website: website.optional(),
    uid: dbId.optional(),
  })
  .strict();

/** A member's settings with their defaults; stored values are merged over these. */
export const settingsSchema = z.object({
  showemail: z.boolean().default(false),
  showfullname: z.boolean().default(true),
  theme: z.enum(['system', 'light', 'dark']).default('system'),
  /** The interface's language (issue 34); 'auto': the language menu's choice, else the browser's. */
  language: z.enum(LANGUAGE_SETTINGS).default('auto'),
  openOutgoingLinksInNewTab: z.boolean().default(false),
  followTopicsOnCreate: z.boolean().default(true),
  followTopicsOnReply: z.boolean().default(false),
  notifyOnReply: z.boolean().default(true),
  notifyOnUpvote: z.boolean().default(true),
  notifyOnEventReminder: z.boolean().default(true),
  emailDigest: z.enum(['off', 'day', 'week']).default('week'),
  autoPlayNext: z.boolean().default(true),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsBody = z.object({ settings: settingsSchema.partial().strict() });

export const uidParams = z.object({ uid: dbId });
/** A picture address names a member: anything that is not one is simply not found. */
export const avatarParams = z.object({ uid: pathId('no-user') });
export const badgeParams = z.object({ uid: dbId, id: dbId });
export const slugParams = z.object({ slug: line().min(1).max(100) });
/** PUT/DELETE /api/v3/users/{uid}/follow: the member to follow (digits only, else invalid-uid). */
export const followParams = z.object({ uid: pathId('invalid-uid') });
/** A page of one of the profile's lists (`?page=`, lenient: missing or invalid is 1). */
export const profileListQuery = z.object({ page: pageQueryValue });
/** GET /api/user/{slug}/events: `?role=hosted` (the default) or `attended`, and `?page=`. */
export const profileEventsQuery = z.object({ role: z.enum(['hosted', 'attended']).catch('hosted'), page: pageQueryValue });


/** The member lookup's bounds: suggestions per answer, longest query. */
export const MEMBER_LOOKUP = { limit: 8, queryMax: 50 } as const;

/**
 * GET /api/users?query=&limit= (the member lookup, e.g. choosing an event's co-hosts): `query` a
 * prefix of a username or a shown full name, `limit` 1..8 (default 8). Lenient: a missing, too
 * long or invalid query is an empty one, which finds nobody.
 */
export const memberLookupQuery = z.object({
  query: z
    .preprocess((v) => (Array.isArray(v) ? v[0] : v), line().max(MEMBER_LOOKUP.queryMax).optional())
    .catch(undefined),
  limit: pageSizeValue(MEMBER_LOOKUP.limit, MEMBER_LOOKUP.limit),
});
export type MemberLookupQuery = z.infer<typeof memberLookupQuery>;

/**
 * A signed account link (issue 35) as its page's address or the API's body carries it: the member,
 * when the link was made (unix ms) and the server's signature (`?sig=`). A missing or garbled
 * signature reads as none, which no link matches.
 */
export const accountLinkParams = z.object({ uid: dbId, timestamp: inviteTimestamp });
const linkSignature = line().max(128).regex(/^[A-Za-z0-9_-]+$/);
export const accountLinkQuery = z.object({ sig: linkSignature.optional().catch(undefined) });
export const accountLinkBody = accountLinkParams.extend({ sig: linkSignature });
export type AccountLink = z.infer<typeof accountLinkBody>;
