import { truncate } from '@/lib/text';
import {
  REVIEW_LIMITS,
  actionsFor,
  reviewKey,
  type ReviewAction,
  type ReviewFilters,
  type ReviewItem,
  type ReviewMember,
  type ReviewPage,
  type ReviewPost,
  type ReviewType,
} from '@/lib/review/types';
import { findPost } from '../discussions/repository';
import { htmlToText } from '../discussions/markdown';
import * as discussions from '../discussions/service';
import { fail } from '../http/errors';
import * as moderation from '../moderation/service';
import type { NewEntry } from '../moderation/repository';
import { findUserByUid, usersByUids } from '../users/repository';
import type { Viewer } from '../users/viewer';
import { announceReview } from './realtime';
import * as repo from './repository';

/**
 * The review queue (issue 35; docs/features/review.md): what members reported, one item per post
 * or member with all its open reports, and what moderators do about it. Moderators and
 * administrators only; every action closes the item's reports and is written to the moderation log.
 */

function memberOf(row: { uid: number; username: string; userslug: string; picture: string } | undefined): ReviewMember | null {
  return row ? { uid: row.uid, username: row.username, userslug: row.userslug, picture: row.picture } : null;
}

/** GET /api/v3/review: one page of open items, newest report first. */
export async function queue(viewerIn: Viewer | null, filters: ReviewFilters, page: number): Promise<ReviewPage> {
  moderation.moderator(viewerIn);
  const perPage = REVIEW_LIMITS.perPage;
  const [rows, total] = await Promise.all([repo.openItems(filters, perPage, (page - 1) * perPage), repo.openItemCount(filters)]);
  const items = rows.slice(0, perPage);
  const postRows = await repo.postsOf(items.filter((i) => i.type === 'post').map((i) => i.targetId));
  const postsByPid = new Map(postRows.map((row) => [row.pid, row]));
  const memberUids = items.map((i) => (i.type === 'user' ? i.targetId : postsByPid.get(i.targetId)?.uid)).filter((uid): uid is number => typeof uid === 'number');
  const [members, reports] = await Promise.all([usersByUids(memberUids), repo.reportsOf(items, REVIEW_LIMITS.reportsShown)]);
  const membersByUid = new Map(members.map((m) => [m.uid, m]));
  return {
    items: items.map((row): ReviewItem => {
      const post = row.type === 'post' ? postsByPid.get(row.targetId) : undefined;
      const uid = row.type === 'user' ? row.targetId : post?.uid;
      const key = reviewKey(row.type, row.targetId);
      return {
        key,
        type: row.type,
        targetId: row.targetId,
        post: post ? postOf(post) : null,
        member: memberOf(uid == null ? undefined : membersByUid.get(uid)),
        reportCount: row.reportCount,
        categories: row.categories,
        reports: reports
          .filter((r) => r.type === row.type && r.targetId === row.targetId)
          .map((r) => ({ id: r.id, category: r.category, reason: r.reason, reporter: r.reporter, timestamp: r.createdAt.getTime() })),
        timestamp: row.latest.getTime(),
      };
    }),
    page,
    hasMore: rows.length > perPage,
    total,
  };
}

function postOf(row: Awaited<ReturnType<typeof repo.postsOf>>[number]): ReviewPost {
  return {
    pid: row.pid,
    tid: row.tid,
    isMainPost: row.isMainPost,
    title: row.title,
    slug: row.slug,
    excerpt: truncate(htmlToText(row.contentHtml), REVIEW_LIMITS.excerptLength),
    deleted: row.isMainPost ? row.topicDeleted : row.deleted,
    locked: row.locked,
    timestamp: row.createdAt.getTime(),
  };
}

interface ActionInput {
  action: ReviewAction;
  reason?: string;
  until?: number | null;
}

/**
 * POST /api/v3/review/{type}/{id}: does `action` to the item and closes its open reports; an item
 * without open reports (another moderator handled it) is `no-flag`.
 */
export async function act(viewerIn: Viewer | null, type: ReviewType, targetId: number, input: ActionInput): Promise<{ closed: number; count: number }> {
  const viewer = moderation.moderator(viewerIn);
  if (!(await repo.hasOpenReports(type, targetId))) throw fail('no-flag');
  const post = type === 'post' ? await findPost(targetId) : null;
  if (type === 'user' && !(await findUserByUid(targetId))) throw fail('no-user');
  if (!actionsFor({ type, post: type === 'post' ? post : null }).includes(input.action)) throw fail('invalid-data');
  const reason = input.reason ?? '';
  const authorUid = type === 'user' ? targetId : (post?.uid ?? null);
  const entry: NewEntry = { actorUid: viewer.uid, action: 'dismiss', targetUid: authorUid, tid: post?.tid ?? null, pid: post?.pid ?? null, reason };
  let logged: NewEntry | null = entry;
  switch (input.action) {
    case 'dismiss':
      break;
    case 'hide':
      entry.action = 'hide';
      if (post && !post.deleted) await discussions.setPostDeleted(viewer, post.pid, true);
      break;
    case 'delete':
      entry.action = 'delete';
      if (post) await discussions.purgePost(viewer, post.pid);
      break;
    case 'lock':
      if (post) await moderation.setLocked(viewer, post.tid, true, reason);
      logged = null;
      break;
    case 'warn':
      if (authorUid === null) throw fail('no-user');
      entry.action = 'warn';
      break;
    case 'suspend':
      if (authorUid === null) throw fail('no-user');
      await moderation.suspend(viewer, authorUid, reason, input.until ?? null);
      logged = null;
      break;
  }
  const closed = await repo.closeReports(type, targetId, viewer.uid, input.action === 'dismiss' ? 'rejected' : 'resolved', logged);
  const count = await repo.openItemCount();
  if (closed > 0) announceReview({ count, removed: reviewKey(type, targetId) });
  return { closed, count };
}
