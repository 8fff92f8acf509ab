import type { Locator, Page } from 'playwright-core';
import type { PostData, SearchResponse } from '@/lib/discussions/types';
import { accountMenu, open, setUpBrowserApp, shoot, signInAs } from './support/pages';

/**
 * The audio queue in a real browser (built app, demo community, Chromium decoding the shipped
 * episodes): a visitor adds two episodes from the feed's podcasts, opens /audioqueue, reorders by
 * dragging and by keyboard, removes and clears (R1.8, R4.15); a member on a new browser finds
 * their saved queue there; a podcast topic page's inline player and an event's audio recording
 * play through the app's player (R3.17).
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

/** The demo's podcast episodes as the feed lists them. */
async function podcasts(page: Page): Promise<PostData[]> {
  const res = await page.request.get('/api/events/v1/search/highlights?postType=podcast&sortBy=recent', { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  const hits = ((await res.json()) as SearchResponse<PostData>).results[0]!.hits.map((hit) => hit.document);
  expect(hits.length).toBeGreaterThanOrEqual(2);
  return hits;
}

/** A client-side navigation (the queue lives in this page's store). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    await (window as unknown as { next: { router: { push: (p: string) => Promise<boolean> } } }).next.router.push(to);
  }, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/** Reads `read()` until `accept` takes its value or `timeout` passes; answers the last value. */
async function settled<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 5_000): Promise<T> {
  const end = Date.now() + timeout;
  let value = await read();
  while (!accept(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

const same = (expected: string[]) => (value: string[]) => JSON.stringify(value) === JSON.stringify(expected);

const queueTitles = (page: Page) => page.getByRole('list', { name: 'Queue' }).getByRole('listitem').getByRole('link').allTextContents();

/** Drags a track's handle to just above the middle of another track. */
async function dragAbove(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const y = to.y + to.height / 4;
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((y - from.y - from.height / 2) * step) / 8);
  }
  await page.mouse.up();
}

describe('the audio queue in the browser', () => {
  it('R1.8 R4.15: add two episodes from the feed, then on /audioqueue reorder by drag and by keyboard, remove and clear', async () => {
    const page = await pages.newPage({ width: 1280 });
    const [first, second] = await podcasts(page);
    const titleOf = (post: PostData) => post.title || post.topicTitle;
    await open(page, '/discussions?postType=podcast');
    for (const post of [first!, second!]) {
      const card = page.getByTestId(`post-card-${post.pid}`);
      await card.getByRole('button', { name: `Add to queue: ${titleOf(post)}` }).click();
      await card.getByRole('button', { name: `In queue: ${titleOf(post)}` }).waitFor();
    }

    await navigate(page, '/audioqueue');
    await page.getByRole('heading', { level: 1, name: 'Audio queue' }).waitFor();
    const list = page.getByRole('list', { name: 'Queue' });
    await list.waitFor();
    expect(await queueTitles(page)).toEqual([titleOf(first!), titleOf(second!)]);
    // The first added is the current track (paused): it is marked, and the time left is shown.
    await expect(list.getByRole('listitem').first().getAttribute('aria-current')).resolves.toBe('true');
    await expect(page.getByTestId('queue-totals').textContent()).resolves.toMatch(/^2 tracks · .+ left/);
    await shoot(page, 'audioqueue-two-tracks');

    // Drag the second above the first.
    const rows = list.getByRole('listitem');
    await dragAbove(page, rows.nth(1).getByTestId('queue-drag-handle'), rows.nth(0));
    let order = [titleOf(second!), titleOf(first!)];
    expect(await settled(() => queueTitles(page), same(order))).toEqual(order);
    await expect(page.getByTestId('queue-announcement').textContent()).resolves.toBe(`“${titleOf(second!)}” moved to position 1 of 2.`);

    // And back by keyboard: focus stays on the moved track's control.
    const down = page.getByRole('button', { name: `Move “${titleOf(second!)}” down` });
    await down.focus();
    await page.keyboard.press('Enter');
    order = [titleOf(first!), titleOf(second!)];
    expect(await settled(() => queueTitles(page), same(order))).toEqual(order);
    await expect(page.getByRole('button', { name: `Move “${titleOf(second!)}” up` }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Remove the first; then clear after the question.
    await page.getByRole('button', { name: `Remove “${titleOf(first!)}” from the queue` }).click();
    order = [titleOf(second!)];
    expect(await settled(() => queueTitles(page), same(order))).toEqual(order);
    await page.getByRole('button', { name: 'Clear queue' }).click();
    await page.getByRole('group', { name: 'Remove all 1 track from the queue?' }).getByRole('button', { name: 'Yes, clear the queue' }).click();
    await page.getByText('Your queue is empty').waitFor();
    await expect(page.getByRole('link', { name: 'Find podcasts in the feed' }).getAttribute('href')).resolves.toBe('/discussions?postType=podcast');
  });

  it('R4.15 R9.5: four episodes queued without playing, the first moved down, the last removed, a reload: the row after the one played from plays next', async () => {
    const page = await pages.newPage({ width: 1280 });
    const episodes = (await podcasts(page)).slice(0, 4);
    expect(episodes).toHaveLength(4);
    await open(page, '/discussions?postType=podcast');
    for (const post of episodes) {
      const card = page.getByTestId(`post-card-${post.pid}`);
      await card.getByRole('button', { name: `Add to queue: ${post.title || post.topicTitle}` }).click();
      await card.getByRole('button', { name: `In queue: ${post.title || post.topicTitle}` }).waitFor();
    }
    await navigate(page, '/audioqueue');
    const list = page.getByRole('list', { name: 'Queue' });
    await list.waitFor();
    const added = await queueTitles(page);
    await page.getByRole('button', { name: `Move “${added[0]}” down` }).click();
    const moved = [added[1]!, added[0]!, added[2]!, added[3]!];
    expect(await settled(() => queueTitles(page), same(moved))).toEqual(moved);
    await page.getByRole('button', { name: `Remove “${moved[3]}” from the queue` }).click();
    const kept = moved.slice(0, 3);
    expect(await settled(() => queueTitles(page), same(kept))).toEqual(kept);
    // This browser's copy (written within half a second) has the three tracks left.
    await page.waitForFunction((count) => {
      const kept = JSON.parse(window.localStorage.getItem('player:queue') ?? '{}') as { tracks?: unknown[] };
      return kept.tracks?.length === count;
    }, kept.length);
    await open(page, '/audioqueue');
    expect(await settled(() => queueTitles(page), same(kept))).toEqual(kept);
    await page.getByRole('button', { name: `Play from here: “${kept[0]}”` }).click();
    // Near its end (real decoding), then let it end.
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
      return !!el && !el.paused && el.currentTime > 0 && Number.isFinite(el.duration);
    });
    await page.evaluate(() => {
      const el = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')!;
      el.currentTime = el.duration - 1.5;
    });
    const current = () => list.locator('li[aria-current="true"]').getByRole('link').textContent();
    expect(await settled(current, (title) => title === kept[1], 15_000)).toBe(kept[1]);
    // And it plays, from its start.
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
      return !!el && !el.paused && el.currentTime > 0.2 && el.currentTime < 10;
    });
  });

  it('R3.17 R1.8: a member on a new browser finds their saved queue on /audioqueue (the demo queue of mei)', async () => {
    const page = await pages.newPage({ width: 1280 });
    await signInAs(page, 'mei');
    await accountMenu(page).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Audio queue' }).click();
    await page.waitForURL((url) => url.pathname === '/audioqueue');
    const rows = page.getByRole('list', { name: 'Queue' }).getByRole('listitem');
    await rows.first().waitFor();
    // Four episodes and a past event's recording; the second is current.
    expect(await rows.count()).toBe(5);
    await expect(rows.nth(1).getAttribute('aria-current')).resolves.toBe('true');
    // A reload keeps it (this browser's copy and the server's agree).
    await open(page, '/audioqueue');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(5);
  });

  it('R3.17: a podcast topic page plays its episode in the app player; its position moves on', async () => {
    const page = await pages.newPage({ width: 390 });
    const [episode] = await podcasts(page);
    const title = episode!.title || episode!.topicTitle;
    await open(page, episode!.url);
    const player = page.getByTestId('episode-player');
    // No audio element of the page's own: the download link is there for browsers without JavaScript.
    await expect(page.locator('main audio').count()).resolves.toBe(0);
    await expect(player.getByRole('link', { name: `Download ${title}` }).getAttribute('href')).resolves.toBe(episode!.metaData.audioUrl);
    await player.getByRole('button', { name: `Play ${title}` }).click();
    await player.getByRole('button', { name: `Pause ${title}` }).waitFor();
    const slider = player.getByRole('slider', { name: `Position in ${title}` });
    await slider.waitFor();
    // Real decoding: the position moves past the start.
    expect(await settled(async () => Number(await slider.inputValue()), (value) => value > 0, 15_000)).toBeGreaterThan(0);
    await shoot(page, 'audioqueue-topic-inline-player');
  });

  it('R3.17: an event page with an audio recording plays it through the app player and queues it', async () => {
    const page = await pages.newPage({ width: 1280 });
    // An event episode of the site's podcast feed (a past demo event with an audio recording).
    const feed = await (await page.request.get('/podcast.xml')).text();
    const path = /<link>[^<]*?(\/events\/\d+\/[^<]+)<\/link>/.exec(feed)?.[1];
    expect(path).toBeTruthy();
    await open(page, path!);
    const recording = page.getByRole('region', { name: 'Recording' });
    await expect(recording.locator('audio').count()).resolves.toBe(0);
    const play = recording.getByRole('button', { name: /^Play .+ \(recording\)$/ });
    await play.click();
    await recording.getByRole('button', { name: /^Pause .+ \(recording\)$/ }).waitFor();
    const slider = recording.getByRole('slider');
    await slider.waitFor();
    expect(await settled(async () => Number(await slider.inputValue()), (value) => value > 0, 15_000)).toBeGreaterThan(0);
    // It is the queue's current track.
    await recording.getByRole('button', { name: /^In queue: .*\(recording\)$/ }).waitFor();
  });
});
