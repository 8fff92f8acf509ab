import { HELD_BY_ME_LIMITS, type OwnHeldPage, type OwnHeldPost } from '@/lib/review/mine';
import { fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import * as repo from './heldRepository';
import { announceItem } from './realtime';

/**
 * A member's own posts held for review (issue 35; docs/features/review.md "Your waiting posts"):
 * once the composer says a post waits, its author still reads what they wrote, on their settings
 * page, and may withdraw it before a moderator looks. Only their own: another member's uid is
 * `no-privileges`, another member's held post `no-held-post` (as one a moderator already handled,
 * so an id tells nothing about whose it is).
 */

/** The viewer themselves, or `no-privileges` (moderators read held posts in the queue). */
function self(viewer: Viewer | null, uid: number): Viewer {
  if (!viewer) throw fail('not-logged-in');
  if (viewer.uid !== uid) throw fail('no-privileges');
  return viewer;
}

function ownHeldOf(row: repo.OwnHeldRow): OwnHeldPost {
  const words = repo.heldWords(row.input);
  const kind = row.kind === 'topic' ? 'topic' : 'reply';
  return {
    id: row.id,
    kind,
    title: kind === 'topic' ? words.title : '',
    content: words.content,
    // A held topic with a tid is the member's draft whose publication waits: its own topic, not one it answers.
    topic: kind === 'reply' && row.tid !== null && row.topicTitle !== null && row.topicSlug !== null ? { tid: row.tid, title: row.topicTitle, slug: row.topicSlug } : null,
    timestamp: row.createdAt.getTime(),
  };
}

/** GET /api/v3/users/{uid}/held: one page of the member's own held posts, newest first. */
export async function ownHeldPosts(viewerIn: Viewer | null, uid: number, page: number): Promise<OwnHeldPage> {
  const viewer = self(viewerIn, uid);
  const perPage = HELD_BY_ME_LIMITS.perPage;
  const rows = await repo.heldOfAuthor(viewer.uid, perPage, (page - 1) * perPage);
  return { items: rows.slice(0, perPage).map(ownHeldOf), page, hasMore: rows.length > perPage };
}

/**
 * DELETE /api/v3/users/{uid}/held/{id}: the member takes back a post that waits; it is never
 * posted and leaves every moderator's queue at once (`event:review` with the open items' count).
 * Not logged: the moderation log records what moderators did.
 */
export async function withdrawHeld(viewerIn: Viewer | null, uid: number, id: number): Promise<Record<string, never>> {
  const viewer = self(viewerIn, uid);
  if (!(await repo.withdrawOwnHeld(viewer.uid, id))) throw fail('no-held-post');
  await announceItem('removed', 'held', id);
  return {};
}
