import type { PostUser } from '@/lib/discussions/types';

/**
 * The live room's Q&A queue (issue 36; docs/features/events.md "The live room"): the shapes the
 * server answers and broadcasts, the limits, and the rules both sides apply (the queue's order,
 * the "answered live at" stamp). Request schemas are in ./schemas.ts, contracts in ./contracts.ts.
 */

/**
 * Where a question is: `open` in the queue, `answering` (the one a host is answering now, at most
 * one per event), `answered` (with the host's typed answer, if any) or `dismissed` (shown to
 * hosts only).
 */
export const QUESTION_STATUSES = ['open', 'answering', 'answered', 'dismissed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QA_LIMITS = {
  /** A question's plain text. */
  textMin: 3,
  textMax: 500,
  /** A host's typed answer. */
  answerMax: 2_000,
  /** Questions one queue answer lists at most (the most voted first). */
  listMax: 500,
} as const;

/** A question of an event's queue as a viewer sees it. */
export interface EventQuestion {
  id: number;
  event_id: number;
  /** Plain text (never Markdown); '' in a broadcast of a dismissed question. */
  text: string;
  status: QuestionStatus;
  vote_count: number;
  /** Whether the viewer upvoted it (false for visitors and in broadcasts). */
  voted: boolean;
  /** The host's typed answer ('' when none). */
  answer: string;
  /** Unix ms of the first "now answering", or null. */
  answering_at: number | null;
  /** Unix ms of when it was answered, or null. */
  answered_at: number | null;
  user: PostUser;
  /** Unix ms. */
  created_at: number;
}

/** `GET /api/events/v1/event/{id}/questions`: the queue in its order. */
export interface EventQuestionsAnswer {
  questions: EventQuestion[];
  /** Whether the viewer may ask and vote now (a registrant or host while the event is live). */
  can_ask: boolean;
  /** Whether the viewer hosts the event (and so handles the questions). */
  can_moderate: boolean;
}

/** `event:qa` (room `event_{id}`): one question as it now is, after a change committed. */
export interface EventQaUpdate {
  event_id: number;
  /** As everyone sees it: `voted` false; a dismissed question's text and answer ''. */
  question: EventQuestion;
}

const STATUS_RANK: Record<QuestionStatus, number> = { answering: 0, open: 1, answered: 2, dismissed: 3 };

/**
 * The queue's order: the question being answered first, then open ones, then answered, then
 * dismissed; within each the most votes first, then the oldest.
 */
export function compareQuestions(a: EventQuestion, b: EventQuestion): number {
  return STATUS_RANK[a.status] - STATUS_RANK[b.status] || b.vote_count - a.vote_count || a.created_at - b.created_at || a.id - b.id;
}

/** "12:34" (or "1:02:03" past an hour) from milliseconds since the event went live; never below 0:00. */
export function liveStamp(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
