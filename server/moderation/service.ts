import { eventPath } from '@/lib/events/rules';
import { projectPath } from '@/lib/projects/paths';
import { isRole } from '@/lib/roles/types';
import { isTrustLevel } from '@/lib/trust/levels';
import { suspensionRefusal } from '@/lib/moderation/suspension';
import {
  MODERATION_LIMITS,
  type HeldSuspension,
  type ModerationAction,
  type ModerationEntry,
  type ModerationLogPage,
  type Restriction,
  type SilenceState,
  type SuspensionState,
} from '@/lib/moderation/types';
import { findTopic } from '../discussions/repository';
import { isModerator } from '../discussions/permissions';
import { maySeeTopic } from '../discussions/reads';
import { fail } from '../http/errors';
import { findUserByUid } from '../users/repository';
import { loadViewer, type Viewer } from '../users/viewer';
import * as repo from './repository';

/**
 * Moderation (issue 35; docs/features/moderation.md): topic locks, slow mode, suspensions and silences, each logged
 * with who, when and why; a member reads the entries about them. Moderators and administrators only.
 */

/** The viewer, when a moderator or an administrator: else `not-logged-in` or `no-privileges`. */
export function moderator(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  if (!isModerator(viewer)) throw fail('no-privileges');
  return viewer;
}

/** A topic the moderator can see, or `no-topic`. */
async function topicFor(viewer: Viewer, tid: number) {
  const topic = await findTopic(tid);
  if (!topic || !maySeeTopic(topic, viewer)) throw fail('no-topic');
  return topic;
}

/**
 * PUT|DELETE /api/v3/topics/{tid}/lock: a locked topic takes no new replies (`topic-locked`)
 * except from moderators. Locking a locked topic changes and logs nothing.
 */
export async function setLocked(viewerIn: Viewer | null, tid: number, locked: boolean, reason = ''): Promise<Record<string, never>> {
  const viewer = moderator(viewerIn);
  const topic = await topicFor(viewer, tid);
  if (topic.locked === locked) return {};
  const action: ModerationAction = locked ? 'lock' : 'unlock';
  await repo.changeTopic(tid, { locked }, { actorUid: viewer.uid, action, targetUid: topic.uid, tid, reason });
  return {};
}

/**
 * PUT|DELETE /api/v3/topics/{tid}/slow-mode: a member (not a moderator) replies in the topic at
 * most once per `seconds` (`too-many-posts` with the wait); 0 ends it. No change: nothing logged.
 */
export async function setSlowMode(viewerIn: Viewer | null, tid: number, seconds: number, reason = ''): Promise<Record<string, never>> {
  const viewer = moderator(viewerIn);
  const topic = await topicFor(viewer, tid);
  if (topic.slowModeSeconds === seconds) return {};
  const action: ModerationAction = seconds > 0 ? 'slow-mode' : 'slow-mode-off';
  await repo.changeTopic(tid, { slowModeSeconds: seconds }, { actorUid: viewer.uid, action, targetUid: topic.uid, tid, reason });
  return {};
}

/**
 * GET /api/v3/users/{uid}/moderation: what moderators did to a member's content, newest first.
 * The member reads their own (the moderator unnamed), moderators anyone's (named).
 */
export async function logAbout(viewer: Viewer | null, uid: number, page: number): Promise<ModerationLogPage> {
  if (!viewer) throw fail('not-logged-in');
  const staff = isModerator(viewer);
  if (viewer.uid !== uid && !staff) throw fail('no-privileges');
  if (viewer.uid !== uid && !(await findUserByUid(uid))) throw fail('no-user');
  const perPage = MODERATION_LIMITS.logPerPage;
  const rows = await repo.entriesAbout(uid, perPage, (page - 1) * perPage);
  return { items: rows.slice(0, perPage).map((row) => entryOf(row, staff)), page, hasMore: rows.length > perPage };
}

function entryOf(row: repo.EntryRow, named: boolean): ModerationEntry {
  return {
    id: row.id,
    // moderation_log's CHECK holds the column to the actions.
    action: row.action as ModerationAction,
    reason: row.reason,
    timestamp: row.createdAt.getTime(),
    topic: row.tid !== null && row.title !== null && row.slug !== null ? { tid: row.tid, title: row.title, slug: row.slug } : null,
    place: placeOf(row),
    until: row.until ? row.until.getTime() : null,
    level: isTrustLevel(row.level) ? row.level : null,
    role: isRole(row.role) ? row.role : null,
    moderator: named && row.actorUid !== null && row.actorUsername !== null && row.actorSlug !== null
      ? { uid: row.actorUid, username: row.actorUsername, userslug: row.actorSlug }
      : null,
  };
}

function placeOf(row: repo.EntryRow): ModerationEntry['place'] {
  if (row.eventId !== null && row.eventTitle !== null) {
    return { type: 'event', id: row.eventId, title: row.eventTitle, path: eventPath(row.eventId, row.eventTitle) };
  }
  if (row.projectId !== null && row.projectName !== null && row.projectSlug !== null) {
    return { type: 'project', id: row.projectId, title: row.projectName, path: projectPath({ id: row.projectId, slug: row.projectSlug }) };
  }
  return null;
}

/** The member a moderator acts on exists and may be suspended or silenced by them (lib/moderation/suspension.ts). */
async function suspendable(viewer: Viewer, uid: number): Promise<void> {
  const member = await loadViewer(uid);
  if (!member) throw fail('no-user');
  const refusal = suspensionRefusal(viewer, member);
  if (refusal) throw fail(refusal);
}

/** What the log calls restricting and lifting each restriction. */
const RESTRICTION_ACTIONS = {
  ban: { restrict: 'suspend', lift: 'unsuspend' },
  silence: { restrict: 'silence', lift: 'unsilence' },
} as const satisfies Record<Restriction, { restrict: ModerationAction; lift: ModerationAction }>;

/** A member's suspension or silence while it holds; null when they have none (or its end has passed). */
export async function heldRestriction(kind: Restriction, uid: number, now = Date.now()): Promise<HeldSuspension | null> {
  const row = await repo.findRestriction(kind, uid);
  const until = row?.until ? row.until.getTime() : null;
  if (!row || (until !== null && until <= now)) return null;
  return { reason: row.reason, until, since: row.createdAt.getTime() };
}

/**
 * Refuses a silenced member's write where a silence holds without a review queue (chat messages,
 * a live event's questions; issue 36): how long it holds, in minutes or hours, or until lifted.
 * Moderators are never held.
 */
export async function assertNotSilenced(viewer: { uid: number; isModerator: boolean }, now = Date.now()): Promise<void> {
  if (viewer.isModerator) return;
  const silence = await heldRestriction('silence', viewer.uid, now);
  if (!silence) return;
  if (silence.until === null) throw fail('user-muted-indefinitely');
  const minutes = Math.max(1, Math.ceil((silence.until - now) / 60_000));
  if (minutes < 120) throw fail('user-muted-for-minutes', minutes);
  throw fail('user-muted-for-hours', Math.ceil(minutes / 60));
}

/**
 * GET /api/v3/users/{uid}/ban|silence: the member's suspension or silence while it holds, for
 * moderators and the member themself (their profile says it to them).
 */
async function restrictionOf(viewer: Viewer | null, kind: Restriction, uid: number): Promise<HeldSuspension | null> {
  if (viewer?.uid !== uid) moderator(viewer);
  if (!(await findUserByUid(uid))) throw fail('no-user');
  return heldRestriction(kind, uid);
}

/**
 * PUT /api/v3/users/{uid}/ban|silence: suspends or silences a member until `until` (unix ms) or,
 * with null, until a moderator lifts it; the one they had is replaced. (A missing or past end
 * never gets here: lib/moderation/schemas.ts `suspendBody` answers `ban-expiry-missing`.)
 */
export async function restrict(viewerIn: Viewer | null, kind: Restriction, uid: number, reason: string | undefined, until: number | null): Promise<HeldSuspension | null> {
  const viewer = moderator(viewerIn);
  await suspendable(viewer, uid);
  const entry = { actorUid: viewer.uid, action: RESTRICTION_ACTIONS[kind].restrict, targetUid: uid, tid: null, reason: reason ?? '' };
  await repo.restrict(kind, { ...entry, until: until === null ? null : new Date(until) });
  return heldRestriction(kind, uid);
}

/** DELETE /api/v3/users/{uid}/ban|silence: ends it early; without one, nothing changes or is logged. */
export async function liftRestriction(viewerIn: Viewer | null, kind: Restriction, uid: number, reason = ''): Promise<Record<string, never>> {
  const viewer = moderator(viewerIn);
  await suspendable(viewer, uid);
  if (await heldRestriction(kind, uid)) await repo.lift(kind, { actorUid: viewer.uid, action: RESTRICTION_ACTIONS[kind].lift, targetUid: uid, tid: null, reason });
  return {};
}

/** GET /api/v3/users/{uid}/ban. */
export const suspensionOf = async (viewer: Viewer | null, uid: number): Promise<SuspensionState> => ({ suspension: await restrictionOf(viewer, 'ban', uid) });

/** PUT /api/v3/users/{uid}/ban: while it holds, their writes are refused (server/http/route.ts). */
export const suspend = async (viewer: Viewer | null, uid: number, reason: string | undefined, until: number | null): Promise<SuspensionState> => ({
  suspension: await restrict(viewer, 'ban', uid, reason, until),
});

/** GET /api/v3/users/{uid}/silence. */
export const silenceOf = async (viewer: Viewer | null, uid: number): Promise<SilenceState> => ({ silence: await restrictionOf(viewer, 'silence', uid) });

/** PUT /api/v3/users/{uid}/silence: while it holds, their new posts wait in the review queue (server/review/holding.ts). */
export const silence = async (viewer: Viewer | null, uid: number, reason: string | undefined, until: number | null): Promise<SilenceState> => ({
  silence: await restrict(viewer, 'silence', uid, reason, until),
});
