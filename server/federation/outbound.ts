import type { Context } from '@fedify/fedify';
import { Article, Create, Delete, Follow, Like, Note, PUBLIC_COLLECTION, Tombstone, Undo, Update, } from '@fedify/vocab';
import { getTopic } from '../discussions/reads';
import { findPost, findTopic } from '../discussions/repository';
import type { UserRow } from '../users/repository';
import { federationContext } from './federation';
import { deliver, safely, sendTo } from './delivery';
import { iriOfPost, localAuthor, replyNote, withAcceptedAnswer } from './notes';
import { articleOf, createOf, memberActor } from './objects';
import { announceInTopic, announceTopic, announcingProjects } from './projects';
import { countFollowers, objectOfPid, remoteActorsByUids, remoteParticipantsOf } from './repository';

/**
 * What this site sends into the fediverse (issue 38, docs/features/federation.md): a topic a
 * visitor may read goes to its author's followers as a `Create` of an Article; a reply in it as a
 * `Create` of a Note in the topic's thread, to the replier's followers, the topic's author's and
 * every remote member who wrote in the topic; an edit as `Update` and a deletion as `Delete` to the
 * same; an upvote of a remote member's post as `Like` to its author; a member's follow of a remote
 * member as `Follow` (and `Undo`). Deliveries are queued in PostgreSQL (one per shared inbox,
 * retried by Fedify). Nothing here throws: federating never fails the write that caused it.
 */

/**
 * Who hears of what happens in a topic: followers of the writer and of the topic's author, remote
 * participants, and the followers of its projects (through their announces); null when that is
 * nobody (most topics: nothing more is read or built).
 */
async function topicAudience(tid: number, writerUid: number, topicAuthorUid: number | null) {
  const followerUids = [...new Set([writerUid, ...(topicAuthorUid !== null ? [topicAuthorUid] : [])])];
  const [participants, counts, projects] = await Promise.all([
    remoteParticipantsOf(tid),
    Promise.all(followerUids.map((uid) => countFollowers(memberActor(uid)))),
    announcingProjects(tid),
  ]);
  return participants.length > 0 || counts.some((n) => n > 0) || projects.length > 0 ? { participants, followerUids, projects } : null;
}

/** A new public topic, to its author's followers and its projects' (./projects.ts). */
export async function federateNewTopic(tid: number, authorUid: number): Promise<void> {
  await safely('sending a topic', async () => {
    const author = await localAuthor(authorUid);
    const topic = author ? await getTopic(tid, null).catch(() => null) : null;
    const main = topic?.mainPid ? await findPost(topic.mainPid) : null;
    if (!author || !topic || !main) return;
    const ctx = federationContext();
    const create = createOf(ctx, topic, author.userslug, main.content);
    await deliver(ctx, author, create, [author.uid], []);
    // …and announced by its projects to theirs (FEP-1b12).
    await announceTopic(ctx, tid, create);
  });
}

/** A new reply by a local member in a public topic. */
export async function federateReply(pid: number): Promise<void> {
  await safely('sending a reply', async () => {
    const post = await findPost(pid);
    const topic = post ? await findTopic(post.tid) : null;
    const audience = post?.uid && topic ? await topicAudience(post.tid, post.uid, topic.uid) : null;
    if (!audience) return;
    const ctx = federationContext();
    const built = await replyNote(ctx, pid);
    if (!built) return;
    const { note, author } = built;
    const { participants, followerUids } = audience;
    const create = new Create({
      id: new URL(`${note.id?.href}#create`),
      actor: ctx.getActorUri(author.userslug),
      object: note,
      published: note.published,
      tos: note.toIds,
      ccs: note.ccIds,
    });
    await deliver(ctx, author, create, followerUids, participants);
    await announceInTopic(ctx, audience.projects, create);
  });
}

/** An edited post by a local member, as Update, to whoever heard of it. */
export async function federateEdit(pid: number): Promise<void> {
  await safely('sending an edit', async () => {
    const post = await findPost(pid);
    const topicRow = post ? await findTopic(post.tid) : null;
    const audience = post?.uid && topicRow ? await topicAudience(post.tid, post.uid, topicRow.uid) : null;
    const author = audience && post ? await localAuthor(post.uid) : null;
    if (!post || !audience || !author) return;
    const ctx = federationContext();
    let object: Note | Article | null = null;
    if (post.isMainPost) {
      const topic = await getTopic(post.tid, null).catch(() => null);
      object = topic ? await withAcceptedAnswer(ctx, articleOf(ctx, topic, author.userslug, post.content), pid) : null;
    } else {
      object = (await replyNote(ctx, pid))?.note ?? null;
    }
    if (!object) return;
    const update = new Update({
      id: new URL(`${object.id?.href}#update-${Date.now()}`),
      actor: ctx.getActorUri(author.userslug),
      object,
      tos: object.toIds,
      ccs: object.ccIds,
    });
    await deliver(ctx, author, update, audience.followerUids, audience.participants);
    await announceInTopic(ctx, audience.projects, update);
  });
}

/** A local member's post deleted (a main post: the topic), as Delete of a Tombstone. */
export async function federateDelete(pid: number): Promise<void> {
  await safely('sending a deletion', async () => {
    const post = await findPost(pid);
    const topic = post ? await findTopic(post.tid) : null;
    const audience = post?.uid && topic ? await topicAudience(post.tid, post.uid, topic.uid) : null;
    const author = audience && post ? await localAuthor(post.uid) : null;
    if (!post || !audience || !author) return;
    const ctx = federationContext();
    const id = await iriOfPost(ctx, post);
    const del = new Delete({
      id: new URL(`${id.href}#delete`),
      actor: ctx.getActorUri(author.userslug),
      object: new Tombstone({ id }),
      to: PUBLIC_COLLECTION,
    });
    await deliver(ctx, author, del, audience.followerUids, audience.participants);
    await announceInTopic(ctx, audience.projects, del);
  });
}

function likeOf(ctx: Context<void>, voter: UserRow, object: URL, pid: number): Like {
  return new Like({ id: new URL(`${ctx.getActorUri(voter.userslug).href}#likes/${pid}`), actor: ctx.getActorUri(voter.userslug), object });
}

/** A local member's upvote of a remote member's post, as Like (or its Undo) to that member. */
export async function federateVote(pid: number, voterUid: number, withdrawn = false): Promise<void> {
  await safely('sending a like', async () => {
    const post = await findPost(pid);
    const [remoteAuthor] = post?.uid ? await remoteActorsByUids([post.uid]) : [];
    const voter = await localAuthor(voterUid);
    const object = post ? await objectOfPid(post.pid) : null;
    if (!post || !remoteAuthor || !voter || !object) return;
    const ctx = federationContext();
    const like = likeOf(ctx, voter, new URL(object), pid);
    const activity = withdrawn ? new Undo({ id: new URL(`${like.id?.href}#undo-${Date.now()}`), actor: like.actorId, object: like }) : like;
    await sendTo(ctx, voter.userslug, remoteAuthor, activity);
  });
}

/** A local member follows (or stops following) a remote member. */
export async function federateFollow(followerUid: number, remoteUid: number, undo = false): Promise<void> {
  await safely('sending a follow', async () => {
    const follower = await localAuthor(followerUid);
    const [remote] = await remoteActorsByUids([remoteUid]);
    if (!follower || !remote) return;
    const ctx = federationContext();
    const actor = ctx.getActorUri(follower.userslug);
    const follow = new Follow({ id: new URL(`${actor.href}#follows/${remoteUid}`), actor, object: new URL(remote.iri) });
    const activity = undo ? new Undo({ id: new URL(`${actor.href}#follows/${remoteUid}/undo-${Date.now()}`), actor, object: follow }) : follow;
    await sendTo(ctx, follower.userslug, remote, activity);
  });
}
