import { nextLevel } from '@/lib/trust/promotion';
import type { TrustLevel } from '@/lib/trust/levels';
import type { TrustProgress, TrustState } from '@/lib/trust/types';
import { getConfig } from '../config';
import { fail } from '../http/errors';
import { moderator } from '../moderation/service';
import { loadViewer, type Viewer } from '../users/viewer';
import { flagWindow, promoteMembers } from './job';
import * as repo from './repository';

/**
 * Trust levels (issue 35; docs/features/trust.md): moderators set a member's level, which the
 * promotion job (./job) then leaves alone until they unlock it; a member reads their own level and
 * what the next one asks for.
 */

/** A member a moderator may set the level of: an administrator's only by an administrator. */
async function settable(viewer: Viewer, uid: number): Promise<{ level: TrustLevel; locked: boolean }> {
  const member = await loadViewer(uid);
  const trust = member && (await repo.findTrust(uid));
  if (!member || !trust) throw fail('no-user');
  if (member.isAdmin && !viewer.isAdmin) throw fail('no-privileges');
  return trust;
}

/**
 * PUT /api/v3/users/{uid}/trust: sets the level, locked (the job leaves it alone) unless `locked`
 * is false; logged with the reason. The same level and lock again changes and logs nothing.
 */
export async function setLevel(viewerIn: Viewer | null, uid: number, input: { level: TrustLevel; locked?: boolean; reason?: string }): Promise<TrustState> {
  const viewer = moderator(viewerIn);
  const before = await settable(viewer, uid);
  const change = { level: input.level, locked: input.locked ?? true };
  if (before.level === change.level && before.locked === change.locked) return before;
  await repo.setTrust(uid, change, { actorUid: viewer.uid, reason: input.reason ?? '', level: change.level });
  if (!change.locked) await promoteMembers([uid]);
  return (await repo.findTrust(uid)) ?? change;
}

/**
 * DELETE /api/v3/users/{uid}/trust: unlocks the level, logged (no level: handed back), and lets
 * the promotion rule raise it at once if the member has earned more. Not locked: no change.
 */
export async function unlock(viewerIn: Viewer | null, uid: number, reason = ''): Promise<TrustState> {
  const viewer = moderator(viewerIn);
  const before = await settable(viewer, uid);
  if (!before.locked) return before;
  await repo.setTrust(uid, { level: before.level, locked: false }, { actorUid: viewer.uid, reason, level: null });
  await promoteMembers([uid]);
  return (await repo.findTrust(uid)) ?? { level: before.level, locked: false };
}

/** The member's level and what the next asks for, with their counts: the member, moderators and administrators. */
export async function progressOf(viewer: Viewer, uid: number): Promise<TrustProgress | null> {
  if (viewer.uid !== uid && !viewer.isModerator) return null;
  const row = await repo.memberStats(uid, flagWindow());
  if (!row) return null;
  return { level: row.level, locked: row.locked, next: nextLevel(row.level, row.stats, getConfig().trustThresholds) };
}
