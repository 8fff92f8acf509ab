import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { preparedQuery, statementName } from '../db/prepared';
import { rateLimits, sessions, users } from '../db/schema';
import { viewerColumns, type ViewerRow } from '../users/repository';

/** Data access for sessions and rate limits. */

interface SessionRow {
  id: string;
  uid: number | null;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export async function insertSession(row: { id: string; uid: number | null; csrfToken: string; expiresAt: Date }) {
  await getDb().insert(sessions).values(row);
}

const liveSession = preparedQuery((db) =>
  db
    .select({
      id: sessions.id,
      uid: sessions.uid,
      csrfToken: sessions.csrfToken,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      viewer: viewerColumns,
    })
    .from(sessions)
    .leftJoin(users, eq(users.uid, sessions.uid))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql`now()`),
        or(
          isNull(sessions.uid),
          gt(sessions.createdAt, sql`now() - make_interval(secs => ${sql.placeholder('maxAge')}::int)`),
        ),
      ),
    )
    .prepare(statementName('live_session')),
);

/**
 * The session if it has not expired: neither its sliding `expires_at` nor, for a member's session,
 * `memberMaxAgeSeconds` after it began (`created_at`, the log-in), however active it was. A
 * member's session comes with what the request needs to know about them (server/users/viewer.ts),
 * read in the same statement: every signed-in request needs both.
 */
export async function findLiveSession(id: string, memberMaxAgeSeconds: number): Promise<(SessionRow & { viewer: ViewerRow | null }) | null> {
  const [row] = await liveSession().execute({ id, maxAge: memberMaxAgeSeconds });
  if (!row) return null;
  return { ...row, viewer: row.viewer && row.viewer.uid !== null ? (row.viewer as ViewerRow) : null };
}

/** Ends every session of the member, except `keepId` when given; answers how many ended. */
export async function deleteSessionsOf(uid: number, keepId?: string): Promise<number> {
  const gone = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.uid, uid), keepId === undefined ? undefined : ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return gone.length;
}

export async function touchSession(id: string, expiresAt: Date): Promise<void> {
  await getDb().update(sessions).set({ lastSeenAt: sql`now()`, expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(id: string): Promise<void> {
  await getDb().delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(): Promise<number> {
  const gone = await getDb().delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id });
  return gone.length;
}

/**
 * Takes one place in the key's fixed window if one is free, in a single atomic statement: the
 * count goes up only while it is below `max` (or the window has passed), so concurrent attempts
 * cannot all pass a check made before they are counted. Answers whether a place was taken.
 */
export async function takeWindowSlot(key: string, max: number, windowSeconds: number): Promise<boolean> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const rows = await getDb()
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
      setWhere: sql`${expired} OR ${rateLimits.count} < ${max}`,
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0;
}

/** Gives back a place taken with takeWindowSlot (never below zero). */
export async function releaseWindowSlot(key: string): Promise<void> {
  await getDb()
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Progressive back-off: `free` attempts, then each one waits base·2^(n−free) seconds, up to cap. */
export interface Backoff {
  free: number;
  baseSeconds: number;
  capSeconds: number;
  /** After this long without an attempt the count starts again. */
  forgetSeconds: number;
}

const backoffDelay = (b: Backoff) =>
  sql`make_interval(secs => LEAST(${b.baseSeconds}::float8 * power(2, GREATEST(${rateLimits.count} - ${b.free}, 0)), ${b.capSeconds}::float8))`;

/**
 * Counts one attempt under a back-off (hardening 3). `window_start` is the time of the last attempt
 * let through and `count` the attempts since the count last started, those refused included: an
 * attempt is let through while fewer than `free` were counted, or once base·2^(count−free) seconds
 * (at most the cap) have passed since the last one let through. Every attempt is counted, so each
 * one made during a wait doubles it and a burst cannot outlast the first wait and slip one more
 * through; refused attempts never move `window_start`, so nobody waits longer than the cap after
 * the last attempt let through. The row is locked while it is read and written, so parallel
 * attempts are decided one after another. Answers 0 when let through, else the seconds left.
 */
export async function takeBackoffSlot(key: string, b: Backoff): Promise<number> {
  const forgotten = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${b.forgetSeconds})`;
  return getDb().transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, windowStart: sql`now()`, count: 0 }).onConflictDoNothing();
    const [state] = await tx
      .select({
        forgotten: sql<boolean>`${forgotten}`,
        free: sql<boolean>`${forgotten} OR ${rateLimits.count} < ${b.free} OR ${rateLimits.windowStart} <= now() - ${backoffDelay(b)}`,
      })
      .from(rateLimits)
      .where(eq(rateLimits.key, key))
      .for('update');
    const [after] = await tx
      .update(rateLimits)
      .set({
        count: state!.forgotten ? 1 : sql`${rateLimits.count} + 1`,
        ...(state!.free ? { windowStart: sql`now()` } : {}),
      })
      .where(eq(rateLimits.key, key))
      .returning({
        seconds: sql<number>`CEIL(EXTRACT(EPOCH FROM (${rateLimits.windowStart} + ${backoffDelay(b)} - clock_timestamp())))::int`,
      });
    return state!.free ? 0 : Math.max(1, after?.seconds ?? 1);
  });
}

/** Adds one to the key's fixed window in a single atomic statement; returns the new count. */
export async function bumpCounter(key: string, windowSeconds: number): Promise<number> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

export async function clearCounter(key: string): Promise<void> {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** When the lock under `key` began, while it holds (began less than `lockSeconds` ago); else null. */
export async function lockHeldSince(key: string, lockSeconds: number): Promise<Date | null> {
  const [row] = await getDb()
    .select({ since: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStart} > now() - make_interval(secs => ${lockSeconds})`));
  return row?.since ?? null;
}

/**
 * Starts a lock under `key` unless one holds, in one atomic statement (`window_start` is when it
 * began): answers its start when this call began it, null when a lock already held, so parallel
 * callers start one lock and one of them learns it.
 */
export async function startLock(key: string, lockSeconds: number): Promise<Date | null> {
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: sql`now()`, count: 1 },
      setWhere: sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${lockSeconds})`,
    })
    .returning({ since: rateLimits.windowStart });
  return row?.since ?? null;
}
