import fc from 'fast-check';
import { pageNumber, pageQueryNumber, PG_INT_MAX } from '@/lib/pageNumber';
import { pageQueryValue, pageValue } from '@/lib/params';

/** The browser's page number (no zod) and the server's schema apply one rule (R5.5, R4.16). */
describe('page numbers without zod', () => {
  it('R5.5: reads whole numbers, rounds fractions down, and falls back to 1', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(' 4 ')).toBe(4);
    expect(pageNumber(2.9)).toBe(2);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('-5')).toBe(1);
    expect(pageNumber('abc')).toBe(1);
    expect(pageNumber('')).toBe(1);
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber(Infinity)).toBe(1);
    expect(pageNumber('1e300')).toBe(PG_INT_MAX);
    expect(pageQueryNumber(['7', '2'])).toBe(7);
  });

  it('agrees with the server schema on any value', () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.double().map(String),
      fc.double(),
      fc.integer(),
      fc.constantFrom(undefined, null, true, '', ' 12 ', '0x1f', '1e3', 'Infinity', '-0', NaN),
      fc.array(fc.oneof(fc.string(), fc.integer().map(String)), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(value, (v) => {
        expect(pageNumber(v)).toBe(pageValue.parse(v));
        expect(pageQueryNumber(v)).toBe(pageQueryValue.parse(v));
      }),
      { numRuns: 2000 },
    );
  });
});
