import { CHAT_ROOM_KINDS, type ChatRoomKind } from '@/lib/chat/types';
import { eventPath } from '@/lib/events/rules';
import { projectPath } from '@/lib/projects/paths';
import { truncate } from '@/lib/text';
import { actionsFor, RESTRICTING_ACTIONS } from '@/lib/review/actions';
import {
  HOLD_SIGNALS,
  REVIEW_LIMITS,
  type HeldPost,
  type HoldSignal,
  type ReviewChatMessage,
  reviewKey,
  type ReviewAction,
  type ReviewFilters,
  type ReviewItem,
  type ReviewMember,
  type ReviewPage,
  type ReviewPlace,
  type ReviewPost,
  type ReviewType,
} from '@/lib/review/types';
import * as chat from '../chat/service';
import { findPost, findTopic } from '../discussions/repository';
import { htmlToText } from '../discussions/markdown';
import * as discussions from '../discussions/service';
import { updateEvent } from '../events/service';
import { setHidden as setProjectHidden } from '../projects/service';
import type { ReplyWrite, TopicWrite } from '../discussions/service';
import { fail } from '../http/errors';
import * as moderation from '../moderation/service';
import type { NewEntry } from '../moderation/repository';
import { findUserByUid, usersByUids } from '../users/repository';
import { loadViewer, type Viewer } from '../users/viewer';
import { notifyHeldApproved, notifyHeldRejected } from '../notifications/triggers';
import { announceReview } from './realtime';
import * as heldRepo from './heldRepository';
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
  const idsOf = (type: ReviewType) => items.filter((i) => i.type === type).map((i) => i.targetId);
  const [postRows, heldRows, eventRows, projectRows, chatRows] = await Promise.all([
    repo.postsOf(idsOf('post')),
    heldRepo.heldByIds(idsOf('held')),
    repo.eventsOf(idsOf('event')),
    repo.projectsOf(idsOf('project')),
    repo.chatMessagesOf(idsOf('chat')),
  ]);
  const chatByMid = new Map(chatRows.map((row) => [row.mid, row]));
  const postsByPid = new Map(postRows.map((row) => [row.pid, row]));
  const heldById = new Map(heldRows.map((row) => [row.id, row]));
  const places = new Map<string, { row: repo.PlaceRow; place: ReviewPlace }>([
    ...eventRows.map((row) => [reviewKey('event', row.id), { row, place: placeOf(row, eventPath(row.id, row.title)) }] as const),
    ...projectRows.map((row) => [reviewKey('project', row.id), { row, place: placeOf(row, projectPath(row)) }] as const),
  ]);
  const authorOf = (i: { type: ReviewType; targetId: number }): number | null | undefined => {
    if (i.type === 'user') return i.targetId;
    if (i.type === 'held') return heldById.get(i.targetId)?.uid;
    if (i.type === 'post') return postsByPid.get(i.targetId)?.uid;
    if (i.type === 'chat') return chatByMid.get(i.targetId)?.uid;
    return places.get(reviewKey(i.type, i.targetId))?.row.ownerUid;
  };
  const memberUids = items.map(authorOf).filter((uid): uid is number => typeof uid === 'number');
  const [members, reports] = await Promise.all([usersByUids(memberUids), repo.reportsOf(items, REVIEW_LIMITS.reportsShown)]);
  const membersByUid = new Map(members.map((m) => [m.uid, m]));
  return {
    items: items.map((row): ReviewItem => {
      const post = row.type === 'post' ? postsByPid.get(row.targetId) : undefined;
      const held = row.type === 'held' ? heldById.get(row.targetId) : undefined;
      const message = row.type === 'chat' ? chatByMid.get(row.targetId) : undefined;
      const uid = authorOf(row);
      const key = reviewKey(row.type, row.targetId);
      return {
        key,
        type: row.type,
        targetId: row.targetId,
        post: post ? postOf(post) : null,
        held: held ? heldOf(held) : null,
        place: places.get(key)?.place ?? null,
        chat: message ? chatOf(message) : null,
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

function placeOf(row: repo.PlaceRow, path: string): ReviewPlace {
  return { id: row.id, title: row.title, path, excerpt: truncate(htmlToText(row.descriptionHtml), REVIEW_LIMITS.excerptLength), removed: row.removed };
}

/** A reported chat message as the queue shows it (issue 36), with its room and the room's page. */
function chatOf(row: repo.ChatMessageRow): ReviewChatMessage {
  return {
    mid: row.mid,
    roomId: row.roomId,
    roomName: row.roomName,
    // chat_rooms' CHECK holds the kind to the list.
    roomKind: (CHAT_ROOM_KINDS as readonly string[]).includes(row.roomKind) ? (row.roomKind as ChatRoomKind) : 'direct',
    path: `/chats/${row.roomId}`,
    excerpt: row.deleted ? '' : truncate(htmlToText(row.html), REVIEW_LIMITS.excerptLength),
    deleted: row.deleted,
    timestamp: row.createdAt.getTime(),
  };
}

/** The held post as the queue shows it: the input as the member sent it. */
function heldOf(row: Awaited<ReturnType<typeof heldRepo.heldByIds>>[number]): HeldPost {
  const words = heldRepo.heldWords(row.input);
  const kind = row.kind === 'topic' ? 'topic' : 'reply';
  return {
    kind,
    title: words.title,
    excerpt: truncate(words.content, REVIEW_LIMITS.excerptLength),
    topic: row.tid !== null && row.topicTitle !== null && row.topicSlug !== null ? { tid: row.tid, title: row.topicTitle, slug: row.topicSlug } : null,
    signals: row.signals.filter((s): s is HoldSignal => (HOLD_SIGNALS as readonly string[]).includes(s)),
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
  if (type === 'held') return actOnHeld(viewer, targetId, input);
  if (!(await repo.hasOpenReports(type, targetId))) throw fail('no-flag');
  const post = type === 'post' ? await findPost(targetId) : null;
  if (type === 'user' && !(await findUserByUid(targetId))) throw fail('no-user');
  const place = type === 'event' ? (await repo.eventsOf([targetId]))[0] : type === 'project' ? (await repo.projectsOf([targetId]))[0] : undefined;
  const message = type === 'chat' ? (await repo.chatMessagesOf([targetId]))[0] : undefined;
  const chatItem = message ? chatOf(message) : null;
  if (!actionsFor({ type, post: type === 'post' ? post : null, place, chat: chatItem }).includes(input.action)) throw fail('invalid-data');
  const reason = input.reason ?? '';
  const authorUid = type === 'user' ? targetId : type === 'post' ? (post?.uid ?? null) : type === 'chat' ? (message?.uid ?? null) : (place?.ownerUid ?? null);
  const entry: NewEntry = {
    actorUid: viewer.uid,
    action: 'dismiss',
    targetUid: authorUid,
    tid: post?.tid ?? null,
    pid: post?.pid ?? null,
    eventId: type === 'event' ? targetId : null,
    projectId: type === 'project' ? targetId : null,
    reason,
  };
  let logged: NewEntry | null = entry;
  switch (input.action) {
    case 'dismiss':
      break;
    case 'hide':
      entry.action = 'hide';
      if (post && !post.deleted) await discussions.setPostDeleted(viewer, post.pid, true);
      if (type === 'project') await setProjectHidden(viewer, targetId, true);
      break;
    case 'delete':
      entry.action = 'delete';
      if (post) await discussions.purgePost(viewer, post.pid);
      if (type === 'event') await updateEvent(viewer, targetId, { event_status: 'delete' });
      if (type === 'chat') await chat.deleteReported(viewer, targetId);
      break;
    case 'silence-room':
      // Silenced in the message's room only (issue 36); chat's own rules (server/chat/service.ts) decide who may be.
      await chat.silenceReported(viewer, targetId, input.until ?? null);
      logged = null;
      break;
    case 'lock':
      if (post) await moderation.setLocked(viewer, post.tid, true, reason);
      logged = null;
      break;
    case 'warn':
      if (authorUid === null) throw fail('no-user');
      entry.action = 'warn';
      break;
    case 'silence':
    case 'suspend':
      if (authorUid === null) throw fail('no-user');
      await moderation.restrict(viewer, RESTRICTING_ACTIONS[input.action], authorUid, reason, input.until ?? null);
      logged = null;
      break;
  }
  // The moderation log names posts, events and projects; chat's moderation is not logged yet (issue 36), but a warning is the author's to read.
  if (type === 'chat' && logged?.action !== 'warn') logged = null;
  const closed = await repo.closeReports(type, targetId, viewer.uid, input.action === 'dismiss' ? 'rejected' : 'resolved', logged);
  const count = await repo.openItemCount();
  if (closed > 0) announceReview({ count, removed: reviewKey(type, targetId) });
  return { closed, count };
}

/**
 * A held post: `approve` posts it as its author wrote it (with the checks a post meets then: the
 * author suspended since, or the topic locked, refuses it and it stays held), `reject` drops it,
 * `suspend` suspends the author and drops it. Each is logged for the author, who is told (a
 * `post-approved` or `post-rejected` notification, which takes it out of their waiting list). The row is claimed
 * first, so two moderators approving at once post it once (the second gets `no-flag`).
 */
async function actOnHeld(viewer: Viewer, id: number, input: ActionInput): Promise<{ closed: number; count: number }> {
  const row = await heldRepo.findHeld(id);
  if (!row) throw fail('no-flag');
  if (!actionsFor({ type: 'held', post: null }).includes(input.action)) throw fail('invalid-data');
  const reason = input.reason ?? '';
  const entry: NewEntry = { actorUid: viewer.uid, action: 'reject', targetUid: row.uid, tid: row.tid, reason };
  if (input.action === 'suspend') await moderation.suspend(viewer, row.uid, reason, input.until ?? null);
  if (input.action === 'approve') {
    const claimed = await heldRepo.claimHeld(id);
    if (!claimed) throw fail('no-flag');
    let posted: { tid: number; pid: number };
    try {
      posted = await publishHeld(claimed);
      await heldRepo.logEntry({ ...entry, action: 'approve', tid: posted.tid, pid: posted.pid });
    } catch (err) {
      await heldRepo.restoreHeld(claimed);
      throw err;
    }
    await notifyHeldApproved(id, posted.pid);
  } else if (await heldRepo.closeHeld(id, entry)) {
    await notifyHeldRejected(id, row.uid, await heldTitle(row));
  } else {
    throw fail('no-flag');
  }
  const count = await repo.openItemCount();
  announceReview({ count, removed: reviewKey('held', id) });
  return { closed: 1, count };
}

/** What the author's notification names a held post by: a new topic's title, else the topic it answers. */
async function heldTitle(row: heldRepo.HeldRow): Promise<string> {
  const title = heldRepo.heldWords(row.input).title.trim();
  if (row.kind === 'topic' && title) return title;
  return row.tid !== null ? ((await findTopic(row.tid))?.title ?? '') : '';
}

/**
 * Posts a held post as its author, as if they had just sent it (no rate limit: it waited already);
 * a held topic with a `tid` is a draft whose publication was held: it is published with the edit.
 */
async function publishHeld(row: heldRepo.HeldRow): Promise<{ tid: number; pid: number }> {
  const author = await loadViewer(row.uid);
  if (!author) throw fail('no-user');
  if (row.kind === 'topic' && row.tid !== null) {
    const mainPid = (await findTopic(row.tid))?.mainPid;
    if (!mainPid) throw fail('no-topic');
    const posted = await discussions.editPost(author, mainPid, { ...(row.input as unknown as TopicWrite), draft: false });
    return { tid: posted.tid, pid: posted.pid };
  }
  if (row.kind === 'topic') {
    const topic = await discussions.createTopic(author, row.input as unknown as TopicWrite, { skipRateLimit: true });
    return { tid: topic.tid, pid: topic.mainPid };
  }
  const posted = await discussions.reply(author, row.input as unknown as ReplyWrite, { skipRateLimit: true });
  return { tid: posted.tid, pid: posted.pid };
}
