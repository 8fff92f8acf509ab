import { EVENT_DATE_FORMAT, formatDuration, formatEventDate, greeting, toDayjs } from '@/lib/dates';

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
    [0, 0, 'Good morning'],
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [16, 59, 'Good afternoon'],
    [17, 0, 'Good evening'],
    [23, 59, 'Good evening'],
  ])('R9.9 %p:%p -> %p', (h, m, text) => {
    expect(greeting(local(2025, 5, 1, h, m))).toBe(text);
  });

  it('R9.9 uses the current time by default', () => {
    jest.useFakeTimers({ now: local(2025, 5, 1, 8, 0) });
    try {
      expect(greeting()).toBe('Good morning');
    } finally {
      jest.useRealTimers();
    }
  });
});
