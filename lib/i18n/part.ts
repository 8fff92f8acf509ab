/**
 * A message with an element inside (a name in <strong>, a date): the message is said with `PART` as
 * the placeholder's value, and the element goes between the text before and after it, so each
 * language keeps its own word order.
 */
export const PART = '\uE000';

export function aroundPart(text: string): [string, string] {
  const at = text.indexOf(PART);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + PART.length)];
}
