import { createSlice, type ActionReducerMapBuilder, type WithSlice } from '@reduxjs/toolkit';
import { MESSAGES, type SerializedApiError } from '@/services/http';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { initialTopicState, type TopicState } from './state';
import { loggedOut, personalLoaded } from '../sessionActions';
import { setTopicLocked, setTopicSlowMode } from '../moderation/thunks';
import { answersHaveMore } from './posts';
import {
  fetchPost,
  fetchReplies,
  loadQuestions,
  loadTopic,
  postReply,
  setFollowing,
  setPinned,
  setPostDeleted,
} from './thunks';
import type { QuestionEntry } from './payloads';

/**
 * The topic page's reducers (spec R4.3, R4.5, R4.8-R4.10, R4.12, R4.16, R8.5); the state they keep
 * is described in ./state.ts.
 */

function answersList(entry: QuestionEntry): ListState<number> {
  const list = initialList<number>();
  listFulfilled(list, { page: 1, ids: entry.answers, hasMore: answersHaveMore(entry.answers.length, entry.replies), total: entry.replies });
  return list;
}

function failure(error: Partial<SerializedApiError> | undefined) {
  return {
    message: error?.message ?? MESSAGES.somethingWrong,
    code: error?.code && error.code > 0 ? error.code : 500,
  };
}

type TopicBuilder = ActionReducerMapBuilder<TopicState>;

/** Loading the topic itself: another topic starts afresh; a failure keeps only its status (R4.5, R8.5). */
function topicLoadCases(builder: TopicBuilder) {
  builder
    .addCase(loadTopic.pending, (state, action) => {
      const { tid, sort = 'popular', page = 1 } = action.meta.arg;
      if (state.tid !== tid) return { ...initialTopicState, tid, sort, page, status: 'loading' };
      state.status = 'loading';
      state.error = null;
      state.errorCode = null;
      state.sort = sort;
      state.page = page;
    })
    .addCase(loadTopic.fulfilled, (state, action) => {
      const { tid, sort = 'popular', page = 1 } = action.meta.arg;
      // Server-rendered pages arrive without a pending step: another topic starts afresh.
      const base = state.tid === tid ? state : { ...initialTopicState, tid };
      return {
        ...base,
        topic: action.payload.topic,
        mainPid: action.payload.mainPid,
        status: 'ready',
        error: null,
        errorCode: null,
        sort,
        page,
      };
    })
    .addCase(loadTopic.rejected, (state, action) => {
      const { tid } = action.meta.arg;
      // R4.5: a topic that fails (or comes without posts) is not kept; R8.5: its HTTP status is.
      const { message, code } = failure(action.payload);
      return { ...initialTopicState, tid, sort: state.tid === tid ? state.sort : 'popular', status: 'error', error: message, errorCode: code };
    });
}

/** The questions list and each question's answers, page by page; answers for another topic or sort are dropped. */
function replyListCases(builder: TopicBuilder) {
  builder
    .addCase(loadQuestions.pending, (state, action) => {
      const { tid, sort = 'popular', page = 1 } = action.meta.arg;
      if (state.tid !== tid) return;
      state.sort = sort;
      listPending(state.questions, page);
      if (page < 2) state.answers = {};
    })
    .addCase(loadQuestions.fulfilled, (state, action) => {
      const { tid, sort, page, found, pageSize, items, extras } = action.payload;
      // An answer for another topic or an older sort choice is dropped.
      if (state.tid !== tid || state.sort !== sort) return;
      Object.assign(state.extras, extras);
      if (page < 2) state.answers = {};
      listFulfilled(state.questions, { page, ids: items.map((i) => i.pid), hasMore: page * pageSize < found, total: found });
      for (const entry of items) state.answers[entry.pid] = answersList(entry);
      state.questions.error = null;
      state.questions.errorCode = null;
    })
    .addCase(loadQuestions.rejected, (state, action) => {
      const { tid, sort = 'popular' } = action.meta.arg;
      if (state.tid !== tid || state.sort !== sort) return;
      listRejected(state.questions, action.payload);
    })
    .addCase(fetchReplies.pending, (state, action) => {
      const list = state.answers[action.meta.arg.qid];
      // Later pages append: the answers shown stay while more load.
      if (list) {
        list.status = 'loading';
        list.error = null;
        list.errorCode = null;
      }
    })
    .addCase(fetchReplies.fulfilled, (state, action) => {
      const { qid, page, ids, found, extras } = action.payload;
      Object.assign(state.extras, extras);
      const list = state.answers[qid] ?? initialList<number>();
      const seen = new Set(list.ids);
      list.ids = [...list.ids, ...ids.filter((id) => !seen.has(id))];
      list.page = Math.max(list.page, page);
      list.total = found;
      list.status = ids.length > 0 && list.ids.length < found ? 'hasMore' : 'end';
      state.answers[qid] = list;
    })
    .addCase(fetchReplies.rejected, (state, action) => {
      const list = state.answers[action.meta.arg.qid];
      if (list) listRejected(list, action.payload);
    });
}

/** Changes to the topic's posts (a reply, an updated post) and to the topic (pinned, followed, deleted); logout clears it (R4.12). */
function topicChangeCases(builder: TopicBuilder) {
  builder
    .addCase(fetchPost.fulfilled, (state, action) => {
      const result = action.payload;
      // A post of another topic changes only the cache.
      if (result.tid !== state.tid) return;
      Object.assign(state.extras, result.extras);
      if (result.kind === 'question') {
        // R4.10: replace in place (the cache holds the new version) or insert at the top.
        if (!state.questions.ids.includes(result.pid)) {
          state.questions.ids.unshift(result.pid);
          if (state.questions.total !== null) state.questions.total += 1;
        }
        state.answers[result.pid] = answersList(result.entry);
      } else if (result.kind === 'answer') {
        const list = state.answers[result.qid];
        if (list && !list.ids.includes(result.pid)) list.ids.push(result.pid);
      }
    })
    .addCase(postReply.fulfilled, (state, action) => {
      const result = action.payload;
      if (result.kind === 'held') return;
      Object.assign(state.extras, result.extras);
      if (state.topic) state.topic.postcount += 1;
      if (result.kind === 'question') {
        // R4.9: a new reply to the main post goes to the top.
        state.questions.ids = [result.pid, ...state.questions.ids.filter((id) => id !== result.pid)];
        if (state.questions.total !== null) state.questions.total += 1;
        if (state.questions.status === 'initial') state.questions.status = 'end';
        if (state.topic) state.topic.questionCount += 1;
        state.answers[result.pid] = answersList(result.entry);
      } else {
        const list = state.answers[result.qid] ?? initialList<number>();
        if (!list.ids.includes(result.pid)) list.ids.push(result.pid);
        if (list.total !== null) list.total += 1;
        if (list.status === 'initial') list.status = 'end';
        state.answers[result.qid] = list;
      }
    })
    .addCase(setPinned.fulfilled, (state, action) => {
      if (state.topic && state.tid === action.payload.tid) state.topic.pinned = action.payload.pinned;
    })
    .addCase(setTopicLocked.fulfilled, (state, action) => {
      if (state.topic && state.tid === action.payload.tid) state.topic.locked = action.payload.locked;
    })
    .addCase(setTopicSlowMode.fulfilled, (state, action) => {
      if (state.topic && state.tid === action.payload.tid) state.topic.slowMode = action.payload.seconds;
    })
    .addCase(setFollowing.fulfilled, (state, action) => {
      if (state.topic && state.tid === action.payload.tid) state.topic.isFollowing = action.payload.following;
    })
    .addCase(setPostDeleted.fulfilled, (state, action) => {
      if (action.payload.topic && state.topic) state.topic.deleted = action.payload.deleted;
    })
    // A shared page's personal layer: the member's follow and privileges (lib/personal).
    .addCase(personalLoaded, (state, action) => {
      const mine = state.topic ? action.payload.layer.topics[state.topic.tid] : undefined;
      if (state.topic && mine) Object.assign(state.topic, mine);
    })
    // R4.12: logout clears the topic state.
    .addCase(loggedOut, () => initialTopicState);
}

const topicSlice = createSlice({
  name: 'topic',
  initialState: initialTopicState,
  reducers: {},
  extraReducers: (builder) => {
    topicLoadCases(builder);
    replyListCases(builder);
    topicChangeCases(builder);
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof topicSlice> {}
}

/**
 * Injected by ./feature.ts, with the pages that show a topic (the topic page, an event's
 * discussion, a project's question), not with every page (store/index.ts); read through
 * `selectTopicState` (./state.ts), which the thunks use without importing this module.
 */
export { topicSlice };
