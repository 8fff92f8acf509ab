import type { Context, InboxContext, InboxListenerSetters } from '@fedify/fedify';
import { Accept, Article, Create, Delete, Follow, Hashtag, isActor, Join, Like, Note, Reject, Undo, Update, type Object as ApObject } from '@fedify/vocab';
import TurndownService from 'turndown';
import { findPost, findTopic } from '../discussions/repository';
import { plainText } from '../discussions/markdown';
import { createTopic, deleteAtOrigin, editPost, reply, unvote, vote } from '../discussions/service';
import { deleteFollow, insertFollow } from '../users/followsRepository';
import { notifyNewFollower } from '../users/follows';
import { findUserBySlug } from '../users/repository';
import type { Viewer } from '../users/viewer';
import { remoteMemberByIri, remoteMemberOf, remoteViewer, type RemoteMember } from './actors';
import { localActorOf, type LocalActor } from './localActors';
import { addFollower, followedHere, pidOfObject, recordObject, removeFollower } from './repository';
import { fediverseCategory } from './category';
import { followAcceptedAnswer } from './answers';
import { undoEventJoin } from './eventsInbound';
import { answeredJoin } from './remoteEvents';

/**
 * What the fediverse sends here (issue 38, docs/features/federation.md "Inbound"), after Fedify
 * verified the signature: follows of members (accepted at once), replies to topics and to their
 * posts (a reply under the remote member's card, through the same service as a member's, so its
 * content is rendered and sanitised alike and the posting rules, rate limits and notifications
 * hold), new topics of remote members someone here follows, their edits and deletions, likes as
 * upvotes. A peer's HTML becomes Markdown (Turndown) unless it sent its Markdown source. What
 * the rules refuse is dropped with a log line: the sender's server cannot be answered later.
 */

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
// What is not text is not kept as text either (the Markdown is rendered and sanitised after).
turndown.remove(['script', 'style', 'iframe', 'object', 'embed', 'form', 'noscript', 'template']);

/** The post as Markdown: its Markdown source when the peer sent one, else its HTML turned into Markdown. */
function markdownOf(object: Note | Article): string {
  const source = object.source;
  if (source?.content && source.mediaType === 'text/markdown') return String(source.content);
  return turndown.turndown(String(object.content ?? '')).trim();
}

/** A post here, named by its ActivityPub id: this site's topic or reply, or a post that came from the fediverse. */
export async function localPidOf(ctx: Context<void>, iri: URL): Promise<number | null> {
  const parsed = ctx.parseUri(iri);
  if (parsed?.type === 'object' && parsed.class === Article && /^\d{1,10}$/.test(parsed.values.tid ?? '')) {
    return (await findTopic(Number(parsed.values.tid)))?.mainPid ?? null;
  }
  if (parsed?.type === 'object' && parsed.class === Note && /^\d{1,10}$/.test(parsed.values.pid ?? '')) return Number(parsed.values.pid);
  return pidOfObject(iri.href);
}

/** The sender as a member acting here, or null (no id, unreachable, or a member who may not act). */
async function senderOf(ctx: Context<void>, actorId: URL | null): Promise<{ member: RemoteMember; viewer: Viewer } | null> {
  if (!actorId) return null;
  const member = await remoteMemberByIri(ctx, actorId);
  const viewer = member ? await remoteViewer(member) : null;
  return member && viewer ? { member, viewer } : null;
}

async function dropRefused(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    console.warn(`[federation] ${what} was refused:`, err instanceof Error ? err.message : err);
  }
}

/** The title of a topic a remote member started: its name, else the start of its text. */
function titleOf(object: Note | Article, markdown: string): string {
  const name = object instanceof Article ? plainText(String(object.name ?? '')).trim() : '';
  if (name) return name.slice(0, 120);
  const text = markdown.replace(/\s+/g, ' ').replace(/[[\]()*_#>`]/g, '').trim();
  return text.length > 80 ? `${text.slice(0, 77).trimEnd()}…` : text;
}

async function onCreate(ctx: InboxContext<void>, create: Create): Promise<void> {
  const object = await create.getObject(ctx);
  if (!(object instanceof Note || object instanceof Article) || !object.id || !create.actorId) return;
  // A post is its author's to send: never one attributed to somebody else.
  if (object.attributionId?.href !== create.actorId.href) return;
  if ((await pidOfObject(object.id.href)) !== null || ctx.parseUri(object.id) !== null) return;
  const sender = await senderOf(ctx, create.actorId);
  if (!sender) return;
  const content = markdownOf(object);
  const objectId = object.id.href;
  if (object.replyTargetId) {
    const toPid = await localPidOf(ctx, object.replyTargetId);
    const target = toPid === null ? null : await findPost(toPid);
    if (!target) return;
    await dropRefused(`a reply from ${sender.member.iri}`, async () => {
      const created = await reply(sender.viewer, { tid: target.tid, toPid: target.pid, content });
      await recordObject(objectId, created.pid);
    });
    return;
  }
  // A new topic: brought here only for remote members somebody here follows.
  if (!(await followedHere(sender.member.uid))) return;
  const tags: string[] = [];
  for await (const tag of object.getTags(ctx)) if (tag instanceof Hashtag && tag.name) tags.push(String(tag.name).replace(/^#/, ''));
  await dropRefused(`a topic from ${sender.member.iri}`, async () => {
    const topic = await createTopic(sender.viewer, { title: titleOf(object, content), content, cid: await fediverseCategory(), tags: tags.slice(0, 5) });
    if (topic.mainPid) await recordObject(objectId, topic.mainPid);
  });
}

/** The post an Update, Delete or Like names, when it came from `sender` (edits and deletions: only the author's). */
async function ownPost(iri: URL | null, sender: { member: RemoteMember }): Promise<number | null> {
  const pid = iri ? await pidOfObject(iri.href) : null;
  const post = pid === null ? null : await findPost(pid);
  return post && post.uid === sender.member.uid ? post.pid : null;
}

async function onUpdate(ctx: InboxContext<void>, update: Update): Promise<void> {
  const object = await update.getObject(ctx);
  if (!(object instanceof Note || object instanceof Article) || object.attributionId?.href !== update.actorId?.href) return;
  const sender = await senderOf(ctx, update.actorId);
  const pid = sender ? await ownPost(object.id, sender) : null;
  if (!sender || pid === null) return;
  const content = markdownOf(object);
  const post = await findPost(pid);
  const title = post?.isMainPost ? titleOf(object, content) : undefined;
  await dropRefused(`an edit from ${sender.member.iri}`, () => editPost(sender.viewer, pid, { content, ...(title ? { title } : {}) }));
  // The answer it accepts, named on the object as served (./answers.ts).
  const iri = object.id;
  if (iri) await dropRefused(`an accepted answer from ${sender.member.iri}`, () => followAcceptedAnswer(ctx, sender.viewer, pid, iri, (answer) => localPidOf(ctx, answer)));
}

async function onDelete(ctx: InboxContext<void>, del: Delete): Promise<void> {
  const sender = await senderOf(ctx, del.actorId);
  const pid = sender ? await ownPost(del.objectId, sender) : null;
  if (!sender || pid === null) return;
  await dropRefused(`a deletion from ${sender.member.iri}`, () => deleteAtOrigin(sender.viewer, pid));
}

async function onLike(ctx: InboxContext<void>, like: Like): Promise<void> {
  const pid = like.objectId ? await localPidOf(ctx, like.objectId) : null;
  const sender = pid === null ? null : await senderOf(ctx, like.actorId);
  if (!sender || pid === null) return;
  await dropRefused(`a like from ${sender.member.iri}`, () => vote(sender.viewer, pid));
}

/** The local member or project a Follow names, if it is one of ours (the site's actor is not followed). */
async function followed(ctx: Context<void>, target: URL | null): Promise<Exclude<LocalActor, { kind: 'site' }> | null> {
  const parsed = target ? ctx.parseUri(target) : null;
  if (parsed?.type !== 'actor') return null;
  const actor = await localActorOf(parsed.identifier);
  return actor && actor.kind !== 'site' ? actor : null;
}

async function onFollow(ctx: InboxContext<void>, follow: Follow): Promise<void> {
  if (!follow.id || !follow.actorId || !follow.objectId) return;
  const target = await followed(ctx, follow.objectId);
  const follower = target ? await follow.getActor(ctx) : null;
  if (!target || !follower || !isActor(follower) || !follower.id || !follower.inboxId) return;
  await addFollower(target.key, {
    actorIri: follower.id.href,
    inbox: follower.inboxId.href,
    sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
    followIri: follow.id.href,
  });
  // A member's: shown with her followers, and told as a new follower.
  const member = target.kind === 'member' ? await remoteMemberOf(follower) : null;
  if (target.kind === 'member' && member && (await insertFollow(member.uid, target.user.uid))) {
    const username = (await remoteViewer(member))?.username ?? member.iri;
    await notifyNewFollower({ uid: member.uid, username }, { uid: target.user.uid, userslug: target.user.userslug });
  }
  const actor = ctx.getActorUri(target.identifier);
  await ctx.sendActivity({ identifier: target.identifier }, follower, new Accept({ id: new URL(`#accepts/${encodeURIComponent(follow.id.href)}`, actor), actor, object: follow }));
}

async function onUndo(ctx: InboxContext<void>, undo: Undo): Promise<void> {
  const object: ApObject | null = await undo.getObject(ctx);
  if (!undo.actorId) return;
  // Only who did it may undo it.
  if (object instanceof Follow && object.actorId?.href === undo.actorId.href) {
    const target = await followed(ctx, object.objectId);
    if (!target) return;
    await removeFollower(target.key, undo.actorId.href);
    const sender = target.kind === 'member' ? await senderOf(ctx, undo.actorId) : null;
    if (target.kind === 'member' && sender) await deleteFollow(sender.member.uid, target.user.uid);
  } else if (object instanceof Like && object.actorId?.href === undo.actorId.href) {
    const pid = object.objectId ? await localPidOf(ctx, object.objectId) : null;
    const sender = pid === null ? null : await senderOf(ctx, undo.actorId);
    if (sender && pid !== null) await dropRefused(`an undone like from ${sender.member.iri}`, () => unvote(sender.viewer, pid));
  } else if (object instanceof Join && object.actorId?.href === undo.actorId.href) {
    await undoEventJoin(ctx, undo, object);
  }
}

/** A remote member refused a follow from here: it ends here too. An event's organizer refused a member's Join (./remoteEvents.ts). */
async function onReject(ctx: InboxContext<void>, rejection: Reject): Promise<void> {
  if (await answeredJoin(rejection.actorId, rejection.objectId, false)) return;
  const object = await rejection.getObject(ctx);
  if (!(object instanceof Follow) || object.objectId?.href !== rejection.actorId?.href) return;
  const local = object.actorId ? ctx.parseUri(object.actorId) : null;
  const user = local?.type === 'actor' ? await findUserBySlug(local.identifier) : null;
  const sender = user ? await senderOf(ctx, rejection.actorId) : null;
  if (user && sender) await deleteFollow(user.uid, sender.member.uid);
}

/** Adds the listeners for follows and content to the site's inboxes. */
export function listenForContent(inbox: InboxListenerSetters<void>): void {
  inbox
    .on(Follow, onFollow)
    .on(Undo, onUndo)
    .on(Create, onCreate)
    .on(Update, onUpdate)
    .on(Delete, onDelete)
    .on(Like, onLike)
    .on(Reject, onReject);
}
