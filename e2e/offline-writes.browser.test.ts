import type { Page } from 'playwright-core';
import type { PostData, SearchResponse } from '@/lib/discussions/types';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Writes made offline (issue 37), in a real browser with the production service worker: a vote
 * says it was not sent and the button shows the state the server has; a reply typed into the box
 * and sent offline says so, stays in the box, and is back after the page is reloaded offline (the
 * worker serves the visited page, the box its text kept in this browser); online again, it posts.
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** Resolves once the page is controlled by the site's worker (a second load after it installed). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}

describe('writes made offline', () => {
  it('issue 37: a vote offline says it was not sent; a reply offline stays in its box, through a reload, and posts once online', async () => {
    const page = await pages.newPage({ serviceWorkers: 'allow' });
    await signInAs(page, 'jonas');
    const me = await apiGet<{ uid: number }>(page, '/api/self');
    const feed = await apiGet<SearchResponse<PostData>>(page, '/api/events/v1/search/highlights?postType=blog&sortBy=popular');
    const post = feed.results[0].hits.map((h) => h.document).find((d) => !d.upvoted && d.uid !== me.uid);
    if (!post) throw new Error('no blog post of another member to vote on');

    await open(page, post.url);
    await controlledByWorker(page);
    // Once more, now through the worker, so the page and its code are kept for offline use.
    await open(page, post.url);
    const box = page.getByRole('textbox', { name: 'Ask a question' });
    await box.waitFor();

    await page.context().setOffline(true);
    const vote = page.getByTestId(`vote-${post.pid}`).first();
    await vote.click();
    await page.getByText('You are offline: this was not sent. Try again when you are back online.').first().waitFor();
    await page.locator(`[data-testid="vote-${post.pid}"][aria-pressed="false"]`).first().waitFor();

    const text = `Written on the train, sent later ${Date.now()}`;
    await box.fill(text);
    await page.getByRole('button', { name: 'Post question' }).click();
    await page.locator('form').getByRole('alert').filter({ hasText: 'You are offline' }).waitFor();
    expect(await box.inputValue()).toBe(text);

    // A reload without a network: the worker's copy of the page, the text back in the box.
    await page.reload();
    const again = page.getByRole('textbox', { name: 'Ask a question' });
    await page.waitForFunction((expected) => (document.querySelector('textarea[name="content"]') as HTMLTextAreaElement | null)?.value === expected, text);
    await page.getByText('Your unsent reply was kept on this device.').waitFor();

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Post question' }).click();
    await page.getByText(text).first().waitFor();
    await page.waitForFunction(() => (document.querySelector('textarea[name="content"]') as HTMLTextAreaElement | null)?.value === '');
    expect(await again.inputValue()).toBe('');
    // Sent: the kept copy is gone, so the next visit opens an empty box.
    await open(page, post.url);
    await page.getByRole('textbox', { name: 'Ask a question' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Ask a question' }).inputValue()).toBe('');
  });
});
