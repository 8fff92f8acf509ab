import type { TopicData } from '@/lib/discussions/types';
import { ApiClient } from './support/apiClient';
import { DEMO_PASSWORD, open, setUpBrowserApp, shoot, signInAs } from './support/pages';

/**
 * Issue 35, the review queue in a real browser: a member reports a post as spam from its action
 * bar; the moderator's header counts it live; on /admin/review the moderator hides it by keyboard
 * (J/K to the item, H, a reason, Tab, Enter); it leaves the queue; its author reads the action and
 * the reason in their moderation log. A new member's first topic with three links is held (they
 * are told so); the moderator approves it by keyboard and it is posted.
 */

// New members here need not confirm an address first (that flow is e2e/account-trust.browser.test.ts).
const env = setUpBrowserApp({ demoSeed: true, env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } });

/** A member who has just signed up and consented (trust level 0). */
async function newcomer(username: string): Promise<void> {
  const client = new ApiClient(env.app().baseUrl);
  const csrf = await client.csrf();
  const signUp = await client.request('POST', '/api/v3/users', { csrf, body: { username, email: `${username}@example.org`, password: 'a long enough password' } });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.text}`);
  // Signing up starts a new session: its token.
  const token = await client.csrf();
  const consent = await client.request('POST', '/api/register/complete', { csrf: token, body: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' } });
  if (consent.status !== 200) throw new Error(`consent failed: ${consent.text}`);
}

async function topicByNoah(): Promise<TopicData> {
  const noah = await new ApiClient(env.app().baseUrl).signIn('noah', DEMO_PASSWORD);
  const created = await noah.request('POST', '/api/v3/topics', {
    csrf: await noah.csrf(),
    body: { title: 'Cheap build minutes for every open-source project', content: 'Visit a shady site for cheap CI minutes, limited offer.', tags: ['releases'] },
  });
  if (created.status !== 200) throw new Error(`noah could not post: ${created.text}`);
  return (created.json as { response: TopicData }).response;
}

describe('issue 35 the review queue', () => {
  it('a report reaches the queue live; the moderator hides the post by keyboard; the author reads why', async () => {
    const topic = await topicByNoah();
    const priya = await env.pages.newPage();
    await signInAs(priya, 'priya');
    await open(priya, '/admin/review');
    await priya.getByRole('heading', { name: 'Review queue', level: 1 }).waitFor();
    const reviewLink = priya.getByRole('link', { name: /^Review queue: / });
    await reviewLink.waitFor();
    const before = Number((await reviewLink.getAttribute('aria-label'))?.match(/(\d+)/)?.[1] ?? '0');

    const mei = await env.pages.newPage();
    await signInAs(mei, 'mei');
    await open(mei, `/posts/${topic.slug}`);
    const main = mei.locator(`#post-${topic.mainPid}`);
    await main.getByRole('button', { name: /Flag topic/ }).first().click();
    await main.getByRole('radio', { name: 'Spam or advertising' }).check();
    await main.getByRole('button', { name: 'Send flag' }).click();
    await mei.getByText('Thank you. A moderator will take a look.').waitFor();

    // Live: the header's count and the queue's item, without reloading.
    await priya.getByRole('link', { name: `Review queue: ${before + 1} open item${before + 1 === 1 ? '' : 's'}` }).waitFor();
    const item = priya.locator(`[data-review-item="post:${topic.mainPid}"]`);
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('reported by \u2068mei\u2069');

    await item.focus();
    await priya.keyboard.press('h');
    const reason = item.getByRole('textbox', { name: /Reason/ });
    await reason.waitFor();
    await expect(reason.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await priya.keyboard.type('Advertising, not a question.');
    await priya.keyboard.press('Tab');
    await priya.keyboard.press('Enter');
    await priya.getByText('Post hidden.').waitFor();
    await item.waitFor({ state: 'detached' });
    await priya.setViewportSize({ width: 390, height: 900 });
    await shoot(priya, 'review-queue-390');

    const noah = await env.pages.newPage();
    await signInAs(noah, 'noah');
    await open(noah, '/user/noah/settings#moderation');
    const newest = noah.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').first();
    await expect(newest.textContent()).resolves.toContain(`Hid a post in \u2068${topic.title}\u2069`);
    await expect(newest.textContent()).resolves.toContain('Reason: \u2068Advertising, not a question.\u2069');
  });

  it("a new member's first topic with three links is held; the moderator approves it by keyboard and it is posted", async () => {
    await newcomer('e2e-newcomer');
    const page = await env.pages.newPage();
    await signInAs(page, 'e2e-newcomer', 'a long enough password');
    await open(page, '/compose?type=faq');
    await page.getByLabel('Title').fill('Three handy links for new contributors');
    await page.getByLabel('Content').fill('See https://one.example/a, https://two.example/b and https://three.example/c for a start.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText("Thank you. Your topic waits for a moderator's approval; it will appear once approved.").waitFor();
    // The author keeps their waiting posts open while the moderator decides.
    await open(page, '/user/e2e-newcomer/settings#held');
    const waiting = page.getByRole('region', { name: 'Waiting for approval' });
    await waiting.getByRole('heading', { name: 'New topic: \u2068Three handy links for new contributors\u2069' }).waitFor();

    const priya = await env.pages.newPage();
    await signInAs(priya, 'priya');
    await open(priya, '/admin/review');
    const item = priya.locator('[data-review-item^="held:"]').first();
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('Held topic: \u2068Three handy links for new contributors\u2069');
    await expect(item.textContent()).resolves.toContain('More links than a new member may post');
    await item.focus();
    await priya.keyboard.press('a');
    await item.getByRole('textbox', { name: /Reason/ }).waitFor();
    await priya.keyboard.press('Tab');
    await priya.keyboard.press('Enter');
    await priya.getByText('Post published.').waitFor();
    await item.waitFor({ state: 'detached' });

    // The author hears it live: the post leaves their waiting list, a toast says so and links to it.
    await waiting.getByText('Nothing of yours is waiting for approval.').waitFor();
    const toast = page.getByTestId('toast').filter({ hasText: 'was approved and is public now' });
    await expect(toast.textContent()).resolves.toContain('Your post in "\u2068Three handy links for new contributors\u2069" was approved and is public now');
    await toast.getByRole('link', { name: 'Show the post' }).click();
    await page.getByRole('heading', { level: 1, name: 'Three handy links for new contributors' }).waitFor();

    // The author reads it in their log, and its link is the posted topic.
    await open(page, '/user/e2e-newcomer/settings#moderation');
    const entry = page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').first();
    const link = entry.getByRole('link', { name: 'Published a held post in \u2068Three handy links for new contributors\u2069' });
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Three handy links for new contributors' }).waitFor();
  });
});
