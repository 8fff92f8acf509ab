import { unescapeText } from '@/lib/names';

/** One run of a highlight: plain text, marked (the term matched) or not. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/**
 * A search highlight (`snippet`: HTML-escaped text whose only markup is `<mark>…</mark>`, R3.12) as
 * runs of plain text. The text between the tags is unescaped (R5.8) and rendered by React as text,
 * so nothing in a snippet is ever live HTML: a stray tag (anything but `<mark>` and `</mark>`)
 * shows as the characters it is made of.
 */
export function snippetParts(snippet: string | null | undefined): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of (snippet ?? '').split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece !== '') {
      const text = unescapeText(piece);
      const last = parts[parts.length - 1];
      if (last && last.mark === marked) last.text += text;
      else parts.push({ text, mark: marked });
    }
  }
  return parts;
}

/** The plain text of a snippet (the marks dropped). */
export const snippetText = (snippet: string | null | undefined): string =>
  snippetParts(snippet)
    .map((p) => p.text)
    .join('');
