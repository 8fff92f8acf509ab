import { createEntityAdapter, createSelector, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { compareQuestions, type EventQuestion, type QuestionStatus } from '@/lib/events/qa';
import * as qa from '@/services/eventQa';
import { rootReducer, type RootState } from '../index';
import { isRealtimeEvent } from '../realtime/connection';
import { loggedOut, viewerChanged } from '../sessionActions';
import { createApiThunk } from '../thunks';

/**
 * The live room's Q&A queue (issue 36): every shown question once (an entity adapter by id), each
 * event's queue state, and the queue's realtime. `event:qa` (the event's room, joined by the event
 * page, store/events/listeners.ts) upserts the question as everyone sees it, keeping the member's
 * own vote flag and, for a question dismissed, the words a host had; the queue reorders by
 * `compareQuestions` (lib/events/qa.ts). Another viewer reads the queues again (votes and rights
 * are the viewer's). Injected with the live room.
 */

const questionsAdapter = createEntityAdapter<EventQuestion, number>({ selectId: (question) => question.id });

interface QueueState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  canAsk: boolean;
  canModerate: boolean;
  error: string | null;
}

interface EventQaState {
  questions: ReturnType<typeof questionsAdapter.getInitialState>;
  queues: Record<number, QueueState>;
}

const initialState: EventQaState = { questions: questionsAdapter.getInitialState(), queues: {} };

export const loadQuestions = createApiThunk('eventQa/load', async (id: number) => ({ id, answer: await qa.fetchEventQuestions(id) }), { toast: false });

/** The form shows its own error: no toast. */
export const askQuestion = createApiThunk('eventQa/ask', ({ id, text }: { id: number; text: string }) => qa.askEventQuestion(id, text), { toast: false });

export const voteQuestion = createApiThunk('eventQa/vote', ({ id, qid, up }: { id: number; qid: number; up: boolean }) => qa.voteEventQuestion(id, qid, up));

export const handleQuestion = createApiThunk(
  'eventQa/handle',
  ({ id, qid, status, answer }: { id: number; qid: number; status: QuestionStatus; answer?: string }) => qa.setEventQuestionStatus(id, qid, status, answer),
);

const isQa = isRealtimeEvent('event:qa');

/** A question as the server answered the member: theirs to keep whole. */
function ownAnswer(state: EventQaState, question: EventQuestion): void {
  if (question.status === 'answering') {
    // The one answered before it is answered now (the server did the same).
    for (const other of Object.values(state.questions.entities)) {
      if (other.event_id === question.event_id && other.id !== question.id && other.status === 'answering') other.status = 'answered';
    }
  }
  questionsAdapter.upsertOne(state.questions, question);
}

const eventQaSlice = createSlice({
  name: 'eventQa',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadQuestions.pending, (state, action) => {
        const queue = state.queues[action.meta.arg];
        state.queues[action.meta.arg] = { status: 'loading', canAsk: queue?.canAsk ?? false, canModerate: queue?.canModerate ?? false, error: null };
      })
      .addCase(loadQuestions.fulfilled, (state, action) => {
        const { id, answer } = action.payload;
        const stale = state.questions.ids.filter((qid) => state.questions.entities[qid]?.event_id === id);
        questionsAdapter.removeMany(state.questions, stale);
        questionsAdapter.upsertMany(state.questions, answer.questions);
        state.queues[id] = { status: 'loaded', canAsk: answer.can_ask, canModerate: answer.can_moderate, error: null };
      })
      .addCase(loadQuestions.rejected, (state, action) => {
        state.queues[action.meta.arg] = { status: 'error', canAsk: false, canModerate: false, error: action.payload?.message ?? action.error.message ?? null };
      })
      .addCase(askQuestion.fulfilled, (state, action) => ownAnswer(state, action.payload))
      .addCase(voteQuestion.fulfilled, (state, action) => ownAnswer(state, action.payload))
      .addCase(handleQuestion.fulfilled, (state, action) => ownAnswer(state, action.payload))
      .addCase(loggedOut, () => initialState)
      .addCase(viewerChanged, () => initialState)
      .addMatcher(isQa, (state, action) => {
        const update = action.payload.payload;
        if (!update || state.queues[update.event_id]?.status !== 'loaded') return;
        const known = state.questions.entities[update.question.id];
        const hidden = update.question.status === 'dismissed';
        questionsAdapter.upsertOne(state.questions, {
          ...update.question,
          voted: known?.voted ?? false,
          text: hidden && known ? known.text : update.question.text,
          answer: hidden && known ? known.answer : update.question.answer,
        });
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof eventQaSlice> {}
}

const injected = eventQaSlice.injectInto(rootReducer);
const selectEventQaState = (state: RootState): EventQaState => injected.selectSlice(state);

const IDLE: QueueState = { status: 'idle', canAsk: false, canModerate: false, error: null };

export const selectQueue = (state: RootState, id: number): QueueState => selectEventQaState(state).queues[id] ?? IDLE;

const selectAllQuestions = createSelector([(state: RootState) => selectEventQaState(state).questions], (questions) =>
  questionsAdapter.getSelectors().selectAll(questions),
);

/** An event's queue in its order; dismissed questions only for its hosts. */
export const selectQuestions = createSelector(
  [selectAllQuestions, (state: RootState, id: number) => id, (state: RootState, id: number) => selectQueue(state, id).canModerate],
  (all, id, host) => all.filter((q) => q.event_id === id && (host || q.status !== 'dismissed')).sort(compareQuestions),
);
