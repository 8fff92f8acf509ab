import { liveStamp } from '@/lib/events/qa';
import { withAdvisoryLock } from '../db/advisoryLock';
import { translator } from '../i18n/catalogues';
import { memberLocale } from '../i18n/setting';
import { acceptAnswer, reply, vote } from '../discussions/service';
import { loadViewer, type Viewer } from '../users/viewer';
import { ensureDiscussion } from './discussion';
import * as repo from './liveRepository';
import type { QuestionRow } from './liveRepository';
import { statusOf } from './present';
import * as q from './queries';
import type { EventRow } from './queries';

/**
 * The live Q&A's afterlife (issue 36; docs/features/events.md "The live room"): once an event has
 * ended, each of its questions that was not dismissed becomes a question-style reply by its asker
 * in the event's discussion topic (dated when it was asked), with its upvotes given again by its
 * voters, and the host's typed answer (or, for a question answered live, "Answered live at
 * mm:ss", counted from when the event went live) a reply to it by that host, accepted as its
 * answer. Everything goes through the discussions service (`reply`, `vote`, `acceptAnswer`), so
 * counters, reputation, credits and notifications follow the one set of rules.
 *
 * Once per event: the lifecycle job moves every ended event whose queue has not moved
 * (`events.qa_moved_at` null), and a host ending the event early starts the move in the
 * background. A per-event advisory lock keeps it to one runner on any instance; each question
 * records its reply (`post_pid`) as soon as it is written, so a run cut short continues where it
 * stopped and never writes a question twice. A question whose asker's account is gone or who may
 * no longer post (suspended), or that the topic refuses (locked), is left out (`post_pid` 0).
 */

/** Ended events moved in one run of the job at most. */
const EVENTS_PER_RUN = 20;
/** `post_pid` of a question that could not be moved. */
const NOT_MOVED = 0;

/** Plain text shown as typed: Markdown's punctuation escaped (the question was never Markdown). */
function plainMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (c) => `\\${c}`);
}

/**
 * The host's answer as the topic shows it: the typed words and, when answered live, the moment
 * (in the host's language: the reply is theirs).
 */
function answerContent(question: QuestionRow, event: EventRow, host: Viewer): string {
  const parts: string[] = [];
  if (question.answer.trim() !== '') parts.push(plainMarkdown(question.answer.trim()));
  if (question.answeringAt) {
    const start = (event.liveAt ?? event.startsAt).getTime();
    parts.push(`_${translator(memberLocale(host.language), 'events')('live.qa.answeredAt', { time: liveStamp(question.answeringAt.getTime() - start) })}_`);
  }
  return parts.join('\n\n');
}

async function quietly<T>(what: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (err) {
    console.error(`[events] moving the Q&A: ${what} failed`, err);
    return null;
  }
}

/** One question into the topic: its reply, its votes, the host's accepted answer. */
async function moveQuestion(question: QuestionRow, event: EventRow, tid: number, fallbackHost: Viewer | null): Promise<void> {
  const asker = question.uid === null ? null : await loadViewer(question.uid);
  const posted = asker
    ? await quietly(`question ${question.id}`, () => reply(asker, { tid, content: plainMarkdown(question.text) }, { skipRateLimit: true, at: question.createdAt }))
    : null;
  await repo.setQuestionPost(question.id, posted?.pid ?? NOT_MOVED);
  if (!posted) return;
  const pid = posted.pid;
  for (const uid of await repo.votersOf(question.id)) {
    const voter = await loadViewer(uid);
    if (voter) await quietly(`a vote on question ${question.id}`, () => vote(voter, pid));
  }
  const host = (question.answeredBy === null ? null : await loadViewer(question.answeredBy)) ?? fallbackHost;
  if (!host) return;
  const content = answerContent(question, event, host);
  if (content === '') return;
  const answer = await quietly(`the answer to question ${question.id}`, () => reply(host, { tid, content, toPid: pid }, { skipRateLimit: true }));
  if (answer) await quietly(`accepting the answer to question ${question.id}`, () => acceptAnswer(host, pid, { aid: answer.pid, answered: true }));
}

/** Moves one ended event's queue (without the lock). Answers whether this call finished it. */
async function moveEvent(eventId: number, now: Date): Promise<boolean> {
  let event = await q.findEvent(eventId);
  if (!event || event.qaMovedAt !== null || statusOf(event) !== 'published' || event.lifecycle !== 'ended') return false;
  const questions = await repo.questionsToMove(eventId);
  const creator = event.creatorUid === null ? null : await loadViewer(event.creatorUid);
  if (questions.length > 0 && event.commentTid === null && event.enableDiscussion && creator) {
    // No topic yet (its creation failed when publishing): made now as publishing makes it.
    await ensureDiscussion(creator, eventId);
    event = (await q.findEvent(eventId)) ?? event;
  }
  const tid = event.commentTid;
  // Discussion turned off: the questions stay in the queue only (GET /event/{id}/questions).
  if (tid !== null) {
    for (const question of questions) await moveQuestion(question, event, tid, creator);
  }
  return repo.markQaMoved(eventId, now);
}

const running = new Set<Promise<unknown>>();

/** Moves one ended event's queue unless another runner holds it; never throws. */
export function moveEventQa(eventId: number, now = new Date()): Promise<boolean> {
  const run = withAdvisoryLock(`event-qa:${eventId}`, () => moveEvent(eventId, now))
    .then((done) => done === true)
    .catch((err: unknown) => {
      console.error(`[events] moving the Q&A of event ${eventId} failed`, err);
      return false;
    });
  running.add(run);
  void run.finally(() => running.delete(run));
  return run;
}

/** A host ended the event: its queue moves after the answer is sent (the job catches up on any failure). */
export function scheduleQaMove(eventId: number): void {
  setImmediate(() => void moveEventQa(eventId));
}

/** The lifecycle job's step: every ended event whose queue is still to move. Answers the events finished. */
export async function moveEndedQa(now: Date): Promise<number[]> {
  const done: number[] = [];
  for (const id of await repo.eventsToMove(EVENTS_PER_RUN)) {
    if (await moveEventQa(id, now)) done.push(id);
  }
  return done;
}

/** Resolves once every move started so far has finished (tests, shutdown). */
export async function qaMovesSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
