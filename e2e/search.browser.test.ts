import { watchHydration } from './support/hydration';
import { hydrated, open, setUpBrowserApp } from './support/pages';

/**
 * The global search in a real browser (built app, embedded PostgreSQL, demo community): the
 * header's box on a desktop (`/`, instant results, arrow keys, Enter), the phone's search sheet,
 * the `/search` page's facets and results, and the page without JavaScript (R1.5, R1.16, R9.4).
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

describe('global search in the browser', () => {
  it('R1.5 desktop: `/` focuses the header box, instant results are grouped, arrow keys and Enter open one', async () => {
    const page = await pages.newPage({ width: 1280 });
    await open(page, '/discussions');
    await hydrated(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    const focused = () => box.evaluate((el) => el === document.activeElement);
    // The shortcut works once the page's script runs (a busy machine may hydrate late).
    for (let tries = 0; tries < 30 && !(await focused()); tries += 1) {
      await page.keyboard.press('/');
      if (!(await focused())) await page.waitForTimeout(100);
    }
    expect(await focused()).toBe(true);
    expect(await box.inputValue()).toBe('');
    await page.keyboard.type('release');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByRole('group', { name: 'Posts' }).waitFor();
    const first = results.getByRole('option').first();
    const title = (await first.innerText()).split('\n')[0]!.trim();
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/posts/'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Enter without a choice: the search page for the term.
    await box.fill('release');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('term') === 'release');
    await page.getByRole('heading', { name: /^Posts/ }).waitFor();
  });

  it('R1.16 phone: the Search button opens the full-screen sheet; Enter shows the search page', async () => {
    const page = await pages.newPage({ width: 390 });
    await open(page, '/discussions');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Search' });
    await sheet.waitFor();
    const box = sheet.getByRole('combobox', { name: 'Search' });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    const size = await sheet.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(389);
    expect(size?.height).toBeGreaterThanOrEqual(800);
    await page.keyboard.type('release');
    await sheet.getByRole('option', { name: /See all results for “release”/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /^Posts/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('R1.5 the search page: a tag facet narrows the results; a result opens', async () => {
    const page = await pages.newPage({ width: 1280 });
    const asked: string[] = [];
    page.on('request', (req) => req.url().includes('/api/search') && asked.push(req.url()));
    await open(page, '/search?term=release');
    await hydrated(page);
    // The server's answer is the page's: once the network is quiet, the browser has asked nothing more for it.
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    const tags = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Tags' });
    const tag = tags.getByRole('link').first();
    const label = (await tag.locator('span').nth(1).innerText()).trim();
    const searched = page.waitForResponse((res) => res.url().includes('/api/search?') && res.url().includes('tags='));
    await tag.click();
    expect((await searched).status()).toBe(200);
    await page.waitForURL((url) => url.searchParams.get('tags') === label);
    await tags.getByRole('link', { name: new RegExp(`^${label} \\(chosen\\)`) }).waitFor();
    const result = page.locator('a[data-search-result]').first();
    await result.waitFor();
    const href = (await result.getAttribute('href'))!;
    await result.click();
    await page.waitForURL((url) => href.startsWith(url.pathname));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('issue 33 a search not yet stored comes spliced into the page’s shell, hydrates as Next’s page does, and its filters work', async () => {
    const page = await pages.newPage({ width: 1280 });
    const errors = watchHydration(page);
    const document = page.waitForResponse((res) => res.request().resourceType() === 'document');
    await open(page, '/search?term=quillpress&sortBy=newest');
    expect((await document).headers()['x-search-shell']).toBe('spliced');
    await hydrated(page);
    await expect(page.title()).resolves.toMatch(/^“quillpress” · Search/);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const searched = page.waitForResponse((res) => res.url().includes('/api/search?') && res.url().includes('postType='));
    await filters.getByRole('region', { name: 'Post type' }).getByRole('link').first().click();
    expect((await searched).status()).toBe(200);
    await page.waitForURL((url) => url.searchParams.has('postType'));
    await page.locator('a[data-search-result]').first().waitFor();
    expect(errors.take()).toEqual([]);
  });

  it('R1.5, R5.6 the date range narrows the results on a phone, is in the address and clears', async () => {
    const page = await pages.newPage({ width: 390 });
    await open(page, '/search?term=release&searchIn=post,event');
    await hydrated(page);
    const status = page.getByRole('status').filter({ hasText: /results? for/ });
    await status.waitFor();
    const before = await status.innerText();
    expect(before).not.toMatch(/^0 /);
    // On a phone the facets and dates fold behind the Filters button (R1.16).
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Filters', exact: true }).click();
    const dates = filters.getByRole('group', { name: 'Date' });
    // A range long before the demo community's posts and events.
    await dates.getByLabel('From').fill('2001-01-01');
    // Half a range is not searched: once the network is quiet (past the filters' debounce), the address has no date.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();
    const searched = page.waitForResponse((res) => res.url().includes('/api/search?') && res.url().includes('from='));
    await dates.getByLabel('To').fill('2001-12-31');
    expect((await searched).status()).toBe(200);
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('from') ?? '') && /^\d+$/.test(url.searchParams.get('to') ?? ''));
    await page.getByText(/^Nothing found for “release”/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await dates.getByRole('link', { name: 'Clear dates' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === null && url.searchParams.get('term') === 'release');
    await page.getByRole('status').filter({ hasText: before }).waitFor();
  });

  it('R1.5 without JavaScript /search?term= is server-rendered: results, facets and pages are links; noindex', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const response = await page.goto('/search?term=release&perPage=2');
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: /^Posts/ }).waitFor();
      expect(await page.locator('a[data-search-result]').count()).toBeGreaterThan(0);
      expect(await page.locator('mark').count()).toBeGreaterThan(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
      expect(await next.getAttribute('href')).toBe('/search?term=release&perPage=2&page=2');
      await next.click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.getByRole('link', { name: 'Previous page' }).waitFor();
      // R5.6 the date form sends days; the page's address is the same search with seconds.
      await page.goto('/search?term=release&searchIn=post,event');
      await page.getByLabel('From').fill('2001-01-01');
      await page.getByLabel('To').fill('2001-12-31');
      await page.getByRole('button', { name: 'Apply dates' }).click();
      await page.waitForURL((url) => url.searchParams.get('from') === String(Date.UTC(2001, 0, 1) / 1000) && url.searchParams.get('searchIn') === 'post,event');
      expect(new URL(page.url()).searchParams.get('to')).toBe(String(Date.UTC(2002, 0, 1) / 1000 - 1));
      await page.getByText(/^Nothing found for “release”/).waitFor();
      // The applied range shows in the inputs (its days in UTC, as the form sends them).
      expect(await page.getByLabel('From').inputValue()).toBe('2001-01-01');
      expect(await page.getByLabel('To').inputValue()).toBe('2001-12-31');
      // The header's box is a plain form to /search.
      await page.goto('/search');
      await page.getByText('What are you looking for?').waitFor();
    } finally {
      await context.close();
    }
  });
});
