/**
 * A rendered page cut into a template with holes (./searchShell.ts): the page's main region after
 * its heading, its `__NEXT_DATA__` script's JSON, each occurrence of the render's CSP nonce, of its
 * personal script (which names the page's items, pages/_document.tsx), of the address's query
 * (`?term=<sentinel>`, in the language menu's links) and of the sentinel term itself (the title).
 * Filling the holes with another request's parts gives the page Next would render for it, which
 * the shell's maker checks on the shell itself before using it.
 */

type Hole = 'nonce' | 'personal' | 'query' | 'term' | 'region' | 'data';

/** What the page was rendered with, found in its text. */
export interface ShellMarks {
  nonce: string;
  /** The personal script's text ('' when the page has none). */
  personal: string;
  term: string;
}

export interface ShellTemplate {
  /** The page's text between the holes: one more piece than holes. */
  pieces: string[];
  holes: Hole[];
  /** The render's `__NEXT_DATA__`, parsed. */
  data: NextData;
}

/** The parts of Next's `__NEXT_DATA__` the shell replaces; the rest is kept as rendered. */
export interface NextData {
  props: { pageProps: Record<string, unknown> } & Record<string, unknown>;
  query: Partial<Record<string, string | string[]>>;
  [key: string]: unknown;
}

export type ShellParts = Record<Hole, string>;

const DATA_OPEN = '<script id="__NEXT_DATA__" type="application/json"';

/** Cuts `text` at the nonce, the personal script, `?term=<term>` and `<term>`, whichever comes first. */
function cutText(text: string, { nonce, personal, term }: ShellMarks, pieces: string[], holes: Hole[]): void {
  const query = `?term=${term}`;
  const marks: Array<[Hole, string]> = [['nonce', nonce], ['personal', personal], ['query', query], ['term', term]];
  let from = 0;
  for (;;) {
    let next: { hole: Hole; at: number; length: number } | null = null;
    for (const [hole, needle] of marks) {
      const at = needle ? text.indexOf(needle, from) : -1;
      if (at !== -1 && (next === null || at < next.at)) next = { hole, at, length: needle.length };
    }
    if (next === null) break;
    pieces.push(text.slice(from, next.at));
    holes.push(next.hole);
    from = next.at + next.length;
  }
  pieces.push(text.slice(from));
}

/**
 * The template of a page rendered for the sentinel `term` with `nonce`; null when the page does not
 * have the expected shape (one `<main>` with a heading, the data script after it).
 */
export function cutShell(html: string, marks: ShellMarks): ShellTemplate | null {
  const mainAt = html.indexOf('<main');
  if (mainAt === -1 || html.indexOf('<main', mainAt + 1) !== -1) return null;
  const headingEnd = html.indexOf('</h1>', mainAt);
  const mainEnd = html.lastIndexOf('</main>');
  if (headingEnd === -1 || mainEnd < headingEnd) return null;
  const regionStart = headingEnd + '</h1>'.length;
  const dataTag = html.indexOf(DATA_OPEN, mainEnd);
  const dataStart = dataTag === -1 ? -1 : html.indexOf('>', dataTag) + 1;
  const dataEnd = dataStart <= 0 ? -1 : html.indexOf('</script>', dataStart);
  if (dataEnd === -1) return null;
  let data: NextData;
  try {
    data = JSON.parse(html.slice(dataStart, dataEnd)) as NextData;
  } catch {
    return null;
  }
  if (typeof data.props?.pageProps !== 'object' || data.props.pageProps === null) return null;
  const pieces: string[] = [];
  const holes: Hole[] = [];
  cutText(html.slice(0, regionStart), marks, pieces, holes);
  holes.push('region');
  cutText(html.slice(mainEnd, dataStart), marks, pieces, holes);
  holes.push('data');
  cutText(html.slice(dataEnd), marks, pieces, holes);
  return { pieces, holes, data };
}

/** The page for `parts`: the template's pieces with the holes filled. */
export function fillShell(template: ShellTemplate, parts: ShellParts): string {
  let out = template.pieces[0] ?? '';
  for (let i = 0; i < template.holes.length; i += 1) {
    const hole = template.holes[i]!;
    out += hole === 'query' ? `?${parts.query}` : parts[hole];
    out += template.pieces[i + 1] ?? '';
  }
  return out;
}
