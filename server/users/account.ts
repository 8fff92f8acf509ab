import type { ServerResponse } from 'node:http';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertAcceptablePassword } from '../auth/passwordPolicy';
import { startLoginAttempt } from '../auth/rateLimit';
import { endMemberSessions, rotateSession, type Session } from '../auth/sessions';
import { getConfig } from '../config';
import { fail } from '../http/errors';
import { findUserByUid, oauthIdentityOf, unlinkOAuth, updateUser } from './repository';
import type { ChangePasswordBody } from '@/lib/users/schemas';
import type { AccountSecurity, PasswordChanged, SessionsEnded } from '@/lib/users/types';
import type { Viewer } from './viewer';

/**
 * The member's own account security (hardening 1 and 4): password, sessions, GitHub connection.
 * Only the member may do these, administrators included (they manage profiles, not credentials).
 */

async function ownAccount(viewer: Viewer, uid: number) {
  if (viewer.uid !== uid) throw fail('no-privileges');
  const user = await findUserByUid(uid);
  if (!user) throw fail('no-user');
  return user;
}

export async function accountSecurity(uid: number): Promise<AccountSecurity> {
  const user = await findUserByUid(uid);
  const github = getConfig().github ? ((await oauthIdentityOf('github', uid)) ? 'connected' : 'not-connected') : 'unavailable';
  return { hasPassword: Boolean(user?.passwordHash), github };
}

/**
 * Checks the current password (counted like a log-in, so a borrowed session cannot guess it
 * faster), applies the password rules, stores the new hash, ends every session of the member
 * and starts a new one for this browser. An account without a password sets its first one.
 */
export async function changePassword(
  viewer: Viewer,
  uid: number,
  body: ChangePasswordBody,
  ctx: { ip: string; res: ServerResponse; session: Session | null },
): Promise<PasswordChanged> {
  const user = await ownAccount(viewer, uid);
  if (user.passwordHash) {
    if (!body.currentPassword) throw fail('wrong-current-password');
    const attempt = await startLoginAttempt(ctx.ip, `uid:${uid}`);
    let ok: boolean;
    try {
      ok = await verifyPassword(body.currentPassword, user.passwordHash);
    } catch (err) {
      await attempt.notChecked();
      throw err;
    }
    if (!ok) throw fail('wrong-current-password');
    await attempt.succeeded();
    if (body.newPassword === body.currentPassword) throw fail('reset-same-password');
  }
  assertAcceptablePassword(body.newPassword, user);
  await updateUser(uid, { passwordHash: await hashPassword(body.newPassword) });
  const ended = await endMemberSessions(uid, ctx.session?.id);
  const session = await rotateSession(ctx.res, ctx.session, uid);
  return { csrf_token: session.csrfToken, ended };
}

/** "Sign out everywhere else": ends every session of the member except the one asking. */
export async function signOutEverywhereElse(viewer: Viewer, uid: number, session: Session | null): Promise<SessionsEnded> {
  await ownAccount(viewer, uid);
  return { ended: await endMemberSessions(uid, session?.id) };
}

/** Disconnects GitHub; refused while it is the only way to sign in (no password set). */
export async function disconnectGithub(viewer: Viewer, uid: number): Promise<AccountSecurity> {
  const user = await ownAccount(viewer, uid);
  if (!user.passwordHash) throw fail('github-cannot-disconnect');
  await unlinkOAuth('github', uid);
  return accountSecurity(uid);
}
