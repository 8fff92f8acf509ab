import { foldIcsLines } from '../../server/events/icsFolding';

/** The lines of a folded text as octets, each checked to be whole UTF-8. */
function octetLines(text: string): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i += 1) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(bytes.subarray(start, i));
      start = i + 2;
    }
  }
  lines.push(bytes.subarray(start));
  return lines;
}

const decoder = new TextDecoder('utf-8', { fatal: true });
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('hardening 19: .ics lines are folded at 75 octets, never inside a UTF-8 sequence', () => {
  it.each([
    ['ASCII', 'DESCRIPTION:' + 'plain words '.repeat(20)],
    ['two-octet letters', 'SUMMARY:' + 'Ünïcødé ä ö ü '.repeat(12)],
    ['three-octet characters', 'SUMMARY:' + '日本語の勉強会 '.repeat(15)],
    ['four-octet characters across every boundary', 'SUMMARY:x' + '🎉'.repeat(60)],
    ['mixed', 'DESCRIPTION:' + 'a€😀ß'.repeat(40)],
  ])('hardening 19: %s', (_, line) => {
    const text = `BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`;
    const folded = foldIcsLines(text);
    const lines = octetLines(folded);
    for (const octets of lines) {
      expect(octets.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(octets)).not.toThrow();
    }
    // Continuation lines start with one space; unfolding gives the line back.
    expect(lines.length).toBeGreaterThan(3);
    expect(unfold(folded)).toBe(text);
    // Full lines are used: a fold comes only where the next character would not fit.
    lines.slice(1, -2).forEach((octets) => expect(octets.length).toBeGreaterThan(71));
  });

  it('hardening 19: text the ics package folded by characters is unfolded first and folded again by octets', () => {
    const byCharacters = 'SUMMARY:' + 'ä'.repeat(67) + '\r\n\t' + 'ä'.repeat(30);
    expect(Buffer.byteLength(byCharacters.split('\r\n')[0]!)).toBe(142);
    const folded = foldIcsLines(byCharacters);
    expect(unfold(folded)).toBe('SUMMARY:' + 'ä'.repeat(97));
    for (const octets of octetLines(folded)) expect(octets.length).toBeLessThanOrEqual(75);
    expect(foldIcsLines('SHORT:line\r\nEND:VCALENDAR\r\n')).toBe('SHORT:line\r\nEND:VCALENDAR\r\n');
  });
});
