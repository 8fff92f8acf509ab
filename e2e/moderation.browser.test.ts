import type { Page } from 'playwright-core';
import type { TopicData } from '@/lib/discussions/types';
import { ApiClient } from './support/apiClient';
import { DEMO_PASSWORD, open, setUpBrowserApp, shoot, signInAs } from './support/pages';

/**
 * Issue 35 in a real browser: a moderator locks a topic from its action bar by keyboard, with a
 * reason; its author finds the reply box closed and reads the lock and its reason in the
 * moderation log of their settings; a visitor's cached page shows the lock at once; unlocking
 * opens the reply box again. The demo community has one locked topic (alex locked noah's
 * answered license question), which noah's log shows. A moderator suspends a member from their
 * profile; the member sees why and until when on every page, their vote is refused with that
 * text, their log has it; lifting it lets them reply again.
 */

const env = setUpBrowserApp({ demoSeed: true });

async function topicByNoah(): Promise<TopicData> {
  const noah = await new ApiClient(env.app().baseUrl).signIn('noah', DEMO_PASSWORD);
  const created = await noah.request('POST', '/api/v3/topics', {
    csrf: await noah.csrf(),
    body: { title: 'Should the changelog list every dependency bump?', content: 'Our changelog is half dependency bumps. Keep them, group them, or drop them?', tags: ['releases'] },
  });
  if (created.status !== 200) throw new Error(`noah could not post: ${created.text}`);
  return (created.json as { response: TopicData }).response;
}

const reply = (page: Page) => page.getByRole('textbox', { name: /^(Your (answer|reply)|Ask a question)/ }).first();
const lockBadge = (page: Page) => page.locator('article header').getByText('Locked', { exact: true });
const lockedNotice = (page: Page) => page.getByText('This topic is locked: no new replies can be added.');

describe('issue 35 topic locks and the moderation log', () => {
  it('a moderator locks by keyboard with a reason; the author cannot reply and reads why; a visitor sees it at once; unlocking opens it', async () => {
    const topic = await topicByNoah();
    const path = `/posts/${topic.slug}`;
    const visitor = await env.pages.newPage();
    await open(visitor, path);
    expect(await lockBadge(visitor).count()).toBe(0);

    const priya = await env.pages.newPage();
    await signInAs(priya, 'priya');
    await open(priya, path);
    const main = priya.locator(`#post-${topic.mainPid}`);
    await main.getByRole('button', { name: 'Lock topic', exact: true }).focus();
    await priya.keyboard.press('Enter');
    const reason = main.getByRole('textbox', { name: /Why lock this topic\?/ });
    await reason.waitFor();
    await expect(reason.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await priya.keyboard.type('Dependency bumps are discussed in the release thread.');
    await priya.keyboard.press('Tab');
    await priya.keyboard.press('Enter');
    await main.getByRole('button', { name: 'Unlock topic' }).waitFor();
    await priya.getByText('Topic locked: only moderators can reply now.').waitFor();
    await lockBadge(priya).waitFor();
    // A moderator may still reply.
    await reply(priya).waitFor();

    const noah = await env.pages.newPage();
    await signInAs(noah, 'noah');
    await open(noah, path);
    await lockedNotice(noah).waitFor();
    expect(await reply(noah).count()).toBe(0);

    await open(visitor, path);
    await lockBadge(visitor).waitFor();

    await open(noah, '/user/noah/settings#moderation');
    const log = noah.getByRole('list', { name: 'Moderation log' });
    const newest = log.getByRole('listitem').first();
    await expect(newest.getByRole('link').textContent()).resolves.toBe(`Locked \u2068${topic.title}\u2069`);
    await expect(newest.textContent()).resolves.toContain('Reason: \u2068Dependency bumps are discussed in the release thread.\u2069');
    await expect(newest.textContent()).resolves.toContain('By a moderator');
    // The demo's lock, older, below it (with the demo's approval of noah's held reply).
    const demoLock = log.getByRole('listitem').filter({ hasText: 'What license should I pick for a small TypeScript library?' });
    expect(await demoLock.count()).toBe(1);
    expect(await log.getByRole('listitem').evaluateAll((items) => items.findIndex((item) => item.textContent?.includes('What license should I pick')))).toBeGreaterThan(0);
    await noah.setViewportSize({ width: 390, height: 900 });
    await shoot(noah, 'moderation-log-390');

    await main.getByRole('button', { name: 'Unlock topic' }).click();
    await main.getByRole('button', { name: 'Lock topic', exact: true }).waitFor();
    await open(noah, path);
    await reply(noah).waitFor();
    expect(await lockedNotice(noah).count()).toBe(0);
  });
});

describe('issue 35 suspensions', () => {
  it('a moderator suspends a member for a day with a reason; the member sees why and until when, cannot vote or reply; lifting ends it', async () => {
    const topic = await topicByNoah();
    const path = `/posts/${topic.slug}`;
    const priya = await env.pages.newPage();
    await signInAs(priya, 'priya');
    await open(priya, '/user/jonas');
    await priya.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = priya.getByRole('dialog', { name: /^Suspend / });
    await dialog.getByRole('combobox', { name: 'For how long' }).selectOption('1');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Three off-topic promotions in a day.');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await priya.getByText(/ is suspended\.$/).waitFor();

    const jonas = await env.pages.newPage();
    await signInAs(jonas, 'jonas');
    await open(jonas, path);
    const notice = jonas.getByRole('region', { name: 'Your account is suspended' });
    await notice.getByText(/UTC/).waitFor();
    await expect(notice.textContent()).resolves.toContain('Reason: \u2068Three off-topic promotions in a day.\u2069');
    expect(await reply(jonas).count()).toBe(0);
    await jonas.getByText('Your account is suspended: you can reply again when the suspension ends.').waitFor();
    await jonas.locator('[data-testid^="vote-"]').first().click();
    await jonas.getByText(/^Your account is suspended until .+ UTC: you can read, but not post, reply or vote\. Reason: Three off-topic promotions in a day\.$/).waitFor();
    await jonas.setViewportSize({ width: 390, height: 900 });
    await shoot(jonas, 'suspension-notice-390');

    await open(jonas, '/user/jonas/settings#moderation');
    const newest = jonas.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').first();
    await newest.getByText(/^Suspended until/).waitFor();

    await open(priya, '/user/jonas');
    await priya.getByRole('button', { name: 'Suspend', exact: true }).click();
    await dialog.getByText('Suspended until').waitFor();
    await dialog.getByRole('button', { name: 'Lift the suspension' }).click();
    await priya.getByText(/^The suspension of .+ is lifted\.$/).waitFor();

    await open(jonas, path);
    await reply(jonas).waitFor();
    expect(await notice.count()).toBe(0);
  });
});

describe('issue 35 slow mode', () => {
  it('a moderator slows a topic from the lock form by keyboard; a member replies once, then hears how long to wait', async () => {
    const topic = await topicByNoah();
    const path = `/posts/${topic.slug}`;
    const priya = await env.pages.newPage();
    await signInAs(priya, 'priya');
    await open(priya, path);
    const main = priya.locator(`#post-${topic.mainPid}`);
    await main.getByRole('button', { name: 'Lock topic', exact: true }).focus();
    await priya.keyboard.press('Enter');
    // The reason has the focus; the choice is before it.
    await main.getByRole('textbox', { name: /Why lock this topic\?/ }).waitFor();
    await priya.keyboard.press('Shift+Tab');
    await priya.keyboard.press('ArrowDown');
    await expect(main.getByRole('radio', { name: /^Slow mode/ }).isChecked()).resolves.toBe(true);
    const interval = main.getByRole('combobox', { name: "Time between a member's replies" });
    await interval.selectOption({ label: '1 hr' });
    await main.getByRole('button', { name: 'Turn on slow mode' }).click();
    await priya.locator('article header').getByText('Slow mode: one reply every 1 hr').waitFor();
    await main.getByRole('button', { name: 'End slow mode' }).waitFor();

    const mei = await env.pages.newPage();
    await signInAs(mei, 'mei');
    await open(mei, path);
    await mei.getByText('Slow mode is on: each member may reply here once every 1 hr.').waitFor();
    const first = 'Group the bumps under one heading per release.';
    const box = mei.getByLabel('Your answer');
    await box.fill(first);
    await mei.getByRole('button', { name: 'Post answer' }).click();
    await mei.getByText(first).waitFor();
    // The box empties once the answer is in; a second answer is typed after that.
    await mei.waitForFunction((el) => (el as HTMLTextAreaElement).value === '', await box.elementHandle());
    await box.fill('And link the lockfile diff for the curious.');
    await mei.getByRole('button', { name: 'Post answer' }).click();
    await mei.getByText(/^You are posting too quickly\. Please wait [\d,]+ seconds before posting again\.$/).first().waitFor();
    await shoot(mei, 'slow-mode-refused');
  });
});
