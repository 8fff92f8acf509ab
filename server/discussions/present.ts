import type {
  AnswerData,
  PostData,
  PostMetaData,
  PostType,
  PostUser,
  ProjectDetail,
  QuestionData,
} from '@/lib/discussions/types';
import { rootPid } from '@/lib/discussions/rules';
import { DISCUSSION_PAGE_SIZE, isPostType } from '@/lib/discussions/types';
import { postTrackId } from '@/lib/player/types';
import { truncate } from '@/lib/text';
import { visibleFullname } from '@/lib/users/rules';
import { settingsSchema } from '@/lib/users/schemas';
import type { Viewer } from '../users/viewer';
import { htmlToText } from './markdown';
import { isModerator, mayChangePost } from './permissions';
import { playCounts } from '../player/queries';
import * as q from './queries';
import type { AnswerRow, PostRow, TopicRow } from './queries';
import { usersByUids, type MemberRow } from '../users/repository';
import { LRUCache } from 'lru-cache';

/**
 * Turns post rows into the shapes the client reads (PostData, QuestionData, AnswerData), a
 * whole list at a time: one query each for topics, users, tags, projects and the viewer's votes
 * and bookmarks, never one per post.
 */

/** Shown instead of the names of a member whose account is gone; the client shows Deleted User. */
const FORMER_USER = '[[global:former_user]]';

/** Length of a quoted parent's excerpt. */
const EXCERPT_LENGTH = 140;

const DELETED_POST_USER: PostUser = {
  uid: 0,
  username: FORMER_USER,
  userslug: '',
  fullname: FORMER_USER,
  picture: '',
};


/** How many excerpts are remembered (a few pages' worth of posts). */
const EXCERPT_MEMORY = 2000;
const excerpts = new LRUCache<string, string>({ max: EXCERPT_MEMORY });

/**
 * A plain-text excerpt of sanitised HTML, truncated (R9.3). Like titles and names it is plain
 * text, shown as text by the client; only `content` and search snippets are HTML.
 *
 * Reading the text out of HTML is the costliest step of presenting a post, and every page of a
 * topic or feed asks again for the same posts, so excerpts are remembered by their source (an
 * edited post has other HTML, so nothing goes stale), the least recently used forgotten first.
 */
export function excerptOf(html: string, limit?: number): string {
  const key = `${limit ?? ''}\u0000${html}`;
  const known = excerpts.get(key);
  if (known !== undefined) return known;
  const excerpt = truncate(htmlToText(html), limit);
  excerpts.set(key, excerpt);
  return excerpt;
}

/**
 * The summary a post shows on cards: the member's own, or the start of the content, truncated by
 * R9.3 here and only here (clients show it as it comes; the composer edits the stored summary).
 */
export function summaryOf(row: Pick<PostRow, 'summary' | 'contentHtml'>): string {
  return row.summary.trim() !== '' ? truncate(row.summary.trim()) : excerptOf(row.contentHtml);
}

export const ms = (date: Date | null | undefined): number => (date ? date.getTime() : 0);

export const postTypeOf = (value: string): PostType => (isPostType(value) ? value : 'faq');

/**
 * The author as every reader sees them (hardening 7): the full name only when the member shows it.
 * Posts reach visitors, feeds, caches and broadcasts alike, so no viewer sees a hidden name here.
 */
const nameSetting = settingsSchema.pick({ showfullname: true });

export function postUser(user: MemberRow | undefined): PostUser {
  if (!user) return { ...DELETED_POST_USER };
  const settings = nameSetting.safeParse(user.settings ?? {}).data;
  return {
    uid: user.uid,
    username: user.username,
    userslug: user.userslug,
    fullname: visibleFullname(user.fullname, settings),
    picture: user.picture,
  };
}

/** Deleted posts keep their place; only the author and moderators still see what they said. */
const maySeeDeleted = (viewer: Viewer | null, uid: number | null): boolean =>
  Boolean(viewer && (isModerator(viewer) || (uid !== null && viewer.uid === uid)));

/**
 * The viewer's upvotes and saves among posts (none for a visitor): what every presented post and
 * the personal layer (server/personal) show.
 */
export async function viewerPostFlags(viewer: Viewer | null, pids: number[]): Promise<{ upvoted: Set<number>; bookmarked: Set<number> }> {
  if (!viewer || pids.length === 0) return { upvoted: new Set(), bookmarked: new Set() };
  const flags = await q.postFlagsOf(viewer.uid, pids);
  return { upvoted: new Set(flags.filter((f) => f.upvoted).map((f) => f.pid)), bookmarked: new Set(flags.filter((f) => f.bookmarked).map((f) => f.pid)) };
}

/**
 * What a post shows only to those who may change it (its author, moderators): its Markdown source
 * and, when deleted, what it said. A visitor's copy of the post has neither.
 */
export function changerFields(row: Pick<PostRow, 'uid' | 'content' | 'contentHtml' | 'summary' | 'deleted'>, viewer: Viewer | null): Partial<Pick<PostData, 'contentRaw' | 'content' | 'summary'>> {
  if (!mayChangePost(viewer, row.uid)) return {};
  return { contentRaw: row.content, ...(row.deleted ? { content: row.contentHtml, summary: summaryOf(row) } : {}) };
}

/** Everything the presenter looked up for one list of posts. */
interface Lookups {
  topics: Map<number, TopicRow>;
  users: Map<number, MemberRow>;
  tags: Map<number, string[]>;
  projects: Map<number, ProjectDetail[]>;
  upvoted: Set<number>;
  bookmarked: Set<number>;
  /** Quoted parents of answers (posts that are not in the list themselves). */
  parents: Map<number, PostRow>;
  /** Plays of podcast episodes (main posts of podcast topics), by pid. */
  plays: Map<number, number>;
}

function groupBy<T, V>(rows: T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const out = new Map<number, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(value(row));
    else out.set(k, [value(row)]);
  }
  return out;
}

const unique = (values: Array<number | null | undefined>): number[] =>
  [...new Set(values.filter((v): v is number => typeof v === 'number' && v > 0))];

/**
 * Loads what the rows refer to. `parentPids` are posts quoted by answers; they are fetched in
 * one query and their authors join the users batch.
 */
async function lookup(
  rows: PostRow[],
  viewer: Viewer | null,
  options: { parentPids?: number[]; knownTopics?: TopicRow[] } = {},
): Promise<Lookups> {
  const known = new Map((options.knownTopics ?? []).map((t) => [t.tid, t]));
  const tids = unique(rows.map((r) => r.tid));
  const missingTids = tids.filter((tid) => !known.has(tid));
  const pids = unique(rows.map((r) => r.pid));
  const inList = new Set(pids);
  const parentPids = unique(options.parentPids ?? []).filter((pid) => !inList.has(pid));

  const [topicRows, parentRows, tagRows, projectRows, flags] = await Promise.all([
    q.topicsByTids(missingTids),
    q.postsByPids(parentPids),
    q.tagsByTids(tids),
    q.projectsByTids(tids),
    viewerPostFlags(viewer, pids),
  ]);
  for (const t of topicRows) known.set(t.tid, t);
  const episodes = rows.filter((r) => r.isMainPost && known.get(r.tid)?.postType === 'podcast').map((r) => r.pid);
  const [userRows, playRows] = await Promise.all([
    usersByUids(unique([...rows, ...parentRows].map((r) => r.uid))),
    playCounts(episodes.map(postTrackId)),
  ]);

  return {
    topics: known,
    users: new Map(userRows.map((u) => [u.uid, u])),
    tags: groupBy(tagRows, (r) => r.tid, (r) => r.tag),
    // A hidden project is no label for members and visitors; moderators see it marked (R1.10).
    projects: groupBy(
      projectRows.filter((r) => !r.hidden || isModerator(viewer)),
      (r) => r.tid,
      (r): ProjectDetail => (r.hidden ? { id: r.id, name: r.name, slug: r.slug, hidden: true } : { id: r.id, name: r.name, slug: r.slug }),
    ),
    upvoted: flags.upvoted,
    bookmarked: flags.bookmarked,
    parents: new Map(parentRows.map((p) => [p.pid, p])),
    plays: new Map(episodes.map((pid) => [pid, playRows.get(postTrackId(pid)) ?? 0])),
  };
}

/** One post from its row and the lookups (the topic must be among them). */
function toPostData(row: PostRow, found: Lookups, viewer: Viewer | null): PostData {
  const topic = found.topics.get(row.tid);
  const user = postUser(row.uid !== null ? found.users.get(row.uid) : undefined);
  const slug = topic?.slug ?? String(row.tid);
  const title = topic?.title ?? '';
  return {
    type: 'post',
    doc_type: 'post',
    id: String(row.pid),
    pid: row.pid,
    tid: row.tid,
    cid: topic?.cid ?? 0,
    toPid: row.toPid ?? null,
    qid: row.qid ?? null,
    root: rootPid({ pid: row.pid, qid: row.qid ?? null }),
    title,
    topicTitle: title,
    slug,
    url: `/posts/${slug}`,
    content: row.deleted ? '' : row.contentHtml,
    summary: row.deleted ? '' : summaryOf(row),
    ...changerFields(row, viewer),
    isMainPost: row.isMainPost,
    deleted: row.deleted,
    postType: postTypeOf(topic?.postType ?? 'faq'),
    metaData: (row.metaData ?? {}) as PostMetaData,
    tags: found.tags.get(row.tid) ?? [],
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    votes: row.upvotes - row.downvotes,
    upvoted: found.upvoted.has(row.pid),
    bookmarked: found.bookmarked.has(row.pid),
    paid: false,
    private: false,
    project_details: found.projects.get(row.tid) ?? [],
    viewcount: topic?.viewcount ?? 0,
    replies: row.replies,
    pinned: topic?.pinned === 1 ? 1 : 0,
    aid: row.aid,
    timestamp: ms(row.createdAt),
    edited: ms(row.editedAt),
    uid: user.uid,
    username: user.username,
    userslug: user.userslug,
    userFullname: user.fullname,
    userPicture: user.picture,
    user,
    draft: topic?.draft ?? false,
    ...(found.plays.has(row.pid) ? { plays: found.plays.get(row.pid) } : {}),
  };
}

/** The quoted parent of an answer: null when it replies to the question itself. */
function quoteParentOf(
  row: AnswerRow,
  found: Lookups,
  inList: Map<number, PostRow>,
  viewer: Viewer | null,
): AnswerData['quoteparent'] {
  if (row.toPid === null || row.toPid === row.qid) return null;
  const parent = inList.get(row.toPid) ?? found.parents.get(row.toPid);
  if (!parent) return null;
  const hidden = parent.deleted && !maySeeDeleted(viewer, parent.uid);
  return {
    pid: parent.pid,
    user: postUser(parent.uid !== null ? found.users.get(parent.uid) : undefined),
    excerpt: hidden ? '' : excerptOf(parent.contentHtml, EXCERPT_LENGTH),
  };
}

function toAnswerData(
  row: AnswerRow,
  found: Lookups,
  inList: Map<number, PostRow>,
  viewer: Viewer | null,
): AnswerData {
  return { ...toPostData(row, found, viewer), index: row.index, quoteparent: quoteParentOf(row, found, inList, viewer) };
}

/** Posts of any kind, in the order given. */
export async function presentPosts(
  rows: PostRow[],
  viewer: Viewer | null,
  options: { knownTopics?: TopicRow[] } = {},
): Promise<PostData[]> {
  if (rows.length === 0) return [];
  const found = await lookup(rows, viewer, options);
  return rows.map((row) => toPostData(row, found, viewer));
}

/** Answers (with their thread positions), in the order given. */
export async function presentAnswers(rows: AnswerRow[], viewer: Viewer | null): Promise<AnswerData[]> {
  if (rows.length === 0) return [];
  const found = await lookup(rows, viewer, { parentPids: rows.map((r) => r.toPid ?? 0) });
  const inList = new Map<number, PostRow>(rows.map((r) => [r.pid, r]));
  return rows.map((row) => toAnswerData(row, found, inList, viewer));
}

/**
 * Questions with the first page of their answers (accepted first, then oldest first): the
 * answers of all questions come from one query and are presented in the same batch.
 */
export async function presentQuestions(
  rows: PostRow[],
  viewer: Viewer | null,
  options: { knownTopics?: TopicRow[] } = {},
): Promise<QuestionData[]> {
  return (await presentQuestionsWith(rows, [], viewer, options)).questions;
}

/**
 * Questions as `presentQuestions` makes them, and other posts (a topic page's main post) presented
 * in the same batch, so a page that shows both sends each lookup once.
 */
export async function presentQuestionsWith(
  rows: PostRow[],
  others: PostRow[],
  viewer: Viewer | null,
  options: { knownTopics?: TopicRow[] } = {},
): Promise<{ questions: QuestionData[]; others: PostData[] }> {
  if (rows.length === 0 && others.length === 0) return { questions: [], others: [] };
  // A deleted question's answers are hidden with it: only moderators still read them.
  const threadShown = (row: PostRow) => !row.deleted || isModerator(viewer);
  const answers = rows.length > 0 ? await q.firstAnswersOf(rows.filter(threadShown), DISCUSSION_PAGE_SIZE.replies) : [];
  const all: PostRow[] = [...others, ...rows, ...answers];
  const found = await lookup(all, viewer, { ...options, parentPids: answers.map((a) => a.toPid ?? 0) });
  const inList = new Map<number, PostRow>(all.map((r) => [r.pid, r]));
  const byQuestion = groupBy(answers, (a) => a.qid ?? 0, (a) => a);
  const questions = rows.map((row) => {
    const post = toPostData(row, found, viewer);
    return {
      ...post,
      replies: threadShown(row) ? post.replies : 0,
      answers: (byQuestion.get(row.pid) ?? []).map((a) => toAnswerData(a, found, inList, viewer)),
      topic: { tid: post.tid, title: post.title, slug: post.slug },
    };
  });
  return { questions, others: others.map((row) => toPostData(row, found, viewer)) };
}

/**
 * Any post in its full shape: a question (reply to the main post) with its answers, an answer
 * (a post inside a question's thread) with its index and quoted parent, else a plain post.
 */
export async function presentOne(
  row: PostRow,
  viewer: Viewer | null,
  topic?: TopicRow,
): Promise<PostData | QuestionData | AnswerData> {
  const knownTopics = topic ? [topic] : [];
  if (row.qid !== null && row.qid !== undefined) {
    const indexes = await q.answerIndexes([row.pid]);
    const [answer] = await presentAnswers([{ ...row, index: indexes.get(row.pid) ?? 1 }], viewer);
    return answer!;
  }
  const t = topic ?? (await q.findTopic(row.tid)) ?? undefined;
  if (!row.isMainPost && t && t.mainPid !== null && row.toPid === t.mainPid) {
    const [question] = await presentQuestions([row], viewer, { knownTopics: [t] });
    return question!;
  }
  const [post] = await presentPosts([row], viewer, { knownTopics: t ? [t] : knownTopics });
  return post!;
}
