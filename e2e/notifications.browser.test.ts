import type { Page } from 'playwright-core';
import type { TopicData } from '@/lib/discussions/types';
import { open, realtimeConnected, setUpBrowserApp, shoot, signInAs } from './support/pages';

/**
 * Notifications in a real browser (R3.10, R7.6): a member's question gets a reply from another
 * member; the asker's bell counts up live in two tabs (no reload), opening the notification lands
 * on the reply and the count drops in both tabs; a mention in the reply links the profile.
 */

const { pages } = setUpBrowserApp({ demoSeed: true });

async function csrf(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/config', { headers: { Accept: 'application/json' } });
  const config = (await res.json()) as { csrf_token: string };
  return { Accept: 'application/json', 'X-XSRF-TOKEN': config.csrf_token };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

describe('notifications in the browser', () => {
  it('R3.10 R7.6: a reply to a member’s question counts up live in two tabs; opening it lands on the reply and the count drops; a mention links the profile', async () => {
    const asker = await pages.newPage();
    await signInAs(asker, 'mei');
    // Start from nothing unread.
    expect((await asker.request.put('/api/v3/notifications/read', { headers: await csrf(asker) })).status()).toBe(200);
    const created = await asker.request.post('/api/v3/topics', {
      headers: await csrf(asker),
      data: { title: `How do notifications reach me ${Date.now()}?`, content: 'A question waiting for a reply.', postType: 'faq', tags: ['notifications'] },
    });
    expect(created.status()).toBe(200);
    const topic = ((await created.json()) as { response: TopicData }).response;

    await open(asker, '/discussions');
    await bell(asker).waitFor();
    await expect(bell(asker).getAttribute('aria-label')).resolves.toBe('Notifications');
    // A second tab of the same member.
    const secondTab = await asker.context().newPage();
    await open(secondTab, '/events');
    await bell(secondTab).waitFor();
    // Both tabs' realtime connections are up before the reply.
    await realtimeConnected(asker);
    await realtimeConnected(secondTab);

    const replier = await pages.newPage();
    await signInAs(replier, 'jonas');
    const reply = await replier.request.post(`/api/v3/topics/${topic.tid}`, {
      headers: await csrf(replier),
      data: { content: 'Here is how: they arrive live. Ask @carlos about the digest too.' },
    });
    expect(reply.status()).toBe(200);
    const pid = ((await reply.json()) as { response: { pid: number } }).response.pid;

    // Live, without a reload, in both tabs.
    await asker.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 15_000 });
    await secondTab.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 15_000 });
    expect(asker.url()).toMatch(/\/discussions$/);

    await bell(asker).click();
    const panel = asker.getByRole('group', { name: 'Latest notifications' });
    const latest = panel.getByRole('link', { name: new RegExp(`^Unread: .*${topic.title.slice(0, 30)}`) });
    await latest.waitFor();
    await shoot(asker, 'notifications-bell-open');
    await latest.click();
    await asker.waitForURL((url) => url.pathname.startsWith(`/posts/${topic.tid}`) && url.hash === `#post-${pid}`);
    const replyPost = asker.locator(`#post-${pid}`);
    await replyPost.waitFor();
    // The mention is a link to the profile.
    await expect(replyPost.getByRole('link', { name: '@carlos' }).getAttribute('href')).resolves.toBe('/user/carlos');

    // The count drops here and in the other tab.
    await asker.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 15_000 });
    await secondTab.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 15_000 });

    // The list page shows it read.
    await open(asker, '/notifications');
    const list = asker.getByRole('list', { name: 'All notifications' });
    await list.waitFor();
    const row = list.getByRole('link', { name: new RegExp(topic.title.slice(0, 30)) });
    await row.waitFor();
    await expect(row.textContent()).resolves.not.toMatch(/^Unread:/);
  });

  it('R1.16: the open dropdown fits at 390 and 1280 px', async () => {
    const page = await pages.newPage({ width: 390 });
    await signInAs(page, 'priya');
    await bell(page).click();
    const panel = page.getByRole('group', { name: 'Latest notifications' });
    await panel.getByRole('link', { name: 'See all notifications' }).waitFor();
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(100);
      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.keyboard.press('Escape');
    await expect(bell(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('R3.10: a member who muted a topic from its page hears nothing more about it', async () => {
    const asker = await pages.newPage();
    await signInAs(asker, 'amara');
    const created = await asker.request.post('/api/v3/topics', {
      headers: await csrf(asker),
      data: { title: `A topic to mute ${Date.now()}`, content: 'Replies here should stay quiet.', postType: 'faq', tags: ['notifications'] },
    });
    expect(created.status()).toBe(200);
    const topic = ((await created.json()) as { response: TopicData }).response;
    // A second question of hers, not muted: its reply is the sign that realtime has delivered everything before it.
    const other = await asker.request.post('/api/v3/topics', {
      headers: await csrf(asker),
      data: { title: `A topic left loud ${Date.now()}`, content: 'Replies here are announced.', postType: 'faq', tags: ['notifications'] },
    });
    expect(other.status()).toBe(200);
    const loud = ((await other.json()) as { response: TopicData }).response;
    expect((await asker.request.put('/api/v3/notifications/read', { headers: await csrf(asker) })).status()).toBe(200);
    await open(asker, `/posts/${topic.tid}`);
    await asker.getByRole('button', { name: 'Mute', exact: true }).click();
    await asker.getByRole('button', { name: 'Muted', exact: true }).waitFor();

    const replier = await pages.newPage();
    await signInAs(replier, 'liam');
    const reply = await replier.request.post(`/api/v3/topics/${topic.tid}`, { headers: await csrf(replier), data: { content: 'A reply nobody is told about.' } });
    expect(reply.status()).toBe(200);
    const counts = await asker.request.get('/api/notifications/count', { headers: { Accept: 'application/json' } });
    expect(((await counts.json()) as { count: number }).count).toBe(0);
    // A reply to the other question arrives live after it: the bell counts that one alone.
    await realtimeConnected(asker);
    const sign = await replier.request.post(`/api/v3/topics/${loud.tid}`, { headers: await csrf(replier), data: { content: 'This one is announced.' } });
    expect(sign.status()).toBe(200);
    await asker.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 15_000 });
    const after = await asker.request.get('/api/notifications/count', { headers: { Accept: 'application/json' } });
    expect(((await after.json()) as { count: number }).count).toBe(1);
  });
});
