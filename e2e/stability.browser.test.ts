import type { BrowserContext, Page } from 'playwright-core';
import { WIDTHS } from './support/browser';
import { DEMO_PASSWORD, hydrated, realtimeConnected, setUpBrowserApp } from './support/pages';

/**
 * What the first paint shows and whether the page moves afterwards, in Chromium against the built
 * app with the demo community: a member's theme comes with the server's HTML, and the feed and a
 * topic page do not shift when the browser app takes over (hydration) or later.
 */

const env = setUpBrowserApp({ demoSeed: true });
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
});

type Width = keyof typeof WIDTHS;

async function newContext(options: { width?: Width; colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean; cookies?: Awaited<ReturnType<BrowserContext['cookies']>> } = {}) {
  const context = await env.browser().newContext({
    baseURL: env.app().baseUrl,
    viewport: WIDTHS[options.width ?? 'desktop'],
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  if (options.cookies) await context.addCookies(options.cookies);
  return context;
}

/** Signs a demo member in over the API (no page needed) and answers the session's cookies. */
async function memberCookies(username: string, theme?: 'light' | 'dark' | 'system') {
  const context = await newContext();
  const config = await (await context.request.get('/api/config')).json();
  const login = await context.request.post('/api/v3/utilities/login', {
    headers: { 'X-XSRF-TOKEN': config.csrf_token },
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const member = await (await context.request.get('/api/config')).json();
  expect(member.loggedIn).toBe(true);
  if (theme) {
    const put = await context.request.put(`/api/v3/users/${member.uid}/settings`, {
      headers: { 'X-XSRF-TOKEN': member.csrf_token },
      data: { settings: { theme } },
    });
    expect(put.status()).toBe(200);
  }
  return context.cookies();
}

/** The page background the browser painted, as `rgb(r, g, b)`. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BG = 'rgb(246, 247, 251)';
const DARK_BG = 'rgb(13, 17, 23)';

describe('the theme is in the server HTML', () => {
  it('a member who chose dark gets data-theme="dark" in the HTML of a page rendered for them and a dark first paint on a new device', async () => {
    const cookies = await memberCookies('noah', 'dark');

    // The HTML itself: their settings page is rendered for them.
    const fetcher = await newContext({ cookies });
    const html = await (await fetcher.request.get('/user/noah/settings')).text();
    expect(html.match(/<html[^>]*>/)?.[0]).toBe('<html lang="en" dir="ltr" data-theme="dark">');
    expect(html.match(/<meta name="color-scheme"[^>]*>/)?.[0]).toBe('<meta name="color-scheme" content="dark"/>');

    // The first paint: no script runs at all, on a device that prefers light and has stored nothing.
    const noScript = await newContext({ cookies, javaScriptEnabled: false, colorScheme: 'light' });
    const page = await noScript.newPage();
    await page.goto('/user/noah/settings');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await background(page)).toBe(DARK_BG);
  });

  it('a member who chose dark shares the visitors’ page, painted dark from the first frame by its first script; with scripts off it follows the system', async () => {
    const cookies = await memberCookies('noah', 'dark');
    const browser = await newContext({ cookies, colorScheme: 'light' });
    const live = await browser.newPage();
    await live.addInitScript(() => {
      requestAnimationFrame(() => {
        Object.assign(window, { __firstFrame: { theme: document.documentElement.dataset.theme, background: getComputedStyle(document.body).backgroundColor } });
      });
    });
    const response = await live.goto('/discussions');
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await response?.text())?.match(/<html[^>]*>/)?.[0]).toBe('<html lang="en" dir="ltr">');
    await hydrated(live);
    expect(await live.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame)).toEqual({ theme: 'dark', background: DARK_BG });
    // With the app running the theme stays (nothing changes it after hydration).
    await live.locator('html[data-personal]').waitFor({ state: 'attached' });
    expect(await live.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await background(live)).toBe(DARK_BG);

    const noScript = await newContext({ cookies, javaScriptEnabled: false, colorScheme: 'light' });
    const page = await noScript.newPage();
    await page.goto('/discussions');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
    expect(await background(page)).toBe(LIGHT_BG);
  });

  it('a member who chose light gets light on a device that prefers dark; one who follows the system gets no data-theme', async () => {
    const light = await newContext({ cookies: await memberCookies('olga', 'light'), javaScriptEnabled: false, colorScheme: 'dark' });
    const lightPage = await light.newPage();
    await lightPage.goto('/user/olga/settings');
    expect(await lightPage.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await background(lightPage)).toBe(LIGHT_BG);

    const system = await newContext({ cookies: await memberCookies('priya', 'system'), javaScriptEnabled: false, colorScheme: 'dark' });
    const systemPage = await system.newPage();
    await systemPage.goto('/discussions');
    expect(await systemPage.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
    expect(await background(systemPage)).toBe(DARK_BG);
  });

  it('a visitor follows prefers-color-scheme from the first paint, without a script deciding', async () => {
    for (const [scheme, expected] of [['dark', DARK_BG], ['light', LIGHT_BG]] as const) {
      const context = await newContext({ javaScriptEnabled: false, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/discussions');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
      expect(await background(page)).toBe(expected);
    }
  });
});

/** Sum of the layout-shift entries (without recent input) since navigation, with what moved. */
async function collectShifts(page: Page) {
  await page.addInitScript(() => {
    const store = { total: 0, sources: [] as string[] };
    Object.assign(window, { __layoutShifts: store });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> };
        if (shift.hadRecentInput) continue;
        store.total += shift.value;
        for (const source of shift.sources ?? []) {
          const node = source.node;
          const el = node instanceof Element ? node : node?.parentElement;
          store.sources.push(`${shift.value.toFixed(4)} ${el ? `${el.tagName.toLowerCase()}.${el.className}` : '?'} "${(node?.textContent ?? '').slice(0, 40)}"`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsAfterLoad(page: Page, path: string) {
  await collectShifts(page);
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Late effects (the socket's first answer) have had their chance.
  await realtimeConnected(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __layoutShifts: { total: number; sources: string[] } }).__layoutShifts);
}

/** The first topic the feed links to. */
async function topicPath(): Promise<string> {
  const context = await newContext();
  const html = await (await context.request.get('/discussions')).text();
  const match = html.match(/href="(\/posts\/\d+\/[^"#]+)"/);
  if (!match?.[1]) throw new Error('no topic link on /discussions');
  return match[1];
}

/** Layout shift below 0.01; a failure names what moved. */
function expectStill(seen: { total: number; sources: string[] }, what: string) {
  if (seen.total >= 0.01) throw new Error(`${what} moved by ${seen.total.toFixed(4)}:\n${seen.sources.join('\n')}`);
  expect(seen.total).toBeLessThan(0.01);
}

describe('the feed and a topic page do not move after the first paint (layout shift < 0.01)', () => {
  for (const width of ['phone', 'desktop'] as const) {
    it(`/discussions at ${WIDTHS[width].width} px, for a visitor and for a member`, async () => {
      const visitor = await (await newContext({ width })).newPage();
      expectStill(await shiftsAfterLoad(visitor, '/discussions'), 'the feed for a visitor');

      const member = await (await newContext({ width, cookies: await memberCookies('priya') })).newPage();
      expectStill(await shiftsAfterLoad(member, '/discussions'), 'the feed for a member');
    });

    it(`a topic page at ${WIDTHS[width].width} px, for a visitor and for a member`, async () => {
      const path = await topicPath();
      const visitor = await (await newContext({ width })).newPage();
      expectStill(await shiftsAfterLoad(visitor, path), `${path} for a visitor`);

      const member = await (await newContext({ width, cookies: await memberCookies('noah') })).newPage();
      expectStill(await shiftsAfterLoad(member, path), `${path} for a member`);
    });
  }
});
