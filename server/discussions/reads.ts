import type {
  AnswerData,
  BookmarksPage,
  MemberPostsPage,
  PostData,
  QuestionData,
  QuestionsPage,
  RepliesPage,
  SharedTopic,
  TopicData,
} from '@/lib/discussions/types';
import { cardVersion } from '@/lib/discussions/rules';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import { topicPage } from '@/lib/filters';
import { topicSort, type TopicSort } from '@/lib/topicSort';
import { displayName, unescapeText } from '@/lib/names';
import { dbId } from '@/lib/params';
import { fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import type { TopicCardData } from './card';
import { isModerator, topicPrivileges } from './permissions';
import { ms, postTypeOf, postUser, presentAnswers, presentOne, presentPosts, presentQuestions, presentQuestionsWith, summaryOf } from './present';
import * as q from './queries';
import { VIEW_WINDOW_SECONDS } from './views';
import type { PostRow, TopicRow } from './queries';
import { usersByUids } from '../users/repository';

/**
 * The read side of discussions: topics, questions with their answers, single posts, replies,
 * the shared card, recommendations, saved posts and drafts. Visibility rules live here: a
 * deleted topic is seen only by its author and moderators, a draft only by its author.
 */

/** Whether the viewer may see the topic at all. */
export function maySeeTopic(topic: Pick<TopicRow, 'uid' | 'deleted' | 'draft'>, viewer: Viewer | null): boolean {
  const isAuthor = Boolean(viewer && topic.uid !== null && viewer.uid === topic.uid);
  if (topic.draft && !isAuthor) return false;
  if (topic.deleted && !isAuthor && !isModerator(viewer)) return false;
  return true;
}

/**
 * Whether a post sits in the thread of a deleted question, which hides the whole thread from
 * everyone but moderators (hardening 9): a deleted question takes its answers with it.
 */
export async function inHiddenThread(post: Pick<PostRow, 'qid'>, viewer: Viewer | null): Promise<boolean> {
  if (post.qid === null || isModerator(viewer)) return false;
  const question = await q.findPost(post.qid);
  return question?.deleted ?? false;
}

/** A visible topic or no-topic (404). */
async function visibleTopic(tid: number, viewer: Viewer | null): Promise<TopicRow> {
  const topic = Number.isSafeInteger(tid) && tid > 0 ? await q.findTopic(tid) : null;
  if (!topic || !maySeeTopic(topic, viewer)) throw fail('no-topic');
  return topic;
}

/** A post in a topic the viewer may see, with that topic; no-post (404) otherwise. */
async function visiblePost(pid: number, viewer: Viewer | null): Promise<{ post: PostRow; topic: TopicRow }> {
  const post = Number.isSafeInteger(pid) && pid > 0 ? await q.findPost(pid) : null;
  const topic = post ? await q.findTopic(post.tid) : null;
  if (!post || !topic || !maySeeTopic(topic, viewer) || (await inHiddenThread(post, viewer))) throw fail('no-post');
  return { post, topic };
}

const pageCount = (found: number, size: number) => Math.max(1, Math.ceil(found / size));

/** The highest page any list answers (keeps offsets within what the database takes). */
const MAX_PAGE = 100_000;

/** A page number: from 1 (missing, invalid or below 1 is 1), at most MAX_PAGE (R5.5). */
export const pageNumber = (value: unknown): number => Math.min(topicPage(value), MAX_PAGE);

/** Largest page_size of the questions call. */
export const MAX_QUESTIONS_PAGE_SIZE = 50;

const isQuestion = (post: PostRow, topic: TopicRow) =>
  !post.isMainPost && post.qid === null && topic.mainPid !== null && post.toPid === topic.mainPid;

/**
 * `GET /api/topic/{tid}` (R3.1): the topic with its main post, question count, pagination,
 * follow state and the viewer's privileges. `viewKey` (./views.ts) counts the view, once per
 * viewer and topic per hour (hardening 11); without it nothing is counted.
 */
export async function getTopic(
  tid: number,
  viewer: Viewer | null,
  opts: { page?: number; viewKey?: string | null } = {},
): Promise<TopicData> {
  const found = await visibleTopic(tid, viewer);
  const mainPost = found.mainPid !== null ? await q.findPost(found.mainPid) : null;
  if (!mainPost) throw fail('no-topic');
  let topic = found;
  if (opts.viewKey) {
    const viewcount = await q.countViewOnce(tid, opts.viewKey, VIEW_WINDOW_SECONDS);
    if (viewcount !== null) topic = { ...found, viewcount };
  }
  const [[main], questionCount, following, privileges] = await Promise.all([
    presentPosts([mainPost], viewer, { knownTopics: [topic] }),
    q.countQuestions(mainPost.pid),
    viewer ? q.isFollowing(topic.tid, viewer.uid) : Promise.resolve(false),
    topicPrivileges(viewer, { tid: topic.tid, uid: topic.uid, locked: topic.locked, deleted: topic.deleted }),
  ]);
  return topicData(topic, main!, { questionCount, following, privileges, page: opts.page });
}

/** A topic's answer from its row, its presented main post and what the viewer may do. */
function topicData(
  topic: TopicRow,
  post: PostData,
  extra: { questionCount: number; following: boolean; privileges: TopicData['privileges']; page?: number },
): TopicData {
  return {
    tid: topic.tid,
    cid: topic.cid,
    uid: topic.uid ?? 0,
    title: topic.title,
    titleRaw: topic.title,
    slug: topic.slug,
    url: `/posts/${topic.slug}`,
    mainPid: post.pid,
    postType: postTypeOf(topic.postType),
    postcount: topic.postcount,
    viewcount: topic.viewcount,
    postercount: topic.postercount,
    pinned: topic.pinned === 1 ? 1 : 0,
    locked: topic.locked,
    slowMode: topic.slowModeSeconds,
    deleted: topic.deleted,
    draft: topic.draft,
    tags: post.tags,
    isFollowing: extra.following,
    project_details: post.project_details,
    timestamp: ms(topic.createdAt),
    posts: [post],
    questionCount: extra.questionCount,
    pagination: {
      currentPage: pageNumber(extra.page),
      pageCount: pageCount(extra.questionCount, DISCUSSION_PAGE_SIZE.questions),
    },
    privileges: extra.privileges,
  };
}

/**
 * The topic page's data: what `getTopic` and `getQuestions` answer, read together so the topic,
 * its question count and the presentation lookups of the main post and the questions are each
 * read once (the page is server-rendered for every member's visit).
 */
export async function getTopicPage(
  tid: number,
  sort: TopicSort,
  page: number,
  viewer: Viewer | null,
): Promise<{ topic: TopicData; questions: QuestionsPage }> {
  const topic = await visibleTopic(tid, viewer);
  if (topic.mainPid === null) throw fail('no-topic');
  const order = topicSort(sort);
  const current = pageNumber(page);
  const size = DISCUSSION_PAGE_SIZE.questions;
  const [mainPost, questionCount, rows, following, privileges] = await Promise.all([
    q.findPost(topic.mainPid),
    q.countQuestions(topic.mainPid),
    q.questionsPage(topic.mainPid, order, size, (current - 1) * size),
    viewer ? q.isFollowing(topic.tid, viewer.uid) : Promise.resolve(false),
    topicPrivileges(viewer, { tid: topic.tid, uid: topic.uid, locked: topic.locked, deleted: topic.deleted }),
  ]);
  if (!mainPost) throw fail('no-topic');
  const presented = await presentQuestionsWith(rows, [mainPost], viewer, { knownTopics: [topic] });
  return {
    topic: topicData(topic, presented.others[0]!, { questionCount, following, privileges, page }),
    questions: { questions: presented.questions, found: questionCount, page: current, page_size: size, sort: order },
  };
}

/**
 * `GET /api/questions/{tid}/{sort}`: replies to the main post with their first answers.
 * popular: upvotes, then replies, then newest; recent: newest first.
 */
export async function getQuestions(
  tid: number,
  sort: TopicSort,
  page: number,
  viewer: Viewer | null,
  pageSize: number = DISCUSSION_PAGE_SIZE.questions,
): Promise<QuestionsPage> {
  const topic = await visibleTopic(tid, viewer);
  const order = topicSort(sort);
  const current = pageNumber(page);
  const size = Math.min(MAX_QUESTIONS_PAGE_SIZE, Math.max(1, Math.floor(pageSize) || DISCUSSION_PAGE_SIZE.questions));
  if (topic.mainPid === null) return { questions: [], found: 0, page: current, page_size: size, sort: order };
  const [found, rows] = await Promise.all([
    q.countQuestions(topic.mainPid),
    q.questionsPage(topic.mainPid, order, size, (current - 1) * size),
  ]);
  const questions = await presentQuestions(rows, viewer, { knownTopics: [topic] });
  return { questions, found, page: current, page_size: size, sort: order };
}

/** `GET /api/post/{pid}`: a question with its answers, an answer, or a plain post. */
export async function getPost(pid: number, viewer: Viewer | null): Promise<PostData | QuestionData | AnswerData> {
  const { post, topic } = await visiblePost(pid, viewer);
  return presentOne(post, viewer, topic);
}

/**
 * `GET /api/post/replies/{pid}`: for a question its thread (accepted answer first, then oldest
 * first); for any other post its direct replies, oldest first. 10 per page.
 */
export async function getReplies(pid: number, page: number, viewer: Viewer | null): Promise<RepliesPage> {
  const { post, topic } = await visiblePost(pid, viewer);
  const size = DISCUSSION_PAGE_SIZE.replies;
  const current = pageNumber(page);
  const offset = (current - 1) * size;
  if (isQuestion(post, topic)) {
    // A deleted question's thread is hidden with it (moderators still read it).
    if (post.deleted && !isModerator(viewer)) return { posts: [], found: 0, page: current, page_size: size };
    const [found, rows] = await Promise.all([q.countThread(post.pid), q.threadPage(post.pid, post.aid, size, offset)]);
    return { posts: await presentAnswers(rows, viewer), found, page: current, page_size: size };
  }
  const [found, rows] = await Promise.all([q.countDirectReplies(post.pid), q.directRepliesPage(post.pid, size, offset)]);
  const indexes = await q.answerIndexes(rows.filter((r) => r.qid !== null).map((r) => r.pid));
  const answers = rows.map((r, i) => ({ ...r, index: indexes.get(r.pid) ?? offset + i + 1 }));
  return { posts: await presentAnswers(answers, viewer), found, page: current, page_size: size };
}

/** The tid a shared id names: a tid, or a slug starting with it (`12/some-words`). */
function sharedTid(id: number | string): number | null {
  const match = /^\s*(\d{1,10})(?:$|[/\-_])/.exec(String(id));
  const tid = dbId.safeParse(match?.[1]);
  return tid.success ? tid.data : null;
}

/** `GET /api/topic/shared/{id}`: the public card of a topic (never drafts or deleted topics). */
export async function getSharedTopic(id: number | string): Promise<SharedTopic> {
  const tid = sharedTid(id);
  const topic = tid !== null ? await q.findTopic(tid) : null;
  if (!topic || topic.draft || topic.deleted || topic.mainPid === null) throw fail('no-topic');
  const mainPost = await q.findPost(topic.mainPid);
  if (!mainPost) throw fail('no-topic');
  const [tags, projects, users] = await Promise.all([
    q.tagsByTids([topic.tid]),
    q.projectsByTids([topic.tid]),
    usersByUids(mainPost.uid !== null ? [mainPost.uid] : []),
  ]);
  return {
    tid: topic.tid,
    title: topic.title,
    slug: topic.slug,
    url: `/posts/${topic.slug}`,
    summary: mainPost.deleted ? '' : summaryOf(mainPost),
    postType: postTypeOf(topic.postType),
    tags: tags.map((t) => t.tag),
    upvotes: mainPost.upvotes,
    postcount: topic.postcount,
    timestamp: ms(topic.createdAt),
    user: postUser(users[0]),
    project_details: projects.filter((p) => !p.hidden).map(({ id: projectId, name, slug }) => ({ id: projectId, name, slug })),
  };
}

/**
 * What a topic's social card shows (`GET /api/topic/{tid}/card`): only a topic anyone may see
 * (never drafts or deleted topics), else no-topic (404). `version` is the main post's last edit.
 */
export async function getTopicCard(tid: number): Promise<Omit<TopicCardData, 'locale'>> {
  const topic = await q.findTopic(tid);
  if (!topic || topic.draft || topic.deleted || topic.mainPid === null) throw fail('no-topic');
  const mainPost = await q.findPost(topic.mainPid);
  if (!mainPost) throw fail('no-topic');
  const [projects, users] = await Promise.all([
    q.projectsByTids([topic.tid]),
    usersByUids(mainPost.uid !== null ? [mainPost.uid] : []),
  ]);
  return {
    tid: topic.tid,
    title: unescapeText(topic.title),
    postType: postTypeOf(topic.postType),
    author: displayName(postUser(users[0])),
    projects: projects.filter((p) => !p.hidden).map((p) => p.name),
    version: cardVersion({ edited: ms(mainPost.editedAt), timestamp: ms(mainPost.createdAt) }),
  };
}

/**
 * `GET /api/events/v1/recommended/post/{id}`: up to 5 visible main posts sharing a tag or a
 * project with the post's topic (most shared first, then upvotes), filled with popular recent
 * ones when fewer; never the topic itself.
 */
export async function getRecommended(pid: number, viewer: Viewer | null): Promise<{ posts: PostData[] }> {
  const { topic } = await visiblePost(pid, viewer);
  const limit = DISCUSSION_PAGE_SIZE.recommended;
  const related = await q.relatedMainPosts(topic.tid, limit);
  const filler = await q.popularMainPosts([topic.tid, ...related.map((p) => p.tid)], limit - related.length);
  return { posts: await presentPosts([...related, ...filler], viewer) };
}

/**
 * `GET /api/user/{uid}/bookmarks`: a member's saved posts, 20 per page, newest saved first;
 * only your own (administrators: any).
 */
export async function bookmarksOf(viewer: Viewer | null, uid: number, page: number): Promise<BookmarksPage> {
  if (!viewer) throw fail('not-logged-in');
  if (viewer.uid !== uid && !viewer.isAdmin) throw fail('no-privileges');
  if (!Number.isSafeInteger(uid) || uid <= 0 || !(await q.userExists(uid))) throw fail('no-user');
  const size = DISCUSSION_PAGE_SIZE.bookmarks;
  const current = pageNumber(page);
  const rows = await q.bookmarksPage(uid, size, (current - 1) * size);
  return { posts: await presentPosts(rows, viewer), page: current, per_page: size };
}

/**
 * `GET /api/user/{uid}/posts`: a member's posts as anyone may read them (topics and replies; not
 * deleted ones, nor those in deleted or draft topics), 20 per page, newest first.
 */
export async function memberPostsOf(viewer: Viewer | null, uid: number, page: number): Promise<MemberPostsPage> {
  if (!(await q.userExists(uid))) throw fail('no-user');
  const size = DISCUSSION_PAGE_SIZE.memberPosts;
  const current = pageNumber(page);
  const rows = await q.memberPostsPage(uid, size, (current - 1) * size);
  return { posts: await presentPosts(rows, viewer), page: current, per_page: size };
}

/** `GET /api/drafts`: the main posts of the member's draft topics, newest first. */
export async function draftsOf(viewer: Viewer): Promise<{ posts: PostData[] }> {
  const rows = await q.draftMainPosts(viewer.uid);
  return { posts: await presentPosts(rows, viewer) };
}
