import type { Page } from 'playwright-core';
import { hydrated, open, setUpBrowserApp, signInAs } from './support/pages';

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
