import type { AnswerData, PostData, QuestionData } from '@/lib/discussions/types';
import { postPatched, postsCached, selectPost } from '../feed/cache';
import type { AppThunk, RootState } from '../index';
import { linkQuoteParents, splitAnswer, splitQuestion, type ReplyExtras } from './posts';
import { selectTopicState as topicOf } from './state';

/**
 * What the topic's reads (store/topic/thunks.ts), its writes (store/topic/writes.ts) and the page's
 * seed (store/topic/hydrate.ts) share: answers and questions split into the posts the shared cache
 * keeps and their topic-only fields, and a reply counted on its parent.
 */

/** Topic-only fields of the posts an answer brought, by pid. */
export type ExtrasByPid = Record<number, ReplyExtras>;

/** One question of a page: its pid, the pids of its first answers and its thread size. */
export interface QuestionEntry {
  pid: number;
  answers: number[];
  replies: number;
}

export type PostedReply =
  | { kind: 'held'; pid: null }
  | { kind: 'question'; pid: number; entry: QuestionEntry; extras: ExtrasByPid }
  | { kind: 'answer'; pid: number; qid: number; toPid: number | null; extras: ExtrasByPid };

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
export const cacheAnswers =
  (qid: number, answers: ReadonlyArray<AnswerData>): AppThunk<{ pids: number[]; extras: ExtrasByPid }> =>
  (dispatch, getState) => {
    const { posts, extras } = answersPayload(linkQuoteParents(qid, answers, knownAnswers(getState(), qid)));
    dispatch(postsCached(posts));
    return { pids: posts.map((p) => p.pid), extras };
  };

export interface ReplyArg {
  content: string;
  /** The post replied to; absent: the main post. */
  toPid?: number;
  /** The question the reply belongs to (a nested answer). */
  qid?: number;
}

/** One more reply under `pid` (counted from the state before the reply). */
export function bump(dispatch: (action: ReturnType<typeof postPatched>) => unknown, state: RootState, pid: number) {
  const post = selectPost(state, pid);
  if (post) dispatch(postPatched({ pid, changes: { replies: Math.max(0, (post.replies ?? 0) + 1) } }));
}
