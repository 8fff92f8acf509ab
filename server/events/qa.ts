import { QA_LIMITS, type EventQuestion, type EventQuestionsAnswer, type QuestionStatus } from '@/lib/events/qa';
import type { AskQuestionBody, QuestionStatusBody } from '@/lib/events/schemas';
import { eventRoom } from '@/lib/realtime/events';
import { consume, LIMITS } from '../auth/rateLimit';
import { assertMayPost, mayPost } from '../discussions/permissions';
import { postUser } from '../discussions/present';
import { fail } from '../http/errors';
import { assertNotSilenced } from '../moderation/service';
import { getIo } from '../realtime/io';
import { assertNotBlocked } from '../users/follows';
import { usersByUids } from '../users/repository';
import type { Viewer } from '../users/viewer';
import * as repo from './liveRepository';
import type { QuestionRow } from './liveRepository';
import { isLiveNow, isRegistrant, mayManageEvent, type EventAccess } from './permissions';
import type { EventRow } from './queries';
import { visibleEvent } from './reads';

/**
 * The live room's Q&A queue (issue 36; docs/features/events.md "The live room"). While a published
 * event is live its registrants (participants and hosts, not the waitlisted) ask questions (plain
 * text, counted with their posts by the posting rate limit, under the posting rule: a confirmed
 * address, a group, not suspended, not silenced) and upvote others' (one vote per member, not
 * their own, not of a member blocked either way); hosts mark one "now answering" (the one before
 * it becomes answered), answered (with an optional typed answer) or dismissed, or open again.
 * Everyone who may see the event reads the queue; dismissed questions only its hosts. Every change
 * is broadcast once to the event's room after it committed, as everyone sees it.
 */

function member(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  return viewer;
}


const ms = (date: Date | null): number | null => (date ? date.getTime() : null);

async function presentQuestions(rows: QuestionRow[], viewer: Viewer | null): Promise<EventQuestion[]> {
  const uids = rows.map((r) => r.uid).filter((uid): uid is number => uid !== null);
  const [members, voted] = await Promise.all([
    usersByUids(uids),
    viewer ? repo.votedBy(viewer.uid, rows.map((r) => r.id)) : Promise.resolve(new Set<number>()),
  ]);
  const byUid = new Map(members.map((m) => [m.uid, m]));
  return rows.map((row) => ({
    id: row.id,
    event_id: row.eventId,
    text: row.text,
    status: row.status as QuestionStatus,
    vote_count: row.voteCount,
    voted: voted.has(row.id),
    answer: row.answer,
    answering_at: ms(row.answeringAt),
    answered_at: ms(row.answeredAt),
    user: postUser(row.uid === null ? undefined : byUid.get(row.uid)),
    created_at: row.createdAt.getTime(),
  }));
}

/** Tells the event's room of questions as they now are: as everyone sees them (never a dismissed one's words). */
async function broadcast(rows: QuestionRow[]): Promise<void> {
  const io = getIo();
  if (!io || rows.length === 0) return;
  try {
    for (const question of await presentQuestions(rows, null)) {
      const hidden = question.status === 'dismissed';
      io.to(eventRoom(question.event_id)).emit('event:qa', {
        event_id: question.event_id,
        question: hidden ? { ...question, text: '', answer: '' } : question,
      });
    }
  } catch (err) {
    console.error('[events] broadcasting the Q&A queue failed', err);
  }
}

/** The posting rule (lib/users/posting.ts) and a moderator's silence hold for asking. */
async function assertMayAsk(viewer: Viewer, now: number): Promise<void> {
  assertMayPost(viewer);
  await assertNotSilenced(viewer, now);
}

/** The event, refused unless the viewer is a registrant and the event is live now. */
async function liveRoomOf(viewer: Viewer, eventId: number, now: number): Promise<{ row: EventRow; access: EventAccess }> {
  const seen = await visibleEvent(eventId, viewer);
  if (!isRegistrant(seen.access)) throw fail('not-registered');
  if (!isLiveNow(seen.row, now)) throw fail('event-qa-closed');
  return seen;
}

/** A question of this event the viewer may see (a dismissed one only its hosts), else `no-event-question`. */
async function questionOf(eventId: number, qid: number, access: EventAccess): Promise<QuestionRow> {
  const question = await repo.findQuestion(qid);
  if (!question || question.eventId !== eventId || (question.status === 'dismissed' && !access.host)) throw fail('no-event-question');
  return question;
}

async function presentOne(row: QuestionRow, viewer: Viewer): Promise<EventQuestion> {
  const [question] = await presentQuestions([row], viewer);
  return question!;
}

/** `GET /event/{id}/questions`: the queue in its order, with the viewer's votes and what they may do. */
export async function listQuestions(viewer: Viewer | null, eventId: number, now = Date.now()): Promise<EventQuestionsAnswer> {
  const { row, access } = await visibleEvent(eventId, viewer);
  const host = mayManageEvent(viewer, access);
  const rows = await repo.questionsOf(eventId, host, QA_LIMITS.listMax);
  return {
    questions: await presentQuestions(rows, viewer),
    can_ask: viewer !== null && isRegistrant(access) && isLiveNow(row, now) && mayPost(viewer),
    can_moderate: host,
  };
}

/** `POST /event/{id}/questions`: a registrant's question while the event is live. */
export async function askQuestion(viewerIn: Viewer | null, eventId: number, body: AskQuestionBody, now = Date.now()): Promise<EventQuestion> {
  const viewer = member(viewerIn);
  await liveRoomOf(viewer, eventId, now);
  await assertMayAsk(viewer, now);
  await consume(LIMITS.postsPerMember, String(viewer.uid));
  const row = await repo.insertQuestion(eventId, viewer.uid, body.text);
  await broadcast([row]);
  return presentOne(row, viewer);
}

/** `PUT /event/{id}/questions/{qid}/vote` (`up`) and `DELETE` (not `up`): the member's one upvote, toggled. */
export async function voteQuestion(viewerIn: Viewer | null, eventId: number, qid: number, up: boolean, now = Date.now()): Promise<EventQuestion> {
  const viewer = member(viewerIn);
  const { access } = await liveRoomOf(viewer, eventId, now);
  const question = await questionOf(eventId, qid, access);
  if (question.status === 'dismissed') throw fail('no-event-question');
  if (up) {
    if (question.uid === viewer.uid) throw fail('self-vote');
    if (question.uid !== null) await assertNotBlocked(viewer.uid, [question.uid], 'event-question-blocked');
  }
  const row = up ? await repo.insertQuestionVote(qid, viewer.uid) : await repo.deleteQuestionVote(qid, viewer.uid);
  if (!row) throw fail(up ? 'already-voted' : 'not-voted');
  await broadcast([row]);
  return presentOne(row, viewer);
}

/** `PUT /event/{id}/questions/{qid}`: a host handles a question while the event is live. */
export async function setQuestionStatus(
  viewerIn: Viewer | null,
  eventId: number,
  qid: number,
  body: QuestionStatusBody,
  now = Date.now(),
): Promise<EventQuestion> {
  const viewer = member(viewerIn);
  const { row, access } = await visibleEvent(eventId, viewer);
  if (!mayManageEvent(viewer, access)) throw fail('no-privileges');
  if (!isLiveNow(row, now)) throw fail('event-qa-closed');
  const question = await questionOf(eventId, qid, access);
  const changed = await repo.setQuestionStatus(question, body.status, body.answer, viewer.uid, new Date(now));
  await broadcast(changed);
  const own = changed.find((r) => r.id === qid);
  if (!own) throw fail('no-event-question');
  return presentOne(own, viewer);
}
