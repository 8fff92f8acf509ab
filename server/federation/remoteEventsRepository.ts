import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { RemoteJoinState } from '@/lib/federation/remoteEvents';
import { getDb } from '../db';
import { federationEventJoins } from '../db/schema';

/**
 * The events on other sites members here asked to join (issue 38; ./remoteEvents.ts holds the
 * rules). Only this file talks to the database for them.
 */

export interface EventJoinRow {
  uid: number;
  eventIri: string;
  joinIri: string;
  organizerUid: number;
  title: string;
  summary: string;
  url: string;
  startsAt: Date;
  endsAt: Date | null;
  status: RemoteJoinState;
}

const columns = {
  uid: federationEventJoins.uid,
  eventIri: federationEventJoins.eventIri,
  joinIri: federationEventJoins.joinIri,
  organizerUid: federationEventJoins.organizerUid,
  title: federationEventJoins.title,
  summary: federationEventJoins.summary,
  url: federationEventJoins.url,
  startsAt: federationEventJoins.startsAt,
  endsAt: federationEventJoins.endsAt,
  status: federationEventJoins.status,
};

export async function eventJoinOf(uid: number, eventIri: string): Promise<EventJoinRow | null> {
  const [row] = await getDb()
    .select(columns)
    .from(federationEventJoins)
    .where(and(eq(federationEventJoins.uid, uid), eq(federationEventJoins.eventIri, eventIri)));
  return row ?? null;
}

export async function eventJoinByJoinIri(joinIri: string): Promise<EventJoinRow | null> {
  const [row] = await getDb().select(columns).from(federationEventJoins).where(eq(federationEventJoins.joinIri, joinIri));
  return row ?? null;
}

/** Records a request (a new Join): pending again, with the event as read now. */
export async function saveEventJoin(row: EventJoinRow): Promise<void> {
  const { joinIri, organizerUid, title, summary, url, startsAt, endsAt, status } = row;
  await getDb()
    .insert(federationEventJoins)
    .values(row)
    .onConflictDoUpdate({
      target: [federationEventJoins.uid, federationEventJoins.eventIri],
      set: { joinIri, organizerUid, title, summary, url, startsAt, endsAt, status, updatedAt: new Date() },
    });
}

/** The organizer's answer to the Join `joinIri`; whether a request had that Join. */
export async function answerEventJoin(joinIri: string, status: RemoteJoinState): Promise<boolean> {
  const rows = await getDb()
    .update(federationEventJoins)
    .set({ status, updatedAt: new Date() })
    .where(eq(federationEventJoins.joinIri, joinIri))
    .returning({ uid: federationEventJoins.uid });
  return rows.length > 0;
}

export async function deleteEventJoin(uid: number, eventIri: string): Promise<boolean> {
  const rows = await getDb()
    .delete(federationEventJoins)
    .where(and(eq(federationEventJoins.uid, uid), eq(federationEventJoins.eventIri, eventIri)))
    .returning({ uid: federationEventJoins.uid });
  return rows.length > 0;
}

/** A member's requests: the events not over yet (the next to start first), then the past ones (the latest first). */
export async function eventJoinsOf(uid: number, now: Date, limit: number): Promise<EventJoinRow[]> {
  const end = sql`coalesce(${federationEventJoins.endsAt}, ${federationEventJoins.startsAt})`;
  const mine = eq(federationEventJoins.uid, uid);
  const upcoming = await getDb().select(columns).from(federationEventJoins).where(and(mine, gte(end, now))).orderBy(asc(federationEventJoins.startsAt)).limit(limit);
  if (upcoming.length >= limit) return upcoming;
  const past = await getDb()
    .select(columns)
    .from(federationEventJoins)
    .where(and(mine, lt(end, now)))
    .orderBy(desc(federationEventJoins.startsAt))
    .limit(limit - upcoming.length);
  return [...upcoming, ...past];
}
