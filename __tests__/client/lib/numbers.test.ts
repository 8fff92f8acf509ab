import { countOf, formatCount } from '@/lib/numbers';

describe('formatCount (R9.3): the interface grouping of counts, without ICU for whole numbers', () => {
  const intl = new Intl.NumberFormat('en-US');

  it("writes every whole number as Intl.NumberFormat('en-US') does", () => {
    const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000, 999999, 1000000, 1234567, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (let n = 0; n < 5000; n += 7) samples.push(n * 997);
    for (const n of samples) {
      expect(formatCount(n)).toBe(intl.format(n));
      expect(formatCount(-n)).toBe(intl.format(-n).replace('-0', '0'));
    }
  });

  it('leaves fractions and numbers beyond the safe integers to Intl', () => {
    for (const n of [1.5, -1234.25, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatCount(n)).toBe(intl.format(n));
  });

  it('pairs a count with its noun', () => {
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(0, 'reply', 'replies')).toBe('0 replies');
    expect(countOf(1204, 'reply', 'replies')).toBe('1,204 replies');
  });
});
