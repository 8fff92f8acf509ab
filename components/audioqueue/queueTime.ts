import type { MessageKey } from '@/lib/i18n/catalogues';
import type { MessageValues } from '@/lib/i18n/said';
import type { Track } from '@/lib/player/types';

/** The audioqueue namespace's messages in the page's language (`useT('audioqueue')`). */
export type AudioQueueT = (key: MessageKey<'audioqueue'>, values?: MessageValues) => string;

/**
 * The queue page's arithmetic (R1.8): what is left to hear, lengths as clock text, and moving one
 * item of a list. Pure, so the page, its tests and the drag preview share one answer.
 */

/** How long the rest of the queue plays: seconds known, and how many tracks have no known length. */
export interface Remaining {
  seconds: number;
  /** Tracks still to play whose length is not known yet (their audio has not said). */
  unknown: number;
}

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Total remaining time: the rest of the current track (its length less the position; the length
 * the audio reported wins over the track's stated one) plus the lengths of the tracks after it.
 * With no current track (index -1 or out of range) the whole queue is left.
 */
export function remainingTime(
  tracks: ReadonlyArray<Pick<Track, 'duration'>>,
  index: number,
  position: number,
  currentLength?: number | null,
): Remaining {
  let seconds = 0;
  let unknown = 0;
  const current = Number.isInteger(index) && index >= 0 && index < tracks.length ? index : -1;
  const first = current === -1 ? 0 : current + 1;
  if (current !== -1) {
    const length = known(currentLength) ? currentLength : tracks[current]!.duration;
    if (known(length)) seconds += Math.max(0, length - (Number.isFinite(position) ? Math.max(0, position) : 0));
    else unknown += 1;
  }
  for (let i = first; i < tracks.length; i += 1) {
    const length = tracks[i]!.duration;
    if (known(length)) seconds += length;
    else unknown += 1;
  }
  return { seconds: Math.round(seconds), unknown };
}

/** A length as a clock: `0:45`, `12:05`, `1:02:03` (whole seconds, rounded down; invalid is `0:00`). */
export function formatClock(seconds: number | null | undefined): string {
  const total = Number.isFinite(seconds) && (seconds as number) > 0 ? Math.floor(seconds as number) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * The remaining time as a sentence: `1 hr 5 min left`, `42 min left`, `Less than a minute left`,
 * plus the tracks of unknown length (`42 min left, plus 1 track of unknown length`). Minutes are
 * rounded up (3 min 10 s is `4 min left`: never promise less than is left). Empty when nothing is left.
 */
export function remainingText({ seconds, unknown }: Remaining, t: AudioQueueT): string {
  if (seconds <= 0) return unknown > 0 ? t('remaining.unknownOnly', { count: unknown }) : '';
  let time: string;
  if (seconds < 60) time = t('time.lessThanMinute');
  else {
    const minutes = Math.ceil(seconds / 60);
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    time = h === 0 ? t('time.minutes', { minutes: m }) : m === 0 ? t('time.hours', { hours: h }) : t('time.hoursMinutes', { hours: h, minutes: m });
  }
  return unknown > 0 ? t('remaining.withUnknown', { time, count: unknown }) : t('remaining.left', { time });
}

/**
 * A list with the item at `from` moved to `to` (the index it has afterwards). Out-of-range
 * indexes leave the list as it was (a copy).
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = items.slice();
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= copy.length || to >= copy.length) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/**
 * Where an item dragged from `from` lands for a pointer at `y`: the number of the other items
 * whose middle is above the pointer (the index it has once moved). `middles` are the items'
 * vertical middles in their shown order, `shownFrom` the dragged item's place in it.
 */
export function dropIndex(middles: readonly number[], shownFrom: number, y: number): number {
  let index = 0;
  middles.forEach((middle, i) => {
    if (i !== shownFrom && middle < y) index += 1;
  });
  return index;
}
