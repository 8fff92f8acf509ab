import type { Page } from 'playwright-core';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Explore in a real browser (built app, embedded PostgreSQL, demo community), R1.6: a member
 * posts a topic, publishes an event and adds a project carrying two new tags (and one of each
 * carrying only the first); choosing the first tag shows two of each, adding the second narrows
 * posts, events and projects together to one of each. A visitor without JavaScript reads the
 * narrowed page as HTML and removes a tag by following its link.
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

const FIRST = 'tidepool';
const SECOND = 'lanterns';

async function apiPost(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const config = (await (await page.request.get('/api/config')).json()) as { csrf_token: string };
  const res = await page.request.post(path, { headers: { Accept: 'application/json', 'X-XSRF-TOKEN': config.csrf_token }, data });
  expect([path, res.status()]).toEqual([path, 200]);
}

/** The titles a section lists. */
const listed = (page: Page, kind: string) => page.getByTestId(`explore-section-${kind}`).getByRole('heading', { level: 3 }).allInnerTexts();

/** What each section lists: the topics (an event's discussion topic carries its tags too), the events, the projects. */
async function shown(page: Page) {
  const posts = await listed(page, 'post');
  return {
    topics: posts.filter((t) => t.endsWith('tide pools by lantern light')).sort(),
    events: (await listed(page, 'event')).sort(),
    projects: (await listed(page, 'project')).sort(),
  };
}

const BOTH = { topics: ['Both tide pools by lantern light'], events: ['Both lantern walk along the tide pools'], projects: ['Both Tidepool Lanterns'] };
const EITHER = {
  topics: ['Both tide pools by lantern light', 'One tide pools by lantern light'],
  events: ['Both lantern walk along the tide pools', 'One lantern walk along the tide pools'],
  projects: ['Both Tidepool Lanterns', 'One Tidepool Lanterns'],
};

beforeAll(async () => {
  const page = await pages.newPage();
  await signInAs(page, 'mei');
  for (const [word, tags] of [
    ['Both', [FIRST, SECOND]],
    ['One', [FIRST]],
  ] as const) {
    await apiPost(page, '/api/v3/topics', {
      title: `${word} tide pools by lantern light`,
      content: 'Where to find tide pools and how to light them at night.',
      postType: 'blog',
      tags,
    });
    await apiPost(page, '/api/events/v1/conference', {
      title: `${word} lantern walk along the tide pools`,
      summary: 'A walk at low tide.',
      timestamp: Date.now() + 3 * 86_400_000,
      duration: 60,
      event_status: 'publish',
      tags,
    });
    await apiPost(page, '/api/projects/v1/project', {
      name: `${word} Tidepool Lanterns`,
      description: 'Lantern firmware for tide pool walks.',
      tags,
    });
  }
});

describe('explore in the browser (R1.6)', () => {
  it('R1.6 explore by two tags: posts, events and projects narrow together', async () => {
    const page = await pages.newPage({ width: 1280 });
    await open(page, '/explore');
    await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
    // The demo's tags are there, each a link to its landing page.
    const popular = page.getByRole('region', { name: 'Popular tags' });
    expect(await popular.getByRole('link').count()).toBeGreaterThan(5);
    expect(await popular.getByRole('link').first().getAttribute('href')).toMatch(/^\/explore\?tags=[a-z0-9-]+$/);

    await open(page, `/explore?tags=${FIRST}`);
    await page.getByRole('heading', { level: 1, name: `Explore #${FIRST}` }).waitFor();
    expect(await shown(page)).toEqual(EITHER);

    // Adding the second tag from a result narrows every section.
    await page.getByTestId('explore-section-post').getByRole('link', { name: `Add #${SECOND}` }).first().click();
    await page.waitForURL((url) => url.search === `?tags=${FIRST},${SECOND}`);
    await page.getByRole('heading', { level: 1, name: `Explore #${FIRST} + #${SECOND}` }).waitFor();
    expect(await shown(page)).toEqual(BOTH);
    // A combination is not for search engines.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  it('R1.6 a visitor without JavaScript reads a narrowed page as HTML and removes a tag by its link', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      // Any other spelling of the tags redirects to the canonical address.
      const response = await page.goto(`/explore?tags=${FIRST.toUpperCase()},,${SECOND},${FIRST}`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).search).toBe(`?tags=${FIRST},${SECOND}`);
      expect(await shown(page)).toEqual(BOTH);
      await page.getByRole('link', { name: `#${SECOND} (remove)` }).click();
      await page.waitForURL((url) => url.search === `?tags=${FIRST}`);
      expect(await shown(page)).toEqual(EITHER);
      // One tag's landing page is indexable: canonical address and a CollectionPage.
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/explore\\?tags=${FIRST}$`));
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string };
      expect(ld['@type']).toBe('CollectionPage');
      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
