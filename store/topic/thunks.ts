import { isHeldAnswer, type FlagCategory } from '@/lib/review/types';
import type { AnswerData, PostData, QuestionData, TopicData } from '@/lib/discussions/types';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import type { TopicSort } from '@/lib/topicSort';
import { said } from '@/lib/i18n/said';
import { heldPostsPath } from '@/lib/review/mine';
import { ApiError, MESSAGES } from '@/services/http';
import { postPatched, postsCached, selectPost } from '../feed/cache';
import type { AppThunk, RootState } from '../index';
import { requireLogin } from '../login/slice';
import { selectLogin } from '../selectors';
import { createApiThunk } from '../thunks';
import { addToast } from '../toasts/slice';
import { isAnswer, isQuestion, linkQuoteParents, splitAnswer, splitQuestion, type ReplyExtras } from './posts';
import { selectTopicState } from './state';

/**
 * Topic page calls (spec R4.3, R4.5, R4.8-R4.10). Posts go to the shared cache (`postsCached`);
 * the topic slice keeps pids and the topic-only fields (`ReplyExtras`), so an upvote or an edit
 * shows everywhere at once (R4.6).
 */

/** Topic-only fields of the posts an answer brought, by pid. */
type ExtrasByPid = Record<number, ReplyExtras>;

/** The topic without its posts (the main post lives in the cache under `mainPid`). */
export type TopicMeta = Omit<TopicData, 'posts'>;

interface TopicArg {
  tid: number;
  sort?: TopicSort;
  page?: number;
}

interface TopicLoaded {
  topic: TopicMeta;
  mainPid: number;
}

/** One question of a page: its pid, the pids of its first answers and its thread size. */
export interface QuestionEntry {
  pid: number;
  answers: number[];
  replies: number;
}

interface QuestionsLoaded {
  tid: number;
  sort: TopicSort;
  page: number;
  found: number;
  pageSize: number;
  items: QuestionEntry[];
  extras: ExtrasByPid;
}

interface RepliesLoaded {
  qid: number;
  page: number;
  ids: number[];
  found: number;
  pageSize: number;
  extras: ExtrasByPid;
}

type FetchedPost =
  | { kind: 'main'; pid: number; tid: number; extras: ExtrasByPid }
  | { kind: 'question'; pid: number; tid: number; entry: QuestionEntry; extras: ExtrasByPid }
  | { kind: 'answer'; pid: number; tid: number; qid: number; extras: ExtrasByPid };

type PostedReply =
  | { kind: 'held'; pid: null }
  | { kind: 'question'; pid: number; entry: QuestionEntry; extras: ExtrasByPid }
  | { kind: 'answer'; pid: number; qid: number; toPid: number | null; extras: ExtrasByPid };

const topicOf = selectTopicState;

// The calls load with the first one, not with the page (docs/features/what-the-browser-loads.md).
const discussions = () => import('@/services/discussions');

/** Answers split into the posts the cache keeps and their topic-only fields. */
function answersPayload(answers: ReadonlyArray<AnswerData>): { posts: PostData[]; extras: ExtrasByPid } {
  const posts: PostData[] = [];
  const extras: ExtrasByPid = {};
  for (const answer of answers) {
    const parts = splitAnswer(answer);
    posts.push(parts.post);
    extras[answer.pid] = parts.extras;
  }
  return { posts, extras };
}

/** The posts, list entries and topic-only fields of a page of questions (shared by the thunks and SSR). */
export function questionsPayload(questions: ReadonlyArray<QuestionData>) {
  const posts: PostData[] = [];
  const extras: ExtrasByPid = {};
  const items: QuestionEntry[] = questions.map((q) => {
    const question = splitQuestion(q);
    const answers = answersPayload(question.answers);
    posts.push(question.post, ...answers.posts);
    Object.assign(extras, answers.extras, { [q.pid]: question.extras });
    return { pid: q.pid, answers: answers.posts.map((a) => a.pid), replies: q.replies };
  });
  return { posts, items, extras };
}

/** The answers of a question already in the store (to link quoted parents). */
const knownAnswers = (state: RootState, qid: number): PostData[] =>
  (topicOf(state).answers[qid]?.ids ?? []).map((pid) => selectPost(state, pid)).filter((p): p is PostData => p !== undefined);

/** Caches answers of `qid`, their quoted parents linked among the answers already shown (R4.10). */
const cacheAnswers =
  (qid: number, answers: ReadonlyArray<AnswerData>): AppThunk<{ pids: number[]; extras: ExtrasByPid }> =>
  (dispatch, getState) => {
    const { posts, extras } = answersPayload(linkQuoteParents(qid, answers, knownAnswers(getState(), qid)));
    dispatch(postsCached(posts));
    return { pids: posts.map((p) => p.pid), extras };
  };

/**
 * R4.5 (first half): the topic. A topic without posts or data is reported and ignored. The page
 * shows a failure itself (status and message, R8.5) besides the toast and report of R7.7.
 */
export const loadTopic = createApiThunk('topic/load', async ({ tid, page = 1 }: TopicArg, { dispatch }): Promise<TopicLoaded> => {
  const data = await (await discussions()).fetchTopic(tid, page);
  const main = data?.posts?.find((p) => p.isMainPost) ?? data?.posts?.[0];
  if (!data || typeof data !== 'object' || !main) {
    // Thrown as a 500 so createApiThunk reports it to monitoring; the slice keeps the error state.
    throw new ApiError(MESSAGES.somethingWrong, 500, { tid, reason: 'topic without posts' });
  }
  const { posts, ...topic } = data;
  dispatch(postsCached(posts));
  return { topic, mainPid: main.pid };
});

/** A page of questions (10 per page) in the given sort; page 1 replaces, later pages append. */
export const loadQuestions = createApiThunk(
  'topic/loadQuestions',
  async ({ tid, sort = 'popular', page = 1 }: TopicArg, { dispatch }): Promise<QuestionsLoaded> => {
    const result = await (await discussions()).fetchQuestions(tid, sort, page);
    const { posts, items, extras } = questionsPayload(result.questions ?? []);
    dispatch(postsCached(posts));
    return {
      tid,
      sort,
      page: result.page ?? page,
      found: result.found ?? items.length,
      pageSize: result.page_size || DISCUSSION_PAGE_SIZE.questions,
      items,
      extras,
    };
  },
);

/** R4.5: topic load: the topic, then its questions. */
export const openTopic =
  (arg: TopicArg): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const loaded = await dispatch(loadTopic(arg));
    if (loadTopic.fulfilled.match(loaded)) {
      await dispatch(loadQuestions({ tid: arg.tid, sort: arg.sort ?? 'popular', page: arg.page ?? 1 }));
    }
  };

/** The next page of questions in the current sort. */
export const loadMoreQuestions = (): AppThunk<Promise<unknown>> => (dispatch, getState) => {
  const { tid, sort, questions } = topicOf(getState());
  if (tid === null) return Promise.resolve();
  return dispatch(loadQuestions({ tid, sort, page: questions.page + 1 }));
};

/** Another sort: the questions load again from page 1 (R4.16: popular or recent). */
export const changeSort =
  (sort: TopicSort): AppThunk<Promise<unknown>> =>
  (dispatch, getState) => {
    const { tid } = topicOf(getState());
    if (tid === null) return Promise.resolve();
    return dispatch(loadQuestions({ tid, sort, page: 1 }));
  };

/** More answers of a question (10 per page). */
export const fetchReplies = createApiThunk(
  'topic/fetchReplies',
  async ({ qid, page }: { qid: number; page: number }, { dispatch }): Promise<RepliesLoaded> => {
    const result = await (await discussions()).fetchReplies(qid, page);
    const { pids, extras } = dispatch(cacheAnswers(qid, result.posts ?? []));
    return {
      qid,
      page: result.page ?? page,
      ids: pids,
      found: result.found ?? pids.length,
      pageSize: result.page_size || DISCUSSION_PAGE_SIZE.replies,
      extras,
    };
  },
);

/** "Show more answers" of one question. */
export const loadMoreAnswers =
  (qid: number): AppThunk<Promise<unknown>> =>
  (dispatch, getState) => {
    const list = topicOf(getState()).answers[qid];
    // The first page came with the question: ask for the page after the answers already shown.
    const shown = list?.ids.length ?? 0;
    const page = Math.max(list?.page ?? 0, Math.floor(shown / DISCUSSION_PAGE_SIZE.replies)) + 1;
    return dispatch(fetchReplies({ qid, page }));
  };

/**
 * R4.10: fetches one post. A reply to the main post replaces its entry or goes to the top of the
 * questions, with its answers' quoted parents linked; an answer joins its question's answers.
 */
export const fetchPost = createApiThunk('topic/fetchPost', async (pid: number, { dispatch }): Promise<FetchedPost> => {
  const post: PostData | QuestionData | AnswerData = await (await discussions()).fetchPost(pid);
  return dispatch(placePost(post));
});

/** Caches one post as the server sent it and says where it goes in the topic (fetchPost, realtime). */
const placePost =
  (post: PostData | QuestionData | AnswerData): AppThunk<FetchedPost> =>
  (dispatch) => {
    if (isQuestion(post)) {
      const { posts, items, extras } = questionsPayload([post]);
      dispatch(postsCached(posts));
      return { kind: 'question', pid: post.pid, tid: post.tid, entry: items[0], extras };
    }
    if (isAnswer(post)) {
      const { extras } = dispatch(cacheAnswers(post.qid, [post]));
      return { kind: 'answer', pid: post.pid, tid: post.tid, qid: post.qid, extras };
    }
    dispatch(postsCached([post]));
    return { kind: 'main', pid: post.pid, tid: post.tid, extras: {} };
  };

/**
 * A reply another member just posted in the topic shown (realtime `event:new_post`, on the topic
 * page and an event page's discussion): placed as a fetched post is (R4.10: a question at the top,
 * an answer under its question), without asking the server again. A post already shown changes
 * only the cache.
 */
export const receiveReply =
  (post: PostData): AppThunk =>
  (dispatch, getState) => {
    const { tid, questions, answers } = topicOf(getState());
    if (post.tid !== tid || post.isMainPost) return;
    const shown = questions.ids.includes(post.pid) || (isAnswer(post) && (answers[post.qid]?.ids ?? []).includes(post.pid));
    if (isAnswer(post) && !shown) bump(dispatch, getState(), post.qid);
    dispatch(fetchPost.fulfilled(dispatch(placePost(post)), 'realtime', post.pid));
  };

interface ReplyArg {
  content: string;
  /** The post replied to; absent: the main post. */
  toPid?: number;
  /** The question the reply belongs to (a nested answer). */
  qid?: number;
}

/** One more reply under `pid` (counted from the state before the reply). */
function bump(dispatch: (action: ReturnType<typeof postPatched>) => unknown, state: RootState, pid: number) {
  const post = selectPost(state, pid);
  if (post) dispatch(postPatched({ pid, changes: { replies: Math.max(0, (post.replies ?? 0) + 1) } }));
}

/**
 * R4.9: posts a reply. A reply to the main post goes to the top of the questions (localinserted)
 * and adds one to the main post's replies; an answer is appended to its question and adds one to
 * the question's replies. Either way the topic's postcount goes up by one (in the slice).
 * Errors are shown by the composer (no toast).
 */
export const postReply = createApiThunk(
  'topic/postReply',
  async ({ content, toPid, qid }: ReplyArg, { dispatch, getState }): Promise<PostedReply> => {
    const { tid, mainPid } = topicOf(getState());
    if (tid === null || mainPid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
    const input = { tid, content, ...(toPid !== undefined && toPid !== mainPid ? { toPid } : {}), ...(qid !== undefined ? { qid } : {}) };
    const answer = await (await discussions()).replyToTopic(input);
    if (isHeldAnswer(answer)) {
      // A new member's reply held for review (issue 35): they learn why they do not see it yet, and where it waits.
      const slug = selectLogin(getState()).user?.userslug;
      const link = slug ? { href: heldPostsPath(slug), label: said('topic', 'composer.heldLink') } : undefined;
      dispatch(addToast(said('topic', 'composer.held'), 'success', link));
      return { kind: 'held', pid: null };
    }
    const post: QuestionData | AnswerData = answer;
    const state = getState();
    if (isQuestion(post)) {
      const { posts, items, extras } = questionsPayload([{ ...post, answers: post.answers ?? [], localinserted: true }]);
      dispatch(postsCached(posts));
      bump(dispatch, state, mainPid);
      return { kind: 'question', pid: post.pid, entry: items[0], extras };
    }
    if (!isAnswer(post)) throw new ApiError(MESSAGES.somethingWrong, 500, { pid: post.pid, reason: 'reply is neither question nor answer' });
    const question = post.qid;
    const { extras } = dispatch(cacheAnswers(question, [post]));
    bump(dispatch, state, question);
    if (post.toPid !== null && post.toPid !== question) bump(dispatch, state, post.toPid);
    return { kind: 'answer', pid: post.pid, qid: question, toPid: post.toPid, extras };
  },
  { toast: false },
);

/** R4.8: pin or unpin; pinned becomes 1/0 only when the server says yes (a refusal leaves it). */
export const setPinned = createApiThunk('topic/setPinned', async (pinned: boolean, { getState, dispatch }) => {
  const { tid, mainPid } = topicOf(getState());
  if (tid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
  const calls = await discussions();
  if (pinned) await calls.pinTopic(tid);
  else await calls.unpinTopic(tid);
  const value: 0 | 1 = pinned ? 1 : 0;
  if (mainPid !== null) dispatch(postPatched({ pid: mainPid, changes: { pinned: value } }));
  return { tid, pinned: value };
});

/** Pin toggle: visitors get the login dialog (R5.3, R6.1). */
export const togglePin = (): AppThunk<Promise<unknown>> => (dispatch, getState) => {
  if (!dispatch(requireLogin('pin'))) return Promise.resolve();
  const pinned = topicOf(getState()).topic?.pinned === 1;
  return dispatch(setPinned(!pinned));
};

export const setFollowing = createApiThunk('topic/setFollowing', async (following: boolean, { getState }) => {
  const { tid } = topicOf(getState());
  if (tid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
  const calls = await discussions();
  if (following) await calls.followTopic(tid);
  else await calls.unfollowTopic(tid);
  return { tid, following };
});

/** Follow toggle: visitors get the login dialog. */
export const toggleFollow = (): AppThunk<Promise<unknown>> => (dispatch, getState) => {
  if (!dispatch(requireLogin('follow'))) return Promise.resolve();
  return dispatch(setFollowing(!topicOf(getState()).topic?.isFollowing));
};

/**
 * R4.3: marks (or unmarks) `aid` as the accepted answer of the post `pid` it answers; the answered
 * post's aid becomes the server's answer (0 = unanswered).
 */
export const acceptAnswer = createApiThunk(
  'topic/acceptAnswer',
  async ({ pid, aid, answered }: { pid: number; aid: number; answered: boolean }, { dispatch }) => {
    const result = await (await discussions()).acceptAnswer(pid, { aid, answered });
    const accepted = typeof result?.aid === 'number' ? result.aid : answered ? aid : 0;
    dispatch(postPatched({ pid, changes: { aid: accepted } }));
    return { pid, aid: accepted };
  },
);

/** Edits a post's content inline (the main post is edited in the composer). */
export const editReply = createApiThunk(
  'topic/editReply',
  async ({ pid, content }: { pid: number; content: string }, { dispatch, getState }) => {
    const title = topicOf(getState()).topic?.titleRaw ?? topicOf(getState()).topic?.title ?? '';
    const post = await (await discussions()).editPost(pid, { title, content });
    dispatch(postPatched({ pid, changes: post }));
    return { pid };
  },
  { toast: false },
);

/** Soft delete or restore a post; on the main post this deletes or restores the whole topic. */
export const setPostDeleted = createApiThunk(
  'topic/setPostDeleted',
  async ({ pid, deleted }: { pid: number; deleted: boolean }, { dispatch, getState }) => {
    const { tid, mainPid } = topicOf(getState());
    const calls = await discussions();
    if (pid === mainPid && tid !== null) {
      if (deleted) await calls.deleteTopic(tid);
      else await calls.restoreTopic(tid);
    } else if (deleted) await calls.deletePost(pid);
    else await calls.restorePost(pid);
    dispatch(postPatched({ pid, changes: { deleted } }));
    return { pid, deleted, topic: pid === mainPid };
  },
);

/** Reports a post to the moderators: why in a word (the review queue's filter) and in the member's words. */
export const flagPost = createApiThunk(
  'topic/flagPost',
  async ({ pid, reason, category }: { pid: number; reason: string; category: FlagCategory }, { dispatch }) => {
    const result = await (await import('@/services/reports')).sendReport({ id: pid, reason, type: 'post', category });
    dispatch(addToast(said('topic', 'flag.thanks'), 'success'));
    return result;
  },
  { toast: false },
);

/** Sends a review of the topic. */
export const sendReview = createApiThunk(
  'topic/review',
  async (content: string, { dispatch, getState }) => {
    const { tid } = topicOf(getState());
    if (tid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
    const result = await (await discussions()).reviewTopic(tid, content);
    dispatch(addToast(said('topic', 'review.thanks'), 'success'));
    return result;
  },
  { toast: false },
);
