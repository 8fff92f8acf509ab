import type { FlagCategory } from '@/lib/review/types';
import type { AnswerData, PostData, QuestionData, TopicData } from '@/lib/discussions/types';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import type { TopicSort } from '@/lib/topicSort';
import { ApiError, loadOnUse, MESSAGES } from '@/services/http';
import { discussionCalls } from '@/services/onUse';
import { postsCached } from '../feed/cache';
import type { AppThunk } from '../index';
import { requireLogin } from '../login/slice';
import { createApiThunk } from '../thunks';
import { bump, cacheAnswers, questionsPayload, type ExtrasByPid, type QuestionEntry, type ReplyArg } from './payloads';
import { isAnswer, isQuestion } from './posts';
import { selectTopicState } from './state';

/**
 * Topic page calls (spec R4.3, R4.5, R4.8-R4.10). Posts go to the shared cache (`postsCached`);
 * the topic slice keeps pids and the topic-only fields (`ReplyExtras`), so an upvote or an edit
 * shows everywhere at once (R4.6).
 */

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

const topicOf = selectTopicState;

/**
 * R4.5 (first half): the topic. A topic without posts or data is reported and ignored. The page
 * shows a failure itself (status and message, R8.5) besides the toast and report of R7.7.
 */
export const loadTopic = createApiThunk('topic/load', async ({ tid, page = 1 }: TopicArg, { dispatch }): Promise<TopicLoaded> => {
  const data = await (await discussionCalls()).fetchTopic(tid, page);
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
    const result = await (await discussionCalls()).fetchQuestions(tid, sort, page);
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
    const result = await (await discussionCalls()).fetchReplies(qid, page);
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
  const post: PostData | QuestionData | AnswerData = await (await discussionCalls()).fetchPost(pid);
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

// A member's writes: the slice matches these thunks, whose work (store/topic/writes.ts) loads with the first write.
const writes = loadOnUse(() => import('./writes'));

/** R4.9: posts a reply (store/topic/writes.ts). Errors are shown by the composer (no toast). */
export const postReply = createApiThunk('topic/postReply', async (arg: ReplyArg, api) => (await writes('post')).postReply(arg, api), { toast: false });

/** R4.8: pin or unpin; pinned becomes 1/0 only when the server says yes (a refusal leaves it). */
export const setPinned = createApiThunk('topic/setPinned', async (pinned: boolean, api) => (await writes('post')).setPinned(pinned, api));

/** Pin toggle: visitors get the login dialog (R5.3, R6.1). */
export const togglePin = (): AppThunk<Promise<unknown>> => (dispatch, getState) => {
  if (!dispatch(requireLogin('pin'))) return Promise.resolve();
  const pinned = topicOf(getState()).topic?.pinned === 1;
  return dispatch(setPinned(!pinned));
};

export const setFollowing = createApiThunk('topic/setFollowing', async (following: boolean, api) => (await writes('post')).setFollowing(following, api));

/** Follow toggle: visitors get the login dialog. */
export const toggleFollow = (): AppThunk<Promise<unknown>> => (dispatch, getState) => {
  if (!dispatch(requireLogin('follow'))) return Promise.resolve();
  return dispatch(setFollowing(!topicOf(getState()).topic?.isFollowing));
};

/** R4.3: marks (or unmarks) `aid` as the accepted answer of the post `pid` it answers. */
export const acceptAnswer = createApiThunk('topic/acceptAnswer', async (arg: { pid: number; aid: number; answered: boolean }, api) =>
  (await writes('post')).acceptAnswer(arg, api),
);

/** Edits a post's content inline (the main post is edited in the composer). */
export const editReply = createApiThunk('topic/editReply', async (arg: { pid: number; content: string }, api) => (await writes('post')).editReply(arg, api), {
  toast: false,
});

/** Soft delete or restore a post; on the main post this deletes or restores the whole topic. */
export const setPostDeleted = createApiThunk('topic/setPostDeleted', async (arg: { pid: number; deleted: boolean }, api) =>
  (await writes('post')).setPostDeleted(arg, api),
);

/** Reports a post to the moderators: why in a word (the review queue's filter) and in the member's words. */
export const flagPost = createApiThunk('topic/flagPost', async (arg: { pid: number; reason: string; category: FlagCategory }, api) => (await writes('post')).flagPost(arg, api), {
  toast: false,
});

/** Sends a review of the topic. */
export const sendReview = createApiThunk('topic/review', async (content: string, api) => (await writes('post')).sendReview(content, api), { toast: false });
