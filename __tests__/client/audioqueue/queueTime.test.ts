import { dropIndex, formatClock, moveItem, remainingText, remainingTime } from '@/components/audioqueue/queueTime';
import { translator } from '@/server/i18n/catalogues';

const t = translator('en', 'audioqueue');

const tracks = (...durations: Array<number | null>) => durations.map((duration) => ({ duration }));

describe('R1.8 the queue page: total remaining time', () => {
  it('is the rest of the current track plus every later track', () => {
    expect(remainingTime(tracks(600, 300, 120), 0, 100)).toEqual({ seconds: 500 + 300 + 120, unknown: 0 });
    expect(remainingTime(tracks(600, 300, 120), 1, 30)).toEqual({ seconds: 270 + 120, unknown: 0 });
  });

  it('leaves out the tracks before the current one', () => {
    expect(remainingTime(tracks(600, 300, 120), 2, 0)).toEqual({ seconds: 120, unknown: 0 });
    expect(remainingTime(tracks(600, 300, 120), 2, 120)).toEqual({ seconds: 0, unknown: 0 });
  });

  it('counts the whole queue when no track is current', () => {
    expect(remainingTime(tracks(600, 300), -1, 42)).toEqual({ seconds: 900, unknown: 0 });
    expect(remainingTime(tracks(600, 300), 7, 42)).toEqual({ seconds: 900, unknown: 0 });
    expect(remainingTime([], -1, 0)).toEqual({ seconds: 0, unknown: 0 });
  });

  it('prefers the length the audio reported for the current track', () => {
    expect(remainingTime(tracks(null, 300), 0, 10, 70)).toEqual({ seconds: 60 + 300, unknown: 0 });
    expect(remainingTime(tracks(600, 300), 0, 10, 70)).toEqual({ seconds: 60 + 300, unknown: 0 });
    // A useless reported length (NaN before metadata, Infinity for a stream) falls back to the track's.
    expect(remainingTime(tracks(600), 0, 0, Number.NaN)).toEqual({ seconds: 600, unknown: 0 });
    expect(remainingTime(tracks(600), 0, 0, Number.POSITIVE_INFINITY)).toEqual({ seconds: 600, unknown: 0 });
  });

  it('counts tracks of unknown length apart, and never goes below zero', () => {
    expect(remainingTime(tracks(null, 300, null, 0), 0, 5)).toEqual({ seconds: 300, unknown: 3 });
    expect(remainingTime(tracks(100), 0, 250)).toEqual({ seconds: 0, unknown: 0 });
    expect(remainingTime(tracks(100), 0, -20)).toEqual({ seconds: 100, unknown: 0 });
    expect(remainingTime(tracks(100), 0, Number.NaN)).toEqual({ seconds: 100, unknown: 0 });
  });

  it('reads as a sentence, rounding minutes up', () => {
    expect(remainingText({ seconds: 0, unknown: 0 }, t)).toBe('');
    expect(remainingText({ seconds: 59, unknown: 0 }, t)).toBe('Less than a minute left');
    expect(remainingText({ seconds: 60, unknown: 0 }, t)).toBe('1 min left');
    expect(remainingText({ seconds: 190, unknown: 0 }, t)).toBe('4 min left');
    expect(remainingText({ seconds: 3600, unknown: 0 }, t)).toBe('1 hr left');
    expect(remainingText({ seconds: 3600 + 5 * 60 - 30, unknown: 0 }, t)).toBe('1 hr 5 min left');
    expect(remainingText({ seconds: 600, unknown: 1 }, t)).toBe('10 min left, plus 1 track of unknown length');
    expect(remainingText({ seconds: 0, unknown: 2 }, t)).toBe('2 tracks of unknown length left');
  });
});

describe('R1.8 the queue page: lengths and moves', () => {
  it('formats a length as a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(45.9)).toBe('0:45');
    expect(formatClock(725)).toBe('12:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(null)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('moves one item to its new index', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], -1, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
    const list = ['a', 'b'];
    expect(moveItem(list, 0, 1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });

  it('drops a dragged item after every other item whose middle is above the pointer', () => {
    const middles = [25, 75, 125, 175];
    expect(dropIndex(middles, 0, 10)).toBe(0);
    expect(dropIndex(middles, 0, 80)).toBe(1);
    expect(dropIndex(middles, 0, 500)).toBe(3);
    expect(dropIndex(middles, 3, 0)).toBe(0);
    expect(dropIndex(middles, 3, 130)).toBe(3);
    expect(dropIndex(middles, 1, 130)).toBe(2);
  });
});
