import { promotedLevel } from '@/lib/trust/promotion';
import { HOUR_MS } from '@/lib/time';
import { getConfig } from '../config';
import { withAdvisoryLock } from '../db/advisoryLock';
import { startPeriodicJob } from '../jobs/periodic';
import { promotableStats, raiseLevels, type MemberStats } from './repository';

/**
 * The promotion job (issue 35; docs/features/trust.md): every hour it counts what members below
 * level 3 did, a few thousand members per statement, and raises the level of those who earned more
 * (lib/trust/promotion.ts `levelEarned`). It never lowers a level and never touches one a moderator
 * locked. Every instance runs the timer; one run at a time holds an advisory lock.
 */

/** Members counted per statement. */
const BATCH = 2_000;

/** The longest window an upheld report holds promotion back (the highest `cleanDays` asked). */
export function flagWindow(): number {
  const t = getConfig().trustThresholds;
  return Math.max(t[1].cleanDays, t[2].cleanDays, t[3].cleanDays, 1);
}

async function raise(rows: MemberStats[]): Promise<number[]> {
  const thresholds = getConfig().trustThresholds;
  const changes = rows.flatMap((r) => {
    const level = promotedLevel(r.level, r.locked, r.stats, thresholds);
    return level > r.level ? [{ uid: r.uid, level }] : [];
  });
  return raiseLevels(changes);
}

/** Raises the levels the members `uids` earned (a moderator handed a level back); answers who rose. */
export async function promoteMembers(uids: number[]): Promise<number[]> {
  return raise(await promotableStats({ uids }, flagWindow()));
}

/** One run over every member below level 3; answers who rose. */
export async function promoteAllOnce(): Promise<number[]> {
  const raised: number[] = [];
  const window = flagWindow();
  for (let afterUid = 0; ; ) {
    const rows = await promotableStats({ afterUid, limit: BATCH }, window);
    raised.push(...(await raise(rows)));
    if (rows.length < BATCH) break;
    afterUid = rows[rows.length - 1]!.uid;
  }
  return raised;
}

/** One run unless another instance is running one (null then). */
export function runPromotion(): Promise<number[] | null> {
  return withAdvisoryLock('trust-promotion', promoteAllOnce);
}

/** Runs the job every hour, the first five minutes after start; answers the function that stops it. */
export function startPromotionJob(): () => void {
  return startPeriodicJob('trust', runPromotion, { intervalMs: HOUR_MS, firstAfterMs: 5 * 60 * 1000 });
}
