import { JS_CEILING_COMPRESSED_BYTES, measurePage, pageRouteChunks, visitorPages } from '../bench/js';
import { open, setUpBrowserApp } from './support/pages';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's plugin is CommonJS (next.config.js requires it)
const { COMPILE_HINT } = require('../scripts/compile-hints') as { COMPILE_HINT: string };

/**
 * What a visitor's browser downloads (issue 12, JavaScript diet): a size budget, never a time.
 * Every visitor page type stays under the ceiling of bench/js.ts, and the code that waits for use
 * (dialogs) arrives when used and works.
 */

const env = setUpBrowserApp({ demoSeed: true });

/**
 * Issue 33 (the error catalogue on first failure, axios with the first call, page views as beacons,
 * links that load their page's code on intent, slices that load with their pages): what each visitor page type loads before the load
 * event, and in all once the page is idle with other pages' code prefetched for its links,
 * compressed. Lower them as the diet goes on; raising one needs a reason
 * (docs/features/what-the-browser-loads.md).
 */
// 150: issue 37's install offer, held from the page's start, less what now loads with first use, what one chunk per page
// saves and the app's own Link, the member's header, the suspension notice and the head's tags left out of the first
// load (docs/features/what-the-browser-loads.md).
const FIRST_LOAD_CEILING_COMPRESSED_BYTES = 150 * 1024;
// Issue 33's target for a visitor's first load of a topic or feed page, before the load event.
const TOPIC_FEED_FIRST_LOAD_BYTES = 140 * 1024;
const IDLE_CEILING_COMPRESSED_BYTES = JS_CEILING_COMPRESSED_BYTES;

describe('the JavaScript a visitor loads', () => {
  it('every visitor page type stays under the compressed JS ceiling', async () => {
    const base = env.app().baseUrl;
    for (const { page, path } of await visitorPages(base)) {
      const js = await measurePage(env.browser(), `${base}${path}`);
      const total = js.idle.compressed + js.prefetched.compressed;
      const first = js.initial.compressed;
      // A failure names the page and its figures (KB), so the growth is easy to trace (npm run bench:js).
      const figures = { page, firstKb: Math.round(first / 1024), idleKb: Math.round(total / 1024) };
      const firstCeiling = page === 'topic' || page === 'feed' ? TOPIC_FEED_FIRST_LOAD_BYTES : FIRST_LOAD_CEILING_COMPRESSED_BYTES;
      expect({ ...figures, under: first <= firstCeiling && total <= IDLE_CEILING_COMPRESSED_BYTES }).toEqual({
        ...figures,
        under: true,
      });
      // The page's own code came compressed (brotli from the build, server/http/staticAssets.ts).
      expect(js.initial.compressed).toBeLessThan(js.initial.uncompressed / 2);
    }
  });

  it("first-load scripts carry V8's compile hint; code loaded on use does not (scripts/compile-hints.js)", async () => {
    const base = env.app().baseUrl;
    const [topic] = (await visitorPages(base)).filter((p) => p.page === 'topic');
    const js = await measurePage(env.browser(), `${base}${topic!.path}`);
    const starts = async (url: string) => (await (await fetch(url)).text()).slice(0, COMPILE_HINT.length);
    const first = js.scripts.filter((s) => s.beforeLoad && new URL(s.url).pathname.startsWith('/_next/static/chunks/'));
    expect(first.length).toBeGreaterThan(3);
    for (const script of first) expect({ url: script.url, starts: await starts(script.url) }).toEqual({ url: script.url, starts: COMPILE_HINT });
    // What the page fetched after the load event on its own (the realtime client, axios) is compiled
    // as used, unless that file is in another page's first load (the date library is the compose
    // page's, for one): a file carries the hint or not wherever it loads.
    const routeChunks = pageRouteChunks();
    const later = js.scripts.filter((s) => !s.beforeLoad && !s.prefetch && !routeChunks.has(decodeURIComponent(new URL(s.url).pathname)));
    expect(later.length).toBeGreaterThan(0);
    for (const script of later) expect(await starts(script.url)).not.toBe(COMPILE_HINT);
  });

  it('the topic, feed and profile pages make no Intl number or date formatter while they load and hydrate (lib/numbers.ts)', async () => {
    const base = env.app().baseUrl;
    const pages = (await visitorPages(base)).filter((p) => ['topic', 'feed', 'profile'].includes(p.page));
    expect(pages).toHaveLength(3);
    const context = await env.browser().newContext({ baseURL: base });
    // Counts each formatter made (a first one costs ICU's data, docs/DECISIONS.md "Counts without ICU on first render").
    await context.addInitScript({
      content: `(() => {
        const made = (window.__intlMade = []);
        for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat']) {
          const Native = Intl[name];
          Intl[name] = new Proxy(Native, { construct: (target, args) => (made.push(name), Reflect.construct(target, args)), apply: (target, self, args) => (made.push(name), Reflect.apply(target, self, args)) });
        }
        const toLocale = Number.prototype.toLocaleString;
        Number.prototype.toLocaleString = function (...args) { made.push('toLocaleString'); return toLocale.apply(this, args); };
      })();`,
    });
    const page = await context.newPage();
    for (const { page: name, path } of pages) {
      await open(page, path);
      await page.waitForLoadState('load');
      expect({ page: name, made: await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade) }).toEqual({ page: name, made: [] });
    }
    await context.close();
  });

  it("a visitor's page loads no HTTP client and no other page's code once idle; pointing at a link loads its page's code", async () => {
    const base = env.app().baseUrl;
    for (const { page, path } of (await visitorPages(base)).filter((p) => ['feed', 'event'].includes(p.page))) {
      const js = await measurePage(env.browser(), `${base}${path}`);
      const texts = await Promise.all(js.scripts.map(async (s) => (await fetch(s.url)).text()));
      // axios names its error class; the page view went out as a beacon (services/http.ts).
      expect({ page, axios: texts.some((text) => text.includes('AxiosError')) }).toEqual({ page, axios: false });
      expect({ page, prefetched: js.prefetched.scripts }).toEqual({ page, prefetched: 0 });
    }
    const context = await env.browser().newContext({ baseURL: base });
    const page = await context.newPage();
    const topicChunks: string[] = [];
    page.on('request', (req) => {
      if (decodeURIComponent(req.url()).includes('/pages/posts/[...slug]')) topicChunks.push(req.url());
    });
    await open(page, '/discussions');
    await page.waitForLoadState('networkidle');
    expect(topicChunks).toEqual([]); // the feed's topic links are in view
    const requested = page.waitForRequest((req) => decodeURIComponent(req.url()).includes('/pages/posts/[...slug]'));
    await page.locator('main a[href^="/posts/"]').first().hover();
    await requested;
    await context.close();
  });

  it('R2.1: the login dialog loads its code when first asked for, then works', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl });
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') chunks.push(req.url());
    });
    await open(page, '/discussions');
    const before = chunks.length;
    await page.getByRole('button', { name: /sign in|log in/i }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    expect(chunks.length).toBeGreaterThan(before);
    // Focus moved into the dialog, as it does for every dialog.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("issue 33: a page's messages come as two cached files, not in its data; a second page of the language asks only for its own", async () => {
    const base = env.app().baseUrl;
    const context = await env.browser().newContext({ baseURL: base });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/_next/static/messages/')) asked.push(new URL(req.url()).pathname);
    });
    // What the files' requests cost on the wire: 0 bytes when the browser's cache answered.
    const transferred = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/messages/'))
          .map((entry) => ({ file: new URL(entry.name).pathname.split('/').slice(-2).join('/'), bytes: (entry as PerformanceResourceTiming).transferSize })),
      );

    const first = await open(page, '/es/discussions');
    const html = await first!.text();
    const data = JSON.parse(/<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as { props: { pageProps: Record<string, unknown> } };
    expect(Object.keys(data.props.pageProps)).not.toContain('messages');
    expect(asked.map((file) => file.split('/').slice(-2).join('/').replace(/\.[0-9a-f]{12}\.json$/, ''))).toEqual([
      'es/common-player-notifications',
      'es/composer-discussions-topic',
    ]);
    const answer = await context.request.get(asked[0]!);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Said in Spanish once hydrated: the header's greeting and the feed's own words.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Debates');

    asked.length = 0;
    await open(page, '/es/events');
    expect((await transferred()).map(({ file, bytes }) => `${file.replace(/\.[0-9a-f]{12}\.json$/, '')} ${bytes > 0 ? 'network' : 'cache'}`).sort()).toEqual([
      'es/common-player-notifications cache',
      'es/events network',
    ]);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBe('Eventos');
    await context.close();
  });
});
