import type { Page } from 'playwright-core';
import type { TopicData } from '@/lib/discussions/types';
import { errorTextsIn } from '@/server/i18n/errors';
import { ApiClient } from './support/apiClient';
import { DEMO_PASSWORD, hydrated, open, setUpBrowserApp, shoot, signInAs, signUpInBrowser } from './support/pages';

/**
 * Issue 35 in a real browser: a member reports an event from its page at 390 px (the report dialog,
 * a second report refused with the catalogue's text); a moderator opens the queue filtered to
 * events by its address and deletes the event by keyboard; its host reads it in their log. A new
 * member's first reply waits for `user-too-new` (NEW_MEMBER_POST_DELAY for this app), their profile's
 * website for reputation (`not-enough-reputation-min-rep-website`), and a member's
 * edit after the edit window (POST_EDIT_WINDOW=20 s) is refused, each with its text. Nothing scrolls
 * sideways.
 */

const EDIT_WINDOW_SECONDS = 20;
const env = setUpBrowserApp({
  demoSeed: true,
  env: { NEW_MEMBER_POST_DELAY: '3600', POST_EDIT_WINDOW: String(EDIT_WINDOW_SECONDS), REQUIRE_EMAIL_CONFIRMATION: 'false' },
});
const english = errorTextsIn('en');

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function api(username: string): Promise<ApiClient> {
  return new ApiClient(env.app().baseUrl).signIn(username, DEMO_PASSWORD);
}

async function topicByNoah(title: string): Promise<TopicData> {
  const noah = await api('noah');
  const created = await noah.request('POST', '/api/v3/topics', { csrf: await noah.csrf(), body: { title, content: 'What do you use, and why?', tags: [] } });
  if (created.status !== 200) throw new Error(`noah could not post: ${created.text}`);
  return (created.json as { response: TopicData }).response;
}

describe('issue 35 reports of events in the browser', () => {
  it('mei reports an event from its page; priya deletes it from the queue by keyboard; its host reads why', async () => {
    const jonas = await api('jonas');
    const created = await jonas.request('POST', '/api/events/v1/conference', {
      csrf: await jonas.csrf(),
      body: { title: 'Free followers for every maintainer', description: 'Click the link to claim yours.', timestamp: Date.now() + 86_400_000, duration: 60, event_status: 'publish' },
    });
    if (created.status !== 200) throw new Error(`jonas could not host: ${created.text}`);
    const event = created.json as { id: number; url: string };

    const mei = await env.pages.newPage({ width: 390 });
    await signInAs(mei, 'mei');
    await open(mei, event.url);
    await hydrated(mei);
    await mei.getByRole('link', { name: 'Report', exact: true }).click();
    const dialog = mei.getByRole('dialog', { name: 'Report the event Free followers for every maintainer' });
    await dialog.getByRole('combobox', { name: 'What is wrong?' }).selectOption({ label: 'Spam or advertising' });
    await dialog.getByRole('textbox', { name: /Anything a moderator should know/ }).fill('A link farm, not an event.');
    expect(await noSideways(mei)).toBe(true);
    await shoot(mei, 'report-event-390');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await mei.getByText('Thank you. A moderator will take a look.').waitFor();
    await mei.getByRole('link', { name: 'Report', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText(english.errorText('event-already-flagged', [])).waitFor();
    await mei.keyboard.press('Escape');

    const priya = await env.pages.newPage({ width: 390 });
    await signInAs(priya, 'priya');
    await open(priya, '/admin/review?type=event');
    await expect(priya.getByRole('combobox', { name: 'Reported' }).inputValue()).resolves.toBe('event');
    const item = priya.locator(`[data-review-item="event:${event.id}"]`);
    await item.getByRole('link', { name: /Event: .*Free followers for every maintainer/ }).waitFor();
    await expect(item.textContent()).resolves.toContain('A link farm, not an event.');
    expect(await noSideways(priya)).toBe(true);
    await shoot(priya, 'review-event-390');
    await item.focus();
    await priya.keyboard.press('x');
    await item.getByRole('textbox', { name: /Reason/ }).fill('Spam: not an event.');
    await item.getByRole('button', { name: 'Delete the event' }).focus();
    await priya.keyboard.press('Enter');
    await item.waitFor({ state: 'detached' });

    const host = await env.pages.newPage();
    await signInAs(host, 'jonas');
    await open(host, '/user/jonas/settings');
    await host.getByRole('link', { name: /Deleted the event .*Free followers for every maintainer/ }).waitFor();
    await host.getByText(/Spam: not an event\./).waitFor();
  });
});

describe('issue 35 the new member\'s wait and the edit window in the browser', () => {
  it('a member who joined a minute ago is told how long to wait before their first reply, and that a website on their profile needs reputation', async () => {
    const topic = await topicByNoah('Which formatter do you run in CI?');
    const page = await env.pages.newPage({ width: 390 });
    await signUpInBrowser(page, { username: 'e2e-newcomer', email: 'e2e-newcomer@example.org', password: 'a long enough password' });

    await open(page, `/posts/${topic.slug}`);
    await page.getByLabel('Your answer').fill('Prettier, with the default settings.');
    await page.getByRole('button', { name: 'Post answer' }).click();
    await page.getByText(/^New members must wait [\d,]+ seconds before their first post\.$/).first().waitFor();
    // What they wrote is still there to send later.
    await expect(page.getByLabel('Your answer').inputValue()).resolves.toBe('Prettier, with the default settings.');
    expect(await noSideways(page)).toBe(true);
    await shoot(page, 'user-too-new-390');

    // Nor may their profile show a website before another member upvoted them (reputation 1).
    await open(page, '/user/e2e-newcomer/settings');
    await page.getByLabel('Location').fill('Porto');
    await page.getByLabel('Website').fill('https://cheap-followers.example');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText(english.errorText('not-enough-reputation-min-rep-website', ['1'])).waitFor();
    await expect(page.getByLabel('Website').inputValue()).resolves.toBe('https://cheap-followers.example');
    expect(await noSideways(page)).toBe(true);
  });

  it('an edit saved after the edit window is refused with the window in words, and the text is kept', async () => {
    const topic = await topicByNoah('How do you pin tool versions?');
    const page = await env.pages.newPage();
    await signInAs(page, 'mei');
    const mei = await api('mei');
    const repliedAt = Date.now();
    const replied = await mei.request('POST', `/api/v3/topics/${topic.tid}`, { csrf: await mei.csrf(), body: { content: 'With a tool-versions file at the root.' } });
    if (replied.status !== 200) throw new Error(`mei could not reply: ${replied.text}`);
    await open(page, `/posts/${topic.slug}`);
    await hydrated(page);
    const post = page.locator('article', { hasText: 'With a tool-versions file at the root.' }).last();
    await post.getByRole('button', { name: /^Edit (reply|answer)$/ }).click();
    const box = page.getByRole('textbox', { name: /^Edit your (reply|answer)$/ });
    await box.fill('With a tool-versions file at the root, checked in CI.');
    // Within the window the Edit button was there; the save comes after it.
    await page.waitForTimeout(Math.max(0, repliedAt + (EDIT_WINDOW_SECONDS + 1) * 1000 - Date.now()));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(english.errorText('post-edit-duration-expired', [String(EDIT_WINDOW_SECONDS)])).first().waitFor();
    await expect(box.inputValue()).resolves.toBe('With a tool-versions file at the root, checked in CI.');
    await shoot(page, 'edit-window-expired');
  });
});
