import type { Page } from 'playwright-core';
import { accountMenu, hydrated, open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * The visitors' page cache in a real browser against the built app (demo community): a cached
 * topic page hydrates and works under the Content-Security-Policy (each response has its own
 * nonce), and a change a member makes shows to a visitor when the page is loaded again.
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

function watchPolicy(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

describe('Issue 12 the visitors’ page cache in the browser', () => {
  test('a cached topic page hydrates with its own nonce, and shows a member’s reply live and on reload', async () => {
    const visitor = await pages.newPage();
    const problems = watchPolicy(visitor);
    await open(visitor, '/discussions');
    const href = await visitor.locator('main a[href^="/posts/"]').first().getAttribute('href');
    if (!href) throw new Error('the feed links no topic');
    const tid = Number(/^\/posts\/(\d+)/.exec(href)![1]);

    const first = await open(visitor, href);
    const again = await visitor.reload();
    await hydrated(visitor);
    expect(first?.headers()['x-page-cache']).toBeDefined();
    expect(again?.headers()['x-page-cache']).toBe('hit');
    // The reload revalidated the browser's copy (304): the stored page keeps its stored policy, and
    // hydrated above. A response with a body has a nonce of its own.
    const nonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const [one, two] = [await visitor.request.get(href), await visitor.request.get(href)];
    expect(two.headers()['x-page-cache']).toBe('hit');
    expect(nonce(two.headers()['content-security-policy'])).not.toBe(nonce(one.headers()['content-security-policy']));
    expect(await two.text()).toContain(`nonce="${nonce(two.headers()['content-security-policy'])}"`);

    // The cached page works: its scripts ran (hydrated above) and the login dialog opens.
    await visitor.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await visitor.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await visitor.keyboard.press('Escape');

    // A member replies; the visitor's next load shows it.
    const member = await pages.newPage();
    await signInAs(member, 'hana');
    const { csrf_token: csrf } = (await (await member.request.get('/api/config')).json()) as { csrf_token: string };
    const text = `A reply the visitor sees after reloading ${Date.now()}`;
    const reply = await member.request.post(`/api/v3/topics/${tid}`, { data: { content: text }, headers: { 'X-XSRF-TOKEN': csrf } });
    expect(reply.status()).toBe(200);
    // The open page shows it live (R7.6); the next load is a fresh page that holds it.
    await visitor.getByText(text).first().waitFor();
    const fresh = await visitor.reload();
    await hydrated(visitor);
    expect(fresh?.headers()['x-page-cache']).toBe('miss');
    await visitor.getByText(text).first().waitFor();
    expect(problems).toEqual([]);
  });
});

/**
 * What each animation frame of a page load showed, until the member's state is in place: whether
 * the header's "Sign in" was visible, how many vote buttons were visible and how many of those
 * pressed; and the layout shifts of the whole load.
 */
interface FrameLog {
  frames: Array<{ path: string; heading: string; signIn: boolean; votes: number; pressed: number; personal: boolean; follow: string[] }>;
  cls: number;
}

async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = { frames: [] as FrameLog['frames'], cls: 0 };
    (window as unknown as { __frames: FrameLog }).__frames = log;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) log.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const seen = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const frame = () => {
      const votes = [...document.querySelectorAll('[data-testid^="vote-"], [data-testid^="event-vote-"]')].filter(seen);
      const signIn = [...document.querySelectorAll('header button')].some((b) => b.textContent?.trim() === 'Sign in' && seen(b));
      const personal = document.documentElement.dataset.personal !== undefined;
      // A profile's Follow / Unfollow as shown.
      const follow = [...document.querySelectorAll('main button')].filter((b) => /^(Follow|Unfollow)$/.test(b.textContent?.trim() ?? '') && seen(b));
      if (log.frames.length < 600) log.frames.push({
        path: location.pathname,
        heading: document.querySelector('main h1')?.textContent ?? '',
        signIn,
        votes: votes.length,
        pressed: votes.filter((v) => v.getAttribute('aria-pressed') === 'true').length,
        personal,
        follow: follow.map((b) => b.textContent?.trim() ?? ''),
      });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The first link in the page's main content whose address matches. */
async function firstLink(page: Page, address: RegExp): Promise<string> {
  const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => address.test(href));
  if (!found) throw new Error(`${page.url()} links nothing like ${address}`);
  return found;
}

const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { __frames: FrameLog }).__frames);

describe('Issue 33 members get the shared page, their own state painted with it', () => {
  test('a member’s topic page is the cached one; their header, votes and reply box show from the first frame, nothing moves, and saving works', async () => {
    const member = await pages.newPage({ width: 390 });
    await signInAs(member, 'jonas');
    const href = '/posts/6/quillpress-3-0-is-out-incremental-builds-i18n-routes-and-a-smaller-core';
    await member.setViewportSize({ width: 390, height: 3200 });
    await watchFrames(member);
    const response = await member.goto(href);
    expect(response?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response?.headers()['vary']).toBe('Accept-Encoding');
    await member.locator('html[data-personal]').waitFor({ state: 'attached' });
    await member.waitForTimeout(300);
    const { frames, cls } = await framesOf(member);
    // The visitor's header never showed; the votes showed first with the member's pressed state.
    expect(frames.filter((f) => f.signIn)).toEqual([]);
    const final = frames[frames.length - 1]!;
    expect(final.pressed).toBeGreaterThan(0);
    expect(frames.filter((f) => f.votes > 0 && f.pressed !== final.pressed)).toEqual([]);
    expect(cls).toBeLessThan(0.02);
    await accountMenu(member).waitFor();
    await member.getByRole('button', { name: /Post question/ }).waitFor();

    // The controls are the member's: a save is kept and taken back.
    const save = member.locator('[data-testid^="save-"][aria-pressed="false"]').first();
    const testId = await save.getAttribute('data-testid');
    await save.click();
    await member.locator(`[data-testid="${testId}"][aria-pressed="true"]`).waitFor();
    await member.locator(`[data-testid="${testId}"]`).click();
    await member.locator(`[data-testid="${testId}"][aria-pressed="false"]`).waitFor();
  });

  test('a member’s client-side navigation gets the shared page data and then the page’s layer: their votes never show unpressed, the header stays', async () => {
    const member = await pages.newPage({ width: 390 });
    await signInAs(member, 'jonas');
    await member.setViewportSize({ width: 390, height: 3200 });
    await watchFrames(member);
    await member.goto('/discussions');
    await member.locator('html[data-personal]').waitFor({ state: 'attached' });
    await hydrated(member);
    await member.evaluate(() => {
      (window as unknown as { __frames: FrameLog }).__frames.frames = [];
    });
    // The layer takes a while to come: the page shows at once, its votes only with the member's state.
    await member.route('**/api/personal?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const data = member.waitForResponse((r) => /^\/_next\/data\/[^/]+\/en\/posts\/6\//.test(new URL(r.url()).pathname));
    const layer = member.waitForRequest((r) => new URL(r.url()).pathname === '/api/personal');
    await member.locator('main a[href^="/posts/6/"]').first().click();
    const answered = await data;
    expect(answered.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
    expect(answered.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(new URL((await layer).url()).searchParams.get('topics')).toBe('6');
    await member.waitForURL(/\/posts\/6\//);
    await member.locator('html:not([data-page-layer])').waitFor({ state: 'attached' });
    await member.waitForTimeout(300);
    const all = (await framesOf(member)).frames;
    expect(all.filter((f) => f.signIn)).toEqual([]);
    // From the first frame that shows the topic on (the address changes a frame before the page).
    const topicTitle = await member.locator('main h1').first().textContent();
    const frames = all.filter((f) => f.path.startsWith('/posts/6/') && f.heading === topicTitle);
    expect(frames.filter((f) => f.votes === 0).length).toBeGreaterThan(0);
    const final = frames[frames.length - 1]!;
    expect(final.pressed).toBeGreaterThan(0);
    expect(frames.filter((f) => f.votes > 0 && f.pressed !== final.pressed)).toEqual([]);
    await accountMenu(member).waitFor();
  });

  test('the feed, event, projects, explore and search pages too: the member’s header shows without a flash, nothing moves', async () => {
    const member = await pages.newPage();
    await signInAs(member, 'noah');
    await watchFrames(member);
    const feed = await member.goto('/discussions');
    expect(feed?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
    await member.locator('html[data-personal]').waitFor({ state: 'attached' });
    await accountMenu(member).waitFor();
    expect((await framesOf(member)).frames.filter((f) => f.signIn)).toEqual([]);
    expect((await framesOf(member)).cls).toBeLessThan(0.02);

    // An event's page is shared too.
    const event = await member.goto('/events');
    expect(event?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
    await member.locator('html[data-personal]').waitFor({ state: 'attached' });
    const page = await member.goto(await firstLink(member, /^\/events\/\d+\//));
    expect(page?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    await member.locator('html[data-personal]').waitFor({ state: 'attached' });
    await accountMenu(member).waitFor();
    expect((await framesOf(member)).frames.filter((f) => f.signIn)).toEqual([]);

    // The projects list, explore and a search too.
    for (const path of ['/projects', '/explore', '/search?term=release']) {
      // A search is stored when asked again (its first ask may be this one: rendered for the member).
      if (path.startsWith('/search')) await member.goto(path);
      const shared = await member.goto(path);
      expect(shared?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      await member.locator('html[data-personal]').waitFor({ state: 'attached' });
      await accountMenu(member).waitFor();
      expect((await framesOf(member)).frames.filter((f) => f.signIn)).toEqual([]);
    }
    await member.goto('/projects');
    const projectPage = await member.goto(await firstLink(member, /^\/projects\/\d+\//));
    expect(projectPage?.headers()['vary']).toBe('Accept-Encoding');
    await member.locator('html[data-personal]').waitFor({ state: 'attached' });
    await accountMenu(member).waitFor();
    expect((await framesOf(member)).cls).toBeLessThan(0.02);
  });

  test('a profile too: a member who follows sees Unfollow from the first frame, Block and Follow work; their own profile is rendered for them', async () => {
    // Noah follows Amara in the demo community.
    const member = await pages.newPage({ width: 390, serviceWorkers: 'block' });
    await signInAs(member, 'noah');
    await watchFrames(member);
    // The page's scripts arrive late, as on a slow phone: the personal layer's answer is in before
    // the page hydrates, and must still not paint the visitor's state for a frame.
    await member.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const shared = await member.goto('/user/amara');
    expect(shared?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(shared?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
    await member.locator('html[data-personal]').waitFor({ state: 'attached' });
    await member.waitForTimeout(300);
    const { frames, cls } = await framesOf(member);
    expect(frames.filter((f) => f.signIn || f.follow.includes('Follow'))).toEqual([]);
    expect(frames[frames.length - 1]!.follow).toEqual(['Unfollow']);
    expect(cls).toBeLessThan(0.02);
    await member.unrouteAll({ behavior: 'wait' });
    // The member's controls work on the shared page: a block ends the follow; then all is as it was.
    await member.getByRole('button', { name: 'Block', exact: true }).click();
    await member.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await member.getByRole('button', { name: 'Unblock', exact: true }).click();
    await member.getByRole('button', { name: 'Block', exact: true }).waitFor();
    await member.getByRole('button', { name: 'Follow', exact: true }).click();
    await member.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();

    const own = await member.goto('/user/noah');
    expect(own?.headers()['cache-control']).toBe('private, no-store');
    await member.getByRole('link', { name: 'Edit profile' }).waitFor();
  });

  test('a moderator’s page is rendered for them, with the moderator’s controls; a visitor’s shows Sign in and asks to log in to vote', async () => {
    const moderator = await pages.newPage();
    await signInAs(moderator, 'priya');
    const href = '/posts/6/quillpress-3-0-is-out-incremental-builds-i18n-routes-and-a-smaller-core';
    const mine = await moderator.goto(href);
    expect(mine?.headers()['x-page-cache']).toBeUndefined();
    expect(mine?.headers()['cache-control']).toBe('private, no-store');
    await hydrated(moderator);
    expect(await moderator.evaluate(() => document.documentElement.dataset.member)).toBeUndefined();
    await accountMenu(moderator).waitFor();
    // Moderators may delete any post (the topic is Alex's).
    await moderator.getByRole('button', { name: /^Delete/ }).first().waitFor();

    const visitor = await pages.newPage({ width: 390 });
    await visitor.goto(href);
    await hydrated(visitor);
    await visitor.locator('html[data-personal]').waitFor({ state: 'attached' });
    expect(await visitor.evaluate(() => document.documentElement.dataset.member)).toBeUndefined();
    await visitor.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    await visitor.locator('[data-testid^="vote-"]').first().click();
    await visitor.getByRole('dialog', { name: 'Sign in' }).waitFor();
  });
});
