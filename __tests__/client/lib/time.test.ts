import { DAY_MS, HOUR_MS, MINUTE_MS, toUnixMs } from '@/lib/time';

describe('lengths of time and the reading of timestamps (lib/time.ts)', () => {
  it('names a minute, an hour and a day in milliseconds', () => {
    expect(MINUTE_MS).toBe(60_000);
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
  });

  it('reads a number below 1e11 as unix seconds, anything else as milliseconds', () => {
    expect(toUnixMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toUnixMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(toUnixMs(99_999_999_999)).toBe(99_999_999_999_000);
    expect(toUnixMs(100_000_000_000)).toBe(100_000_000_000);
    expect(toUnixMs(0)).toBe(0);
    expect(toUnixMs(-5)).toBe(-5000);
  });
});
