import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NONCE_REQUEST_HEADER } from '@/lib/http/nonce';
import { personalScript } from '@/lib/personal/script';
import { subjectsOf, subjectsQuery } from '@/lib/personal/subjects';
import { registerSearchPageRenderer, type SearchPageRenderer } from '@/lib/search/shellRenderer';
import { createSearchShells, SHELL_TERM } from '@/server/cache/searchShell';
import { countEveryServing } from '@/server/cache/servings';
import { PageStore } from '@/server/cache/store';

/**
 * The search page's shell (server/cache/searchShell.ts) against a stand-in for Next: a page whose
 * parts are the renderer's, so a spliced search must be the stand-in's page for the same address;
 * a stand-in whose page the renderer cannot make again is never spliced.
 */

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const termOf = (query: Record<string, unknown>) => String(Array.isArray(query.term) ? query.term[0] : (query.term ?? '')).trim();

const renderer: SearchPageRenderer = {
  async props(ctx) {
    const term = termOf(ctx.query);
    countEveryServing(ctx.req, () => counted.push(term));
    return { props: { seed: { id: `seed-${(seeds += 1)}`, hits: term === SHELL_TERM ? [] : [{ pid: 7, upvoted: false, bookmarked: false }] }, renderedAt: 1 } };
  },
  region: (pageProps, router) => `<div class="r">${escape(termOf(router.query))}: ${(pageProps.seed as { hits: unknown[] }).hits.length}</div>`,
  escape,
  pageData: (data) => JSON.stringify(data).replace(/</g, '\\u003c'),
};

let seeds = 0;
let counted: string[] = [];
let nextRenders: string[] = [];
/** Whether the stand-in's region differs from the renderer's (a page the shell must not splice). */
let nextDiffers = false;

/** The stand-in for Next's render of `/search`. */
async function next(req: IncomingMessage, res: ServerResponse): Promise<void> {
  nextRenders.push(req.url ?? '');
  const url = new URL(req.url ?? '/', 'http://x');
  const query = Object.fromEntries(url.searchParams);
  const result = (await renderer.props({ req: Object.assign(req, { cookies: {} }), res, query, resolvedUrl: '', locale: 'en' })) as { props: Record<string, unknown> };
  const pageProps = result.props;
  const nonce = String(req.headers[NONCE_REQUEST_HEADER]);
  const region = nextDiffers ? '<div class="r" data-other="">?</div>' : renderer.region(pageProps, { locale: 'en', query, asPath: '' });
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(
    `<html><head><title>“${escape(termOf(query))}”</title><script nonce="${nonce}">${personalScript(subjectsQuery(subjectsOf(pageProps)))}</script></head>` +
      `<body><a href="/es/search?${escape(url.searchParams.toString())}">es</a><main class="page"><h1>Search</h1>${region}</main>` +
      `<script id="__NEXT_DATA__" type="application/json" nonce="${nonce}">${renderer.pageData({ props: { pageProps }, page: '/search', query })}</script></body></html>`,
  );
}

let server: http.Server;
let plain: http.Server;
let base = '';
let plainBase = '';
const log: string[] = [];

beforeAll(async () => {
  registerSearchPageRenderer(renderer);
  const shells = createSearchShells(next, new PageStore(1_000_000, 60_000), 60_000, (line) => log.push(line));
  server = http.createServer((req, res) => void shells.render(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  plain = http.createServer((req, res) => void next(req, res));
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainBase = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => plain.close(() => resolve()));
});

beforeEach(() => {
  nextRenders = [];
  counted = [];
});

const ask = (path: string, nonce = 'bm9uY2VBYmNk') => fetch(`${base}${path}`, { headers: { [NONCE_REQUEST_HEADER]: nonce } });
const pageOf = async (res: Response) => (await res.text()).replace(/"id":"seed-\d+"/, '"id":""');

describe('Issue 33 a search not yet stored, spliced into the search page’s shell', () => {
  test('the shell is Next’s page for the sentinel term (counted nowhere); a search is that shell with its own parts', async () => {
    const res = await ask('/search?term=a+%26+%3Cb%3E&sortBy=newest');
    expect(res.headers.get('x-search-shell')).toBe('spliced');
    expect(nextRenders).toEqual([`/search?term=${SHELL_TERM}`]);
    expect(counted).toEqual(['a & <b>']);
    const spliced = await pageOf(res);
    nextRenders = [];
    const again = await ask('/search?term=a+%26+%3Cb%3E&sortBy=newest', 'b3RoZXJOb25jZQ');
    expect(nextRenders).toEqual([]); // the shell is kept
    expect(await pageOf(again)).toBe(spliced.replaceAll('bm9uY2VBYmNk', 'b3RoZXJOb25jZQ'));
    const whole = await pageOf(await fetch(`${plainBase}/search?term=a+%26+%3Cb%3E&sortBy=newest`, { headers: { [NONCE_REQUEST_HEADER]: 'bm9uY2VBYmNk' } }));
    expect(spliced).toBe(whole);
    expect(spliced).toContain('<div class="r">a &amp; &lt;b&gt;: 1</div>');
    expect(spliced).toContain('/api/personal?posts=7');
  });

  test('a later page and an address without a term are Next’s', async () => {
    for (const path of ['/search?term=x&page=2', '/search', '/search?sortBy=newest']) {
      const res = await ask(path);
      expect(res.headers.get('x-search-shell')).toBeNull();
    }
    expect(nextRenders).toEqual(['/search?term=x&page=2', '/search', '/search?sortBy=newest']);
  });
});

describe('Issue 33 a shell that does not come back whole is not used', () => {
  test('the template filled with the shell’s parts differs from the shell: logged, and every search is Next’s', async () => {
    nextDiffers = true;
    const shells = createSearchShells(next, new PageStore(1_000_000, 60_000), 60_000, (line) => log.push(line));
    const res = await new Promise<{ shell: string | undefined; body: string }>((resolve, reject) => {
      const other = http.createServer((req, out) => void shells.render(req, out));
      other.listen(0, '127.0.0.1', () => {
        const port = (other.address() as AddressInfo).port;
        fetch(`http://127.0.0.1:${port}/search?term=y`, { headers: { [NONCE_REQUEST_HEADER]: 'bm9uY2VBYmNk' } })
          .then(async (answer) => resolve({ shell: answer.headers.get('x-search-shell') ?? undefined, body: await answer.text() }))
          .catch(reject)
          .finally(() => other.close());
      });
    });
    nextDiffers = false;
    expect(res.shell).toBeUndefined();
    expect(res.body).toContain('data-other');
    expect(nextRenders).toEqual([`/search?term=${SHELL_TERM}`, '/search?term=y']);
    expect(log.some((line) => /the spliced page differs from Next's/.test(line))).toBe(true);
  });
});
