import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { rewardLedger } from '../db/schema';

/** Data access for the rewards ledger. */

export type LedgerRow = typeof rewardLedger.$inferSelect;

/** Adds one entry; null when this (uid, reason, ref) was already awarded. */
export async function insertLedgerEntry(entry: {
  uid: number;
  reason: string;
  points: number;
  ref: string | null;
}): Promise<LedgerRow | null> {
  const [row] = await getDb().insert(rewardLedger).values(entry).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteLedgerEntry(uid: number, reason: string, ref: string): Promise<number> {
  const gone = await getDb()
    .delete(rewardLedger)
    .where(and(eq(rewardLedger.uid, uid), eq(rewardLedger.reason, reason), eq(rewardLedger.ref, ref)))
    .returning({ id: rewardLedger.id });
  return gone.length;
}

/** The member's total, summed by PostgreSQL. */
export async function creditTotal(uid: number): Promise<number> {
  const [row] = await getDb()
    .select({ total: sql<number>`coalesce(sum(${rewardLedger.points}), 0)::int` })
    .from(rewardLedger)
    .where(eq(rewardLedger.uid, uid));
  return row?.total ?? 0;
}

export async function latestEntries(uid: number, limit: number): Promise<LedgerRow[]> {
  return getDb()
    .select()
    .from(rewardLedger)
    .where(eq(rewardLedger.uid, uid))
    .orderBy(desc(rewardLedger.createdAt), desc(rewardLedger.id))
    .limit(limit);
}
