import { eventSlug } from '@/lib/events/rules';
import { moderationLogPath } from '@/lib/moderation/types';
import { heldDecisionNid } from '@/lib/review/mine';
import { topicPath } from '@/lib/seo/pages';
import { mentionedIn } from './mentions';
import { notify, withdraw } from './notify';
import { eventTitle, memberName, postContext, topicFollowerIds, type PostContext } from './repository';

/**
 * What each capability calls, in one line, after its write committed (DECISIONS.md
 * "Notifications"): each builds the notice (type, recipients, actor, grouping key, object, path)
 * and hands it to `notify()`. None throws.
 *
 * A new post tells, in this order and each member once: the authors it replies to (`new-reply`:
 * the post replied to, and the question whose thread it is in), the members it mentions
 * (`mention`), then the topic's followers (`followed-topic`).
 */

const postPath = (ctx: PostContext) => `${topicPath(ctx.topicSlug)}#post-${ctx.pid}`;
const topicObject = (ctx: PostContext) => ({ type: 'topic' as const, id: ctx.tid, title: ctx.topicTitle });

async function safely(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    console.error(`[notifications] ${what} failed`, err);
  }
}

/** A post told only while everyone may see it: not a draft, not deleted. */
async function visiblePost(pid: number): Promise<PostContext | null> {
  const ctx = await postContext(pid);
  if (!ctx || ctx.uid === null || ctx.deleted || ctx.topicDraft || ctx.topicDeleted) return null;
  return ctx;
}

/** Mentions of a post not already told (a new post, or members newly mentioned by an edit: one `mention:{pid}` each). */
async function tellMentioned(ctx: PostContext, skip: Set<number>): Promise<number[]> {
  const mentioned = (await mentionedIn(ctx.content)).filter((uid) => !skip.has(uid));
  await notify({
    type: 'mention',
    recipients: mentioned,
    actor: ctx.uid,
    nid: `mention:${ctx.pid}`,
    object: topicObject(ctx),
    path: postPath(ctx),
    tid: ctx.tid,
  });
  return mentioned;
}

/** A new topic or reply (or a draft published): replies, mentions, followers. */
export function notifyNewPost(pid: number): Promise<void> {
  return safely('a new post', async () => {
    const ctx = await visiblePost(pid);
    if (!ctx) return;
    const told = new Set<number>([ctx.uid!]);
    if (!ctx.isMainPost) {
      // The post replied to, then the question of the thread: each grouped under their own post.
      const targets: Array<[number | null, number | null]> = [
        [ctx.toPidUid, ctx.toPid],
        [ctx.qidUid, ctx.qid],
      ];
      for (const [uid, target] of targets) {
        if (uid === null || target === null || told.has(uid)) continue;
        told.add(uid);
        await notify({
          type: 'new-reply',
          recipients: [uid],
          actor: ctx.uid,
          nid: `new-reply:${target}`,
          mergeId: `new-reply:${ctx.tid}`,
          object: topicObject(ctx),
          path: postPath(ctx),
          tid: ctx.tid,
        });
      }
    }
    for (const uid of await tellMentioned(ctx, told)) told.add(uid);
    if (ctx.isMainPost) return;
    const followers = (await topicFollowerIds(ctx.tid)).filter((uid) => !told.has(uid));
    await notify({
      type: 'followed-topic',
      recipients: followers,
      actor: ctx.uid,
      nid: `followed-topic:${ctx.tid}`,
      object: topicObject(ctx),
      path: postPath(ctx),
      tid: ctx.tid,
    });
  });
}

/** An edited post: members it newly mentions. */
export function notifyEditedPost(pid: number): Promise<void> {
  return safely('an edited post', async () => {
    const ctx = await visiblePost(pid);
    if (ctx) await tellMentioned(ctx, new Set([ctx.uid!]));
  });
}

/** An upvote: the post's author, grouped per post ("Priya and 3 others upvoted your post"). */
export function notifyUpvote(pid: number, voter: number): Promise<void> {
  return safely('an upvote', async () => {
    const ctx = await visiblePost(pid);
    if (!ctx) return;
    await notify({
      type: 'upvote',
      recipients: [ctx.uid!],
      actor: voter,
      nid: `upvote:${pid}`,
      object: topicObject(ctx),
      path: postPath(ctx),
      tid: ctx.tid,
    });
  });
}

/** An upvote withdrawn: the voter leaves the post's group (the row goes when nobody is left). */
export function withdrawUpvote(pid: number, voter: number): Promise<void> {
  return safely('a withdrawn upvote', () => withdraw(`upvote:${pid}`, voter));
}

/** An answer no longer accepted (another accepted instead, or none): its author's notice goes. */
export function withdrawAccepted(aid: number): Promise<void> {
  return safely('a withdrawn acceptance', () => withdraw(`answer-accepted:${aid}`, null));
}

/** An accepted answer: its author (not when accepting one's own). */
export function notifyAccepted(aid: number, accepter: number): Promise<void> {
  return safely('an accepted answer', async () => {
    const ctx = await visiblePost(aid);
    if (!ctx) return;
    await notify({
      type: 'answer-accepted',
      recipients: [ctx.uid!],
      actor: accepter,
      nid: `answer-accepted:${aid}`,
      object: topicObject(ctx),
      path: postPath(ctx),
      tid: ctx.tid,
    });
  });
}

/**
 * Members mentioned in a chat message (issue 36; the chat decides who may hear it,
 * server/chat/mentions.ts): one notification per room and day (UTC), so a busy room does not flood
 * them; each new member who mentions them that day joins it and makes it unread again. An unnamed
 * direct chat is quoted as '' (the sentence then says "a direct chat").
 */
export function notifyChatMention(mention: { roomId: number; roomName: string; sender: number; recipients: number[]; at?: Date }): Promise<void> {
  return safely('a chat mention', async () => {
    const at = mention.at ?? new Date();
    await notify({
      type: 'chat-mention',
      recipients: mention.recipients,
      actor: mention.sender,
      nid: `chat-mention:${mention.roomId}:${at.toISOString().slice(0, 10)}`,
      mergeId: `chat-mention:${mention.roomId}`,
      object: { type: 'chat', id: mention.roomId, title: mention.roomName },
      path: `/chats/${mention.roomId}`,
      at,
    });
  });
}

/** Members moved from an event's waitlist to a seat. */
export function notifyPromoted(eventId: number, uids: number[]): Promise<void> {
  return safely('a waitlist promotion', async () => {
    const title = uids.length > 0 ? await eventTitle(eventId) : null;
    if (title === null) return;
    await notify({
      type: 'event-waitlist-promoted',
      recipients: uids,
      actor: null,
      nid: `event-promoted:${eventId}:${Date.now()}`,
      mergeId: `event-promoted:${eventId}`,
      object: { type: 'event', id: eventId, title },
      path: `/events/${eventSlug(eventId, title)}`,
    });
  });
}

/** A badge newly awarded (its id is the title; the presenter words it). */
export function notifyBadge(uid: number, badge: string, badgeRowId: number): Promise<void> {
  return safely('a badge', async () => {
    const member = await memberName(uid);
    if (!member) return;
    await notify({
      type: 'badge-awarded',
      recipients: [uid],
      actor: null,
      nid: `badge:${badge}`,
      object: { type: 'badge', id: badgeRowId, title: badge },
      path: `/user/${encodeURIComponent(member.userslug)}`,
    });
  });
}

/** A member joined through an invite link: the inviter hears of it. */
export function notifyInviteeJoined(inviter: number, invitee: number): Promise<void> {
  return safely('an invitee', async () => {
    const member = await memberName(invitee);
    if (!member) return;
    await notify({
      type: 'invitee-joined',
      recipients: [inviter],
      actor: invitee,
      nid: `invitee-joined:${invitee}`,
      object: { type: 'user', id: invitee, title: member.name },
      path: `/user/${encodeURIComponent(member.userslug)}`,
    });
  });
}

/**
 * A moderator approved a member's held post (issue 35): the author hears it is public now, with a
 * link to it. Grouped under the held post (lib/review/mine.ts `heldDecisionNid`), so their list of
 * waiting posts lets it go live.
 */
export function notifyHeldApproved(heldId: number, pid: number): Promise<void> {
  return safely('an approved post', async () => {
    const ctx = await visiblePost(pid);
    if (!ctx) return;
    await notify({
      type: 'post-approved',
      recipients: [ctx.uid!],
      actor: null,
      nid: heldDecisionNid(heldId),
      object: topicObject(ctx),
      path: postPath(ctx),
    });
  });
}

/**
 * A moderator did not publish a member's held post (rejected, or the author suspended): the author
 * hears it, named by the topic's title, with a link to their moderation log, which says why.
 */
export function notifyHeldRejected(heldId: number, uid: number, title: string): Promise<void> {
  return safely('a rejected post', async () => {
    const member = await memberName(uid);
    if (!member) return;
    await notify({
      type: 'post-rejected',
      recipients: [uid],
      actor: null,
      nid: heldDecisionNid(heldId),
      object: { type: 'user', id: uid, title },
      path: moderationLogPath(member.userslug),
    });
  });
}
