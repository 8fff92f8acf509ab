import { cleanupAll, startApp, type AppProcess } from './support/app';

/**
 * Issue 33 goal 2: a search not yet stored is its results region spliced into the search page's
 * stored shell (server/cache/searchShell.ts). The spliced page must be the page Next renders for
 * the same address, byte for byte but for what differs between any two renders (the nonce, the
 * seed's id, the render's time). The reference is the same demo community served with the page
 * cache off (PAGE_CACHE_MB=0), where Next renders every page.
 */

let spliced: AppProcess;
let whole: AppProcess;

beforeAll(async () => {
  [spliced, whole] = await Promise.all([startApp({ demoSeed: true }), startApp({ demoSeed: true, env: { PAGE_CACHE_MB: '0' } })]);
}, 300_000);

afterAll(async () => {
  await cleanupAll();
});

/** What differs between two renders of one page: each response's nonce, the seed's id, the render's time (and each app's address). */
function comparable(html: string, app: AppProcess): string {
  return html
    .replaceAll(app.baseUrl.replace(/\/$/, ''), 'http://app')
    .replace(/(nonce|data-n-css)="[^"]*"/g, '$1=""')
    .replace(/"seed":\{"id":"[^"]*"/g, '"seed":{"id":""')
    .replace(/"renderedAt":\d+/g, '"renderedAt":0');
}

async function page(app: AppProcess, path: string): Promise<{ status: number; shell: string | null; headers: Array<string | null>; html: string }> {
  const res = await fetch(app.url(path), { redirect: 'manual' });
  const headers = ['content-type', 'cache-control', 'vary'].map((name) => res.headers.get(name));
  return { status: res.status, shell: res.headers.get('x-search-shell'), headers, html: comparable(await res.text(), app) };
}

/** Where two pages first differ, with some text around it; null when they are the same. */
function firstDifference(mine: string, next: string): { at: number; mine: string; next: string } | null {
  if (mine === next) return null;
  let at = 0;
  while (at < mine.length && mine[at] === next[at]) at += 1;
  return { at, mine: mine.slice(Math.max(0, at - 80), at + 120), next: next.slice(Math.max(0, at - 80), at + 120) };
}

const ADDRESSES = [
  '/search?term=release',
  '/search?term=caf%C3%A9+%22a%26b%22+%3Cscript%3E%27x%27',
  '/search?term=++release++notes++',
  '/search?term=release&searchIn=post%2Cproject%2Cevent&sortBy=newest',
  '/search?term=release&isMainPost=false&bench=7',
  '/search?term=release&term=other',
  '/search?term=nothing-here-at-all',
  '/search?term=%E0%A4%A',
  '/search?term=%00x',
  '/search?term=release&from=1700000000&to=1900000000',
  '/es/search?term=release',
  '/de/search?term=Ver%C3%B6ffentlichung',
  '/ar/search?term=%D8%A5%D8%B5%D8%AF%D8%A7%D8%B1',
];

describe('Issue 33 a search not yet stored, spliced into the search page’s shell', () => {
  test.each(ADDRESSES)('%s is the page Next renders for it', async (address) => {
    const [mine, next] = await Promise.all([page(spliced, address), page(whole, address)]);
    expect(next.shell).toBeNull();
    expect(mine.shell).toBe('spliced');
    expect(mine.status).toBe(next.status);
    expect(mine.headers).toEqual(next.headers);
    expect(firstDifference(mine.html, next.html)).toBeNull();
    expect(mine.html.length).toBeGreaterThan(5000);
  });

  test('what the shell does not answer is rendered by Next: a later page, a date range in days (redirected)', async () => {
    for (const address of ['/search?term=release&page=2', '/search?term=release&from=2026-11-01&to=2026-11-30']) {
      const [mine, next] = await Promise.all([page(spliced, address), page(whole, address)]);
      expect(mine.shell).toBeNull();
      expect(mine.status).toBe(next.status);
      expect(firstDifference(mine.html, next.html)).toBeNull();
    }
  });
});
