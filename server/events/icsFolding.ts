/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded (CRLF and one space), and a fold
 * must not split a UTF-8 sequence (hardening 19). The `ics` package folds every 75 characters,
 * which lets lines of non-ASCII text run to 80 octets and more, so the calendar text it writes is
 * unfolded and folded again here by octets, at character boundaries.
 */

const LINE_OCTETS = 75;

/** Unfolds (CRLF followed by a space or tab, RFC 5545 §3.1) and folds every line at 75 octets. */
export function foldIcsLines(text: string): string {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  // The leading space of a continuation line counts: 74 octets of text after it.
  let room = LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
      room = LINE_OCTETS - 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}
