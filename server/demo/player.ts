import { postTrackId, eventTrackId, type TrackId } from '@/lib/player/types';
import { measureDurationsOnce } from '../player/durations';
import { latestPodcastPids, latestRecordedEventIds, trackListeners } from '../player/queries';
import { recordPlay, saveQueue } from '../player/repository';
import type { DemoStep } from './seed';
import { DAY_MS } from '@/lib/time';

/**
 * The player's demo (R3.17): a saved queue for mei, the four podcast episodes (oldest first) and
 * the newest audio recording of a past event, so her queue follows her to any browser she signs in
 * with; and listens of the episodes and recordings by some members over the last days, so plays
 * show on the posts and events. The recordings' lengths are read from their files first (the
 * durations job's own run), so the demo's feeds and player know every track's length from the
 * start. The queue is saved over, and a member's demo plays of a track are recorded only when they
 * have none yet: the days are counted back from today, so a later run (another day, or a run that
 * crosses midnight) would otherwise add the same listens on other days. Running the step again
 * changes nothing.
 */

const QUEUE_OWNER = 'mei';
/** Who listened to what (a track's index in the list below) how many days ago. */
const LISTENERS = ['jonas', 'carlos', 'amara', 'liam', 'sofia', 'priya'];

const dayBefore = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

export const playerStep: DemoStep = {
  name: 'player',
  async run(ctx) {
    await measureDurationsOnce();
    const episodes = (await latestPodcastPids(4)).reverse().map(postTrackId);
    const recordings = (await latestRecordedEventIds(3)).map(eventTrackId);
    const owner = ctx.members.get(QUEUE_OWNER);
    if (owner && episodes.length > 0) {
      const items: TrackId[] = [...episodes, ...recordings.slice(0, 1)];
      await saveQueue(owner.uid, items, 1, 12);
    }
    const tracks = [...episodes, ...recordings];
    const listened = await trackListeners(tracks);
    for (const [t, track] of tracks.entries()) {
      for (const [m, username] of LISTENERS.entries()) {
        const member = ctx.members.get(username);
        // A fixed pattern: each track has its own listeners, some on two days.
        if (!member || (t + m) % 3 === 0 || listened.get(track)?.has(member.uid)) continue;
        await recordPlay(track, member.uid, dayBefore(1 + ((t + m) % 4)));
        if ((t * m) % 5 === 1) await recordPlay(track, member.uid, dayBefore(6));
      }
    }
  },
};
