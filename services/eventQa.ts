import type { EventQuestion, EventQuestionsAnswer, QuestionStatus } from '@/lib/events/qa';
import { BASES, get, send } from './http';

/**
 * The live room's Q&A queue calls (issue 36; docs/API.md): read the queue, ask, upvote or
 * withdraw, and a host's handling. Each write answers the question as the member now sees it.
 */

const EVENTS = BASES.events;

export const fetchEventQuestions = (id: number) => get<EventQuestionsAnswer>(`${EVENTS}/event/${id}/questions`);
export const askEventQuestion = (id: number, text: string) => send<EventQuestion>('post', `${EVENTS}/event/${id}/questions`, { text });
export const voteEventQuestion = (id: number, qid: number, up: boolean) =>
  send<EventQuestion>(up ? 'put' : 'delete', `${EVENTS}/event/${id}/questions/${qid}/vote`, {});
export const setEventQuestionStatus = (id: number, qid: number, status: QuestionStatus, answer?: string) =>
  send<EventQuestion>('put', `${EVENTS}/event/${id}/questions/${qid}`, answer === undefined ? { status } : { status, answer });
