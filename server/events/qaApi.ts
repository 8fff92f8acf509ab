import { eventQuestionContract, eventQuestionsContract } from '@/lib/events/contracts';
import { askQuestionBody, eventEmptyBody, eventParams, questionParams, questionStatusBody } from '@/lib/events/schemas';
import { endpoint } from '../http/route';
import { askQuestion, listQuestions, setQuestionStatus, voteQuestion } from './qa';

/**
 * Endpoints of the live room's Q&A queue (issue 36) under `/api/events/v1`, in the service family
 * (the object, errors as `{error}`). The rules are in ./qa.ts.
 */

const TAG = 'events';

export const eventQuestionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/event/{id}/questions',
  summary:
    "An event's live Q&A queue (issue 36): the question being answered, then open, then answered ones, each by votes " +
    'then age; dismissed ones only for hosts. can_ask: you may ask and vote now; can_moderate: you host it.',
  tag: TAG,
  family: 'service',
  access: 'public',
  params: eventParams,
  response: eventQuestionsContract,
  handle: ({ params, viewer }) => listQuestions(viewer, params.id),
});

export const askQuestionEndpoint = endpoint({
  method: 'POST',
  path: '/api/events/v1/event/{id}/questions',
  summary:
    'Ask a question (plain text, 3 to 500 characters) while the event is live: its participants and hosts only ' +
    '(not-registered otherwise; event-qa-closed when it is not live). Answers the question.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  body: askQuestionBody,
  response: eventQuestionContract,
  handle: ({ params, body, viewer }) => askQuestion(viewer, params.id, body),
});

export const voteQuestionEndpoint = endpoint({
  method: 'PUT',
  path: '/api/events/v1/event/{id}/questions/{qid}/vote',
  summary: "Upvote a question of the live queue, once (already-voted), not your own (self-vote). Answers the question with its vote_count.",
  tag: TAG,
  family: 'service',
  access: 'member',
  params: questionParams,
  body: eventEmptyBody,
  response: eventQuestionContract,
  handle: ({ params, viewer }) => voteQuestion(viewer, params.id, params.qid, true),
});

export const unvoteQuestionEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/events/v1/event/{id}/questions/{qid}/vote',
  summary: 'Withdraw your upvote of a question (not-voted when there was none). Answers the question.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: questionParams,
  body: eventEmptyBody,
  response: eventQuestionContract,
  handle: ({ params, viewer }) => voteQuestion(viewer, params.id, params.qid, false),
});

export const questionStatusEndpoint = endpoint({
  method: 'PUT',
  path: '/api/events/v1/event/{id}/questions/{qid}',
  summary:
    "A host handles a question while the event is live: status open, answering (now answering: the one answered " +
    'before it becomes answered), answered (with an optional typed answer) or dismissed. Answers the question.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: questionParams,
  body: questionStatusBody,
  response: eventQuestionContract,
  handle: ({ params, body, viewer }) => setQuestionStatus(viewer, params.id, params.qid, body),
});
