import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { TopicData } from '@/lib/discussions/types';
import type { HovercardAnswer } from '@/lib/users/types';
import { SCREENSHOT_DIR } from './support/browser';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * The member hovercard in a real browser (R3.15): a reply mentions @mei, the mention links her
 * profile, and hovering it or reaching it with the keyboard opens her card with the profile's
 * counts; Escape closes it; at 390 px the open card never makes the page scroll sideways (R1.16).
 */

const { pages } = setUpBrowserApp({ demoSeed: true });

async function csrf(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/config', { headers: { Accept: 'application/json' } });
  const config = (await res.json()) as { csrf_token: string };
  return { Accept: 'application/json', 'X-XSRF-TOKEN': config.csrf_token };
}

let topicPath = '';
let replyId = 0;
let mei: HovercardAnswer;

const meiName = () => mei.fullname || mei.username;
const mentionIn = (page: Page): Locator => page.locator(`#post-${replyId}`).getByRole('link', { name: '@mei' });
const cardOf = (page: Page): Locator => page.getByRole('group', { name: `About ${meiName()}` });

/** The card's figure next to `label`. */
async function figure(card: Locator, label: string): Promise<string | null> {
  return card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').textContent();
}

describe('the member hovercard', () => {
  beforeAll(async () => {
    const author = await pages.newPage();
    await signInAs(author, 'jonas');
    const created = await author.request.post('/api/v3/topics', {
      headers: await csrf(author),
      data: { title: `Who knows audio mastering ${Date.now()}?`, content: 'Looking for someone who masters podcast audio.', tags: ['audio'] },
    });
    expect(created.status()).toBe(200);
    const topic = ((await created.json()) as { response: TopicData }).response;
    topicPath = `/posts/${topic.slug}`;
    const reply = await author.request.post(`/api/v3/topics/${topic.tid}`, {
      headers: await csrf(author),
      data: { content: 'Ask @mei, she mastered the last three episodes.' },
    });
    expect(reply.status()).toBe(200);
    replyId = ((await reply.json()) as { response: { pid: number } }).response.pid;
    const answer = await author.request.get('/api/user/mei/hovercard', { headers: { Accept: 'application/json' } });
    expect(answer.status()).toBe(200);
    mei = (await answer.json()) as HovercardAnswer;
  });

  it('R3.15: a mention links the profile; hovering it opens the card with the member’s name and counts; Escape closes it', async () => {
    const page = await pages.newPage();
    const cardCalls: string[] = [];
    page.on('request', (req) => {
      if (/\/user\/[^/]+\/hovercard/.test(req.url())) cardCalls.push(req.url());
    });
    await open(page, topicPath);
    const mention = mentionIn(page);
    await expect(mention.getAttribute('href')).resolves.toBe('/user/mei');
    expect(cardCalls).toEqual([]);

    await mention.hover();
    const card = cardOf(page);
    await card.waitFor();
    await card.getByText(`@${mei.userslug}`).waitFor();
    expect(await figure(card, 'Reputation')).toBe(mei.reputation.toLocaleString('en-US'));
    expect(await figure(card, 'Credits')).toBe(mei.credits.toLocaleString('en-US'));
    expect(await figure(card, 'Posts')).toBe(mei.counts.posts.toLocaleString('en-US'));
    expect(await figure(card, 'Answers')).toBe(mei.counts.answers.toLocaleString('en-US'));
    expect(await figure(card, 'Accepted')).toBe(mei.counts.acceptedAnswers.toLocaleString('en-US'));
    expect(await figure(card, 'Events hosted')).toBe(mei.counts.eventsHosted.toLocaleString('en-US'));
    expect(await figure(card, 'Events attended')).toBe(mei.counts.eventsAttended.toLocaleString('en-US'));
    expect(await figure(card, 'Projects')).toBe(mei.counts.projects.toLocaleString('en-US'));
    expect(await figure(card, 'Badges')).toBe(mei.counts.badges.toLocaleString('en-US'));
    await expect(card.getByRole('img', { name: `Picture of ${meiName()}` }).count()).resolves.toBe(1);
    await expect(card.getByRole('link', { name: 'View profile' }).getAttribute('href')).resolves.toBe('/user/mei');
    // Described by the card, not a modal: nothing else on the page is hidden.
    const cardId = await card.getAttribute('id');
    await expect(mention.getAttribute('aria-describedby')).resolves.toBe(cardId);
    await expect(page.locator('[inert], [aria-modal="true"]').count()).resolves.toBe(0);
    expect(cardCalls).toHaveLength(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'hovercard-open-1280.png') });

    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    await expect(mention.getAttribute('aria-describedby')).resolves.toBeNull();

    // The mention still navigates to the profile.
    await mention.click();
    await page.waitForURL((url) => url.pathname === '/user/mei');
  });

  it('R3.15: keyboard focus on the mention opens the card and leaves focus on the link; Escape closes it', async () => {
    const page = await pages.newPage();
    await open(page, topicPath);
    const mention = mentionIn(page);
    await mention.waitFor();
    // Start at the reply's byline and tab forward to the mention.
    await page.locator(`#post-${replyId} a[data-member-slug]`).first().focus();
    let reached = false;
    for (let i = 0; i < 15 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await mention.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    const card = cardOf(page);
    await card.waitFor();
    await expect(mention.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    await expect(mention.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('R3.15 R1.16: at 390 px the open card stays inside the viewport and nothing scrolls sideways', async () => {
    const page = await pages.newPage({ width: 390 });
    await open(page, topicPath);
    const mention = mentionIn(page);
    await mention.scrollIntoViewIfNeeded();
    await mention.hover();
    const card = cardOf(page);
    await card.waitFor();
    await card.getByText(`@${mei.userslug}`).waitFor();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The viewport as it is (the card is placed for it), for people to look at.
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'hovercard-open-phone-390.png') });
  });
});
