import type { Page } from 'playwright-core';
import type { EventData } from '@/lib/events/types';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * The event page's discussion in a real browser (built app, embedded PostgreSQL, demo community):
 * a member asks a question on the event page and it shows without a reload, while a visitor's open
 * page receives it live (R1.4, R4.9, R7.6); a visitor with JavaScript off then reads the thread in
 * the server's HTML, the cached page having been evicted by the reply.
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

async function csrf(page: Page): Promise<string> {
  const res = await page.request.get('/api/config', { headers: { Accept: 'application/json' } });
  return ((await res.json()) as { csrf_token: string }).csrf_token;
}

/** Resolves once the page's socket.io connection is open (its CONNECT answer arrived). */
function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve()));
  });
}

let event: EventData;
const question = `Will the recording have chapters? ${Date.now()}`;

describe('the event discussion in the browser', () => {
  beforeAll(async () => {
    const host = await pages.newPage();
    await signInAs(host, 'amara');
    const res = await host.request.post('/api/events/v1/conference', {
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await csrf(host) },
      data: { title: 'Ask me anything: the plugin API', summary: 'Questions welcome.', timestamp: Date.now() + 86_400_000, event_type: 'ama', event_status: 'publish' },
    });
    expect(res.status()).toBe(200);
    event = (await res.json()) as EventData;
    expect(event.comment_tid).toEqual(expect.any(Number));
  });

  it('R1.4 R4.9 R7.6 a member asks a question on the event page: it shows without a reload, and live on a visitor’s open page', async () => {
    const visitor = await pages.newPage();
    const connected = socketConnected(visitor);
    await open(visitor, event.url);
    const visitorThread = visitor.getByTestId('event-discussion');
    await visitorThread.getByText('No questions yet — be the first to ask').waitFor();
    // A visitor is asked to log in to take part.
    await visitorThread.getByRole('button', { name: 'Log in to reply' }).click();
    await visitor.getByRole('dialog').waitFor();
    await visitor.keyboard.press('Escape');
    await visitor.getByRole('dialog').waitFor({ state: 'detached' });

    const member = await pages.newPage({ width: 390 });
    await signInAs(member, 'jonas');
    await open(member, event.url);
    await member.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const thread = member.getByTestId('event-discussion');
    await thread.getByRole('textbox', { name: 'Ask a question' }).fill(question);
    await thread.getByRole('button', { name: 'Post question' }).click();
    await thread.locator('article', { hasText: question }).waitFor();
    await thread.getByRole('heading', { level: 2, name: /Questions and discussion \(1\)/ }).waitFor();
    expect(await member.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const overflow = await member.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(Math.max(overflow, 0)).toBe(0);

    await connected;
    await visitorThread.locator('article', { hasText: question }).waitFor({ timeout: 15_000 });
  });

  it('R1.4 a visitor with JavaScript disabled reads the thread in the server’s HTML', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const response = await page.goto(event.url);
      expect(response?.status()).toBe(200);
      const thread = page.getByTestId('event-discussion');
      expect(await thread.getByRole('heading', { level: 2 }).innerText()).toBe('Questions and discussion (1)');
      expect(await thread.innerText()).toContain(question);
      expect(await thread.getByRole('link', { name: 'Open the discussion page' }).getAttribute('href')).toBe(`/posts/${event.comment_tid}`);
    } finally {
      await context.close();
    }
  });
});
