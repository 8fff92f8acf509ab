import type { Page } from 'playwright-core';
import type { OutboxMessage } from '@/lib/notifications/types';
import type { TopicData } from '@/lib/discussions/types';
import { errorTextsIn } from '@/server/i18n/errors';
import { ApiClient } from './support/apiClient';
import { DEMO_PASSWORD, open, setUpBrowserApp, shoot, signUpInBrowser } from './support/pages';

/**
 * Issue 35 in a real browser: a new member signs up, cannot reply and reads why, resends the
 * confirmation mail (a second time too soon is refused with the catalogue's text), follows the
 * link from the outbox (no SMTP here: the administrator reads it) and replies. A member whose
 * account three wrong passwords locked (ACCOUNT_LOCK_FAILURES=3 for this app) reads the lock on the
 * login form, is refused with the right password too, and signs in after following the unlock
 * link of the mail.
 */

const env = setUpBrowserApp({ demoSeed: true, env: { ACCOUNT_LOCK_FAILURES: '3' } });
const english = errorTextsIn('en');

/** The newest link of a kind mailed to `to`, as a path on the app, read by the administrator (alex) from the outbox. */
async function mailedPath(to: string, kind: 'confirm-email' | 'unlock-account'): Promise<{ path: string; count: number }> {
  const alex = await new ApiClient(env.app().baseUrl).signIn('alex', DEMO_PASSWORD);
  const { json } = await alex.request('GET', '/api/admin/outbox');
  const mails = (json as { messages: OutboxMessage[] }).messages.filter((m) => m.to === to && m.text.includes(`/${kind}/`));
  const found = new RegExp(`/${kind}/\\d+/\\d+\\?sig=[A-Za-z0-9_-]+`).exec(mails[0]?.text ?? '');
  if (!found) throw new Error(`no ${kind} mail to ${to} in the outbox`);
  return { path: found[0], count: mails.length };
}

async function topicByNoah(): Promise<TopicData> {
  const noah = await new ApiClient(env.app().baseUrl).signIn('noah', DEMO_PASSWORD);
  const created = await noah.request('POST', '/api/v3/topics', {
    csrf: await noah.csrf(),
    body: { title: 'Which test runner do you use for small libraries?', content: 'I keep going back and forth. What do you pick, and why?', tags: ['testing'] },
  });
  if (created.status !== 200) throw new Error(`noah could not post: ${created.text}`);
  return (created.json as { response: TopicData }).response;
}

async function signInForm(page: Page, username: string, password: string): Promise<number> {
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Username or email').fill(username);
  await form.getByLabel('Password').fill(password);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/v3/utilities/login'));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  return (await answer).status();
}

describe('issue 35 confirmed e-mail in the browser', () => {
  it('a new member cannot reply until they follow the mail; they resend it, follow the link, and reply', async () => {
    const topic = await topicByNoah();
    const account = { username: 'e2e-unconfirmed', email: 'e2e-unconfirmed@example.org', password: 'a long enough password' };
    const page = await env.pages.newPage();
    await signUpInBrowser(page, account);

    await open(page, `/posts/${topic.slug}`);
    await page.getByText('Confirm your e-mail address to reply: we sent you an e-mail with a link.').waitFor();
    expect(await page.getByLabel('Your answer').count()).toBe(0);
    const resend = page.getByRole('button', { name: 'Resend the confirmation mail' });
    await resend.click();
    await page.getByRole('status').getByText('A new confirmation mail is on its way. Follow its link, then come back to post.').waitFor();
    await resend.click();
    await page.getByRole('alert').getByText(english.errorText('confirm-email-already-sent', ['5'])).waitFor();
    await shoot(page, 'confirm-email-resend');

    const mailed = await mailedPath(account.email, 'confirm-email');
    // The sign-up's mail and the one asked for.
    expect(mailed.count).toBe(2);
    const confirmed = await open(page, mailed.path);
    expect(confirmed?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }).waitFor();
    await shoot(page, 'confirm-email-done');

    await open(page, `/posts/${topic.slug}`);
    const answer = 'Jest, because the rest of the project already uses it.';
    await page.getByLabel('Your answer').fill(answer);
    await page.getByRole('button', { name: 'Post answer' }).click();
    await page.locator('article').getByText(answer).waitFor();
  });
});

describe('issue 35 the account lock in the browser', () => {
  it('three wrong passwords lock the account, the right one is refused too; the mailed link unlocks it and the member signs in', async () => {
    const page = await env.pages.newPage();
    await open(page, '/login');
    const alert = page.getByRole('tabpanel').getByRole('alert');
    expect(await signInForm(page, 'jonas', 'not my password')).toBe(400);
    await alert.getByText(english.errorText('invalid-login-credentials')).waitFor();
    expect(await signInForm(page, 'jonas', 'still not it')).toBe(400);
    expect(await signInForm(page, 'jonas', 'wrong again')).toBe(429);
    await alert.getByText(english.errorText('account-locked')).waitFor();
    expect(await signInForm(page, 'jonas', DEMO_PASSWORD)).toBe(429);
    expect(new URL(page.url()).pathname).toBe('/login');
    await alert.getByText(english.errorText('account-locked')).waitFor();
    await shoot(page, 'account-locked');

    const mailed = await mailedPath('jonas@demo.community.test', 'unlock-account');
    expect(mailed.count).toBe(1);
    await open(page, mailed.path);
    await page.getByRole('heading', { level: 1, name: 'Your account is unlocked' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('tabpanel').getByLabel('Username or email').waitFor();
    expect(await signInForm(page, 'jonas', DEMO_PASSWORD)).toBe(200);
    await page.waitForURL((url) => url.pathname === '/discussions');
  });
});
