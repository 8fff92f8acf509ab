import type { Page } from 'playwright-core';
import { ApiClient } from './support/apiClient';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, open, realtimeConnected, setUpBrowserApp, shoot, signInAs } from './support/pages';

/**
 * Issue 36, an event's page while it is live, in Chromium: the host's stream in its player (the
 * allow-listed YouTube player; the test answers its address itself, the machine has no internet),
 * the live chat and the Q&A queue. A visitor watches while two seat holders ask, vote and chat and
 * the host answers: the queue reorders live and the chat arrives without reloading. When the host
 * ends the event, the questions become its discussion topic: the answered one with the host's
 * answer accepted.
 */

const env = setUpBrowserApp({ demoSeed: true });
const E = '/api/events/v1';

interface Created {
  id: number;
  slug: string;
  title: string;
}

async function signedIn(username: string): Promise<ApiClient> {
  return new ApiClient(env.app().baseUrl).signIn(username, DEMO_PASSWORD);
}

async function call(client: ApiClient, method: string, path: string, body: unknown = {}): Promise<unknown> {
  const answer = await client.request(method, path, { csrf: await client.csrf(), body });
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.json;
}

/** The stub the test answers for the YouTube player's address. */
async function stubPlayer(page: Page): Promise<void> {
  await page.context().route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><p>The stream</p></html>' }),
  );
}

it('a live event is a live room: stream, chat and Q&A live for a visitor; its questions become the event\'s thread', async () => {
  const host = await signedIn('jonas');
  const event = (await call(host, 'POST', `${E}/conference`, {
    title: 'Live coding: a plugin in an hour',
    // Long enough that React would send the room at the end of the page (server/ssr/wholePages.ts).
    description: 'We build a plugin together, live. '.repeat(500),
    timestamp: Date.now() + 86_400_000,
    duration: 60,
    no_of_seats: 10,
    event_status: 'publish',
    stream_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  })) as Created;
  for (const member of ['amara', 'mei']) await call(await signedIn(member), 'POST', `${E}/event/${event.id}/participant`);
  await call(host, 'PUT', `${E}/event/${event.id}`, { event_lifecycle: 'live' });
  const path = `/events/${event.slug}`;

  // The room is in the page's HTML in its place (before the event's description), shown before any
  // script has run: not sent after the page for a script to move back, which the page's CSP
  // refuses (server/ssr/wholePages.ts).
  const html = await (await fetch(`${env.app().baseUrl}${path}`)).text();
  expect(html.includes('$RC(')).toBe(false);
  const room = html.indexOf(`title="Live stream of ${event.title}"`);
  expect(room).toBeGreaterThan(html.indexOf('<main'));
  expect(room).toBeLessThan(html.indexOf('We build a plugin together', html.indexOf('<main')));

  const visitor = await env.pages.newPage();
  await stubPlayer(visitor);
  await open(visitor, path);
  await realtimeConnected(visitor);
  const live = visitor.getByRole('region', { name: 'Live now' });
  const player = live.locator(`iframe[title="Live stream of ${event.title}"]`);
  expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  await live.getByText('Sign in and take a seat at this event to write in its chat.').waitFor();
  await live.getByText('Participants and hosts ask and vote while the event is live.').waitFor();

  const amara = await env.pages.newPage({ width: 390 });
  await signInAs(amara, 'amara');
  await open(amara, path);
  await realtimeConnected(amara);
  const mei = await env.pages.newPage();
  await signInAs(mei, 'mei');
  await open(mei, path);
  await realtimeConnected(mei);

  // Questions: amara asks first, mei second; amara's vote puts mei's question on top, live for the visitor.
  await amara.getByLabel('Your question').fill('How do plugins find their settings?');
  await amara.getByRole('button', { name: 'Ask', exact: true }).click();
  await mei.getByText('How do plugins find their settings?').waitFor();
  await mei.getByLabel('Your question').fill('Can a plugin add its own page?');
  await mei.getByRole('button', { name: 'Ask', exact: true }).click();
  const queue = visitor.getByRole('region', { name: 'Questions' }).getByRole('listitem');
  await visitor.getByText('Can a plugin add its own page?').waitFor();
  const meiQuestion = amara.getByRole('listitem').filter({ hasText: 'Can a plugin add its own page?' });
  await meiQuestion.getByRole('button', { name: /Upvote/ }).click();
  await meiQuestion.getByRole('button', { name: /Upvote · 1 vote/, pressed: true }).waitFor();
  await visitor.waitForFunction(() => document.querySelector('[data-testid^="question-"] p')?.textContent === 'Can a plugin add its own page?');
  expect(await queue.first().textContent()).toContain('1 vote');

  // The live chat: a seat holder writes, the visitor reads it as it comes.
  await amara.getByLabel('Message', { exact: true }).fill('Hello from the **front row**');
  await amara.getByLabel('Message', { exact: true }).press('Enter');
  await live.getByRole('log', { name: 'Messages' }).locator('strong', { hasText: 'front row' }).waitFor();
  expect(await amara.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The host answers mei's question: now answering, then answered with a typed answer.
  const hostPage = await env.pages.newPage();
  await stubPlayer(hostPage);
  await signInAs(hostPage, 'jonas');
  await open(hostPage, path);
  const hostQuestion = hostPage.getByRole('listitem').filter({ hasText: 'Can a plugin add its own page?' });
  await hostQuestion.getByRole('button', { name: 'Now answering' }).click();
  await visitor.getByRole('listitem').filter({ hasText: 'Can a plugin add its own page?' }).getByText('Now answering').waitFor();
  await hostQuestion.getByRole('button', { name: 'Answered' }).click();
  await hostQuestion.getByLabel('Answer (optional)').fill('Yes: it registers a route under /plugins.');
  await hostQuestion.getByRole('button', { name: 'Save as answered' }).click();
  await visitor.getByText('Yes: it registers a route under /plugins.').waitFor();

  for (const theme of ['light', 'dark'] as const) {
    await visitor.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    expect(await axeViolations(visitor, { iframes: false })).toEqual([]);
  }
  await shoot(visitor, 'live-event-visitor');
  await shoot(amara, 'live-event-amara');

  // The end: the Q&A becomes the event's discussion topic (in the background of the host's end).
  await call(host, 'PUT', `${E}/event/${event.id}`, { event_lifecycle: 'ended' });
  const visitorApi = new ApiClient(env.app().baseUrl);
  type Question = { pid: number; aid: number; content: string; answers: Array<{ pid: number; content: string }> };
  let questions: Question[] = [];
  // The move writes one question after another: wait for both, and the answer.
  const moved = () => questions.length === 2 && questions.some((q) => q.answers.length > 0);
  for (let i = 0; i < 50 && !moved(); i += 1) {
    const seen = (await visitorApi.request('GET', `${E}/event/${event.id}`)).json as { comment_tid: number | null };
    if (seen.comment_tid) questions = ((await visitorApi.request('GET', `/api/questions/${seen.comment_tid}/popular`)).json as { questions: Question[] }).questions;
    if (!moved()) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(questions.map((q) => q.content)).toEqual([expect.stringContaining('Can a plugin add its own page?'), expect.stringContaining('How do plugins find their settings?')]);
  const [answered] = questions;
  expect(answered!.answers[0]!.content).toContain('Yes: it registers a route under /plugins.');
  expect(answered!.aid).toBe(answered!.answers[0]!.pid);
  await open(visitor, path);
  expect(await visitor.getByRole('region', { name: 'Live now' }).count()).toBe(0);
}, 180_000);
