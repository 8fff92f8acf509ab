import { measureAudioSeconds } from '../media/audio';
import * as repo from './durationsRepository';
import { startPeriodicJob } from '../jobs/periodic';

/**
 * The durations job (R3.17: every feed item names its `itunes:duration`, the player its length):
 * podcast episodes and event recordings on the site's own files whose length is unknown are
 * measured from the files (server/media/audio.ts, in a worker) and the seconds stored, a few per
 * run, never while a request waits. An episode whose author gave a duration keeps it. A file that
 * cannot be read is not tried again by this process. Every step is safe to run on several
 * instances at once (the same value is written).
 */

const DURATIONS_JOB_INTERVAL_MS = 60 * 1000;
/** Files measured per kind and run. */
const BATCH = 10;

/** Addresses that could not be measured (`kind:id:src`), not asked again until restart. */
const unreadable = new Set<string>();

/** One run; answers how many durations it stored. */
export async function measureDurationsOnce(): Promise<number> {
  let stored = 0;
  for (const { pid, src } of await repo.podcastsWithoutDuration(BATCH + unreadable.size)) {
    const key = `post:${pid}:${src}`;
    if (unreadable.has(key)) continue;
    const seconds = await measureAudioSeconds(src);
    if (seconds === null) {
      unreadable.add(key);
      continue;
    }
    await repo.setPodcastDuration(pid, src, seconds);
    stored += 1;
  }
  for (const { id, src } of await repo.recordingsWithoutDuration(BATCH + unreadable.size)) {
    const key = `event:${id}:${src}`;
    if (unreadable.has(key)) continue;
    const seconds = await measureAudioSeconds(src);
    if (seconds === null) {
      unreadable.add(key);
      continue;
    }
    await repo.setRecordingDuration(id, src, seconds);
    stored += 1;
  }
  return stored;
}

/** Runs the job every `intervalMs` (the first soon after start); answers the function that stops it. */
export function startDurationsJob(intervalMs = DURATIONS_JOB_INTERVAL_MS): () => void {
  return startPeriodicJob('durations', measureDurationsOnce, { intervalMs, firstAfterMs: 5_000 });
}
