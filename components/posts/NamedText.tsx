/** The values that mark the seen part of a control's name (`{show}Edit{end} topic`): ./NamedText. */
export const SHOWN_PART = { show: '\uE000', end: '\uE001' } as const;

/**
 * A control's name written as one message, so each language orders its own words: the part
 * between `{show}` and `{end}` is seen (and so is part of the name, WCAG 2.5.3 label in name), the
 * words around it are for screen readers only. A text without the marks is seen whole.
 */
export function NamedText({ text, className }: { text: string; className?: string }) {
  const start = text.indexOf(SHOWN_PART.show);
  const end = start < 0 ? -1 : text.indexOf(SHOWN_PART.end, start + 1);
  if (end < 0) return <>{text}</>;
  const before = text.slice(0, start);
  const shown = text.slice(start + 1, end);
  const after = text.slice(end + 1);
  return (
    <>
      {before && <span className="visually-hidden">{before}</span>}
      {className ? <span className={className}>{shown}</span> : shown}
      {after && <span className="visually-hidden">{after}</span>}
    </>
  );
}
