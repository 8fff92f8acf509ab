import { withAdvisoryLock } from '../db/advisoryLock';
import { recomputeDays, rollupBounds } from './repository';
import { forgetSummaries } from './service';
import { DAY_MS } from '@/lib/time';

/**
 * The activity job (R7.5): keeps the community rollups current. Each run recomputes today, and
 * on the first run of a day also the days since the last one (so yesterday's late writes are
 * caught); on its first run over an existing community it fills every earlier day once, a month
 * per transaction. It runs every minute, or less often when a run takes long (at most 5 % of the
 * time: a day of a very busy site takes seconds to recompute). Several instances may run it: one
 * run at a time holds an advisory lock, the others skip the tick.
 */

const ACTIVITY_JOB_INTERVAL_MS = 60 * 1000;
const CHUNK_DAYS = 31;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** Recomputes the days the rollups lack or may have wrong; answers how many days it computed. */
export async function refreshActivityOnce(now: Date = new Date()): Promise<number> {
  const today = dayMs(isoDay(now.getTime()));
  const { lastDay, firstActivity } = await rollupBounds();
  const start = lastDay !== null ? Math.min(dayMs(lastDay), today) : Math.min(firstActivity !== null ? dayMs(firstActivity) : today, today);
  let days = 0;
  for (let from = start; from <= today; from += CHUNK_DAYS * DAY_MS) {
    const to = Math.min(today, from + (CHUNK_DAYS - 1) * DAY_MS);
    await recomputeDays(isoDay(from), isoDay(to));
    days += Math.round((to - from) / DAY_MS) + 1;
  }
  forgetSummaries();
  return days;
}

/** One run unless another instance is running one (null then). */
export function refreshActivity(now: Date = new Date()): Promise<number | null> {
  return withAdvisoryLock('community-activity', () => refreshActivityOnce(now));
}

/** A run's share of the time at most: the pause after a run is at least this many times its length. */
const PAUSE_FACTOR = 20;

/** Runs the job every `intervalMs` or longer (see above), the first a few seconds after start; answers the function that stops it. */
export function startActivityJob(intervalMs = ACTIVITY_JOB_INTERVAL_MS): () => void {
  // ACTIVITY_JOB=off: another process keeps the rollups (the benchmark fills them before it
  // measures, bench/activity.ts, so a recompute does not land inside a measured run).
  if (process.env.ACTIVITY_JOB === 'off') return () => undefined;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };
  const run = async () => {
    const started = Date.now();
    try {
      await refreshActivity();
    } catch (err: unknown) {
      console.error('[activity] refresh failed', err);
    }
    schedule(Math.max(intervalMs, (Date.now() - started) * PAUSE_FACTOR));
  };
  schedule(5_000);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
