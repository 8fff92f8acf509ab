import type { AnswerData, PostData, QuestionData, TopicData } from '@/lib/discussions/types';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import type { TopicSort } from '@/lib/filters';
import * as api from '@/services/discussions';
import { ApiError, MESSAGES } from '@/services/http';
import { itemPatched, postKey } from '../feed/cache';
import type { AppThunk, RootState } from '../index';
import { showModal } from '../modals/slice';
import { cachePosts, selectCachedPost } from '../posts/actions';
import { createApiThunk } from '../thunks';
import { addToast } from '../toasts/slice';
import { linkQuoteParents, postKind, splitQuestion, type CachedQuestionData } from './posts';

/**
 * Topic page calls (spec R4.3, R4.5, R4.8-R4.10). Posts go to the shared cache (`cachePosts`);
 * the topic slice keeps pids only, so an upvote or an edit shows everywhere at once (R4.6).
 */

/** The topic without its posts (the main post lives in the cache under `mainPid`). */
export type TopicMeta = Omit<TopicData, 'posts'>;

export interface TopicArg {
  tid: number;
  sort?: TopicSort;
  page?: number;
}

export interface TopicLoaded {
  topic: TopicMeta;
  mainPid: number;
}

/** One question of a page: its pid, the pids of its first answers and its thread size. */
export interface QuestionEntry {
  pid: number;
  answers: number[];
  replies: number;
}

export interface QuestionsLoaded {
  tid: number;
  sort: TopicSort;
  page: number;
  found: number;
  pageSize: number;
  items: QuestionEntry[];
}

export interface RepliesLoaded {
  qid: number;
  page: number;
  ids: number[];
  found: number;
  pageSize: number;
}

export type FetchedPost =
  | { kind: 'main'; pid: number; tid: number }
  | { kind: 'question'; pid: number; tid: number; entry: QuestionEntry }
  | { kind: 'answer'; pid: number; tid: number; qid: number };

export type PostedReply =
  | { kind: 'question'; pid: number; entry: QuestionEntry }
  | { kind: 'answer'; pid: number; qid: number; toPid: number | null };

const topicOf = (state: RootState) => state.topic;

/** The cache actions and list entries for a page of questions (shared by the thunk and SSR). */
export function questionsPayload(questions: ReadonlyArray<QuestionData>, extra: Partial<CachedQuestionData> = {}) {
  const posts: PostData[] = [];
  const items: QuestionEntry[] = questions.map((q) => {
    const { question, answers } = splitQuestion(q);
    posts.push({ ...question, ...extra } as CachedQuestionData, ...answers);
    return { pid: q.pid, answers: answers.map((a) => a.pid), replies: q.replies };
  });
  return { posts, items };
}

/**
 * R4.5 (first half): the topic. A topic without posts or data is reported and ignored. The page
 * shows a failure itself (status and message), so no toast.
 */
export const loadTopic = createApiThunk('topic/load', async ({ tid, page = 1 }: TopicArg, { dispatch }): Promise<TopicLoaded> => {
  const data = await api.fetchTopic(tid, page);
  const main = data?.posts?.find((p) => p.isMainPost) ?? data?.posts?.[0];
  if (!data || typeof data !== 'object' || !main) {
    // Thrown as a 500 so createApiThunk reports it to monitoring; the slice keeps the error state.
    throw new ApiError(MESSAGES.somethingWrong, 500, { tid, reason: 'topic without posts' });
  }
  const { posts, ...topic } = data;
  dispatch(cachePosts(posts));
  return { topic, mainPid: main.pid };
}, { toast: false });

/** A page of questions (10 per page) in the given sort; page 1 replaces, later pages append. */
export const loadQuestions = createApiThunk(
  'topic/loadQuestions',
  async ({ tid, sort = 'popular', page = 1 }: TopicArg, { dispatch }): Promise<QuestionsLoaded> => {
    const result = await api.fetchQuestions(tid, sort, page);
    const { posts, items } = questionsPayload(result.questions ?? []);
    dispatch(cachePosts(posts));
    return {
      tid,
      sort,
      page: result.page ?? page,
      found: result.found ?? items.length,
      pageSize: result.page_size || DISCUSSION_PAGE_SIZE.questions,
      items,
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
  async ({ qid, page }: { qid: number; page: number }, { dispatch, getState }): Promise<RepliesLoaded> => {
    const result = await api.fetchReplies(qid, page);
    const state = getState();
    const known = (state.topic.answers[qid]?.ids ?? [])
      .map((pid) => selectCachedPost(state, pid))
      .filter((p): p is NonNullable<typeof p> => Boolean(p));
    const answers = linkQuoteParents(qid, result.posts ?? [], known);
    dispatch(cachePosts(answers));
    return {
      qid,
      page: result.page ?? page,
      ids: answers.map((a) => a.pid),
      found: result.found ?? answers.length,
      pageSize: result.page_size || DISCUSSION_PAGE_SIZE.replies,
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
export const fetchPost = createApiThunk('topic/fetchPost', async (pid: number, { dispatch, getState }): Promise<FetchedPost> => {
  const post = await api.fetchPost(pid);
  const kind = postKind(post);
  if (kind === 'question') {
    const { posts, items } = questionsPayload([post as QuestionData]);
    dispatch(cachePosts(posts));
    return { kind, pid: post.pid, tid: post.tid, entry: items[0] };
  }
  if (kind === 'answer') {
    const answer = post as AnswerData;
    const qid = answer.qid as number;
    const state = getState();
    const known = (state.topic.answers[qid]?.ids ?? [])
      .map((id) => selectCachedPost(state, id))
      .filter((p): p is NonNullable<typeof p> => Boolean(p));
    dispatch(cachePosts(linkQuoteParents(qid, [answer], known)));
    return { kind, pid: post.pid, tid: post.tid, qid };
  }
  dispatch(cachePosts([post]));
  return { kind: 'main', pid: post.pid, tid: post.tid };
});

export interface ReplyArg {
  content: string;
  /** The post replied to; absent: the main post. */
  toPid?: number;
  /** The question the reply belongs to (a nested answer). */
  qid?: number;
}

function bump(dispatch: (action: ReturnType<typeof itemPatched>) => unknown, state: RootState, pid: number, by = 1) {
  const post = selectCachedPost(state, pid);
  if (post) dispatch(itemPatched({ key: postKey(pid), changes: { replies: Math.max(0, (post.replies ?? 0) + by) } }));
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
    const post = await api.replyToTopic(input);
    const state = getState();
    if (postKind(post) === 'question') {
      const { posts, items } = questionsPayload([{ ...(post as QuestionData), answers: (post as QuestionData).answers ?? [] }], { localinserted: true });
      dispatch(cachePosts(posts));
      bump(dispatch, state, mainPid);
      return { kind: 'question', pid: post.pid, entry: items[0] };
    }
    const answer = post as AnswerData;
    const question = answer.qid as number;
    const known = (state.topic.answers[question]?.ids ?? [])
      .map((id) => selectCachedPost(state, id))
      .filter((p): p is NonNullable<typeof p> => Boolean(p));
    dispatch(cachePosts(linkQuoteParents(question, [answer], known)));
    bump(dispatch, state, question);
    if (answer.toPid !== null && answer.toPid !== question) bump(dispatch, state, answer.toPid);
    return { kind: 'answer', pid: answer.pid, qid: question, toPid: answer.toPid };
  },
  { toast: false },
);

/** Asks a visitor to log in; answers whether the viewer is a member. */
const needsMember =
  (from: string): AppThunk<boolean> =>
  (dispatch, getState) => {
    if (getState().login.loggedIn) return true;
    dispatch(showModal({ name: 'login', props: { from } }));
    return false;
  };

/** R4.8: pin or unpin; pinned becomes 1/0 only when the server says yes (a refusal leaves it). */
export const setPinned = createApiThunk('topic/setPinned', async (pinned: boolean, { getState, dispatch }) => {
  const { tid, mainPid } = topicOf(getState());
  if (tid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
  if (pinned) await api.pinTopic(tid);
  else await api.unpinTopic(tid);
  const value: 0 | 1 = pinned ? 1 : 0;
  if (mainPid !== null) dispatch(itemPatched({ key: postKey(mainPid), changes: { pinned: value } }));
  return { tid, pinned: value };
});

/** Pin toggle: visitors get the login dialog (R5.3, R6.1). */
export const togglePin = (): AppThunk<Promise<unknown>> => (dispatch, getState) => {
  if (!dispatch(needsMember('pin'))) return Promise.resolve();
  const pinned = topicOf(getState()).topic?.pinned === 1;
  return dispatch(setPinned(!pinned));
};

export const setFollowing = createApiThunk('topic/setFollowing', async (following: boolean, { getState }) => {
  const { tid } = topicOf(getState());
  if (tid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
  if (following) await api.followTopic(tid);
  else await api.unfollowTopic(tid);
  return { tid, following };
});

/** Follow toggle: visitors get the login dialog. */
export const toggleFollow = (): AppThunk<Promise<unknown>> => (dispatch, getState) => {
  if (!dispatch(needsMember('follow'))) return Promise.resolve();
  return dispatch(setFollowing(!topicOf(getState()).topic?.isFollowing));
};

/**
 * R4.3: marks (or unmarks) `aid` as the accepted answer of the post `pid` it answers; the answered
 * post's aid becomes the server's answer (0 = unanswered).
 */
export const acceptAnswer = createApiThunk(
  'topic/acceptAnswer',
  async ({ pid, aid, answered }: { pid: number; aid: number; answered: boolean }, { dispatch }) => {
    const result = await api.acceptAnswer(pid, { aid, answered });
    const accepted = typeof result?.aid === 'number' ? result.aid : answered ? aid : 0;
    dispatch(itemPatched({ key: postKey(pid), changes: { aid: accepted } }));
    return { pid, aid: accepted };
  },
);

/** Edits a post's content inline (the main post is edited in the composer). */
export const editReply = createApiThunk(
  'topic/editReply',
  async ({ pid, content }: { pid: number; content: string }, { dispatch, getState }) => {
    const title = topicOf(getState()).topic?.titleRaw ?? topicOf(getState()).topic?.title ?? '';
    const post = await api.editPost(pid, { title, content });
    dispatch(itemPatched({ key: postKey(pid), changes: { ...post } }));
    return { pid };
  },
  { toast: false },
);

/** Soft delete or restore a post; on the main post this deletes or restores the whole topic. */
export const setPostDeleted = createApiThunk(
  'topic/setPostDeleted',
  async ({ pid, deleted }: { pid: number; deleted: boolean }, { dispatch, getState }) => {
    const { tid, mainPid } = topicOf(getState());
    if (pid === mainPid && tid !== null) {
      if (deleted) await api.deleteTopic(tid);
      else await api.restoreTopic(tid);
    } else if (deleted) await api.deletePost(pid);
    else await api.restorePost(pid);
    dispatch(itemPatched({ key: postKey(pid), changes: { deleted } }));
    return { pid, deleted, topic: pid === mainPid };
  },
);

/** Flags a post for the moderators with a reason. */
export const flagPost = createApiThunk(
  'topic/flagPost',
  async ({ pid, reason }: { pid: number; reason: string }, { dispatch }) => {
    const result = await api.flagContent({ id: pid, reason, type: 'post' });
    dispatch(addToast('Thank you. A moderator will take a look.', 'success'));
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
    const result = await api.reviewTopic(tid, content);
    dispatch(addToast('Thank you for your review.', 'success'));
    return result;
  },
  { toast: false },
);
