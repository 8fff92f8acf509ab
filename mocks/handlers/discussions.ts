import { emptyAnswer } from '@/lib/contracts';
import {
  acceptedAnswerContract,
  flagContract,
  reviewContract,
  uploadContract,
  anyPostContract,
  bookmarksPageContract,
  highlightsContract,
  memberPostsPageContract,
  postListContract,
  previewContract,
  questionsPageContract,
  repliesPageContract,
  replyContract,
  sharedTopicContract,
  topicContract,
} from '@/lib/discussions/contracts';
import { DISCUSSION_PAGE_SIZE, isPostType, TOPIC_LIMITS, type PostData, type PostType } from '@/lib/discussions/types';
import { featureData, memberByUid, mockDb, postByPid, topicByTid, type MockDb, type MockMember, type MockPost, type MockTopic } from '../db';
import { mockEndpoint, mockFail, type MockRequest } from '../endpoint';
import { firstLineText, insertReply, insertTopic, renderMock, type ReplyInput, type TopicInput } from '../fixtures/discussions';
import { answerData, anyPostData, postData, postUserOf, questionData, questionsOf, searchAnswer, topicData } from '../present/discussions';
import { announce, onTick } from '../realtime';

/**
 * The discussions calls (R1.1, R3.1, R3.2, R4.x): the highlights feed with its filters, topics,
 * questions and answers, a member's posts, saved posts and drafts; and the writes a page uses
 * (topics, replies, votes, saves, follows, accepted answers, pins, deleting), kept in memory.
 */

const HIGHLIGHTS_PAGE_SIZE = 10;

function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page') ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const list = (value: string | null): string[] => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

function visibleTopic(db: MockDb, tid: number, viewer: MockMember | null): MockTopic {
  const topic = topicByTid(db, tid);
  if (!topic || (topic.draft && topic.uid !== viewer?.uid)) throw mockFail('no-topic');
  return topic;
}

function existingPost(db: MockDb, pid: number): MockPost {
  const post = postByPid(db, pid);
  if (!post) throw mockFail('no-post');
  return post;
}

const idParam = (req: MockRequest, name: string) => Number(req.params[name]);

function popularity(db: MockDb, topic: MockTopic): number {
  const main = postByPid(db, topic.mainPid);
  return (main?.upvotes ?? 0) * 3 + questionsOf(db, topic).length * 2 + topic.viewcount / 100;
}

export function highlights({ db, viewer, query }: MockRequest) {
  const term = (query.get('term') ?? '').trim().toLowerCase();
  const types = list(query.get('postType')).filter(isPostType);
  const tags = list(query.get('tags'));
  const projects = list(query.get('projects'));
  const uid = Number(query.get('uid') ?? 0);
  const from = Number(query.get('from') ?? NaN);
  const to = Number(query.get('to') ?? NaN);
  const recent = query.get('sortBy') === 'recent';
  const pinnedFirst = query.get('search-order') !== '0';
  const page = pageOf(query);
  const topics = db.topics.filter(
    (t) =>
      !t.draft &&
      !postByPid(db, t.mainPid)?.deleted &&
      (types.length === 0 || types.includes(t.postType)) &&
      (tags.length === 0 || t.tags.some((tag) => tags.includes(tag))) &&
      (projects.length === 0 || t.projects.some((p) => projects.includes(p.slug))) &&
      (!uid || t.uid === uid) &&
      (Number.isNaN(from) || Number.isNaN(to) || (t.timestamp >= from * 1000 && t.timestamp <= to * 1000)) &&
      (term === '' || t.title.toLowerCase().includes(term) || (postByPid(db, t.mainPid)?.markdown.toLowerCase().includes(term) ?? false)),
  );
  topics.sort(
    (a, b) =>
      (pinnedFirst ? b.pinned - a.pinned : 0) || (recent ? b.timestamp - a.timestamp : popularity(db, b) - popularity(db, a)) || b.tid - a.tid,
  );
  const counts = new Map<string, number>();
  for (const t of topics) for (const tag of t.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const shown = topics.slice((page - 1) * HIGHLIGHTS_PAGE_SIZE, page * HIGHLIGHTS_PAGE_SIZE);
  return searchAnswer(
    shown.map((t) => postData(db, postByPid(db, t.mainPid)!, viewer)),
    topics.length,
    page,
    HIGHLIGHTS_PAGE_SIZE,
    term,
    [{ field_name: 'tags', counts: [...counts].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, count })) }],
  );
}

function memberPosts(db: MockDb, slug: string, viewer: MockMember | null): PostData[] {
  const member = db.members.find((m) => m.userslug === slug);
  if (!member) throw mockFail('no-user');
  return db.posts
    .filter((p) => p.uid === member.uid && !p.deleted && !topicByTid(db, p.tid)?.draft)
    .sort((a, b) => b.timestamp - a.timestamp)
    .map((p) => postData(db, p, viewer));
}

/** Creates a reply now (the caller announces it with announcePost, as the server's `event:new_post`). */
function addPost(db: MockDb, row: Omit<ReplyInput, 'at' | 'upvotes'>): MockPost {
  return insertReply(db, { ...row, at: Date.now() });
}

/** As the server's broadcast: a non-draft post to every socket, as a visitor sees it. */
function announcePost(db: MockDb, post: MockPost): void {
  const topic = topicByTid(db, post.tid);
  if (!topic || topic.draft) return;
  announce('event:new_post', { posts: [anyPostData(db, post, null)] });
}

/** Creates a topic with its main post and announces it unless a draft (as the server's createTopic). */
export function addTopic(db: MockDb, uid: number, input: Omit<TopicInput, 'uid' | 'at'>): MockTopic {
  const { topic, main } = insertTopic(db, { ...input, uid, at: Date.now() });
  announcePost(db, main);
  return topic;
}

/** What the generated community writes by itself while a page is open (the socket's tick). */
const LIVE_TOPICS: ReadonlyArray<{ title: string; postType: PostType; tags: string[]; content: string }> = [
  {
    title: 'How do you review a pull request that touches every file?',
    postType: 'faq',
    tags: ['governance', 'testing'],
    content: 'A formatting change landed in one pull request with **2,000 files**. How do you review that?\n\n```sh\ngit diff --stat main...format | tail -1\n```',
  },
  {
    title: 'Notes from our first release without a release manager',
    postType: 'blog',
    tags: ['release', 'ci'],
    content: 'We automated the last manual step of the release.\n\n```yaml\non:\n  push:\n    tags: ["v*"]\n```\n\nHere is what broke, and what did not.',
  },
  {
    title: 'Which screen reader should I test the docs with first?',
    postType: 'faq',
    tags: ['accessibility', 'documentation'],
    content: 'We want to test the docs site with a screen reader before the next release. Which one should we start with, and on which browser?',
  },
];
const LIVE_QUESTIONS = ['Did you measure it before and after?', 'Which version did this start with?', 'Is there an issue we can follow for this?'];
const LIVE_ANSWERS = ['Yes: the numbers are in the linked pull request.', 'Since the last minor release, as far as we can tell.', 'There is one now; I linked it in the changelog.'];

/** How many posts the community wrote by itself, per database. */
const livePosts = featureData(() => ({ count: 0 }));

/**
 * Someone of the generated community (never the default member) writes a post, as another member
 * would on the real site: by turns a new topic, a question on the newest topic and an answer to
 * it. It is kept in the database and announced as `event:new_post`, as the server does.
 */
export function postFromCommunity(db: MockDb): MockPost | null {
  const others = db.members.filter((m) => m.uid !== db.defaultUid);
  if (others.length === 0) return null;
  const live = livePosts(db);
  const n = live.count++;
  const author = others[(n * 5) % others.length]!;
  const newest = db.topics.filter((t) => !t.draft && !t.locked && !postByPid(db, t.mainPid)?.deleted).sort((a, b) => b.timestamp - a.timestamp || b.tid - a.tid)[0];
  if (n % 3 === 0 || !newest) {
    const topic = LIVE_TOPICS[(n / 3) % LIVE_TOPICS.length]!;
    return postByPid(db, addTopic(db, author.uid, { title: topic.title, markdown: topic.content, postType: topic.postType, tags: topic.tags }).mainPid)!;
  }
  const question = n % 3 === 2 ? questionsOf(db, newest).sort((a, b) => b.timestamp - a.timestamp)[0] : undefined;
  const i = Math.floor(n / 3) % LIVE_QUESTIONS.length;
  const post = question
    ? addPost(db, { tid: newest.tid, uid: author.uid, toPid: question.pid, qid: question.pid, markdown: LIVE_ANSWERS[i]! })
    : addPost(db, { tid: newest.tid, uid: author.uid, toPid: newest.mainPid, qid: null, markdown: LIVE_QUESTIONS[i]! });
  announcePost(db, post);
  return post;
}

/** Every other tick of the simulated socket, someone posts (the first tick already). */
let ticks = 0;
onTick(() => {
  ticks += 1;
  if (ticks % 2 === 1) postFromCommunity(mockDb('default'));
});

function setVote(db: MockDb, viewer: MockMember, post: MockPost, delta: 1 | -1 | 0): void {
  const votes = db.votes.get(viewer.uid) ?? new Map<number, 1 | -1>();
  db.votes.set(viewer.uid, votes);
  const before = votes.get(post.pid);
  if (before === 1) post.upvotes -= 1;
  if (before === -1) post.downvotes -= 1;
  if (delta === 0) votes.delete(post.pid);
  else {
    votes.set(post.pid, delta);
    if (delta === 1) post.upvotes += 1;
    else post.downvotes += 1;
  }
}

function moderatorOrOwner(viewer: MockMember, uid: number): void {
  if (!viewer.isModerator && viewer.uid !== uid) throw mockFail('no-privileges');
}

/** The examples' subjects: someone else's post, a topic with answered questions, a moderator. */
const othersPost = (db: MockDb) => db.posts.find((p) => p.uid !== db.defaultUid && !p.deleted)!;
const moderator = (db: MockDb) => db.members.find((m) => m.isModerator)!.uid;
const firstTopic = (db: MockDb) => db.topics.find((t) => questionsOf(db, t).some((q) => db.posts.some((a) => a.qid === q.pid)))!;
const firstQuestion = (db: MockDb) => questionsOf(db, firstTopic(db)).find((q) => db.posts.some((a) => a.qid === q.pid))!;

export const discussionsMocks = [
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/events/v1/search/highlights',
      family: 'service',
      access: 'public',
      response: highlightsContract,
      example: () => ({ url: '/api/events/v1/search/highlights?sortBy=recent' }),
    },
    highlights,
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/topic/{tid}', family: 'read', access: 'public', response: topicContract, example: (db) => ({ url: `/api/topic/${firstTopic(db).tid}` }) },
    (req) => topicData(req.db, visibleTopic(req.db, idParam(req, 'tid'), req.viewer), req.viewer),
  ),
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/questions/{tid}/{sort}',
      family: 'read',
      access: 'public',
      response: questionsPageContract,
      example: (db) => ({ url: `/api/questions/${firstTopic(db).tid}/popular?page_size=10&page=1` }),
    },
    (req) => {
      const topic = visibleTopic(req.db, idParam(req, 'tid'), req.viewer);
      const sort: 'popular' | 'recent' = req.params.sort === 'recent' ? 'recent' : 'popular';
      const size = Math.min(50, Math.max(1, Number(req.query.get('page_size') ?? DISCUSSION_PAGE_SIZE.questions) || DISCUSSION_PAGE_SIZE.questions));
      const page = pageOf(req.query);
      const questions = questionsOf(req.db, topic).sort((a, b) =>
        sort === 'recent' ? b.timestamp - a.timestamp : b.upvotes - b.downvotes - (a.upvotes - a.downvotes) || a.timestamp - b.timestamp,
      );
      return {
        questions: questions.slice((page - 1) * size, page * size).map((q) => questionData(req.db, q, req.viewer)),
        found: questions.length,
        page,
        page_size: size,
        sort,
      };
    },
  ),
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/post/replies/{pid}',
      family: 'read',
      access: 'public',
      response: repliesPageContract,
      example: (db) => ({ url: `/api/post/replies/${firstQuestion(db).pid}` }),
    },
    (req) => {
      const question = existingPost(req.db, idParam(req, 'pid'));
      const page = pageOf(req.query);
      const size = DISCUSSION_PAGE_SIZE.replies;
      const answers = req.db.posts.filter((p) => p.qid === question.pid);
      return {
        posts: answers.slice((page - 1) * size, page * size).map((a) => answerData(req.db, a, req.viewer)),
        found: answers.length,
        page,
        page_size: size,
      };
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/post/{pid}', family: 'read', access: 'public', response: anyPostContract, example: (db) => ({ url: `/api/post/${firstQuestion(db).pid}` }) },
    (req) => {
      const post = existingPost(req.db, idParam(req, 'pid'));
      visibleTopic(req.db, post.tid, req.viewer);
      if (post.qid !== null) return answerData(req.db, post, req.viewer);
      if (!post.isMainPost) return questionData(req.db, post, req.viewer);
      return postData(req.db, post, req.viewer);
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/topic/shared/{id}', family: 'read', access: 'public', response: sharedTopicContract, example: (db) => ({ url: `/api/topic/shared/${firstTopic(db).tid}` }) },
    (req) => {
      const topic = visibleTopic(req.db, idParam(req, 'id'), null);
      const main = postByPid(req.db, topic.mainPid)!;
      return {
        tid: topic.tid,
        title: topic.title,
        slug: topic.slug,
        url: `/posts/${topic.slug}`,
        summary: main.summary,
        postType: topic.postType,
        tags: topic.tags,
        upvotes: main.upvotes,
        postcount: req.db.posts.filter((p) => p.tid === topic.tid).length,
        timestamp: topic.timestamp,
        user: postUserOf(req.db.members.find((m) => m.uid === topic.uid)),
        project_details: topic.projects,
      };
    },
  ),
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/events/v1/recommended/post/{id}',
      family: 'service',
      access: 'public',
      response: postListContract,
      example: (db) => ({ url: `/api/events/v1/recommended/post/${firstTopic(db).tid}` }),
    },
    (req) => {
      const topic = visibleTopic(req.db, idParam(req, 'id'), req.viewer);
      const related = req.db.topics
        .filter((t) => t.tid !== topic.tid && !t.draft && t.tags.some((tag) => topic.tags.includes(tag)))
        .slice(0, DISCUSSION_PAGE_SIZE.recommended);
      return { posts: related.map((t) => postData(req.db, postByPid(req.db, t.mainPid)!, req.viewer)) };
    },
  ),
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/user/{slug}/bookmarks',
      family: 'read',
      access: 'member',
      response: bookmarksPageContract,
      example: (db) => ({ url: `/api/user/${db.defaultUid}/bookmarks` }),
    },
    (req) => {
      // As the server: the address names the member by uid; own list only, administrators any.
      const uid = /^\d{1,10}$/.test(req.params.slug ?? '') ? Number(req.params.slug) : 0;
      if (uid <= 0) throw mockFail('no-user');
      if (uid !== req.viewer!.uid && !req.viewer!.isAdmin) throw mockFail('no-privileges');
      if (!memberByUid(req.db, uid)) throw mockFail('no-user');
      const page = pageOf(req.query);
      const size = DISCUSSION_PAGE_SIZE.bookmarks;
      const saved = [...(req.db.bookmarks.get(uid) ?? [])].reverse();
      return {
        posts: saved
          .slice((page - 1) * size, page * size)
          .map((pid) => postByPid(req.db, pid))
          .filter((p): p is MockPost => p !== undefined)
          .map((p) => postData(req.db, p, req.viewer)),
        page,
        per_page: size,
      };
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/user/{slug}/posts', family: 'read', access: 'public', response: memberPostsPageContract, example: (db) => ({ url: `/api/user/${db.members[0]!.userslug}/posts` }) },
    (req) => {
      const page = pageOf(req.query);
      const size = DISCUSSION_PAGE_SIZE.memberPosts;
      return { posts: memberPosts(req.db, req.params.slug!, req.viewer).slice((page - 1) * size, page * size), page, per_page: size };
    },
  ),
  mockEndpoint({ method: 'GET', path: '/api/drafts', family: 'read', access: 'member', response: postListContract }, (req) => ({
    posts: req.db.topics
      .filter((t) => t.draft && t.uid === req.viewer!.uid)
      .map((t) => postData(req.db, postByPid(req.db, t.mainPid)!, req.viewer)),
  })),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/v3/topics',
      family: 'v3',
      access: 'member',
      response: topicContract,
      example: () => ({ body: { title: 'A new question from the mocks', content: 'What do you **think**?', postType: 'faq', tags: ['testing'] } }),
    },
    ({ db, viewer, body }) => {
      const title = String(body.title ?? '').trim();
      const content = String(body.content ?? '');
      if (title.length < 3) throw mockFail('title-too-short', 3);
      if (content.trim().length < 8) throw mockFail('content-too-short', 8);
      const postType: PostType = isPostType(body.postType) ? body.postType : 'faq';
      const metaData = body.metaData && typeof body.metaData === 'object' ? (body.metaData as MockPost['metaData']) : {};
      const tags = Array.isArray(body.tags) ? body.tags.map(String) : [];
      const topic = addTopic(db, viewer!.uid, { title, markdown: content, postType, tags, metaData, draft: body.draft === true });
      return topicData(db, topic, viewer);
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/v3/topics/{tid}',
      family: 'v3',
      access: 'member',
      response: replyContract,
      example: (db) => ({ url: `/api/v3/topics/${firstTopic(db).tid}`, body: { content: 'A question from the mocks?' } }),
    },
    (req) => {
      const topic = visibleTopic(req.db, idParam(req, 'tid'), req.viewer);
      if (topic.locked) throw mockFail('topic-locked');
      const content = String(req.body.content ?? '');
      if (content.trim().length < 2) throw mockFail('content-too-short', 2);
      const qid = Number(req.body.qid ?? 0) || null;
      const toPid = Number(req.body.toPid ?? 0) || qid || topic.mainPid;
      const post = addPost(req.db, { tid: topic.tid, uid: req.viewer!.uid, toPid, qid, markdown: content });
      announcePost(req.db, post);
      return qid ? answerData(req.db, post, req.viewer) : questionData(req.db, post, req.viewer);
    },
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      { method, path: '/api/v3/posts/{pid}/vote', family: 'v3', access: 'member', response: emptyAnswer, example: (db) => ({ url: `/api/v3/posts/${othersPost(db).pid}/vote`, body: { delta: 1 } }) },
      (req) => {
        const post = existingPost(req.db, idParam(req, 'pid'));
        if (post.uid === req.viewer!.uid) throw mockFail('self-vote');
        const delta = method === 'DELETE' ? 0 : Number(req.body.delta ?? 1) < 0 ? -1 : 1;
        setVote(req.db, req.viewer!, post, delta);
        return {};
      },
    ),
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      { method, path: '/api/v3/posts/{pid}/bookmark', family: 'v3', access: 'member', response: emptyAnswer, example: (db) => ({ url: `/api/v3/posts/${othersPost(db).pid}/bookmark` }) },
      (req) => {
        const post = existingPost(req.db, idParam(req, 'pid'));
        const saved = req.db.bookmarks.get(req.viewer!.uid) ?? new Set<number>();
        req.db.bookmarks.set(req.viewer!.uid, saved);
        if (method === 'PUT') saved.add(post.pid);
        else saved.delete(post.pid);
        return {};
      },
    ),
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      {
        method,
        path: '/api/v3/topics/{tid}/pin',
        family: 'v3',
        access: 'member',
        response: emptyAnswer,
        example: (db) => ({ url: `/api/v3/topics/${firstTopic(db).tid}/pin`, as: moderator(db) }),
      },
      (req) => {
        if (!req.viewer!.isModerator) throw mockFail('no-privileges');
        visibleTopic(req.db, idParam(req, 'tid'), req.viewer).pinned = method === 'PUT' ? 1 : 0;
        return {};
      },
    ),
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      { method, path: '/api/v3/posts/{pid}/state', family: 'v3', access: 'member', response: emptyAnswer, example: (db) => ({ url: `/api/v3/posts/${db.posts.find((p) => p.uid === db.defaultUid)!.pid}/state` }) },
      (req) => {
        const post = existingPost(req.db, idParam(req, 'pid'));
        moderatorOrOwner(req.viewer!, post.uid);
        post.deleted = method === 'DELETE';
        return {};
      },
    ),
  ),
  mockEndpoint(
    {
      method: 'PUT',
      path: '/api/v3/posts/{pid}/answer',
      family: 'v3',
      access: 'member',
      response: acceptedAnswerContract,
      example: (db) => {
        const question = firstQuestion(db);
        const answer = db.posts.find((p) => p.qid === question.pid)!;
        return { url: `/api/v3/posts/${question.pid}/answer`, body: { aid: answer.pid }, as: moderator(db) };
      },
    },
    (req) => {
      const question = existingPost(req.db, idParam(req, 'pid'));
      const topic = visibleTopic(req.db, question.tid, req.viewer);
      moderatorOrOwner(req.viewer!, topic.uid);
      const aid = req.body.answered === false || req.body.answered === 'false' ? 0 : Number(req.body.aid ?? 0);
      if (aid && postByPid(req.db, aid)?.qid !== question.pid) throw mockFail('no-post');
      question.aid = aid;
      return { pid: question.pid, aid };
    },
  ),
  mockEndpoint(
    { method: 'POST', path: '/api/post/preview', family: 'read', access: 'member', response: previewContract, example: () => ({ body: { content: 'Some **bold** words' } }) },
    (req) => ({ html: renderMock(String(req.body.content ?? '')) }),
  ),
];

/** Follows kept per member: their own topics count as followed until they unfollow. */
function setFollow(db: MockDb, viewer: MockMember, topic: MockTopic, follow: boolean): void {
  const follows = db.topicFollows.get(viewer.uid) ?? new Set(db.topics.filter((t) => t.uid === viewer.uid).map((t) => t.tid));
  db.topicFollows.set(viewer.uid, follows);
  if (follow) follows.add(topic.tid);
  else follows.delete(topic.tid);
}

let nextFlag = 1;
let nextReview = 1;

/** The audio and image files an upload stands for in the mocks (the site's own files). */
const UPLOADED_AUDIO = '/audio/first-contributions-01.mp3';
const UPLOADED_IMAGE = '/images/podcast-cover.png';

export const moreDiscussionsMocks = [
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      {
        method,
        path: '/api/v3/topics/{tid}/follow',
        family: 'v3',
        access: 'member',
        response: emptyAnswer,
        example: (db) => ({ url: `/api/v3/topics/${firstTopic(db).tid}/follow` }),
      },
      (req) => {
        setFollow(req.db, req.viewer!, visibleTopic(req.db, idParam(req, 'tid'), req.viewer), method === 'PUT');
        return {};
      },
    ),
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      {
        method,
        path: '/api/v3/topics/{tid}/state',
        family: 'v3',
        access: 'member',
        response: emptyAnswer,
        example: (db) => ({ url: `/api/v3/topics/${firstTopic(db).tid}/state`, as: moderator(db) }),
      },
      (req) => {
        const topic = visibleTopic(req.db, idParam(req, 'tid'), req.viewer);
        moderatorOrOwner(req.viewer!, topic.uid);
        existingPost(req.db, topic.mainPid).deleted = method === 'DELETE';
        return {};
      },
    ),
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/v3/topics/{tid}/review',
      family: 'v3',
      access: 'member',
      response: reviewContract,
      example: (db) => ({ url: `/api/v3/topics/${firstTopic(db).tid}/review`, body: { content: 'Clear and helpful.' } }),
    },
    (req) => {
      const topic = visibleTopic(req.db, idParam(req, 'tid'), req.viewer);
      const content = String(req.body.content ?? '').trim();
      if (content.length < TOPIC_LIMITS.reviewMin) throw mockFail('field-too-short', 'content', TOPIC_LIMITS.reviewMin);
      return { id: nextReview++, tid: topic.tid, content, timestamp: Date.now() };
    },
  ),
  mockEndpoint(
    {
      method: 'PUT',
      path: '/api/v3/posts/{pid}',
      family: 'v3',
      access: 'member',
      response: anyPostContract,
      example: (db) => ({ url: `/api/v3/posts/${db.posts.find((p) => p.uid === db.defaultUid && !p.isMainPost)!.pid}`, body: { content: 'Edited in the mocks.' } }),
    },
    (req) => {
      const post = existingPost(req.db, idParam(req, 'pid'));
      const topic = visibleTopic(req.db, post.tid, req.viewer);
      moderatorOrOwner(req.viewer!, post.uid);
      const content = String(req.body.content ?? '');
      if (content.trim().length < (post.isMainPost ? TOPIC_LIMITS.contentMin : TOPIC_LIMITS.replyMin)) {
        throw mockFail('content-too-short', post.isMainPost ? TOPIC_LIMITS.contentMin : TOPIC_LIMITS.replyMin);
      }
      post.markdown = content;
      post.html = renderMock(content);
      post.summary = firstLineText(content);
      post.edited = Date.now();
      if (post.isMainPost && typeof req.body.title === 'string' && req.body.title.trim().length >= TOPIC_LIMITS.titleMin) topic.title = req.body.title.trim();
      if (post.qid !== null) return answerData(req.db, post, req.viewer);
      if (!post.isMainPost) return questionData(req.db, post, req.viewer);
      return postData(req.db, post, req.viewer);
    },
  ),
  mockEndpoint(
    {
      method: 'DELETE',
      path: '/api/v3/posts/{pid}',
      family: 'v3',
      access: 'member',
      response: emptyAnswer,
      example: (db) => ({ url: `/api/v3/posts/${db.posts.find((p) => p.uid === db.defaultUid && !p.isMainPost)!.pid}` }),
    },
    (req) => {
      const post = existingPost(req.db, idParam(req, 'pid'));
      moderatorOrOwner(req.viewer!, post.uid);
      post.deleted = true;
      return {};
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/flag',
      family: 'read',
      access: 'member',
      response: flagContract,
      example: (db) => ({ body: { id: othersPost(db).pid, type: 'post', reason: 'Off topic' } }),
    },
    (req) => {
      const id = Number(req.body.id);
      if (req.body.type === 'user' ? !req.db.members.some((m) => m.uid === id) : !postByPid(req.db, id)) throw mockFail(req.body.type === 'user' ? 'no-user' : 'no-post');
      if (!String(req.body.reason ?? '').trim()) throw mockFail('field-too-short', 'reason', 1);
      return { flagId: nextFlag++ };
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/post/upload',
      family: 'read',
      access: 'member',
      response: uploadContract,
      example: () => {
        const form = new FormData();
        form.append('files[]', new File([new Uint8Array(64)], 'episode.mp3', { type: 'audio/mpeg' }));
        return { form };
      },
    },
    async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      const files = type.includes('multipart/form-data') ? [...(await request.formData()).values()].filter((v): v is File => typeof v !== 'string') : [];
      if (files.length === 0) throw mockFail('invalid-data');
      // The mocks keep no files: an upload stands for one of the site's own files of its kind.
      return files.slice(0, 1).map((file) => ({
        url: file.type.startsWith('audio/') ? UPLOADED_AUDIO : UPLOADED_IMAGE,
        name: file.name,
        type: file.type || 'application/octet-stream',
        size: file.size,
      }));
    },
  ),
];
