import type { IncomingMessage, ServerResponse } from 'node:http';
import { searchParamsToUrlQuery, urlQueryToSearchParams } from 'next/dist/shared/lib/router/utils/querystring';
import { DEFAULT_LOCALE, LOCALES, localizedPath, splitLocalePath, type Locale } from '@/lib/i18n/locales';
import { nonceFromHeaders } from '@/lib/http/nonce';
import { personalScript } from '@/lib/personal/script';
import { subjectsOf, subjectsQuery } from '@/lib/personal/subjects';
import { hasSearchTerm, searchQueryFromUrl } from '@/lib/search/address';
import { searchPageRenderer, type SearchPageRenderer } from '@/lib/search/shellRenderer';
import { compressible, holdResponse } from './respond';
import { renderWithoutCounting } from './servings';
import { cutShell, fillShell, type NextData, type ShellParts, type ShellTemplate } from './shellTemplate';
import type { PageStore, Snapshot } from './store';
import { visitorRequest } from './visitor';

/**
 * A search not yet stored, answered without Next's render of the whole page (issue 33 goal 2):
 * the search page for each language is rendered once by Next for a sentinel term (the shell,
 * kept as long as a stored page and dropped with every stored page, ./store.ts), cut into a
 * template (./shellTemplate.ts), and each search's page is that template filled with its own
 * parts: the page's props from the page's own loader, its results region rendered by React alone
 * (components/search/serverRegion.tsx), its term and query escaped as React escapes them, its
 * personal script (naming its items) and its `__NEXT_DATA__` as the document writes them
 * (pages/_document.tsx: the messages moved to files). Before a shell is used its template is filled
 * with the shell's own parts and must give back the shell byte for byte; a shell that does not (a
 * change to the page this does not know) is not used and Next renders every search, as before.
 * Only the search page as visitors see it (the shared page), page 1, GET.
 */

/** The term the shell is rendered for: a word no search finds. */
export const SHELL_TERM = 'zqxshellterm';

type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type PageProps = Record<string, unknown>;

interface Shell {
  template: ShellTemplate;
  /** The headers Next gave the shell's answer: content type and cache control (the request's own `Vary`, set before the pipeline, stays). */
  headers: Array<[string, string | number | string[]]>;
}

interface Held {
  shell: Promise<Shell | null>;
  snap: Snapshot;
  madeAt: number;
}

export interface SearchShells {
  /** The page for a search request, spliced; Next's render when the shell cannot answer it. */
  render: Render;
}

interface Asked {
  locale: Locale;
  /** The address without its language prefix, its query as Next writes it again (Next's `asPath`). */
  path: string;
  /** That query: `?term=` and the rest. */
  search: string;
  /** The query as Next parses it (a repeated name gives an array). */
  query: NextData['query'];
}

/** What a GET of `url` asks, or null when it is not a search the shell answers. */
function spliceable(url: string): Asked | null {
  const { locale, path } = splitLocalePath(url);
  const at = path.indexOf('?');
  if (at === -1 || path.slice(0, at) !== '/search') return null;
  const query = searchParamsToUrlQuery(new URLSearchParams(path.slice(at + 1))) as NextData['query'];
  // Page 2 on has another title; a date range in days is redirected by the page's loader.
  if ('page' in query || !hasSearchTerm(searchQueryFromUrl(query))) return null;
  const search = urlQueryToSearchParams(query).toString();
  return { locale, path: `/search?${search}`, search, query };
}

/** The page's props from its loader; null when its answer is not a page (a redirect, an error status). */
async function loadProps(renderer: SearchPageRenderer, req: IncomingMessage, res: ServerResponse, asked: Asked): Promise<PageProps | null> {
  const { locale, path, query } = asked;
  // Next adds the parsed cookies to its request; the loaders read the session from the header.
  const ctx = { req: Object.assign(req, { cookies: {} }), res, query, resolvedUrl: path, locale, locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE };
  const result = await renderer.props(ctx);
  if (!('props' in result) || res.statusCode !== 200) return null;
  return await result.props;
}

/** The personal script the document writes for a page rendered without a session. */
function personalOf(pageProps: PageProps): string {
  return personalScript(subjectsQuery(subjectsOf(pageProps)));
}

/** The request's parts of its page: all but the data's other fields, which are the shell's. */
function partsOf(renderer: SearchPageRenderer, shell: ShellTemplate, pageProps: PageProps, asked: Asked, nonce: string): ShellParts {
  const { locale, path, search, query } = asked;
  const data: NextData = { ...shell.data, props: { ...shell.data.props, pageProps }, query };
  return {
    nonce,
    personal: personalOf(pageProps),
    term: renderer.escape(searchQueryFromUrl(query).term ?? ''),
    query: renderer.escape(search),
    region: renderer.region(pageProps, { locale, query, asPath: path }),
    data: renderer.pageData(data),
  };
}

/** A request of the pipeline's own for the search page as a visitor sees it, counting nothing. */
function ownRequest(req: IncomingMessage, url: string): { req: IncomingMessage; res: ServerResponse } {
  const own = visitorRequest(req, url);
  renderWithoutCounting(own.req);
  return own;
}

export function createSearchShells(render: Render, store: PageStore, maxAgeMs: number, log: (line: string) => void): SearchShells {
  const shells = new Map<Locale, Held>();

  /** Next's render of the shell, cut and checked; null when it cannot be used. */
  async function makeShell(req: IncomingMessage, locale: Locale): Promise<Shell | null> {
    const url = localizedPath(`/search?term=${SHELL_TERM}`, locale);
    const next = ownRequest(req, url);
    const nonce = nonceFromHeaders(next.req.headers) ?? '';
    const held = holdResponse(next.req, next.res, () => compressible(next.res));
    await render(next.req, next.res);
    const body = await held;
    const renderer = searchPageRenderer();
    if (body === null || next.res.statusCode !== 200 || !renderer) {
      log(`search shell (${locale}): no shell (${body === null ? 'no page' : `status ${next.res.statusCode}`}${renderer ? '' : ', no renderer'}); searches are rendered whole`);
      return null;
    }
    // The shell's own props again, with the messages the page's data no longer carries.
    const asked = spliceable(url)!;
    const probe = ownRequest(req, url);
    const pageProps = await loadProps(renderer, probe.req, probe.res, asked);
    const html = body.toString('utf8');
    const template = pageProps && cutShell(html, { nonce, personal: personalOf(pageProps), term: SHELL_TERM });
    if (!pageProps || !template) {
      log(`search shell (${locale}): the page has not the shape the shell expects; searches are rendered whole`);
      return null;
    }
    // Filled with its own parts (its own data: the probe's seed and time are its own), the shell must come back whole.
    const parts = partsOf(renderer, template, pageProps, asked, nonce);
    const again = fillShell(template, { ...parts, data: renderer.pageData(template.data) });
    if (again !== html) {
      let at = 0;
      while (at < html.length && html[at] === again[at]) at += 1;
      log(`search shell (${locale}): the spliced page differs from Next's at ${at} (${JSON.stringify(html.slice(at, at + 80))} vs ${JSON.stringify(again.slice(at, at + 80))}); searches are rendered whole`);
      return null;
    }
    const headers = Object.entries(next.res.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined && /^(content-type|cache-control)$/.test(entry[0]));
    return { template, headers };
  }

  function shellFor(req: IncomingMessage, locale: Locale): Promise<Shell | null> {
    const held = shells.get(locale);
    if (held && store.unchangedSince(held.snap) && Date.now() - held.madeAt < maxAgeMs) return held.shell;
    const failed = (err: unknown) => {
      log(`search shell (${locale}): ${err instanceof Error ? (err.stack ?? err.message) : String(err)}; searches are rendered whole`);
      return null;
    };
    const made: Held = { shell: makeShell(req, locale).catch(failed), snap: store.snapshot([]), madeAt: Date.now() };
    shells.set(locale, made);
    return made.shell;
  }

  async function splice(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const asked = (req.method ?? 'GET').toUpperCase() === 'GET' ? spliceable(req.url ?? '/') : null;
    if (!asked) return false;
    const shell = await shellFor(req, asked.locale);
    const renderer = searchPageRenderer();
    if (!shell || !renderer) return false;
    const pageProps = await loadProps(renderer, req, res, asked);
    if (res.headersSent) return true; // the loader answered (the outage page)
    if (!pageProps) {
      res.statusCode = 200; // Next renders it, and sets its status again
      return false;
    }
    const html = fillShell(shell.template, partsOf(renderer, shell.template, pageProps, asked, nonceFromHeaders(req.headers) ?? ''));
    for (const [name, value] of shell.headers) res.setHeader(name, value);
    res.setHeader('X-Search-Shell', 'spliced');
    res.end(html);
    return true;
  }

  return {
    async render(req, res) {
      if (!(await splice(req, res))) await render(req, res);
    },
  };
}
