import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { EVENT_DATE_FORMAT, formatEventDate, formatPostDate, isoDay, toDayjs } from '@/lib/dates';
import { formatDuration as durationIn } from '@/lib/duration';
import { translator } from '@/server/i18n/catalogues';
import { greeting } from '@/lib/greeting';

const formatDuration = (minutes: number | null | undefined) => durationIn(minutes, translator('en', 'common'));

// Built from local date parts, so the tests pass in every time zone.
const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo, d, h, mi);

describe('R9.8 formatEventDate: HH:mmA • DD-MMM-YYYY', () => {
  const afternoon = local(2025, 0, 5, 14, 7);
  const morning = local(2024, 10, 23, 9, 30);

  it('R9.8 uses the spec format exactly', () => {
    expect(EVENT_DATE_FORMAT).toBe('HH:mmA • DD-MMM-YYYY');
    expect(formatEventDate(afternoon)).toBe('14:07PM • 05-Jan-2025');
    expect(formatEventDate(morning)).toBe('09:30AM • 23-Nov-2024');
  });

  it('R9.8 accepts unix seconds, milliseconds, numeric strings and ISO strings', () => {
    const ms = afternoon.getTime();
    const seconds = Math.floor(ms / 1000);
    expect(formatEventDate(ms)).toBe('14:07PM • 05-Jan-2025');
    expect(formatEventDate(seconds)).toBe('14:07PM • 05-Jan-2025');
    expect(formatEventDate(String(seconds))).toBe('14:07PM • 05-Jan-2025');
    expect(formatEventDate(String(ms))).toBe('14:07PM • 05-Jan-2025');
    expect(formatEventDate(afternoon.toISOString())).toBe('14:07PM • 05-Jan-2025');
  });

  it('R9.8 tells seconds from milliseconds at 1e11', () => {
    expect(toDayjs(99_999_999_999)?.valueOf()).toBe(99_999_999_999_000);
    expect(toDayjs(100_000_000_000)?.valueOf()).toBe(100_000_000_000);
  });

  it('R9.8 gives an empty string for missing or invalid input', () => {
    expect(formatEventDate(null)).toBe('');
    expect(formatEventDate(undefined)).toBe('');
    expect(formatEventDate('')).toBe('');
    expect(formatEventDate('not a date')).toBe('');
    expect(formatEventDate(Number.NaN)).toBe('');
  });
});

describe('R9.8 formatDuration: hours and minutes, minimum 1 min', () => {
  it.each([
    [0, '1 min'],
    [1, '1 min'],
    [45, '45 min'],
    [59, '59 min'],
    [60, '1 hr'],
    [61, '1 hr 1 min'],
    [90, '1 hr 30 min'],
    [120, '2 hr'],
    [150, '2 hr 30 min'],
    [1565, '26 hr 5 min'],
  ])('R9.8 %p minutes -> %p', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('issue 34: in the page\'s language (an event\'s length, a podcast episode\'s)', () => {
    expect(durationIn(90, translator('es', 'common'))).toBe('1 h 30 min');
    expect(durationIn(60, translator('de', 'common'))).toBe('1 Std.');
    expect(durationIn(150, translator('ar', 'common'))).toBe('2 ساعة و30 دقيقة');
  });

  it('R9.8 rounds fractions and never goes below 1 min', () => {
    expect(formatDuration(0.4)).toBe('1 min');
    expect(formatDuration(44.6)).toBe('45 min');
    expect(formatDuration(-30)).toBe('1 min');
    expect(formatDuration(Number.NaN)).toBe('1 min');
    expect(formatDuration(null)).toBe('1 min');
    expect(formatDuration(undefined)).toBe('1 min');
  });
});

describe('R9.9 greeting by the hour', () => {
  it.each([
    [0, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [23, 59, 'evening'],
  ])('R9.9 %p:%p -> %p', (h, m, text) => {
    expect(greeting(local(2025, 5, 1, h, m))).toBe(text);
  });

  it('R9.9 uses the current time by default', () => {
    jest.useFakeTimers({ now: local(2025, 5, 1, 8, 0) });
    try {
      expect(greeting()).toBe('morning');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('one date formatter for server and browser (UTC, relative to a given now)', () => {
  const now = Date.UTC(2025, 0, 10, 23, 30);
  const HOUR = 3_600_000;

  /** The formatter's answers for a few moments, computed by a Node process in time zone `zone`. */
  function sampleIn(zone: string): { texts: string[]; localDay: number } {
    const code = `
      import { formatDateTime, formatDay, formatPostDate } from '@/lib/dates';
      const now = ${now}, HOUR = ${HOUR}, late = Date.UTC(2024, 11, 31, 23, 59);
      console.log(JSON.stringify({
        texts: [
          formatPostDate(now - 20_000, now),
          formatPostDate(now - 3 * HOUR, now),
          formatPostDate(now - 50 * HOUR, now),
          formatPostDate(Date.UTC(2024, 11, 11, 22, 15), now),
          formatDay(late),
          formatDateTime(late),
        ],
        localDay: new Date(late).getDate(),
      }));`;
    const out = execFileSync(process.execPath, [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), '-e', code], {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    });
    return JSON.parse(out);
  }

  it('gives the same text in every time zone (a server in UTC, browsers anywhere)', () => {
    const seen = ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'].map(sampleIn);
    // The zones really differ for local dates, so a formatter using local time would not pass.
    expect(new Set(seen.map((s) => s.localDay)).size).toBeGreaterThan(1);
    for (const answer of seen) expect(answer.texts).toEqual(seen[0]!.texts);
    expect(seen[0]!.texts).toEqual([
      'a few seconds ago',
      '3 hours ago',
      '2 days ago',
      '11 Dec 2024',
      '31 December 2024',
      '31 Dec 2024, 23:59 UTC',
    ]);
  }, 30_000);

  it('is relative for a week, then the day; a time a little after now reads as just now', () => {
    expect(formatPostDate(now - 6.9 * 24 * HOUR, now)).toBe('7 days ago');
    expect(formatPostDate(now - 7 * 24 * HOUR, now)).toBe('3 Jan 2025');
    expect(formatPostDate(now + 30_000, now)).toBe('a few seconds ago');
    expect(formatPostDate(Math.floor((now - HOUR) / 1000), now)).toBe('an hour ago');
    expect(formatPostDate(null, now)).toBe('');
    expect(formatPostDate('not a date', now)).toBe('');
  });

  it('the same moment gives the same text whatever form it comes in', () => {
    const ts = now - 3 * HOUR;
    expect(formatPostDate(new Date(ts), now)).toBe(formatPostDate(ts, now));
    expect(formatPostDate(new Date(ts).toISOString(), new Date(now))).toBe('3 hours ago');
    expect(isoDay(ts)).toBe(new Date(ts).toISOString());
  });
});
