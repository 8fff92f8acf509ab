import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { readerFacts } from '../db/readerFacts';
import { noticeWanted } from '../notifications/filters';
import {
  eventBookmarks,
  eventCalendarFeeds,
  eventOrganizers,
  eventRegistrations,
  events,
  eventVotes,
  notifications,
  pollOptions,
  polls,
  pollVotes,
} from '../db/schema';
import type { EventRow } from './queries';

/**
 * Data access of events engagement: bookmarks, votes, the search order, polls, reminders,
 * lifecycle moves, calendar feeds and the jobs' lock. Every counter (`bookmark_count`,
 * `upvote_count`, a poll option's `votes`) changes in the same transaction as the row it counts,
 * and only when that row was really written, so a repeated or concurrent call counts once.
 */

export type PollRow = typeof polls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;

/* Bookmarks and votes ------------------------------------------------------------------------ */

/** Saves an event for a member; false when it was saved already. */
export async function insertEventBookmark(eventId: number, uid: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.insert(eventBookmarks).values({ eventId, uid }).onConflictDoNothing().returning({ uid: eventBookmarks.uid });
    if (!row) return false;
    await tx
      .update(events)
      .set({ bookmarkCount: sql`${events.bookmarkCount} + 1` })
      .where(eq(events.id, eventId));
    return true;
  });
}

/** Removes a saved event; false when it was not saved. */
export async function deleteEventBookmark(eventId: number, uid: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(eventBookmarks)
      .where(and(eq(eventBookmarks.eventId, eventId), eq(eventBookmarks.uid, uid)))
      .returning({ uid: eventBookmarks.uid });
    if (!row) return false;
    await tx
      .update(events)
      .set({ bookmarkCount: sql`greatest(${events.bookmarkCount} - 1, 0)` })
      .where(eq(events.id, eventId));
    return true;
  });
}

/** An upvote; false when the member had voted already. Answers the new count too. */
export async function insertEventVote(eventId: number, uid: number): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.insert(eventVotes).values({ eventId, uid }).onConflictDoNothing().returning({ uid: eventVotes.uid });
    if (!row) return null;
    const [event] = await tx
      .update(events)
      .set({ upvoteCount: sql`${events.upvoteCount} + 1` })
      .where(eq(events.id, eventId))
      .returning({ count: events.upvoteCount });
    return event?.count ?? 0;
  });
}

/** Withdraws an upvote; null when there was none, else the new count. */
export async function deleteEventVote(eventId: number, uid: number): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(eventVotes)
      .where(and(eq(eventVotes.eventId, eventId), eq(eventVotes.uid, uid)))
      .returning({ uid: eventVotes.uid });
    if (!row) return null;
    const [event] = await tx
      .update(events)
      .set({ upvoteCount: sql`greatest(${events.upvoteCount} - 1, 0)` })
      .where(eq(events.id, eventId))
      .returning({ count: events.upvoteCount });
    return event?.count ?? 0;
  });
}

/** Sets the search order (0/1) when it differs; false when it was that already (one statement). */
export async function setSearchOrder(eventId: number, order: 0 | 1): Promise<boolean> {
  const rows = await getDb()
    .update(events)
    .set({ searchResultOrder: order })
    .where(and(eq(events.id, eventId), sql`${events.searchResultOrder} <> ${order}`))
    .returning({ id: events.id });
  return rows.length > 0;
}

/* Polls -------------------------------------------------------------------------------------- */

/** A poll with its options, in one transaction. */
export async function insertPoll(eventId: number, creatorUid: number, text: string, options: string[]): Promise<number> {
  return getDb().transaction(async (tx) => {
    const [poll] = await tx.insert(polls).values({ eventId, creatorUid, text }).returning({ id: polls.id });
    await tx.insert(pollOptions).values(options.map((option, position) => ({ pollId: poll!.id, text: option, position })));
    return poll!.id;
  });
}

export async function findPoll(id: number): Promise<PollRow | null> {
  const [row] = await getDb().select().from(polls).where(eq(polls.id, id));
  return row ?? null;
}

export async function pollsOfEvent(eventId: number): Promise<PollRow[]> {
  return getDb().select().from(polls).where(eq(polls.eventId, eventId)).orderBy(asc(polls.id));
}

export async function optionsOfPolls(pollIds: number[]): Promise<PollOptionRow[]> {
  if (pollIds.length === 0) return [];
  return getDb()
    .select()
    .from(pollOptions)
    .where(inArray(pollOptions.pollId, pollIds))
    .orderBy(asc(pollOptions.pollId), asc(pollOptions.position), asc(pollOptions.id));
}

/** The member's choice in each of these polls. */
/**
 * The option a member chose in each of these polls (null: none), in one prepared statement: what
 * the personal layer answers for an event page's polls (issue 33).
 */
export const pollChoicesOf = readerFacts('poll_choices', (id, uid) => ({
  optionId: sql<number | null>`(SELECT v.option_id FROM ${pollVotes} v WHERE v.poll_id = ${id} AND v.uid = ${uid})`,
}));

export async function pollVotesOf(uid: number, pollIds: number[]): Promise<Array<{ pollId: number; optionId: number }>> {
  if (pollIds.length === 0) return [];
  return getDb()
    .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.uid, uid), inArray(pollVotes.pollId, pollIds)));
}

/**
 * The member's one vote in a poll for one of its options: false when they had voted already (the
 * primary key (poll, member) decides, so concurrent votes count once).
 */
export async function insertPollVote(pollId: number, optionId: number, uid: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [vote] = await tx.insert(pollVotes).values({ pollId, uid, optionId }).onConflictDoNothing().returning({ uid: pollVotes.uid });
    if (!vote) return false;
    await tx
      .update(pollOptions)
      .set({ votes: sql`${pollOptions.votes} + 1` })
      .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)));
    return true;
  });
}

/* Jobs: lifecycle, reminders, credits --------------------------------------------------------- */


/**
 * Published, not cancelled events whose start has passed and end has not: stored lifecycle → live,
 * and the moment they went live (their start, unless a host started them earlier; issue 36).
 */
export async function markLive(now: Date): Promise<number[]> {
  const rows = await getDb().execute<{ id: number }>(sql`
    UPDATE ${events} SET lifecycle = 'live', live_at = coalesce(live_at, starts_at)
    WHERE event_status = 'published' AND lifecycle = 'scheduled'
      AND starts_at <= ${now} AND starts_at + duration * interval '1 minute' > ${now}
    RETURNING id`);
  return rows.rows.map((r) => Number(r.id));
}

/** Published events whose end has passed (not ended or cancelled yet): stored lifecycle → ended. */
export async function markEnded(now: Date): Promise<number[]> {
  const rows = await getDb().execute<{ id: number }>(sql`
    UPDATE ${events} SET lifecycle = 'ended'
    WHERE event_status = 'published' AND lifecycle IN ('scheduled', 'live')
      AND starts_at + duration * interval '1 minute' <= ${now}
    RETURNING id`);
  return rows.rows.map((r) => Number(r.id));
}

/**
 * Hosts of recently ended published events that had participants and who have no `event-hosted`
 * credit for the event yet (events that started within `sinceDays`: the index on status and start
 * bounds the scan).
 */
export async function unrewardedHosts(now: Date, sinceDays: number): Promise<Array<{ eventId: number; uid: number }>> {
  const rows = await getDb().execute<{ event_id: number; uid: number }>(sql`
    SELECT o.event_id, o.uid
    FROM ${events} e JOIN ${eventOrganizers} o ON o.event_id = e.id
    WHERE e.event_status = 'published' AND e.lifecycle = 'ended' AND e.seats_taken > 0
      AND e.starts_at > ${now}::timestamptz - ${sinceDays} * interval '1 day'
      AND NOT EXISTS (
        SELECT 1 FROM reward_ledger l
        WHERE l.uid = o.uid AND l.reason = 'event-hosted' AND l.ref = 'event:' || e.id
      )
    ORDER BY o.event_id, o.uid`);
  return rows.rows.map((r) => ({ eventId: Number(r.event_id), uid: Number(r.uid) }));
}

/**
 * One `event-reminder` notification per registrant (participant or waitlisted) of each published,
 * not cancelled event starting in (now, now + withinMs]; the (member, nid) unique index keeps it to
 * one per event, start time and member however often this runs (an event moved to a new time
 * reminds again; `merge_id` groups its reminders). Members who turned reminders off are left out
 * (server/notifications/filters.ts). Answers the rows written.
 */
export async function insertReminders(now: Date, withinMs: number): Promise<Array<{ id: number; uid: number; eventId: number; nid: string }>> {
  const until = new Date(now.getTime() + withinMs);
  const rows = await getDb().execute<{ id: string; uid: number; object_id: number; nid: string }>(sql`
    INSERT INTO ${notifications} (uid, nid, type, merge_id, object_type, object_id, body_short, path, datetime)
    SELECT r.uid, 'event-reminder:' || e.id || ':' || floor(extract(epoch FROM e.starts_at))::bigint,
           'event-reminder', 'event-reminder:' || e.id, 'event', e.id,
           e.title, '/events/' || e.id, ${now}
    FROM ${events} e JOIN ${eventRegistrations} r ON r.event_id = e.id
    WHERE e.event_status = 'published' AND e.lifecycle <> 'cancelled'
      AND e.starts_at > ${now} AND e.starts_at <= ${until}
      AND ${noticeWanted(sql`r.uid`, 'event-reminder')}
    ON CONFLICT (uid, nid) DO NOTHING
    RETURNING id, uid, object_id, nid`);
  return rows.rows.map((r) => ({ id: Number(r.id), uid: Number(r.uid), eventId: Number(r.object_id), nid: r.nid }));
}

/** Counts of an event that viewers of its page follow live. */
export async function registrationCounts(eventId: number): Promise<Pick<EventRow, 'id' | 'noOfSeats' | 'seatsTaken' | 'waitlistCount'> | null> {
  const [row] = await getDb()
    .select({ id: events.id, noOfSeats: events.noOfSeats, seatsTaken: events.seatsTaken, waitlistCount: events.waitlistCount })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/* Calendar feeds ----------------------------------------------------------------------------- */

/** The member's feed version (made on first use). */
export async function calendarFeedVersion(uid: number): Promise<number> {
  const [made] = await getDb().insert(eventCalendarFeeds).values({ uid }).onConflictDoNothing().returning({ version: eventCalendarFeeds.version });
  if (made) return made.version;
  const [row] = await getDb().select({ version: eventCalendarFeeds.version }).from(eventCalendarFeeds).where(eq(eventCalendarFeeds.uid, uid));
  return row?.version ?? 1;
}

/** The member's stored feed version, or null when they never asked for a feed. */
export async function storedFeedVersion(uid: number): Promise<number | null> {
  const [row] = await getDb().select({ version: eventCalendarFeeds.version }).from(eventCalendarFeeds).where(eq(eventCalendarFeeds.uid, uid));
  return row?.version ?? null;
}

/** Revokes every feed address given out so far: answers the new version. */
export async function bumpCalendarFeedVersion(uid: number): Promise<number> {
  const [row] = await getDb()
    .insert(eventCalendarFeeds)
    .values({ uid, version: 2 })
    .onConflictDoUpdate({
      target: eventCalendarFeeds.uid,
      set: { version: sql`${eventCalendarFeeds.version} + 1`, updatedAt: new Date() },
    })
    .returning({ version: eventCalendarFeeds.version });
  return row!.version;
}

/**
 * The events a member's calendar feed lists: those they registered for (seat or waitlist) or host,
 * published or cancelled after they registered, starting after `since`, soonest first.
 */
export async function feedEventsOf(uid: number, since: Date, limit: number): Promise<Array<{ row: EventRow; status: string }>> {
  const rows = await getDb().execute<{ id: number; status: string }>(sql`
    SELECT e.id, coalesce(r.status, 'host') AS status
    FROM ${events} e
    LEFT JOIN ${eventRegistrations} r ON r.event_id = e.id AND r.uid = ${uid}
    LEFT JOIN ${eventOrganizers} o ON o.event_id = e.id AND o.uid = ${uid}
    WHERE (r.uid IS NOT NULL OR (o.uid IS NOT NULL AND e.event_status = 'published'))
      AND e.event_status IN ('published', 'deleted', 'unpublished')
      AND e.starts_at >= ${since}
    ORDER BY e.starts_at, e.id
    LIMIT ${limit}`);
  const ids = rows.rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const full = await getDb().select().from(events).where(inArray(events.id, ids));
  const byId = new Map(full.map((r) => [r.id, r]));
  return rows.rows
    .map((r) => ({ row: byId.get(Number(r.id)), status: r.status }))
    .filter((r): r is { row: EventRow; status: string } => r.row !== undefined);
}
