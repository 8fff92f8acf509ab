import { openCount } from '../review/count';
import { z } from 'zod';
import type { NextApiResponse } from 'next';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { assertAcceptablePassword } from '../auth/passwordPolicy';
import { sendUnlockMail } from '../auth/accountLock';
import { consume, LIMITS, startLoginAttempt } from '../auth/rateLimit';
import { rotateSession, type Session } from '../auth/sessions';
import { getConfig } from '../config';
import { fail, type AppError } from '../http/errors';
import { checkInviteLink } from '../invites/service';
import { awardCredits } from '../rewards/service';
import {
  addToGroup,
  badgesOf,
  findBadge,
  emailTaken,
  findUserByLogin,
  findUserBySlug,
  findUserByUid,
  insertBadge,
  insertUser,
  markBadgeNotified,
  ownsUpload,
  updateUser,
  usernameConfusable,
  usernameOrSlugTaken,
  type UserRow,
} from './repository';
import type { ClientConfig, LoginMethod, LogoutResult, RegistrationResult, SessionResult } from '@/lib/session/types';
import { safeReturnTo } from '@/lib/returnTo';
import { BUILTIN_AVATARS, pictureKind, visibleFullname } from '@/lib/users/rules';
import { slugify } from '@/lib/slug';
import { settingsSchema, type Settings } from '@/lib/users/schemas';
import type {
  BadgeState,
  Hovercard,
  ProfilePatch,
  PublicUser,
  SelfUser,
  SettingsAnswer,
  SignUpBody,
  UserConfigs,
  UserProfile,
} from '@/lib/users/types';
import { canPost, loadViewer, settingsOf, type Viewer } from './viewer';
import { notifyBadge, notifyInviteeJoined } from '../notifications/triggers';
import { fullnameReadsAsStaff } from './staffNames';
import { sendConfirmationMail } from './emailConfirmation';
import type { Locale } from '@/lib/i18n/locales';
import type { TrustLevel } from '@/lib/trust/levels';

/** Accounts, sessions and profiles: the rules. */

export { settingsOf };

const canManage = (viewer: Viewer, uid: number) => viewer.uid === uid || viewer.isAdmin;

/** The part of a driver error that names the unique constraint a concurrent insert broke. */
const uniqueViolation = z.object({ cause: z.object({ constraint: z.string() }) });

/**
 * A username nobody has, and that looks like nobody else's (hardening 5): the same name in any
 * case or slug is `username-taken`; one with the same confusable skeleton is `username-confusable`.
 */
async function assertUsernameFree(username: string, userslug: string, exceptUid?: number): Promise<void> {
  if (await usernameOrSlugTaken(username, userslug, exceptUid)) throw fail('username-taken');
  if (await usernameConfusable(username, exceptUid)) throw fail('username-confusable');
}

/** The unique index a concurrent write broke, as the refusal it stands for. */
function uniqueRefusal(err: unknown): AppError | null {
  const constraint = uniqueViolation.safeParse(err).data?.cause.constraint;
  if (!constraint) return null;
  if (constraint.includes('skeleton')) return fail('username-confusable');
  if (constraint.includes('email')) return fail('email-taken');
  if (constraint.includes('user')) return fail('username-taken');
  return null;
}

/**
 * A member's picture is theirs (hardening 5): none, one of the built-in pictures, their own
 * initials, or an image they uploaded; a picture they already have may stay.
 */
async function assertOwnPicture(uid: number, picture: string, current: string): Promise<void> {
  if (picture === current) return;
  const kind = pictureKind(picture);
  const own =
    kind?.kind === 'none' ||
    (kind?.kind === 'site' && BUILTIN_AVATARS.some((a) => a.src === picture)) ||
    (kind?.kind === 'initials' && kind.uid === uid) ||
    (kind?.kind === 'upload' && (await ownsUpload(uid, picture)));
  if (!own) throw fail('picture-not-allowed');
}

/** The public face of a member; email only to the member, administrators, or when shown. */
export function publicUser(user: UserRow, viewer: Viewer | null): PublicUser {
  const settings = settingsOf(user);
  const privileged = viewer !== null && canManage(viewer, user.uid);
  return {
    uid: user.uid,
    username: user.username,
    userslug: user.userslug,
    fullname: visibleFullname(user.fullname, settings, privileged),
    picture: user.picture,
    aboutme: user.aboutme,
    location: user.location,
    website: user.website,
    email: privileged || settings.showemail ? user.email : '',
    joindate: user.joinedAt.getTime(),
    lastonline: user.lastOnlineAt.getTime(),
    reputation: user.reputation,
    postcount: user.postcount,
    isSelf: viewer?.uid === user.uid,
  };
}

export async function userBySlug(slug: string, viewer: Viewer | null): Promise<UserProfile> {
  const user = await findUserBySlug(slug);
  if (!user) throw fail('no-user');
  const groups = (await loadViewer(user.uid))?.groups ?? [];
  const own = viewer?.uid === user.uid;
  // Whether a badge was acknowledged is the member's own business; others see every badge as seen.
  const badges = (await badgesOf(user.uid)).map((b) => ({ ...b, notified: own ? b.notified : true }));
  return { ...publicUser(user, viewer), groups, badges, trustLevel: user.trustLevel as TrustLevel };
}

export async function self(viewer: Viewer): Promise<SelfUser> {
  const user = await findUserByUid(viewer.uid);
  if (!user) throw fail('no-user');
  return { ...publicUser(user, viewer), email: user.email, groups: viewer.groups, settings: settingsOf(user) };
}

export async function hovercard(slug: string): Promise<Hovercard> {
  const user = await findUserBySlug(slug);
  if (!user) throw fail('no-user');
  const { uid, username, userslug, fullname, picture, aboutme, location, reputation, postcount, joindate } =
    publicUser(user, null);
  return { uid, username, userslug, fullname, picture, aboutme, location, reputation, postcount, joindate };
}

/**
 * The inviter's uid, by the same rule as GET /api/join (invite-invalid / invite-expired); only a
 * signed invite records one: an unsigned link (the spec's bare shape) signs up without a referral.
 */
async function checkInvite(invite: SignUpBody['invite']): Promise<number | null> {
  if (!invite || invite.sig === undefined) return null;
  return (await checkInviteLink(invite.uid, invite.timestamp, invite.sig)).inviter.uid;
}

/** The inviter earns the `invited-member` badge and credits (once per new member). */
async function rewardInviter(inviterUid: number, newUid: number): Promise<void> {
  try {
    await awardBadge(inviterUid, 'invited-member');
    await awardCredits(inviterUid, 'invited-member', String(newUid));
    await notifyInviteeJoined(inviterUid, newUid);
  } catch (err) {
    // The account exists by now; a failed reward must not turn the sign-up into an error.
    console.error('[users] rewarding the inviter failed', err);
  }
}

/**
 * Creates the account and signs it in; consent (registration completion) comes next. The address
 * must be confirmed before the member posts (issue 35): a confirmation mail goes out at once, in
 * the language the member reads (`locale`).
 */
export async function signUp(
  input: SignUpBody,
  ctx: { ip: string; res: NextApiResponse; session: Session | null; locale: Locale },
): Promise<SessionResult> {
  await consume(LIMITS.signupsPerIp, ctx.ip);
  assertAcceptablePassword(input.password, input);
  const userslug = slugify(input.username);
  if (!userslug) throw fail('invalid-username');
  await assertUsernameFree(input.username, userslug);
  if (await emailTaken(input.email)) throw fail('email-taken');
  if (input.fullname && (await fullnameReadsAsStaff(input.fullname))) throw fail('fullname-confusable');
  const invitedBy = await checkInvite(input.invite);
  let user: UserRow;
  try {
    user = await insertUser({
      username: input.username,
      userslug,
      email: input.email.toLowerCase(),
      fullname: input.fullname ?? '',
      passwordHash: await hashPassword(input.password),
      invitedBy,
      // New members start at trust level 0 (issue 35, lib/trust/levels.ts).
      trustLevel: 0,
      mustConfirmEmail: true,
    });
  } catch (err) {
    // A concurrent sign-up took the name (or one like it) or the address between the check and the insert.
    throw uniqueRefusal(err) ?? err;
  }
  // Rewarded once per new member (hardening 6): the ledger is keyed by the new uid, and a member
  // signed in as the inviter who makes a second account through their own link earns nothing.
  if (invitedBy !== null && ctx.session?.uid !== invitedBy) await rewardInviter(invitedBy, user.uid);
  try {
    await sendConfirmationMail(user, ctx.locale);
  } catch (err) {
    // The account exists; the member asks for another mail from the reply box or the composer.
    console.error('[users] the confirmation mail could not be written', err);
  }
  const session = await rotateSession(ctx.res, ctx.session, user.uid);
  return { uid: user.uid, userslug: user.userslug, csrf_token: session.csrfToken, next: '/register/complete' };
}

/**
 * Password login. The attempt is counted per address and per account before the password is
 * checked (hardening 3); an account that does not exist is counted under the typed name, and
 * checked against a decoy hash, so neither the answer nor its timing tells whether it exists.
 * Too many wrong passwords lock the account (issue 35, `account-locked`): the failure that locks
 * it is answered so, and its owner is mailed an unlock link once per lock.
 */
export async function logIn(
  input: { username: string; password: string },
  ctx: { ip: string; res: NextApiResponse; session: Session | null; mailLocale: (language: Settings['language']) => Locale },
): Promise<SessionResult> {
  const user = await findUserByLogin(input.username);
  const attempt = await startLoginAttempt(ctx.ip, user ? `uid:${user.uid}` : `name:${input.username.trim().toLowerCase()}`);
  let ok: boolean;
  try {
    ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  } catch (err) {
    await attempt.notChecked();
    throw err;
  }
  if (!user || !ok) {
    const lockedAt = await attempt.failed();
    if (!lockedAt) throw fail('invalid-login-credentials');
    if (user) await sendUnlockMail(user, lockedAt, ctx.mailLocale(settingsOf(user).language));
    throw fail('account-locked');
  }
  await attempt.succeeded();
  await updateUser(user.uid, { lastOnlineAt: new Date() });
  const session = await rotateSession(ctx.res, ctx.session, user.uid);
  const viewer = await loadViewer(user.uid);
  return {
    uid: user.uid,
    userslug: user.userslug,
    csrf_token: session.csrfToken,
    next: viewer?.registrationComplete ? null : '/register/complete',
  };
}

export async function logOut(ctx: { res: NextApiResponse; session: Session | null }): Promise<LogoutResult> {
  const session = await rotateSession(ctx.res, ctx.session, null);
  return { csrf_token: session.csrfToken, next: '/discussions' };
}

/** Both consents are required; giving them makes the member a registered user (canPost). */
export async function completeRegistration(
  viewer: Viewer,
  body: { gdpr_agree_data?: string; gdpr_agree_email?: string },
): Promise<RegistrationResult> {
  if (body.gdpr_agree_data !== 'on' || body.gdpr_agree_email !== 'on') throw fail('consent-required');
  const now = new Date();
  await updateUser(viewer.uid, { gdprDataConsentAt: now, gdprEmailConsentAt: now });
  await addToGroup(viewer.uid, 'registered-users');
  return { uid: viewer.uid, registrationComplete: true, next: '/' };
}

/**
 * Issue 35: a website on a profile waits until its member has the reputation the configuration asks
 * (NEW_MEMBER_WEBSITE_REPUTATION; a profile link is a spammer's first). Staff editing a profile are not held.
 */
function assertWebsiteEarned(viewer: Viewer, user: UserRow): void {
  const needed = getConfig().newMembers.websiteReputation;
  if (viewer.isModerator || user.reputation >= needed) return;
  throw fail('not-enough-reputation-min-rep-website', needed);
}

export async function updateProfile(viewer: Viewer, uid: number, patch: ProfilePatch): Promise<PublicUser> {
  if (!canManage(viewer, uid)) throw fail('no-privileges');
  const user = await findUserByUid(uid);
  if (!user) throw fail('no-user');
  const changes: Partial<UserRow> = {};
  if (patch.username !== undefined && patch.username !== user.username) {
    const userslug = slugify(patch.username);
    if (!userslug) throw fail('invalid-username');
    await assertUsernameFree(patch.username, userslug, uid);
    Object.assign(changes, { username: patch.username, userslug });
  }
  if (patch.fullname !== undefined && patch.fullname !== user.fullname && (await fullnameReadsAsStaff(patch.fullname, uid))) {
    throw fail('fullname-confusable');
  }
  if (patch.picture !== undefined) await assertOwnPicture(uid, patch.picture, user.picture);
  if (patch.website && patch.website !== user.website) assertWebsiteEarned(viewer, user);
  for (const key of ['fullname', 'aboutme', 'location', 'picture', 'website'] as const) {
    if (patch[key] !== undefined) changes[key] = patch[key];
  }
  let updated: UserRow | null = user;
  try {
    if (Object.keys(changes).length) updated = await updateUser(uid, changes);
  } catch (err) {
    // A concurrent change took the name (or one like it) between the check and the update.
    throw uniqueRefusal(err) ?? err;
  }
  return publicUser(updated!, viewer);
}

export async function settingsBySlug(viewer: Viewer, slug: string): Promise<SettingsAnswer> {
  const user = await findUserBySlug(slug);
  if (!user) throw fail('no-user');
  if (!canManage(viewer, user.uid)) throw fail('no-privileges');
  return { uid: user.uid, userslug: user.userslug, settings: settingsOf(user) };
}

export async function updateSettings(viewer: Viewer, uid: number, patch: Partial<Settings>): Promise<Settings> {
  if (!canManage(viewer, uid)) throw fail('no-privileges');
  const user = await findUserByUid(uid);
  if (!user) throw fail('no-user');
  const settings = settingsSchema.parse({ ...settingsOf(user), ...patch });
  await updateUser(uid, { settings });
  return settings;
}

/** GET /api/user-configs: the viewer's settings, or the defaults for a visitor. */
export async function userConfigs(viewer: Viewer | null): Promise<UserConfigs> {
  if (!viewer) return { uid: -1, settings: settingsSchema.parse({}) };
  const user = await findUserByUid(viewer.uid);
  return { uid: viewer.uid, settings: user ? settingsOf(user) : settingsSchema.parse({}) };
}

/** Gives `uid` the badge unless they have it; answers the new badge, or null when already held. */
export async function awardBadge(uid: number, badge: string) {
  const awarded = await insertBadge(uid, badge);
  if (awarded) await notifyBadge(uid, badge, awarded.id);
  return awarded;
}

/** R4.13: acknowledging a badge sets its notified flag. Own badges only; administrators any. */
export async function acknowledgeBadge(viewer: Viewer, uid: number, id: number): Promise<BadgeState> {
  if (!canManage(viewer, uid)) throw fail('no-privileges');
  const badge = await findBadge(id);
  if (!badge || badge.uid !== uid) throw fail('badge-not-found');
  const updated = badge.notified ? badge : await markBadgeNotified(id);
  if (!updated) throw fail('badge-not-found');
  return { id: updated.id, badge: updated.badge, notified: true };
}

/**
 * GET /api/config: what every page needs to know about the session. Without a session (a page
 * rendered for a visitor who has none yet) the csrf_token is empty.
 */
export async function clientConfig(session: Session | null, viewer: Viewer | null): Promise<ClientConfig> {
  const cfg = getConfig();
  const badges = viewer ? (viewer.badges ?? (await badgesOf(viewer.uid))) : [];
  return {
    csrf_token: session?.csrfToken ?? '',
    loggedIn: viewer !== null,
    uid: viewer?.uid ?? -1,
    user: viewer
      ? {
          uid: viewer.uid,
          username: viewer.username,
          userslug: viewer.userslug,
          fullname: viewer.fullname,
          picture: viewer.picture,
          groups: viewer.groups,
          badges: badges.map((b) => ({ id: b.id, badge: b.badge, notified: b.notified })),
          isAdmin: viewer.isAdmin,
          isModerator: viewer.isModerator,
          suspension: viewer.suspension,
          reviewCount: await openCount(viewer),
          emailConfirmed: viewer.emailConfirmed,
        }
      : null,
    canPost: canPost(viewer),
    /** The member's theme setting ('system' for visitors), applied by the shell. */
    theme: viewer?.theme ?? 'system',
    registrationComplete: viewer?.registrationComplete ?? false,
    loginMethods: loginMethods(),
    sentryDsn: cfg.sentryDsn,
    environment: cfg.production ? 'production' : 'development',
    postWindows: cfg.postWindows,
  };
}

/** Ways to sign in: always username or email; GitHub when its OAuth app is configured. */
export function loginMethods(): LoginMethod[] {
  const methods: LoginMethod[] = [{ id: 'local', name: 'Username or email' }];
  if (getConfig().github) methods.push({ id: 'github', name: 'GitHub', url: '/api/auth/github' });
  return methods;
}

/** A same-site path to go back to after login (the one rule the client uses too). */
export { safeReturnTo };
