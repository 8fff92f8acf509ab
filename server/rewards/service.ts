import { translator } from '@/server/i18n/catalogues';
import { CREDIT_POINTS, creditRules, type CreditEntry, type CreditReason, type Credits } from '@/lib/rewards/types';
import { creditTotal, deleteLedgerEntry, insertLedgerEntry, latestEntries, type LedgerRow } from './repository';

/** Reward credits: what each action earns, awarding, and a member's balance. */

export type { CreditReason };

const LATEST_ENTRIES = 20;

const toEntry = (row: LedgerRow): CreditEntry => ({
  id: row.id,
  reason: row.reason,
  points: row.points,
  ref: row.ref,
  created_at: row.createdAt.toISOString(),
});

/**
 * Credits `uid` for `reason`. `ref` names what earned it (`pid:12`, `event:7`, `uid:31`, or for
 * upvotes the post and the voter, `pid:12:voter:5`); the same (uid, reason, ref) pays only once,
 * so callers may repeat an award safely. Answers the new entry, or null when already awarded.
 */
export async function awardCredits(uid: number, reason: CreditReason, ref: string | null = null): Promise<CreditEntry | null> {
  const row = await insertLedgerEntry({ uid, reason, points: CREDIT_POINTS[reason], ref });
  return row ? toEntry(row) : null;
}

/** Takes an award back (an upvote withdrawn, an accepted answer un-accepted). Answers whether one existed. */
export async function revokeCredits(uid: number, reason: CreditReason, ref: string): Promise<boolean> {
  return (await deleteLedgerEntry(uid, reason, ref)) > 0;
}

/** GET /api/rewards/v1/credits: the member's total, latest entries and how credits are earned. */
export async function creditsOf(uid: number): Promise<Credits> {
  const [total, rows] = await Promise.all([creditTotal(uid), latestEntries(uid, LATEST_ENTRIES)]);
  return { uid, total, entries: rows.map(toEntry), rules: creditRules(translator('en', 'dialogs')) };
}
