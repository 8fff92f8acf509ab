import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { QuestionStatus } from '@/lib/events/qa';
import { getDb } from '../db';
import { noticeWanted } from '../notifications/filters';
import { eventQuestions, eventQuestionVotes, eventRegistrations, events, notifications } from '../db/schema';

/**
 * Data access of the live room (issue 36): the Q&A queue's questions and votes, the "starting now"
 * notices and the markers of the queue's move into the event's topic. `vote_count` changes only in
 * the vote's own transaction and only when the vote row was really written or removed, so a
 * repeated or concurrent vote counts once.
 */

export type QuestionRow = typeof eventQuestions.$inferSelect;

/* The queue --------------------------------------------------------------------------------- */

/** A new open question. */
export async function insertQuestion(eventId: number, uid: number, text: string): Promise<QuestionRow> {
  const [row] = await getDb().insert(eventQuestions).values({ eventId, uid, text }).returning();
  return row!;
}

export async function findQuestion(id: number): Promise<QuestionRow | null> {
  const [row] = await getDb().select().from(eventQuestions).where(eq(eventQuestions.id, id));
  return row ?? null;
}

/** The event's questions in the queue's order (./qa.ts); dismissed ones only when asked for. */
export async function questionsOf(eventId: number, withDismissed: boolean, limit: number): Promise<QuestionRow[]> {
  return getDb()
    .select()
    .from(eventQuestions)
    .where(and(eq(eventQuestions.eventId, eventId), withDismissed ? undefined : ne(eventQuestions.status, 'dismissed')))
    .orderBy(
      sql`CASE ${eventQuestions.status} WHEN 'answering' THEN 0 WHEN 'open' THEN 1 WHEN 'answered' THEN 2 ELSE 3 END`,
      desc(eventQuestions.voteCount),
      asc(eventQuestions.createdAt),
      asc(eventQuestions.id),
    )
    .limit(limit);
}

/** Which of these questions the member upvoted. */
export async function votedBy(uid: number, questionIds: number[]): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await getDb()
    .select({ id: eventQuestionVotes.questionId })
    .from(eventQuestionVotes)
    .where(and(eq(eventQuestionVotes.uid, uid), inArray(eventQuestionVotes.questionId, questionIds)));
  return new Set(rows.map((r) => r.id));
}

/** The member's upvote: the question as it now is, or null when they had voted already. */
export async function insertQuestionVote(questionId: number, uid: number): Promise<QuestionRow | null> {
  return getDb().transaction(async (tx) => {
    const [vote] = await tx.insert(eventQuestionVotes).values({ questionId, uid }).onConflictDoNothing().returning({ uid: eventQuestionVotes.uid });
    if (!vote) return null;
    const [row] = await tx
      .update(eventQuestions)
      .set({ voteCount: sql`${eventQuestions.voteCount} + 1` })
      .where(eq(eventQuestions.id, questionId))
      .returning();
    return row ?? null;
  });
}

/** Withdraws the member's upvote: the question as it now is, or null when there was none. */
export async function deleteQuestionVote(questionId: number, uid: number): Promise<QuestionRow | null> {
  return getDb().transaction(async (tx) => {
    const [vote] = await tx
      .delete(eventQuestionVotes)
      .where(and(eq(eventQuestionVotes.questionId, questionId), eq(eventQuestionVotes.uid, uid)))
      .returning({ uid: eventQuestionVotes.uid });
    if (!vote) return null;
    const [row] = await tx
      .update(eventQuestions)
      .set({ voteCount: sql`greatest(${eventQuestions.voteCount} - 1, 0)` })
      .where(eq(eventQuestions.id, questionId))
      .returning();
    return row ?? null;
  });
}

/**
 * A host's handling of a question, in one transaction under the event's row lock (so two hosts
 * marking at once queue up): marking one `answering` first moves the event's current one to
 * `answered` (the host moved on from it), keeping at most one. `answering_at` keeps the first
 * time it was answered live. Answers every question that changed (the previous one first).
 */
export async function setQuestionStatus(
  question: QuestionRow,
  status: QuestionStatus,
  answer: string | undefined,
  hostUid: number,
  now: Date,
): Promise<QuestionRow[]> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ${events} WHERE id = ${question.eventId} FOR UPDATE`);
    const changed: QuestionRow[] = [];
    if (status === 'answering') {
      const moved = await tx
        .update(eventQuestions)
        .set({ status: 'answered', answeredBy: hostUid, answeredAt: now })
        .where(and(eq(eventQuestions.eventId, question.eventId), eq(eventQuestions.status, 'answering'), ne(eventQuestions.id, question.id)))
        .returning();
      changed.push(...moved);
    }
    const answered = status === 'answered' || status === 'answering';
    const [row] = await tx
      .update(eventQuestions)
      .set({
        status,
        ...(answer !== undefined ? { answer } : {}),
        ...(status === 'answering' ? { answeringAt: sql`coalesce(${eventQuestions.answeringAt}, ${now})` } : {}),
        answeredBy: answered ? hostUid : sql`${eventQuestions.answeredBy}`,
        answeredAt: status === 'answered' ? now : status === 'open' ? null : sql`${eventQuestions.answeredAt}`,
      })
      .where(eq(eventQuestions.id, question.id))
      .returning();
    if (row) changed.push(row);
    return changed;
  });
}

/* Going live ---------------------------------------------------------------------------------- */

/**
 * "Starting now": one `event-live` notification per seat holder (participants, not waitlisted;
 * hosts are not told of their own event) of each event; the (member, nid) unique index keeps it to
 * one per event however often this runs. Members who turned the type off are left out
 * (server/notifications/filters.ts). Answers the rows written.
 */
export async function insertLiveNotices(eventIds: number[], now: Date): Promise<Array<{ id: number; uid: number }>> {
  if (eventIds.length === 0) return [];
  const rows = await getDb().execute<{ id: string; uid: number }>(sql`
    INSERT INTO ${notifications} (uid, nid, type, merge_id, object_type, object_id, body_short, path, datetime)
    SELECT r.uid, 'event-live:' || e.id, 'event-live', 'event-live:' || e.id, 'event', e.id,
           e.title, '/events/' || e.id, ${now}
    FROM ${events} e JOIN ${eventRegistrations} r ON r.event_id = e.id AND r.status = 'participant'
    WHERE e.id IN ${eventIds} AND e.event_status = 'published'
      AND NOT EXISTS (SELECT 1 FROM event_organizers o WHERE o.event_id = e.id AND o.uid = r.uid)
      AND ${noticeWanted(sql`r.uid`, 'event-live')}
    ON CONFLICT (uid, nid) DO NOTHING
    RETURNING id, uid`);
  return rows.rows.map((r) => ({ id: Number(r.id), uid: Number(r.uid) }));
}

/* The move into the topic --------------------------------------------------------------------- */

/** Ended events whose queue has questions still to move (oldest first, a batch at a time). */
export async function eventsToMove(limit: number): Promise<number[]> {
  const rows = await getDb()
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.lifecycle, 'ended'),
        eq(events.eventStatus, 'published'),
        isNull(events.qaMovedAt),
        sql`EXISTS (SELECT 1 FROM ${eventQuestions} q WHERE q.event_id = ${events.id})`,
      ),
    )
    .orderBy(asc(events.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The questions still to move, the most voted first (the topic's popular order starts as the queue did). */
export async function questionsToMove(eventId: number): Promise<QuestionRow[]> {
  return getDb()
    .select()
    .from(eventQuestions)
    .where(and(eq(eventQuestions.eventId, eventId), ne(eventQuestions.status, 'dismissed'), isNull(eventQuestions.postPid)))
    .orderBy(desc(eventQuestions.voteCount), asc(eventQuestions.createdAt), asc(eventQuestions.id));
}

/** The members who upvoted a question, in the order they voted. */
export async function votersOf(questionId: number): Promise<number[]> {
  const rows = await getDb()
    .select({ uid: eventQuestionVotes.uid })
    .from(eventQuestionVotes)
    .where(eq(eventQuestionVotes.questionId, questionId))
    .orderBy(asc(eventQuestionVotes.createdAt), asc(eventQuestionVotes.uid));
  return rows.map((r) => r.uid);
}

/** A question moved: its reply in the topic. */
export async function setQuestionPost(questionId: number, pid: number): Promise<void> {
  await getDb().update(eventQuestions).set({ postPid: pid }).where(eq(eventQuestions.id, questionId));
}

/** The event's queue moved (or had nothing to move): false when it was marked already. */
export async function markQaMoved(eventId: number, at: Date): Promise<boolean> {
  const rows = await getDb()
    .update(events)
    .set({ qaMovedAt: at })
    .where(and(eq(events.id, eventId), isNull(events.qaMovedAt)))
    .returning({ id: events.id });
  return rows.length > 0;
}
