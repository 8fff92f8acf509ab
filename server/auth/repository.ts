import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { rateLimits, sessions } from '../db/schema';

/** Data access for sessions and rate limits. */

interface SessionRow {
  id: string;
  uid: number | null;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

export async function insertSession(row: { id: string; uid: number | null; csrfToken: string; expiresAt: Date }) {
  await getDb().insert(sessions).values(row);
}

export async function findLiveSession(id: string): Promise<SessionRow | null> {
  const [row] = await getDb()
    .select({
      id: sessions.id,
      uid: sessions.uid,
      csrfToken: sessions.csrfToken,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)));
  return row ?? null;
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

/** Current count in the key's window (0 when the window has passed). */
export async function peekCounter(key: string, windowSeconds: number): Promise<number> {
  const [row] = await getDb()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, key), gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`)),
    );
  return row?.count ?? 0;
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
