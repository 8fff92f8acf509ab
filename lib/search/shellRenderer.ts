import type { GetServerSideProps } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';

/**
 * The search page's parts the custom server splices into its stored shell (server/cache/searchShell.ts),
 * made by the code Next's bundle holds: the page's loader (its `getServerSideProps`), the results
 * region's markup (React and the page's CSS modules live there), React's escaping of text and the
 * document's writing of the page's data.
 * Next's bundle and the custom server load this module separately, so the renderer is kept on
 * `globalThis` under a global symbol; it is there once Next has loaded the search page.
 */

/** What the page's router holds during its server render, as the region reads it. */
export interface SearchRouterView {
  locale: string;
  /** The address's query as Next parses it (a repeated name gives an array). */
  query: ParsedUrlQuery;
  /** The address without its language prefix. */
  asPath: string;
}

export interface SearchPageRenderer {
  /** The search page's `getServerSideProps`, the one Next calls. */
  props: GetServerSideProps<Record<string, unknown>>;
  /** The results region (the page's `SearchResults`) for the page's props, as the page renders it. */
  region(pageProps: Record<string, unknown>, router: SearchRouterView): string;
  /** Text escaped as React escapes text and attribute values. */
  escape(text: string): string;
  /** The page's `__NEXT_DATA__` script text as the document writes it (its messages moved to files). */
  pageData(nextData: Record<string, unknown>): string;
}

const RENDERER = Symbol.for('community.searchPageRenderer');
type WithRenderer = typeof globalThis & { [RENDERER]?: SearchPageRenderer };

export function registerSearchPageRenderer(renderer: SearchPageRenderer): void {
  (globalThis as WithRenderer)[RENDERER] = renderer;
}

/** The renderer, once Next has loaded the search page; undefined before. */
export function searchPageRenderer(): SearchPageRenderer | undefined {
  return (globalThis as WithRenderer)[RENDERER];
}
