import type { Page } from 'playwright-core';
import type { PostData, SearchResponse } from '@/lib/discussions/types';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Episodes downloaded for offline listening (issue 37), in Chromium with the production service
 * worker (/sw.js, worker/sw.ts with worker/episodes.ts): a member queues a demo podcast, downloads
 * it on /audioqueue (a progress bar, then "Downloaded" and the space used), the context goes
 * offline, and the real MP3 plays and seeks from the cache (the worker answers the byte ranges);
 * a file not downloaded is not reachable offline; remove one, then remove all after the question.
 */

const env = setUpBrowserApp({ demoSeed: true });

const audioState = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
    if (!el) throw new Error('no audio element');
    const buffered = Array.from({ length: el.buffered.length }, (_, i) => [el.buffered.start(i), el.buffered.end(i)]);
    return { paused: el.paused, time: el.currentTime, src: el.currentSrc, error: el.error?.code ?? null, buffered };
  });

async function playingPast(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction(
    (t) => {
      const el = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
      return !!el && !el.paused && el.error === null && el.currentTime >= t;
    },
    seconds,
    { timeout: 20_000 },
  );
}

/** The worker controls the page (registered by the app, or here when the app has not yet). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (!(await navigator.serviceWorker.getRegistration('/'))) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}

const storedKeys = (page: Page) => page.evaluate(async () => (await (await caches.open('episodes-v1')).keys()).map((request) => new URL(request.url).pathname));

describe('episodes downloaded for offline listening', () => {
  it('issue 37: with the context set offline, a downloaded episode plays and seeks', async () => {
    const page = await env.pages.newPage({ width: 390, serviceWorkers: 'allow' });
    await signInAs(page, 'jonas');
    const res = await page.request.get('/api/events/v1/search/highlights?postType=podcast&sortBy=recent', { headers: { Accept: 'application/json' } });
    const posts = ((await res.json()) as SearchResponse<PostData>).results[0]!.hits.map((hit) => hit.document);
    const post = posts.find((p) => String((p.metaData as { audioUrl?: string } | undefined)?.audioUrl ?? '').startsWith('/audio/'));
    if (!post) throw new Error('no demo podcast with a file of public/audio');
    const title = post.title || post.topicTitle;
    const file = (post.metaData as { audioUrl: string }).audioUrl;
    const other = ['/audio/maintainers-corner-01.mp3', '/audio/release-notes-01.mp3'].find((path) => path !== file)!;

    await open(page, '/discussions?postType=podcast');
    const card = page.getByTestId(`post-card-${post.pid}`);
    // The member's queue is saved on the server two seconds after a change: wait for it, so the
    // queue page (a new load) finds it there as well as in this browser.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/player/queue') && r.request().method() === 'PUT' && r.ok());
    await card.getByRole('button', { name: `Add to queue: ${title}` }).click();
    await card.getByRole('button', { name: `In queue: ${title}` }).waitFor();
    await saved;

    await open(page, '/audioqueue');
    await controlledByWorker(page);
    const row = page.getByRole('list', { name: 'Queue' }).locator(`[data-track="post:${post.pid}"]`);
    const download = row.getByRole('button', { name: `Download “${title}” for offline listening` });
    await download.waitFor();

    // Every progress bar the page shows while downloading is recorded.
    await page.evaluate(() => {
      const seen: Array<string | null> = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) seen.push(bar.getAttribute('aria-valuenow'));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await download.click();
    await row.getByText('Downloaded', { exact: true }).waitFor();
    const removeOne = row.getByRole('button', { name: `Remove the download of “${title}”` });
    await removeOne.waitFor();
    expect((await page.evaluate(() => (window as unknown as { progressSeen: unknown[] }).progressSeen)).length).toBeGreaterThan(0);
    // Focus followed the control from Download to Cancel to Remove download.
    expect(await removeOne.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(page.getByTestId('downloads-space').textContent()).resolves.toMatch(/^1 episode downloaded · \d+ KB/);
    expect(await storedKeys(page)).toEqual([file]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false);

    await page.context().setOffline(true);
    // The cache answers a byte range (its stored headers show), a file not downloaded is unreachable.
    const range = await page.evaluate(async (path) => {
      const r = await fetch(path, { headers: { Range: 'bytes=100-199' } });
      return { status: r.status, range: r.headers.get('Content-Range'), track: r.headers.get('X-Episode-Track'), length: (await r.arrayBuffer()).byteLength };
    }, file);
    expect(range).toMatchObject({ status: 206, track: `post:${post.pid}`, length: 100 });
    expect(range.range).toMatch(/^bytes 100-199\/\d+$/);
    const unreachable = await page.evaluate((path) => fetch(path, { headers: { Range: 'bytes=0-' } }).then((r) => `status ${r.status}`, () => 'failed'), other);
    expect(unreachable).toBe('failed');

    // Offline: the real MP3 plays from the cache, then seeks.
    await row.getByRole('button', { name: `Play “${title}”` }).click();
    await playingPast(page, 1);
    expect((await audioState(page)).src).toContain(file);
    await page.evaluate(() => {
      (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement).currentTime = 18;
    });
    await playingPast(page, 19);
    const after = await audioState(page);
    expect(after.error).toBeNull();
    expect(after.buffered.some(([start, end]) => start <= 18 && end >= 19)).toBe(true);
    await row.getByRole('button', { name: `Pause “${title}”` }).click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement).paused);

    // Remove it (still offline): the files and the footer go.
    await removeOne.click();
    await row.getByRole('button', { name: `Download “${title}” for offline listening` }).waitFor();
    await page.getByTestId('downloads-footer').waitFor({ state: 'detached' });
    expect(await storedKeys(page)).toEqual([]);

    // Online again: download, then Remove all after the question.
    await page.context().setOffline(false);
    await row.getByRole('button', { name: `Download “${title}” for offline listening` }).click();
    await row.getByText('Downloaded', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove all downloads' }).click();
    await page.getByRole('group', { name: 'Remove the 1 downloaded episode from this device?' }).getByRole('button', { name: 'Yes, remove them' }).click();
    await row.getByRole('button', { name: `Download “${title}” for offline listening` }).waitFor();
    expect(await storedKeys(page)).toEqual([]);
  });
});
