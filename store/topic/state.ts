import type { TopicSort } from '@/lib/topicSort';
import type { RootState } from '../index';
import { initialList, type ListState } from '../lists';
import type { ReplyExtras } from './posts';
import type { TopicMeta } from './thunks';

/**
 * The topic page (spec R4.3, R4.5, R4.8-R4.10, R4.12, R4.16, R8.5): the topic without its posts,
 * the main pid, the questions (pids; 10 per page) in the chosen sort, and per question the pids of
 * the answers shown with their own page and status. The posts themselves live in the shared cache.
 * The slice (./slice.ts) is injected with the pages that show a topic.
 */

type TopicStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface TopicState {
  tid: number | null;
  topic: TopicMeta | null;
  mainPid: number | null;
  status: TopicStatus;
  error: string | null;
  /** HTTP status of a failed load (R8.5: default 500). */
  errorCode: number | null;
  /** R4.16: popular unless chosen. */
  sort: TopicSort;
  /** R4.16: the topic page, from 1. */
  page: number;
  questions: ListState<number>;
  /** Answers shown under each question, keyed by the question's pid. */
  answers: Record<number, ListState<number>>;
  /** Topic-only fields of the replies (quoted parents, positions, just posted), by pid. */
  extras: Record<number, ReplyExtras>;
}

export const initialTopicState: TopicState = {
  tid: null,
  topic: null,
  mainPid: null,
  status: 'idle',
  error: null,
  errorCode: null,
  sort: 'popular',
  page: 1,
  questions: initialList<number>(),
  answers: {},
  extras: {},
};

/**
 * The topic shown, or the initial state in a store whose topic slice has not loaded or has seen no
 * action since (what the injected slice's `selectSlice` answers). Kept here, beside the state, so
 * the thunks read it without importing the slice that handles their actions.
 */
export const selectTopicState = (state: RootState): TopicState => state.topic ?? initialTopicState;
