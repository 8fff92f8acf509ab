import { rootPid } from '@/lib/discussions/rules';
import type { AnswerData, PostData, PostUser, QuestionData, SearchResponse, TopicData } from '@/lib/discussions/types';
import { memberByUid, postByPid, topicByTid, type MockDb, type MockMember, type MockPost, type MockTopic } from '../db';

/**
 * Mocked posts, questions, answers and topics in the server's shapes (server/discussions/present.ts
 * is the original; the contracts hold both to the same description).
 */

const GONE: PostUser = { uid: 0, username: '[[global:former_user]]', userslug: '', fullname: '', picture: '' };

export function postUserOf(member: MockMember | undefined): PostUser {
  return member
    ? { uid: member.uid, username: member.username, userslug: member.userslug, fullname: member.fullname, picture: member.picture }
    : GONE;
}

const mayChange = (viewer: MockMember | null, uid: number) => Boolean(viewer && (viewer.isModerator || viewer.uid === uid));

export function postData(db: MockDb, post: MockPost, viewer: MockMember | null): PostData {
  const topic = topicByTid(db, post.tid);
  const user = postUserOf(memberByUid(db, post.uid));
  const hidden = post.deleted && !mayChange(viewer, post.uid);
  const slug = topic?.slug ?? String(post.tid);
  const title = topic?.title ?? '';
  const vote = viewer ? db.votes.get(viewer.uid)?.get(post.pid) : undefined;
  const episode = post.isMainPost && topic?.postType === 'podcast';
  return {
    type: 'post',
    doc_type: 'post',
    id: String(post.pid),
    pid: post.pid,
    tid: post.tid,
    cid: topic?.cid ?? 1,
    toPid: post.toPid,
    qid: post.qid,
    root: rootPid(post),
    title,
    topicTitle: title,
    slug,
    url: `/posts/${slug}`,
    content: hidden ? '' : post.html,
    ...(mayChange(viewer, post.uid) ? { contentRaw: post.markdown } : {}),
    summary: hidden ? '' : post.summary,
    isMainPost: post.isMainPost,
    deleted: post.deleted,
    postType: topic?.postType ?? 'faq',
    metaData: post.metaData,
    tags: topic?.tags ?? [],
    upvotes: post.upvotes,
    downvotes: post.downvotes,
    votes: post.upvotes - post.downvotes,
    upvoted: vote === 1,
    bookmarked: viewer ? (db.bookmarks.get(viewer.uid)?.has(post.pid) ?? false) : false,
    paid: false,
    private: false,
    project_details: topic?.projects ?? [],
    viewcount: topic?.viewcount ?? 0,
    replies: db.posts.filter((p) => (post.isMainPost ? p.toPid === post.pid && p.qid === null : post.qid === null ? p.qid === post.pid : p.toPid === post.pid)).length,
    pinned: topic?.pinned ?? 0,
    aid: post.aid,
    timestamp: post.timestamp,
    edited: post.edited,
    uid: user.uid,
    username: user.username,
    userslug: user.userslug,
    userFullname: user.fullname,
    userPicture: user.picture,
    user,
    draft: topic?.draft ?? false,
    ...(episode ? { plays: db.plays.get(post.pid) ?? 0 } : {}),
  };
}

/** A question's thread: accepted answer first, then oldest first. */
export function answersOf(db: MockDb, question: MockPost): MockPost[] {
  return db.posts
    .filter((p) => p.qid === question.pid)
    .sort((a, b) => Number(b.pid === question.aid) - Number(a.pid === question.aid) || a.timestamp - b.timestamp);
}

export function answerData(db: MockDb, answer: MockPost, viewer: MockMember | null): AnswerData {
  const question = answer.qid !== null ? postByPid(db, answer.qid) : undefined;
  const thread = question ? db.posts.filter((p) => p.qid === question.pid).sort((a, b) => a.timestamp - b.timestamp) : [];
  const parent = answer.toPid !== null && answer.toPid !== answer.qid ? postByPid(db, answer.toPid) : undefined;
  return {
    ...postData(db, answer, viewer),
    index: thread.findIndex((p) => p.pid === answer.pid) + 1 || 1,
    quoteparent: parent ? { pid: parent.pid, user: postUserOf(memberByUid(db, parent.uid)), excerpt: parent.summary } : null,
  };
}

export function questionData(db: MockDb, question: MockPost, viewer: MockMember | null, answers = 10): QuestionData {
  const topic = topicByTid(db, question.tid)!;
  return {
    ...postData(db, question, viewer),
    answers: answersOf(db, question)
      .slice(0, answers)
      .map((a) => answerData(db, a, viewer)),
    topic: { tid: topic.tid, title: topic.title, slug: topic.slug },
  };
}

export function questionsOf(db: MockDb, topic: MockTopic): MockPost[] {
  return db.posts.filter((p) => p.tid === topic.tid && p.toPid === topic.mainPid && p.qid === null && !p.isMainPost);
}

export function topicData(db: MockDb, topic: MockTopic, viewer: MockMember | null): TopicData {
  const main = postByPid(db, topic.mainPid)!;
  const inTopic = db.posts.filter((p) => p.tid === topic.tid);
  const owner = viewer?.uid === topic.uid;
  const moderator = viewer?.isModerator === true;
  return {
    tid: topic.tid,
    cid: topic.cid,
    uid: topic.uid,
    title: topic.title,
    titleRaw: topic.title,
    slug: topic.slug,
    url: `/posts/${topic.slug}`,
    mainPid: topic.mainPid,
    postType: topic.postType,
    postcount: inTopic.length,
    viewcount: topic.viewcount,
    postercount: new Set(inTopic.map((p) => p.uid)).size,
    pinned: topic.pinned,
    locked: topic.locked,
    deleted: main.deleted,
    draft: topic.draft,
    tags: topic.tags,
    isFollowing: viewer ? (db.topicFollows.get(viewer.uid)?.has(topic.tid) ?? owner) : false,
    project_details: topic.projects,
    timestamp: topic.timestamp,
    posts: [postData(db, main, viewer)],
    questionCount: questionsOf(db, topic).length,
    pagination: { currentPage: 1, pageCount: 1 },
    privileges: { reply: viewer !== null && !topic.locked, pin: moderator, accept: owner || moderator, moderate: moderator },
  };
}

/** The one search answer shape (R3.12) for a page of documents. */
export function searchAnswer<D>(documents: D[], found: number, page: number, perPage: number, q = '', facets: SearchResponse<D>['results'][0]['facet_counts'] = []): SearchResponse<D> {
  return {
    results: [
      {
        found,
        page,
        out_of: found,
        hits: documents.map((document) => ({ document, highlights: [] })),
        request_params: { per_page: perPage, q },
        facet_counts: facets,
      },
    ],
  };
}

/**
 * A post in the shape the server gives it alone (`GET /api/post/{pid}` and `event:new_post`): an
 * answer, a question (a reply to the main post) or a main post.
 */
export function anyPostData(db: MockDb, post: MockPost, viewer: MockMember | null): PostData | QuestionData | AnswerData {
  if (post.qid !== null) return answerData(db, post, viewer);
  if (!post.isMainPost) return questionData(db, post, viewer);
  return postData(db, post, viewer);
}
