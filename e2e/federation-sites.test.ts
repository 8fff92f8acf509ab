import { generateCryptoKeyPair, signRequest } from '@fedify/fedify';
import type { Browser } from 'playwright-core';
import { appPort } from '../server/db/freePort';
import { ApiClient } from './support/apiClient';
import { cleanupAll, startApp, type AppProcess } from './support/app';
import { axeViolations } from './support/axe';
import { launchBrowser, WIDTHS } from './support/browser';
import { DEMO_PASSWORD, open, signInAs } from './support/pages';

/**
 * Two sites of this app federating (issue 38), as two communities on different servers would: A
 * at 127.0.0.1 and B at localhost, each with its own database and queue. A member of A finds B's
 * member by the address of her actor and follows her (Follow, Accept); her new topic is delivered
 * to A and shown there; A's member's reply travels back and shows in B's topic; B's upvote of it
 * arrives at A as a Like, her acceptance of it as the answer is accepted at A too; A's edit and
 * deletion arrive at B as Update and Delete; once A's
 * administrator denies B, B's deliveries are refused. Before that, a delivery to A that claims to
 * be from B's member but is signed with another key is refused, and A's member, in Chromium, joins
 * B's event by pasting its page's address into My events' "Elsewhere" tab: her Join takes B's one
 * seat, B's Accept shows at A, and giving the place up frees the seat at B.
 */

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of the app, checked field by field
let a: AppProcess;
let bBase: string;
let browser: Browser | undefined;

const env = { FEDERATION_ALLOW_PRIVATE: '1' };

beforeAll(async () => {
  const port = await appPort();
  bBase = `http://localhost:${port}`;
  // B is found at `localhost`, A at `127.0.0.1`: two host names, two sites.
  [a] = await Promise.all([startApp({ demoSeed: true, env }), startApp({ demoSeed: true, port, env: { ...env, PUBLIC_URL: bBase } })]);
}, 300_000);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await cleanupAll();
});

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, ms = 45_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(value)?.slice(0, 400)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function member(base: string, name: string) {
  const client = await new ApiClient(base).signIn(name, DEMO_PASSWORD);
  const csrf = await client.csrf();
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await client.request(method, path, { csrf, body });
    if (answer.status !== 200) throw new Error(`${method} ${path} at ${base}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return (answer.json as Json).response ?? answer.json;
  };
  return { client, send, get: async (path: string) => (await client.request('GET', path)).json as Json };
}

describe('two sites of this app federating (issue 38)', () => {
  it('a delivery claiming to be from B’s member, signed with a key that is not hers, is refused (401) and changes nothing', async () => {
    const follow = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${bBase}/forged/1`,
      type: 'Follow',
      actor: `${bBase}/users/mei`,
      object: `${a.baseUrl}/users/amara`,
    };
    const inbox = `${a.baseUrl}/users/amara/inbox`;
    const request = new Request(inbox, { method: 'POST', headers: { 'Content-Type': 'application/activity+json' }, body: JSON.stringify(follow) });
    const forged = await signRequest(request, (await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')).privateKey, new URL(`${bBase}/users/mei#main-key`));
    expect((await fetch(forged)).status).toBe(401);
    const followers = (await (await fetch(`${a.baseUrl}/users/amara/followers`, { headers: { Accept: 'application/activity+json' } })).json()) as Json;
    expect(followers.totalItems).toBe(0);
  }, 60_000);

  it('a member of A joins B’s event from its page’s address in the browser: the Join takes B’s seat, B’s Accept shows at A, leaving frees it', async () => {
    const mei = await member(bBase, 'mei');
    const event = await mei.send('POST', '/api/events/v1/conference', {
      title: 'Two sites, one meetup',
      description: 'Bring a laptop.',
      summary: 'A meetup across two communities',
      timestamp: Date.now() + 86_400_000,
      duration: 60,
      no_of_seats: 1,
      event_status: 'publish',
    });
    const seatsAtB = async () => (await mei.get(`/api/events/v1/event/${event.id}`)).seats_taken as number;

    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: a.baseUrl, viewport: WIDTHS.phone, reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signInAs(page, 'amara');
    await open(page, '/events/myevents?tab=elsewhere');
    await page.getByLabel('Address of the event').fill(`${bBase}${event.url}`);
    await page.getByRole('button', { name: 'Find the event' }).click();
    const found = page.getByRole('region', { name: `Found on ${new URL(bBase).host}` });
    await found.getByRole('heading', { name: 'Two sites, one meetup' }).waitFor();
    await found.getByRole('button', { name: 'Ask for a place' }).click();
    await found.getByRole('status').filter({ hasText: 'Waiting for the organizer' }).waitFor();
    await until('A’s member takes B’s seat', seatsAtB, (taken) => taken === 1);

    // B's Accept: after a reload the list says she has a place.
    const list = page.getByRole('region', { name: 'Events elsewhere you asked to join' });
    await until(
      'B’s Accept reaches A',
      async () => {
        await open(page, '/events/myevents?tab=elsewhere');
        return list.getByRole('status').filter({ hasText: 'You have a place' }).count();
      },
      (shown) => shown === 1,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      expect(await axeViolations(page)).toEqual([]);
    }

    await list.getByRole('button', { name: 'Give up my place' }).click();
    await list.getByText('You have not asked to join an event on another site yet.').waitFor();
    await until('B frees the seat', seatsAtB, (taken) => taken === 0);
    await context.close();
  }, 240_000);

  it('follow, a topic delivered, a reply travelling back, Like, an accepted answer, Update, Delete, and a denied instance refused', async () => {
    const amara = await member(a.baseUrl, 'amara');
    const mei = await member(bBase, 'mei');

    // A's member finds B's member and follows her; B records the follower.
    const found = await amara.send('POST', '/api/v3/federation/lookup', { query: `${bBase}/users/mei` });
    expect(found.username).toBe(`mei@${new URL(bBase).host}`);
    await amara.send('PUT', `/api/v3/users/${found.uid}/follow`);
    const followers = async () => (await (await fetch(`${bBase}/users/mei/followers`, { headers: { Accept: 'application/activity+json' } })).json()) as Json;
    await until('B records the follow', followers, (f) => f.totalItems >= 1);

    // B's new topic reaches A, as a topic in its Fediverse category by the remote member.
    const topic = await mei.send('POST', '/api/v3/topics', { title: 'Two sites, one conversation', content: 'Does this reach the other community intact?', tags: ['fediverse'] });
    const imported = await until(
      'the topic reaches A',
      () => amara.get(`/api/user/${found.uid}/posts`),
      (list) => JSON.stringify(list).includes('Two sites, one conversation'),
    );
    const importedTid: number = (JSON.stringify(imported).match(/"tid":(\d+)[^{}]*"title":"Two sites, one conversation"/) ?? [])[1] as unknown as number;
    expect(Number(importedTid)).toBeGreaterThan(0);

    // A's reply shows in B's topic under A's member.
    const reply = await amara.send('POST', `/api/v3/topics/${importedTid}`, { content: 'It does: greetings from the other community.' });
    const amaraOnB = `amara@${new URL(a.baseUrl).host}`;
    await until('the reply reaches B', () => mei.get(`/api/questions/${topic.tid}/recent`), (q) => JSON.stringify(q).includes('greetings from the other community') && JSON.stringify(q).includes(amaraOnB));

    // B's upvote of it is a Like at A.
    const questions = await mei.get(`/api/questions/${topic.tid}/recent`);
    const remotePid = (JSON.stringify(questions).match(new RegExp(`"pid":(\\d+)[^{}]*?"content":"[^"]*greetings from the other community`)) ?? [])[1];
    expect(Number(remotePid)).toBeGreaterThan(0);
    await mei.send('PUT', `/api/v3/posts/${remotePid}/vote`, { delta: 1 });
    await until('the Like reaches A', () => amara.get(`/api/post/${reply.pid}`), (p) => p.upvotes === 1);

    // B's author accepts it as the answer: A reads her Article again and accepts it there too.
    await mei.send('PUT', `/api/v3/posts/${topic.mainPid}/answer`, { aid: Number(remotePid), answered: true });
    const importedMain: number = (await amara.get(`/api/topic/${importedTid}`)).mainPid;
    await until('the accepted answer reaches A', () => amara.get(`/api/post/${importedMain}`), (p) => p.aid === reply.pid);

    // A's edit and deletion reach B.
    await amara.send('PUT', `/api/v3/posts/${reply.pid}`, { content: 'It does, and edits travel too: greetings again.' });
    await until('the Update reaches B', () => mei.get(`/api/post/${remotePid}`), (p) => String(p.content).includes('edits travel too'));
    await amara.send('DELETE', `/api/v3/posts/${reply.pid}/state`);
    await until('the Delete reaches B', () => mei.get(`/api/post/${remotePid}`), (p) => p.deleted === true || p.status?.code === 'not-found' || String(JSON.stringify(p)).includes('no-post'));

    // A's administrator denies B: B's deliveries are refused.
    const alex = await member(a.baseUrl, 'alex');
    await alex.send('PUT', '/api/v3/admin/federation/instances', { host: new URL(bBase).host, policy: 'deny', note: 'test' });
    const refused = await fetch(a.url('/inbox'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/activity+json' },
      body: JSON.stringify({ '@context': 'https://www.w3.org/ns/activitystreams', type: 'Like', id: `${bBase}/likes/x`, actor: `${bBase}/users/mei`, object: a.url('/ap/topics/1') }),
    });
    expect(refused.status).toBe(403);
  }, 240_000);
});
