import { z } from 'zod';
import { federateDelete, federateEdit, federateNewTopic, federateReply, federateVote } from '../federation/outbound';
import type { AnswerData, PostData, QuestionData, TopicData } from '@/lib/discussions/types';
import type { HeldAnswer } from '@/lib/review/types';
import { isPostType, TOPIC_LIMITS, type PostType } from '@/lib/discussions/types';
import {
  contentIssue,
  isAudioUrl,
  isWebUrl,
  normalizeTags,
  summaryIssue,
  tagsIssue,
  titleIssue,
} from '@/lib/discussions/rules';
import type { ErrorIssue } from '@/lib/errors/validation';
import { consume, LIMITS } from '../auth/rateLimit';
import { AppError, fail } from '../http/errors';
import { getConfig } from '../config';
import { withinWindow, windowExpiredError, type PostWindows } from '@/lib/discussions/windows';
import { tellProjectFollowers } from '../projects/notices';
import { findProjectsByIds, hiddenProjectsOfTopic, projectIdsOfTopic } from '../projects/repository';
import { getIo } from '../realtime/io';
import { awardCredits, revokeCredits } from '../rewards/service';
import { findUserByUid } from '../users/repository';
import { slugify } from '@/lib/slug';
import { awardBadge, settingsOf } from '../users/service';
import type { Viewer } from '../users/viewer';
import { searchText } from './markdown';
import { renderPostMarkdown } from '../notifications/mentions';
import { notifyAccepted, notifyEditedPost, notifyNewPost, notifyUpvote, withdrawAccepted, withdrawUpvote } from '../notifications/triggers';
import { assertMayPost, isModerator, mayAccept, mayChangePost, mayPin, mayUndoDeletion } from './permissions';
import { getPost, getTopic, inHiddenThread, maySeeTopic } from './reads';
import * as repo from './repository';
import { announceItem } from '../review/realtime';
import { checkNewMemberWait, holdSignals } from '../review/holding';
import { insertHeld } from '../review/heldRepository';
import { claimPostUploads } from './uploads';
import { reservedAddressIssue } from '../media/publicHost';
import type { PostRow, TopicRow } from './repository';

/**
 * The rules of writing in discussions: who may post, reply, edit, delete, vote, save, pin,
 * follow, accept, flag and review, with the catalogue key of every refusal. Rows change through
 * ./repository (atomic counters, transactions); answers come from the read side (./reads), so a
 * write answers exactly what a later read shows.
 */

export interface WriteOptions {
  /** Backdates the post (demo content). */
  at?: Date;
  /** Skips the posting rate limit (demo content, administration tools). */
  skipRateLimit?: boolean;
  /** Emits `event:new_post` to every socket (default true; never for drafts). */
  broadcast?: boolean;
  /**
   * Tells the followers of the topic's projects (default true; never for drafts or back-dated
   * content; an event's discussion topic does not, its event tells them).
   */
  tellFollowers?: boolean;
}

/** What create and edit take: TopicInput, with `postType` and `metaData` as a client may send them. */
export interface TopicWrite {
  title?: string;
  content: string;
  cid?: number;
  tags?: string[];
  summary?: string;
  metaData?: Record<string, unknown>;
  postType?: string;
  draft?: boolean;
  projects?: number[];
}

export interface ReplyWrite {
  tid: number;
  content: string;
  toPid?: number;
  qid?: number;
}

/** Largest `metaData` a post may carry, as JSON characters. */
const META_DATA_MAX = 4_000;

/* ------------------------------------------------------------------------------------------ */
/* Helpers                                                                                      */
/* ------------------------------------------------------------------------------------------ */

function member(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  return viewer;
}

/** A member who may post (R4.14, R6.2: in at least one group). */
function poster(viewer: Viewer | null): Viewer {
  const m = member(viewer);
  assertMayPost(m);
  return m;
}

/** A topic the viewer may see, else no-topic. */
async function topicFor(viewer: Viewer, tid: number): Promise<TopicRow> {
  const topic = await repo.findTopic(tid);
  if (!topic || !maySeeTopic(topic, viewer)) throw fail('no-topic');
  return topic;
}

/** A post the viewer may see (in a topic the viewer may see), else no-post. */
async function postFor(viewer: Viewer, pid: number): Promise<{ post: PostRow; topic: TopicRow }> {
  const post = await repo.findPost(pid);
  const topic = post ? await repo.findTopic(post.tid) : null;
  if (!post || !topic || !maySeeTopic(topic, viewer) || (await inHiddenThread(post, viewer))) throw fail('no-post');
  return { post, topic };
}

/**
 * Issue 35: a member edits or deletes their own post only within the window the configuration
 * sets (lib/discussions/windows.ts); moderators always, and a draft is not posted yet.
 */
function checkWindow(viewer: Viewer, kind: keyof PostWindows, postedAt: Date, topic: TopicRow): void {
  if (isModerator(viewer) || topic.draft) return;
  const seconds = getConfig().postWindows[kind];
  if (withinWindow(postedAt.getTime(), seconds, Date.now())) return;
  const { key, args } = windowExpiredError(kind, seconds);
  throw fail(key, ...args);
}

/** A reply to the main post. */
const isQuestion = (post: PostRow, topic: TopicRow) => !post.isMainPost && post.qid === null && post.toPid === topic.mainPid;

/** Side effects after a commit (badges, credits, follows, broadcasts) never fail the request. */
async function afterCommit(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    console.error(`[discussions] ${what} failed`, err);
  }
}

async function broadcastNewPost(pid: number, opts: WriteOptions): Promise<void> {
  if (opts.broadcast === false) return;
  const io = getIo();
  if (!io) return;
  await afterCommit('broadcasting a new post', async () => {
    // As a visitor sees it: the event goes to every socket, so a post visitors may not read
    // (a moderator's reply in a deleted topic or thread) is not sent at all.
    const post = await getPost(pid, null).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    });
    if (post) io.emit('event:new_post', { posts: [post] });
  });
}

async function countPost(viewer: Viewer, opts: WriteOptions): Promise<void> {
  if (!opts.skipRateLimit) await consume(LIMITS.postsPerMember, String(viewer.uid));
}

async function followIfWanted(uid: number, tid: number, setting: 'followTopicsOnCreate' | 'followTopicsOnReply') {
  await afterCommit('following a topic', async () => {
    const user = await findUserByUid(uid);
    if (user && settingsOf(user)[setting]) await repo.insertFollow(tid, uid);
  });
}

/**
 * Tags as stored: trimmed, lower case, spaces as dashes, without punctuation that breaks URLs and
 * filters, no duplicates. Then the bounds: too-many-tags, tag-too-short, tag-too-long.
 */
function cleanTags(raw: readonly string[]): string[] {
  const tags = normalizeTags(raw);
  check(tagsIssue(tags));
  return tags;
}

/** Throws a rule's refusal (lib/discussions/rules.ts), if any. */
function check(problem: ErrorIssue | null): void {
  if (problem) throw fail(problem.key, ...problem.args);
}

function postTypeOf(value: string | undefined, fallback: PostType): PostType {
  if (value === undefined || value === '') return fallback;
  if (!isPostType(value)) throw fail('invalid-post-type');
  return value;
}

/** metaData checked against the post type (podcast: audioUrl; link: url). */
function checkMetaData(postType: PostType, metaData: Record<string, unknown>): Record<string, unknown> {
  if (JSON.stringify(metaData).length > META_DATA_MAX) throw fail('field-too-long', 'metaData', META_DATA_MAX);
  if (postType === 'podcast' && (!isAudioUrl(metaData.audioUrl) || reservedAddressIssue(metaData.audioUrl))) throw fail('audio-url-required');
  if (postType === 'link' && !isWebUrl(metaData.url)) throw fail('link-url-required');
  if (metaData.duration !== undefined && !(typeof metaData.duration === 'number' && Number.isFinite(metaData.duration) && metaData.duration >= 0)) {
    throw fail('field-invalid', 'metaData.duration');
  }
  return metaData;
}

async function checkCategory(cid: number | undefined, current?: number): Promise<number> {
  if (cid === undefined) return current ?? (await repo.ensureDefaultCategory());
  if (!(await repo.categoryExists(cid))) throw fail('no-category');
  return cid;
}

async function checkProjects(ids: number[] | undefined): Promise<number[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  const found = await findProjectsByIds(unique);
  if (found.length !== unique.length) throw fail('no-project');
  return unique;
}

/**
 * An edit's projects plus the topic's hidden ones the editor could not see (R1.10): a member's
 * edit form never shows a hidden project, so leaving it out is no choice to remove it; each keeps
 * its place (a first project stays first). Moderators see them and choose.
 */
async function keepHiddenProjects(tid: number, chosen: number[] | undefined, viewer: Viewer): Promise<number[] | undefined> {
  if (chosen === undefined || isModerator(viewer)) return chosen;
  const projects = chosen.slice();
  for (const { projectId, position } of await hiddenProjectsOfTopic(tid)) {
    if (!projects.includes(projectId)) projects.splice(Math.min(position, projects.length), 0, projectId);
  }
  return projects;
}

const wordsOf = (title: string) => slugify(title).slice(0, 120).replace(/-+$/, '') || 'topic';

/* ------------------------------------------------------------------------------------------ */
/* Topics and posts                                                                             */
/* ------------------------------------------------------------------------------------------ */

/**
 * POST /api/v3/topics and /api/v3/topics/{tid} as members send them (issue 35): a new member waits
 * before their first post (`user-too-new`), and a post of theirs that trips a spam signal is held
 * for review instead of published (server/review/holding.ts): the answer then says so.
 */
export async function createTopicAsMember(viewerIn: Viewer | null, input: TopicWrite): Promise<TopicData | HeldAnswer> {
  const viewer = poster(viewerIn);
  if (input.draft === true) return createTopic(viewer, input);
  checkNewMemberWait(viewer);
  return writeTopic(viewer, input, {}, true);
}

export async function replyAsMember(viewerIn: Viewer | null, input: ReplyWrite): Promise<QuestionData | AnswerData | HeldAnswer> {
  const viewer = poster(viewerIn);
  checkNewMemberWait(viewer);
  return writeReply(viewer, input, {}, true);
}

/** Holds a checked post for review when its author's signals say so (null: publish it). */
async function holdIfSignalled(viewer: Viewer, kind: 'topic' | 'reply', tid: number | null, content: string, input: object): Promise<HeldAnswer | null> {
  const signals = await holdSignals(viewer, content, tid);
  if (signals.length === 0) return null;
  // What the member wrote, without the request's csrf token.
  const { _csrf: _token, csrf_token: _alsoToken, ...write } = input as Record<string, unknown>;
  const row = await insertHeld({ uid: viewer.uid, kind, tid, input: write, signals });
  await afterCommit('announcing a held post', () => announceItem('added', 'held', row.id));
  return { held: { id: row.id, kind, tid } };
}

/** POST /api/v3/topics: a topic with its main post (R7.2). Drafts are seen only by their author. */
export async function createTopic(viewerIn: Viewer | null, input: TopicWrite, opts: WriteOptions = {}): Promise<TopicData> {
  return (await writeTopic(poster(viewerIn), input, opts, false)) as TopicData;
}

async function writeTopic(viewer: Viewer, input: TopicWrite, opts: WriteOptions, holdable: boolean): Promise<TopicData | HeldAnswer> {
  const title = (input.title ?? '').trim();
  check(titleIssue(title));
  const content = input.content.trim();
  check(contentIssue(content));
  const postType = postTypeOf(input.postType, 'faq');
  const metaData = checkMetaData(postType, input.metaData ?? {});
  const tags = cleanTags(input.tags ?? []);
  const summary = (input.summary ?? '').trim();
  check(summaryIssue(summary));
  const cid = await checkCategory(input.cid);
  const projects = (await checkProjects(input.projects)) ?? [];
  const draft = input.draft === true;
  await countPost(viewer, opts);
  const held = holdable && !draft ? await holdIfSignalled(viewer, 'topic', null, content, input) : null;
  if (held) return held;

  const { tid, pid } = await repo.insertTopic({
    uid: viewer.uid,
    cid,
    title,
    words: wordsOf(title),
    postType,
    draft,
    content,
    contentHtml: await renderPostMarkdown(content),
    summary,
    metaData,
    tags,
    projects,
    searchText: searchText(content),
    at: opts.at,
  });

  await afterCommit('claiming uploads', () => claimPostUploads(pid, viewer.uid, content, metaData));
  if (!draft) await afterCommit('awarding first-post', () => awardBadge(viewer.uid, 'first-post'));
  await followIfWanted(viewer.uid, tid, 'followTopicsOnCreate');
  if (!draft) await broadcastNewPost(pid, opts);
  if (!draft && !opts.at) await notifyNewPost(pid);
  const created = await getTopic(tid, viewer);
  if (!draft && opts.tellFollowers !== false && !opts.at) await tellFollowersOfTopic(tid, title, created.url, viewer.uid, projects);
  // The author's followers in the fediverse (issue 38).
  if (!draft && !opts.at) await afterCommit('federating the topic', () => federateNewTopic(tid, viewer.uid));
  return created;
}

/** Followers of the topic's projects hear of a new (or newly published) topic (server/projects/notices.ts). */
async function tellFollowersOfTopic(tid: number, title: string, path: string, actorUid: number, projectIds: number[]): Promise<void> {
  if (projectIds.length === 0) return;
  await afterCommit('telling project followers', () => tellProjectFollowers({ kind: 'topic', id: tid, title, path, actorUid, projectIds }));
}

/**
 * POST /api/v3/topics/{tid}: a reply. To the main post (no toPid) it is a question; to a question
 * or to one of its answers it is an answer in that question's thread (qid).
 */
export async function reply(viewerIn: Viewer | null, input: ReplyWrite, opts: WriteOptions = {}): Promise<QuestionData | AnswerData> {
  return (await writeReply(poster(viewerIn), input, opts, false)) as QuestionData | AnswerData;
}

async function writeReply(viewer: Viewer, input: ReplyWrite, opts: WriteOptions, holdable: boolean): Promise<QuestionData | AnswerData | HeldAnswer> {
  const topic = await repo.findTopic(input.tid);
  if (!topic || !maySeeTopic(topic, viewer) || topic.mainPid === null) throw fail('no-topic');
  if (topic.draft) throw fail('topic-is-draft');
  const moderator = isModerator(viewer);
  if (topic.deleted && !moderator) throw fail('no-topic');
  if (topic.locked && !moderator) throw fail('topic-locked');
  if (topic.slowModeSeconds > 0 && !moderator) {
    const wait = await repo.slowModeWait(topic.tid, viewer.uid, topic.slowModeSeconds);
    if (wait > 0) throw fail('too-many-posts', wait);
  }

  // A qid without a toPid is a reply to that question.
  const toPid = input.toPid ?? input.qid ?? topic.mainPid;
  let qid: number | null = null;
  if (toPid !== topic.mainPid) {
    const target = await repo.findPost(toPid);
    if (!target || target.tid !== topic.tid || target.isMainPost) throw fail('invalid-reply-target');
    if (target.deleted && !moderator) throw fail('post-deleted');
    // An answer inside a deleted question's thread is hidden with it.
    if (!moderator && (await inHiddenThread(target, viewer))) throw fail('post-deleted');
    qid = target.qid ?? target.pid;
  }
  if (input.qid !== undefined && input.qid !== qid) throw fail('invalid-reply-target');

  const content = input.content.trim();
  check(contentIssue(content, TOPIC_LIMITS.replyMin));
  await countPost(viewer, opts);
  const held = holdable ? await holdIfSignalled(viewer, 'reply', topic.tid, content, { ...input, tid: topic.tid }) : null;
  if (held) return held;

  const pid = await repo.insertReply({
    tid: topic.tid,
    uid: viewer.uid,
    toPid,
    qid,
    content,
    contentHtml: await renderPostMarkdown(content),
    searchText: searchText(content),
    at: opts.at,
  });
  if (pid === null) throw fail('no-topic');

  await afterCommit('claiming uploads', () => claimPostUploads(pid, viewer.uid, content));
  await afterCommit('awarding first-post', () => awardBadge(viewer.uid, 'first-post'));
  await followIfWanted(viewer.uid, topic.tid, 'followTopicsOnReply');
  await broadcastNewPost(pid, opts);
  if (!opts.at) await notifyNewPost(pid);
  if (!opts.at) await afterCommit('federating the reply', () => federateReply(pid));
  return (await getPost(pid, viewer)) as QuestionData | AnswerData;
}

/**
 * PUT /api/v3/posts/{pid} as members send it (issue 35): publishing a draft meets the checks a new
 * topic meets (the new member's wait, the spam signals, a silence); held, the draft keeps the edit
 * and stays a draft, its publication waits in the review queue, and the answer says so.
 */
export async function editPostAsMember(viewerIn: Viewer | null, pid: number, input: TopicWrite & { pid?: number }): Promise<PostData | HeldAnswer> {
  return writeEdit(member(viewerIn), pid, input, {}, true);
}

/**
 * PUT /api/v3/posts/{pid}: edit. Own posts only, moderators any. Title, tags, summary, type,
 * metaData, category, projects and draft matter only on a main post; fields left out keep their
 * value. `draft: false` publishes a draft (dated now, broadcast then).
 */
export async function editPost(
  viewerIn: Viewer | null,
  pid: number,
  input: TopicWrite & { pid?: number },
  opts: WriteOptions = {},
): Promise<PostData> {
  return (await writeEdit(member(viewerIn), pid, input, opts, false)) as PostData;
}

async function writeEdit(viewer: Viewer, pid: number, input: TopicWrite & { pid?: number }, opts: WriteOptions, holdable: boolean): Promise<PostData | HeldAnswer> {
  const { post, topic } = await postFor(viewer, pid);
  if (!mayChangePost(viewer, post.uid)) throw fail('no-privileges');
  if (post.deleted && !isModerator(viewer)) throw fail('post-deleted');
  checkWindow(viewer, 'edit', post.createdAt, topic);
  const content = input.content.trim();
  if (content.length > TOPIC_LIMITS.contentMax) throw fail('content-too-long', TOPIC_LIMITS.contentMax);

  if (!post.isMainPost) {
    check(contentIssue(content, TOPIC_LIMITS.replyMin));
    await repo.updateReplyContent(pid, content, await renderPostMarkdown(content), searchText(content));
    await afterCommit('claiming uploads', () => claimPostUploads(pid, post.uid, content));
    await notifyEditedPost(pid);
    if (!topic.draft) await afterCommit('federating the edit', () => federateEdit(pid));
    return getPost(pid, viewer);
  }

  const title = (input.title ?? '').trim();
  check(titleIssue(title));
  check(contentIssue(content));
  const postType = postTypeOf(input.postType, isPostType(topic.postType) ? topic.postType : 'faq');
  const metaData = checkMetaData(postType, input.metaData ?? post.metaData ?? {});
  const tags = input.tags === undefined ? undefined : cleanTags(input.tags);
  const summary = input.summary === undefined ? post.summary : input.summary.trim();
  check(summaryIssue(summary));
  const cid = await checkCategory(input.cid, topic.cid);
  const projects = await keepHiddenProjects(topic.tid, await checkProjects(input.projects), viewer);
  let publish = topic.draft && input.draft === false;
  let held: HeldAnswer | null = null;
  if (publish && holdable) {
    checkNewMemberWait(viewer);
    held = await holdIfSignalled(viewer, 'topic', topic.tid, content, { ...input, draft: false });
    if (held) publish = false;
  }

  await repo.updateMainPost({
    tid: topic.tid,
    pid,
    uid: post.uid,
    title,
    words: wordsOf(title),
    content,
    contentHtml: await renderPostMarkdown(content),
    summary,
    metaData,
    postType,
    cid,
    tags,
    projects,
    publish,
    wasDraft: topic.draft,
    searchText: searchText(content),
  });
  await afterCommit('claiming uploads', () => claimPostUploads(pid, post.uid, content, metaData));
  if (held) return held;
  if (publish) {
    if (post.uid !== null) await afterCommit('awarding first-post', () => awardBadge(post.uid!, 'first-post'));
    await broadcastNewPost(pid, opts);
  }
  await (publish ? notifyNewPost(pid) : notifyEditedPost(pid));
  // The fediverse hears of a published topic as new, of a public one's edit as an Update (issue 38).
  if (publish && post.uid !== null) await afterCommit('federating the topic', () => federateNewTopic(topic.tid, post.uid!));
  else if (!topic.draft) await afterCommit('federating the edit', () => federateEdit(pid));
  const updated = await getPost(pid, viewer);
  if (publish && post.uid !== null && opts.tellFollowers !== false) {
    await tellFollowersOfTopic(topic.tid, title, updated.url, post.uid, projects ?? (await projectIdsOfTopic(topic.tid)));
  }
  return updated;
}

/* ------------------------------------------------------------------------------------------ */
/* Votes and bookmarks                                                                          */
/* ------------------------------------------------------------------------------------------ */

/** PUT /api/v3/posts/{pid}/vote: an upvote (R4.2, R4.6). Not your own post, and only once. */
export async function vote(viewerIn: Viewer | null, pid: number, delta = 1): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  if (delta < 0) throw fail('downvoting-disabled');
  const { post } = await postFor(viewer, pid);
  if (post.deleted) throw fail('post-deleted');
  if (post.uid === viewer.uid) throw fail('self-vote');
  if (!(await guardGone(() => repo.insertUpvote({ pid, tid: post.tid, uid: viewer.uid, authorUid: post.uid })))) throw fail('already-voted');
  if (post.uid !== null) {
    const author = post.uid;
    await afterCommit('awarding upvote credits', () => awardCredits(author, 'upvote-received', `pid:${pid}:voter:${viewer.uid}`));
  }
  await notifyUpvote(pid, viewer.uid);
  await afterCommit('federating the upvote', () => federateVote(pid, viewer.uid));
  return {};
}

/** DELETE /api/v3/posts/{pid}/vote: withdraws your upvote (and the credits it gave). */
export async function unvote(viewerIn: Viewer | null, pid: number): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  const { post } = await postFor(viewer, pid);
  if (!(await repo.deleteUpvote({ pid, tid: post.tid, uid: viewer.uid, authorUid: post.uid }))) throw fail('not-voted');
  if (post.uid !== null) {
    const author = post.uid;
    await afterCommit('revoking upvote credits', () => revokeCredits(author, 'upvote-received', `pid:${pid}:voter:${viewer.uid}`));
  }
  await withdrawUpvote(pid, viewer.uid);
  await afterCommit('federating the withdrawn upvote', () => federateVote(pid, viewer.uid, true));
  return {};
}

/** PUT /api/v3/posts/{pid}/bookmark: saves a post (R4.7). */
export async function bookmark(viewerIn: Viewer | null, pid: number): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  await postFor(viewer, pid);
  if (!(await guardGone(() => repo.insertBookmark(pid, viewer.uid)))) throw fail('already-bookmarked');
  return {};
}

/** DELETE /api/v3/posts/{pid}/bookmark. */
export async function unbookmark(viewerIn: Viewer | null, pid: number): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  await postFor(viewer, pid);
  if (!(await repo.deleteBookmark(pid, viewer.uid))) throw fail('already-unbookmarked');
  return {};
}

const FOREIGN_KEY_VIOLATION = '23503';
/** The SQLSTATE of a PostgreSQL error, on the error or (through Drizzle) on its cause. */
const driverError = z.object({ code: z.string().optional(), cause: z.object({ code: z.string().optional() }).optional() });

/** A post removed while a vote or bookmark was being stored (foreign key) is an unknown post. */
async function guardGone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const failed = driverError.safeParse(err).data;
    if (failed?.code === FOREIGN_KEY_VIOLATION || failed?.cause?.code === FOREIGN_KEY_VIOLATION) {
      throw fail('no-post');
    }
    throw err;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Topic state                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** PUT|DELETE /api/v3/topics/{tid}/pin: moderators and maintainers of the topic's first project. */
export async function setPinned(viewerIn: Viewer | null, tid: number, pinned: boolean): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  await topicFor(viewer, tid);
  if (!(await mayPin(viewer, tid))) throw fail('no-privileges');
  await repo.setTopicPinned(tid, pinned);
  return {};
}

/** PUT /api/v3/topics/{tid}/follow (repeating is fine). */
export async function follow(viewerIn: Viewer | null, tid: number): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  await topicFor(viewer, tid);
  await repo.insertFollow(tid, viewer.uid);
  return {};
}

/** DELETE /api/v3/topics/{tid}/follow (repeating is fine). */
export async function unfollow(viewerIn: Viewer | null, tid: number): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  await topicFor(viewer, tid);
  await repo.deleteFollow(tid, viewer.uid);
  return {};
}

/** DELETE|PUT /api/v3/topics/{tid}/state: delete or restore a topic (own, or moderators any). */
export async function setTopicDeleted(viewerIn: Viewer | null, tid: number, deleted: boolean): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  const topic = await topicFor(viewer, tid);
  if (!mayChangePost(viewer, topic.uid)) throw fail('no-privileges');
  if (deleted) checkWindow(viewer, 'delete', topic.createdAt, topic);
  // Hardening 9: a topic a moderator deleted stays deleted until a moderator restores it.
  if (!deleted && topic.deleted && !mayUndoDeletion(viewer, topic.uid, topic.deletedBy)) throw fail('no-privileges');
  if (!(await repo.setTopicDeleted(tid, deleted, viewer.uid))) {
    throw fail(deleted ? 'topic-already-deleted' : 'topic-already-restored');
  }
  if (deleted && topic.mainPid !== null) await afterCommit('federating the deletion', () => federateDelete(topic.mainPid!));
  return {};
}

/* ------------------------------------------------------------------------------------------ */
/* Post state                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/**
 * DELETE|PUT /api/v3/posts/{pid}/state: soft delete or restore (own, or moderators any).
 * Deleting a main post deletes its topic.
 */
export async function setPostDeleted(viewerIn: Viewer | null, pid: number, deleted: boolean): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  const { post, topic } = await postFor(viewer, pid);
  if (!mayChangePost(viewer, post.uid)) throw fail('no-privileges');
  if (deleted) checkWindow(viewer, 'delete', post.createdAt, topic);
  // Hardening 9: what a moderator deleted only a moderator restores (a main post is its topic).
  const deletion = post.isMainPost ? topic : post;
  if (!deleted && deletion.deleted && !mayUndoDeletion(viewer, post.uid, deletion.deletedBy)) throw fail('no-privileges');
  const changed = post.isMainPost
    ? await repo.setTopicDeleted(topic.tid, deleted, viewer.uid)
    : await repo.setReplyDeleted(pid, topic.tid, deleted, viewer.uid);
  if (!changed) throw fail(deleted ? 'post-already-deleted' : 'post-already-restored');
  if (deleted) await afterCommit('federating the deletion', () => federateDelete(pid));
  return {};
}

/**
 * A fediverse server deleting its own account's post (issue 38, server/federation/inbound.ts): the
 * author's server decides, so no edit window applies; a main post takes its topic along. Answers
 * whether anything changed.
 */
export async function deleteAtOrigin(author: Viewer, pid: number): Promise<boolean> {
  const { post, topic } = await postFor(author, pid);
  if (post.uid !== author.uid || post.deleted || (post.isMainPost && topic.deleted)) return false;
  return post.isMainPost ? repo.setTopicDeleted(topic.tid, true, author.uid) : repo.setReplyDeleted(pid, topic.tid, true, author.uid);
}

/**
 * DELETE /api/v3/posts/{pid}: removes a reply for good; a question goes with its thread. Not a
 * main post (delete the topic instead). Moderators any; authors their own, as long as that does
 * not remove other members' answers or anything a moderator deleted.
 */
export async function purgePost(viewerIn: Viewer | null, pid: number): Promise<Record<string, never>> {
  const viewer = member(viewerIn);
  const { post, topic } = await postFor(viewer, pid);
  if (!mayChangePost(viewer, post.uid)) throw fail('no-privileges');
  if (post.isMainPost) throw fail('cant-purge-main-post');
  checkWindow(viewer, 'delete', post.createdAt, topic);
  // Hardening 9: an author cannot purge what a moderator deleted.
  if (post.deleted && !mayUndoDeletion(viewer, post.uid, post.deletedBy)) throw fail('no-privileges');
  if (!isModerator(viewer) && isQuestion(post, topic) && (await repo.threadHasOthers(pid, viewer.uid))) {
    throw fail('no-privileges');
  }
  const removed = await repo.purgeReply(pid, topic.tid);
  if (removed.length === 0) throw fail('no-post');
  return {};
}

/**
 * PUT /api/v3/posts/{pid}/answer: marks (or with `answered: false` / aid 0 clears) the accepted
 * answer of a post (R4.3). The topic's main poster or a moderator. The answer must reply to the
 * post: directly, or for a question anywhere in its thread. The answer's author earns credits
 * (not for accepting your own answer); un-accepting takes them back.
 */
export async function acceptAnswer(
  viewerIn: Viewer | null,
  pid: number,
  input: { aid: number; answered: boolean },
): Promise<{ pid: number; aid: number }> {
  const viewer = member(viewerIn);
  const { post, topic } = await postFor(viewer, pid);
  if (!(await mayAccept(viewer, topic))) throw fail('no-privileges');
  // A deleted question's thread is hidden from all but moderators, so only they may change it.
  if (post.deleted && !post.isMainPost && !isModerator(viewer)) throw fail('post-deleted');
  const aid = input.answered ? input.aid : 0;
  let answer: PostRow | null = null;
  if (aid !== 0) {
    answer = await repo.findPost(aid);
    const replies = answer !== null && answer.tid === post.tid && (answer.toPid === pid || (isQuestion(post, topic) && answer.qid === pid));
    if (!answer || !replies || answer.deleted) throw fail('invalid-answer');
  }
  const previous = await repo.setAcceptedAnswer(pid, aid);
  if (previous === null) throw fail('no-post');
  if (previous !== aid) {
    if (previous !== 0) {
      const before = await repo.findPost(previous);
      if (before?.uid != null) {
        const uid = before.uid;
        await afterCommit('revoking accepted-answer credits', () => revokeCredits(uid, 'accepted-answer', `pid:${previous}`));
      }
      await withdrawAccepted(previous);
    }
    if (answer?.uid != null && answer.uid !== viewer.uid) {
      const uid = answer.uid;
      await afterCommit('awarding accepted-answer credits', async () => {
        await awardCredits(uid, 'accepted-answer', `pid:${aid}`);
        await awardBadge(uid, 'first-accepted-answer');
      });
      await notifyAccepted(aid, viewer.uid);
    }
    // Who heard of the post hears which reply answers it (schema.org acceptedAnswer, issue 38).
    if (!topic.draft) await afterCommit('federating the accepted answer', () => federateEdit(pid));
  }
  return { pid, aid };
}

/* ------------------------------------------------------------------------------------------ */
/* Flags, reviews, preview                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** A post the viewer may see, for a report (server/review/reports.ts): else `no-post`. */
export async function reportablePost(viewer: Viewer, pid: number): Promise<void> {
  await postFor(viewer, pid);
}

/** POST /api/v3/topics/{tid}/review: a member's written review of a topic (R3.6), limited like posts. */
export async function review(
  viewerIn: Viewer | null,
  tid: number,
  content: string,
): Promise<{ id: number; tid: number; content: string; timestamp: number }> {
  const viewer = member(viewerIn);
  const topic = await topicFor(viewer, tid);
  if (topic.draft) throw fail('topic-is-draft');
  const text = content.trim();
  if (text.length < TOPIC_LIMITS.reviewMin) throw fail('content-too-short', TOPIC_LIMITS.reviewMin);
  if (text.length > TOPIC_LIMITS.reviewMax) throw fail('content-too-long', TOPIC_LIMITS.reviewMax);
  // Hardening 10: a review is written like a post and shares the member's posting budget.
  await countPost(viewer, {});
  const row = await repo.insertReview({ tid, uid: viewer.uid, content: text });
  return { id: row.id, tid: row.tid, content: row.content, timestamp: row.createdAt.getTime() };
}

/** POST /api/post/preview: the composer's preview, rendered exactly as the post will show. */
export async function preview(content: string): Promise<{ html: string }> {
  return { html: await renderPostMarkdown(content) };
}
