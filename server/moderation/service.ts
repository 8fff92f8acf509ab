import { MODERATION_LIMITS, type ModerationAction, type ModerationEntry, type ModerationLogPage } from '@/lib/moderation/types';
import { findTopic } from '../discussions/repository';
import { isModerator } from '../discussions/permissions';
import { maySeeTopic } from '../discussions/reads';
import { fail } from '../http/errors';
import { findUserByUid } from '../users/repository';
import type { Viewer } from '../users/viewer';
import * as repo from './repository';

/**
 * Moderation (issue 35; docs/features/moderation.md): topic locks, each logged with who, when and
 * why; a member reads the entries about their own content. Moderators and administrators only.
 */

function moderator(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  if (!isModerator(viewer)) throw fail('no-privileges');
  return viewer;
}

/**
 * PUT|DELETE /api/v3/topics/{tid}/lock: a locked topic takes no new replies (`topic-locked`)
 * except from moderators. Locking a locked topic changes and logs nothing.
 */
export async function setLocked(viewerIn: Viewer | null, tid: number, locked: boolean, reason = ''): Promise<Record<string, never>> {
  const viewer = moderator(viewerIn);
  const topic = await findTopic(tid);
  if (!topic || !maySeeTopic(topic, viewer)) throw fail('no-topic');
  if (topic.locked === locked) return {};
  const action: ModerationAction = locked ? 'lock' : 'unlock';
  await repo.setTopicLocked(tid, locked, { actorUid: viewer.uid, action, targetUid: topic.uid, tid, reason });
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
    moderator: named && row.actorUid !== null && row.actorUsername !== null && row.actorSlug !== null
      ? { uid: row.actorUid, username: row.actorUsername, userslug: row.actorSlug }
      : null,
  };
}
