import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db';
import { noticeWanted } from '../notifications/filters';
import { conferences, eventOrganizers, eventRegistrations, events, eventUploads, eventViews, notifications, uploads } from '../db/schema';
import { setEventTopicHidden } from '../discussions/repository';
import type { EventRow } from './queries';

/**
 * Write-side data access for events. Seat counters (`seats_taken`, `waitlist_count`) change only
 * in single atomic UPDATEs inside the transaction that changes the registrations, and every
 * registration change first locks the event's row (`SELECT … FOR UPDATE`), so registrations of
 * one event run one at a time: concurrent registrations never take more seats than there are,
 * and a cancelled seat goes to exactly one waitlisted member.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'search' | 'createdAt' | 'updatedAt'>;
export type EventChanges = Partial<NewEvent>;

export interface OrganizerWrite {
  uid: number;
  bio: string;
}

async function replaceOrganizers(tx: Tx, eventId: number, organizers: OrganizerWrite[]): Promise<void> {
  await tx.delete(eventOrganizers).where(eq(eventOrganizers.eventId, eventId));
  if (organizers.length === 0) return;
  await tx
    .insert(eventOrganizers)
    .values(organizers.map((o, position) => ({ eventId, uid: o.uid, role: 'host', bio: o.bio, position })));
}

/** A new event with its hosts (and a new conference when asked), in one transaction. */
export async function insertEvent(
  event: Omit<NewEvent, 'conferenceId'> & { conferenceId: number | null },
  organizers: OrganizerWrite[],
  newConference: { title: string; description: string; creatorUid: number } | null,
): Promise<number> {
  return getDb().transaction(async (tx) => {
    let conferenceId = event.conferenceId;
    if (newConference) {
      const [conference] = await tx.insert(conferences).values(newConference).returning({ id: conferences.id });
      conferenceId = conference!.id;
    }
    const [row] = await tx
      .insert(events)
      .values({ ...event, conferenceId })
      .returning({ id: events.id });
    await replaceOrganizers(tx, row!.id, organizers);
    return row!.id;
  });
}

/**
 * Changes an event (and its hosts when given) in one transaction. When seats were raised (or made
 * unlimited) waitlisted members move up into the new seats, first come first.
 */
export async function updateEvent(
  id: number,
  changes: EventChanges,
  organizers: OrganizerWrite[] | null,
): Promise<Array<{ uid: number }>> {
  return getDb().transaction(async (tx) => {
    const before = await lockEvent(tx, id);
    await tx
      .update(events)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(events.id, id));
    // Unpublished or deleted, its discussion is too; published again, it comes back (hardening 17).
    if (changes.eventStatus !== undefined && before?.commentTid != null) {
      await setEventTopicHidden(tx, before.commentTid, changes.eventStatus !== 'published');
    }
    if (organizers) await replaceOrganizers(tx, id, organizers);
    return changes.noOfSeats !== undefined ? promoteWaitlisted(tx, id) : [];
  });
}

/**
 * Sets the discussion topic of an event unless it has one already (a concurrent publish may have
 * set it): true when this call set it.
 */
export async function setDiscussion(id: number, tid: number, mainPid: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [set] = await tx
      .update(events)
      .set({ commentTid: tid, commentMainPid: mainPid })
      .where(and(eq(events.id, id), sql`${events.commentTid} IS NULL`))
      .returning({ status: events.eventStatus });
    // Unpublished while its topic was being made: the topic is hidden with it (hardening 17).
    if (set && set.status !== 'published') await setEventTopicHidden(tx, tid, true);
    return set !== undefined;
  });
}

/**
 * Counts views of events (their stats), a batch at a time: server/cache queues page views off the
 * render path, `GET /event/{id}` counts its one at once. A viewer counts once per event per
 * `windowSeconds` (the `event_views` row decides, so concurrent requests count once), the event's
 * own hosts never; events that no longer exist are skipped. Answers how many counted. Only
 * `view_count` changes, which evicts no cached page.
 */
export async function addViewsOnce(views: Array<{ id: number; viewerKey: string }>, windowSeconds: number): Promise<number> {
  if (views.length === 0) return 0;
  const result = await getDb().execute<{ n: number }>(sql`
    WITH input AS (
      SELECT DISTINCT v.id, v.viewer_key FROM jsonb_to_recordset(${JSON.stringify(views.map((v) => ({ id: v.id, viewer_key: v.viewerKey })))}::jsonb)
        AS v(id integer, viewer_key text)
      WHERE EXISTS (SELECT 1 FROM ${events} e WHERE e.id = v.id)
        AND NOT EXISTS (SELECT 1 FROM ${eventOrganizers} o WHERE o.event_id = v.id AND v.viewer_key = 'u:' || o.uid)
    ), seen AS (
      INSERT INTO ${eventViews} (event_id, viewer_key, seen_at)
      SELECT id, viewer_key, now() FROM input
      ON CONFLICT (event_id, viewer_key) DO UPDATE SET seen_at = excluded.seen_at
        WHERE ${eventViews.seenAt} <= excluded.seen_at - make_interval(secs => ${windowSeconds})
      RETURNING event_id
    ), counted AS (SELECT event_id, count(*)::int AS n FROM seen GROUP BY event_id),
    updated AS (
      UPDATE ${events} SET view_count = ${events.viewCount} + counted.n FROM counted WHERE ${events.id} = counted.event_id RETURNING counted.n
    )
    SELECT coalesce(sum(n), 0)::int AS n FROM updated`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Forgets event views older than the window (they no longer stop a view from counting). */
export async function purgeEventViews(windowSeconds: number, now: Date): Promise<number> {
  const removed = await getDb()
    .delete(eventViews)
    .where(sql`${eventViews.seenAt} < ${now.toISOString()}::timestamptz - make_interval(secs => ${windowSeconds})`)
    .returning({ id: eventViews.eventId });
  return removed.length;
}

async function lockEvent(tx: Tx, id: number): Promise<EventRow | null> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row ?? null;
}

/**
 * Moves waitlisted members into free seats, first come first (all of them when seats are
 * unlimited). Runs inside a transaction that holds the event's lock.
 */
async function promoteWaitlisted(tx: Tx, id: number): Promise<Array<{ uid: number }>> {
  const result = await tx.execute<{ uid: number }>(sql`
    WITH e AS (SELECT no_of_seats, seats_taken FROM ${events} WHERE id = ${id}),
    next AS (
      SELECT r.id FROM ${eventRegistrations} r, e
      WHERE r.event_id = ${id} AND r.status = 'waitlisted'
      ORDER BY r.id
      LIMIT (SELECT CASE WHEN e.no_of_seats = 0 THEN NULL ELSE greatest(e.no_of_seats - e.seats_taken, 0) END FROM e)
    )
    UPDATE ${eventRegistrations} SET status = 'participant'
    WHERE id IN (SELECT id FROM next)
    RETURNING uid`);
  const promoted = result.rows.map((r) => ({ uid: Number(r.uid) }));
  if (promoted.length > 0) {
    await tx
      .update(events)
      .set({
        seatsTaken: sql`${events.seatsTaken} + ${promoted.length}`,
        waitlistCount: sql`${events.waitlistCount} - ${promoted.length}`,
      })
      .where(eq(events.id, id));
  }
  return promoted;
}

export type RegisterOutcome =
  | { kind: 'missing' }
  | { kind: 'refused'; event: EventRow }
  | { kind: 'done'; event: EventRow; added: Array<{ uid: number; status: 'participant' | 'waitlisted' }>; existing: Array<{ uid: number; status: string }> };

/**
 * Registers members for an event under its lock. `check` sees the locked row and may refuse
 * (answering `false`, nothing is written). Each member not yet registered takes a seat while
 * there is one (`no_of_seats` 0: always), else joins the waitlist.
 */
export async function registerMembers(
  id: number,
  members: Array<{ uid: number; timezone: string }>,
  check: (event: EventRow) => boolean,
): Promise<RegisterOutcome> {
  return getDb().transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) return { kind: 'missing' };
    if (!check(event)) return { kind: 'refused', event };
    const uids = members.map((m) => m.uid);
    const existing = await tx
      .select({ uid: eventRegistrations.uid, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), sql`${eventRegistrations.uid} IN ${uids}`));
    const known = new Set(existing.map((e) => e.uid));
    let taken = event.seatsTaken;
    const added: Array<{ uid: number; status: 'participant' | 'waitlisted' }> = [];
    for (const member of members) {
      if (known.has(member.uid)) continue;
      known.add(member.uid);
      const status = event.noOfSeats > 0 && taken >= event.noOfSeats ? 'waitlisted' : 'participant';
      if (status === 'participant') taken += 1;
      await tx.insert(eventRegistrations).values({ eventId: id, uid: member.uid, status, timezone: member.timezone });
      added.push({ uid: member.uid, status });
    }
    const seats = added.filter((a) => a.status === 'participant').length;
    const waits = added.length - seats;
    if (added.length > 0) {
      await tx
        .update(events)
        .set({ seatsTaken: sql`${events.seatsTaken} + ${seats}`, waitlistCount: sql`${events.waitlistCount} + ${waits}` })
        .where(eq(events.id, id));
    }
    return { kind: 'done', event, added, existing };
  });
}

/**
 * Cancels members' registrations under the event's lock; freed seats go to the waitlist, first
 * come first, in the same transaction. Answers who was removed and who moved up.
 */
export async function cancelRegistrations(
  id: number,
  uids: number[],
): Promise<{ removed: Array<{ uid: number; status: string }>; promoted: Array<{ uid: number }> } | null> {
  return getDb().transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) return null;
    const removed = await tx
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), sql`${eventRegistrations.uid} IN ${uids}`))
      .returning({ uid: eventRegistrations.uid, status: eventRegistrations.status });
    const seats = removed.filter((r) => r.status === 'participant').length;
    const waits = removed.length - seats;
    if (removed.length > 0) {
      await tx
        .update(events)
        .set({ seatsTaken: sql`${events.seatsTaken} - ${seats}`, waitlistCount: sql`${events.waitlistCount} - ${waits}` })
        .where(eq(events.id, id));
    }
    const promoted = seats > 0 ? await promoteWaitlisted(tx, id) : [];
    return { removed, promoted };
  });
}

/**
 * Tells an event's registrants it was cancelled: one `event-cancelled` notification row each (the
 * (member, nid) unique index keeps it to one however often this runs; members who turned the type off
 * are left out). Answers the rows written.
 */
export async function insertCancellationNotices(id: number, now: Date): Promise<Array<{ id: number; uid: number }>> {
  const rows = await getDb().execute<{ id: string; uid: number }>(sql`
    INSERT INTO ${notifications} (uid, nid, type, merge_id, object_type, object_id, body_short, path, datetime)
    SELECT r.uid, 'event-cancelled:' || e.id, 'event-cancelled', 'event-cancelled:' || e.id, 'event', e.id,
           e.title, '/events/' || e.id, ${now}
    FROM ${events} e JOIN ${eventRegistrations} r ON r.event_id = e.id
    WHERE e.id = ${id} AND ${noticeWanted(sql`r.uid`, 'event-cancelled')}
    ON CONFLICT (uid, nid) DO NOTHING
    RETURNING id, uid`);
  return rows.rows.map((r) => ({ id: Number(r.id), uid: Number(r.uid) }));
}

/**
 * Ties the uploads an event's media name to the event (the member's own uploads only, as a post
 * claims its author's), and lets go of those it no longer names: the sweep of unused uploads
 * keeps claimed files and removes the rest a day after upload.
 */
export async function claimEventUploads(eventId: number, uid: number, storageKeys: string[]): Promise<void> {
  await getDb().transaction(async (tx) => {
    const named = storageKeys.length > 0 ? sql`(SELECT ${uploads.id} FROM ${uploads} WHERE ${uploads.storageKey} IN ${storageKeys})` : sql`(SELECT NULL::integer WHERE false)`;
    await tx.execute(sql`DELETE FROM ${eventUploads} WHERE ${eventUploads.eventId} = ${eventId} AND ${eventUploads.uploadId} NOT IN ${named}`);
    if (storageKeys.length === 0) return;
    await tx.execute(sql`
      INSERT INTO ${eventUploads} (event_id, upload_id)
      SELECT ${eventId}, u.id FROM ${uploads} u WHERE u.storage_key IN ${storageKeys} AND u.uid = ${uid}
      ON CONFLICT DO NOTHING`);
  });
}
