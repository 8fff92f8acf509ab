import type { Context } from '@fedify/fedify';
import { Article, Note } from '@fedify/vocab';
import { getPost } from '../discussions/reads';
import { findPost, findTopic } from '../discussions/repository';
import { findUserByUid, type UserRow } from '../users/repository';
import { noteOf, withTerms } from './objects';
import { objectOfPid, remoteActorsByUids } from './repository';

/**
 * Posts as ActivityPub names them (issue 38): the id of any post here, and a local member's public
 * reply as a Note in its topic's thread. Read by the object dispatcher (server/federation/federation.ts)
 * and by what is sent (server/federation/outbound.ts).
 */

/** The local member `uid` when they may speak in the fediverse (a member of this site). */
export async function localAuthor(uid: number | null): Promise<UserRow | null> {
  const user = uid === null ? null : await findUserByUid(uid);
  return user && !user.remote ? user : null;
}

/** The ActivityPub id of a post: the remote object's, else the topic's Article or the reply's Note. */
export async function iriOfPost(ctx: Context<void>, post: { pid: number; tid: number; isMainPost: boolean }): Promise<URL> {
  const remote = await objectOfPid(post.pid);
  if (remote) return new URL(remote);
  return post.isMainPost ? ctx.getObjectUri(Article, { tid: String(post.tid) }) : ctx.getObjectUri(Note, { pid: String(post.pid) });
}

/** schema.org's term for the answer a question accepted (a peer that knows it shows the answer; others ignore it). */
const ANSWER_TERMS = { schema: 'https://schema.org/', acceptedAnswer: { '@id': 'schema:acceptedAnswer', '@type': '@id' } } as const;

/**
 * The post `pid`'s object (its topic's Article, or its Note) naming the reply accepted as its
 * answer, by that reply's ActivityPub id (a remote reply's own), as `acceptedAnswer`; unchanged
 * when none is accepted.
 */
export async function withAcceptedAnswer<T extends Article | Note>(ctx: Context<void>, object: T, pid: number): Promise<T> {
  const post = await findPost(pid);
  const answer = post && post.aid > 0 ? await findPost(post.aid) : null;
  if (!answer || answer.deleted) return object;
  return withTerms(ctx, object, ANSWER_TERMS, { acceptedAnswer: (await iriOfPost(ctx, answer)).href });
}

/** A public reply by a local member as a Note with where it belongs, or null. */
export async function replyNote(ctx: Context<void>, pid: number) {
  const post = await findPost(pid);
  if (!post || post.isMainPost || post.deleted || post.toPid === null) return null;
  const author = await localAuthor(post.uid);
  const topic = await findTopic(post.tid);
  const shown = author && topic ? await getPost(pid, null).catch(() => null) : null;
  const [parent, main] = await Promise.all([findPost(post.toPid), topic?.mainPid ? findPost(topic.mainPid) : null]);
  if (!author || !topic || !shown || !parent || !main) return null;
  const mentioned = await remoteActorsByUids([parent.uid, main.uid].filter((uid): uid is number => uid !== null && uid !== author.uid));
  const note = noteOf(ctx, {
    pid,
    authorSlug: author.userslug,
    html: shown.content,
    markdown: post.content,
    url: shown.url,
    published: post.createdAt,
    updated: post.editedAt,
    inReplyTo: await iriOfPost(ctx, parent),
    context: await iriOfPost(ctx, main),
    mentions: mentioned.map((m) => new URL(m.iri)),
  });
  return { note: await withAcceptedAnswer(ctx, note, pid), author, topic, main };
}

