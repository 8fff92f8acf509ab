import { ELLIPSIS, TRUNCATE_LIMIT, truncate } from '@/lib/text';

const word = (n: number, ch = 'a') => ch.repeat(n);

describe('R9.3 truncate: 220 characters, up to 10 more to the next space, then an ellipsis', () => {
  it('R9.3 defaults to 220 characters and a single-character ellipsis', () => {
    expect(TRUNCATE_LIMIT).toBe(220);
    expect(ELLIPSIS).toBe('…');
  });

  it('R9.3 leaves text of at most the limit unchanged', () => {
    expect(truncate('short')).toBe('short');
    expect(truncate(word(220))).toBe(word(220));
    expect(truncate('hello world', 11)).toBe('hello world');
  });

  it('R9.3 cuts at the limit when no space follows within 10 characters', () => {
    expect(truncate(word(221))).toBe(`${word(220)}…`);
    expect(truncate(word(300))).toBe(`${word(220)}…`);
    // A space 11 characters past the limit is too far.
    expect(truncate(`${word(231)} tail`)).toBe(`${word(220)}…`);
  });

  it('R9.3 extends to the next space when it is at most 10 characters past the limit', () => {
    // Space exactly at the limit (index 220): nothing to extend.
    expect(truncate(`${word(220)} ${word(20, 'b')}`)).toBe(`${word(220)}…`);
    // Space at index 225: the word is finished.
    expect(truncate(`${word(225)} ${word(20, 'b')}`)).toBe(`${word(225)}…`);
    // Space at index 230 (10 past the limit): still reached.
    expect(truncate(`${word(230)} ${word(20, 'b')}`)).toBe(`${word(230)}…`);
  });

  it('R9.3 does not look back: a space before the limit is not used', () => {
    const text = `${word(215)} ${word(30, 'b')}`; // space at 215, next none within reach
    expect(truncate(text)).toBe(`${word(215)} ${word(4, 'b')}…`);
  });

  it('R9.3 drops trailing whitespace before the ellipsis', () => {
    expect(truncate(`${word(218)}   ${word(20, 'b')}`)).toBe(`${word(218)}…`);
  });

  it('R9.3 takes a custom limit', () => {
    expect(truncate('The quick brown fox jumps', 7)).toBe('The quick…');
    expect(truncate('The quick brown fox jumps', 3)).toBe('The…');
    expect(truncate('abcdefghijklmnopqrstuvwxyz', 5)).toBe('abcde…');
  });

  it('R9.3 counts newlines as spaces and never splits an emoji', () => {
    expect(truncate('Hello\nworld and more', 3)).toBe('Hello…');
    expect(truncate(`${word(219)}😀${word(20, 'b')}`)).toBe(`${word(219)}…`);
  });

  it('R9.3 gives an empty string for null and undefined', () => {
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
  });
});
