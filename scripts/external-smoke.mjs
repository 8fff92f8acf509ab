#!/usr/bin/env node
// Two app instances on one external PostgreSQL (DATABASE_URL): both report the external database,
// an account created through one signs in through the other, and a topic posted through one
// reaches a browser socket connected to the other (event:new_post through the PostgreSQL
// adapter), and a visitor's cached page on the second instance shows an edit, a reply, a vote and a
// delete made through the first on the next load (page cache evicted through PostgreSQL NOTIFY),
// and, in Chromium, a member's bell on the first instance counts up live when another member
// replies to their question through the second, and opening it lands on the reply (R7.6).
// The instances share one SESSION_SECRET, so a link one signs works on the other; without one a
// production instance on DATABASE_URL refuses to start (hardening 8).
// Writes test-results/external-smoke.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { launchBrowser } from '../e2e/support/chromium.ts';
import { io } from 'socket.io-client';
import { appPort } from '../server/db/freePort.ts';
import { checkList, completeRegistration, newMember, session, startInstance, stopInstance } from './support/instances.mjs';

const { results, check } = checkList();

/**
 * R7.6 in a browser across two instances: member A, signed in on the first instance with the bell
 * showing, sees it count up without a reload when member B replies to A's question through the
 * second; A opens the dropdown, clicks the notification, lands on the reply's anchor, and the
 * count drops.
 */
async function bellAcrossInstances(first, second) {
  const asker = await newMember(first.url, 'asker');
  const replier = await newMember(second.url, 'replier');
  const question = await asker.call('POST', '/api/v3/topics', {
    title: `Does my bell hear the other instance ${Date.now()}?`,
    content: 'A question answered through the other instance.',
    postType: 'faq',
    tags: ['notifications'],
  });
  check('a question is asked through the first instance', question.status === 200, JSON.stringify(question.json));
  const { tid, title } = question.json.response;
  await asker.call('PUT', '/api/v3/notifications/read'); // start from nothing unread (the first post's badge)

  const browser = await launchBrowser();
  const page = await browser.newPage({ baseURL: first.url, viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(15_000);
  try {
    await page.goto('/login');
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Username or email').fill(asker.name);
    await form.getByLabel('Password').fill(asker.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/discussions');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // The bell's realtime connection is up before the reply is written.
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      window.sameDocument = true; // gone if the page reloads
    });

    const reply = await replier.call('POST', `/api/v3/topics/${tid}`, { content: 'Answered through the second instance.' });
    check('member B replies through the second instance', reply.status === 200, JSON.stringify(reply.json));
    const pid = reply.json.response?.pid;
    const started = Date.now();
    await banner.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    const sameDocument = await page.evaluate(() => window.sameDocument === true);
    check(`member A's bell on the first instance counts up live (${Date.now() - started} ms, no reload)`, sameDocument, 'the page reloaded');

    await banner.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const latest = page.getByRole('group', { name: 'Latest notifications' }).getByRole('link', { name: new RegExp(`^Unread: .*${title.slice(0, 30)}`) });
    await latest.click();
    await page.waitForURL((url) => url.pathname.startsWith(`/posts/${tid}`) && url.hash === `#post-${pid}`);
    await page.locator(`#post-${pid}`).getByText('Answered through the second instance.').waitFor();
    check('opening the notification lands on the reply (its anchor)', true);
    await banner.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    check('the bell count drops after opening it', true);
  } catch (error) {
    await page.screenshot({ path: 'test-results/external-bell-failure.png', fullPage: true }).catch(() => undefined);
    check('the bell across two instances in Chromium', false, String(error));
  } finally {
    await browser.close();
  }
}

/** Without SESSION_SECRET a production instance on DATABASE_URL stops at once, saying why. */
async function refusedWithoutSecret() {
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, PORT: String(await appPort()), NODE_ENV: 'production', HOST: '127.0.0.1', SESSION_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  check('an instance on DATABASE_URL without SESSION_SECRET refuses to start', code === 1 && log.includes('SESSION_SECRET is not set'), `exit ${code}: ${log}`);
}

await refusedWithoutSecret();
const a = await startInstance();
const b = await startInstance();
try {
  for (const [name, inst] of [['first', a], ['second', b]]) {
    const health = await (await fetch(`${inst.url}/api/health`)).json();
    check(`${name} instance reports the external database`, health.database?.mode === 'external', JSON.stringify(health));
  }
  const onA = session(a.url);
  await onA('GET', '/api/config');
  const name = `shared${Date.now() % 1e6}`;
  const signUp = await onA('POST', '/api/v3/users', { username: name, email: `${name}@example.test`, password: 'long enough pw' });
  check('sign-up through the first instance', signUp.status === 200, JSON.stringify(signUp.json));
  const onB = session(b.url);
  await onB('GET', '/api/config');
  const login = await onB('POST', '/api/v3/utilities/login', { username: name, password: 'long enough pw' });
  check('the same account signs in through the second instance', login.status === 200, JSON.stringify(login.json));
  const config = await onB('GET', '/api/config');
  check('the second instance knows the member', config.json.loggedIn === true && config.json.user?.username === name);

  // Realtime across instances: a visitor's socket on the second instance hears a topic posted
  // through the first.
  const socket = io(b.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const title = `Posted on one instance ${Date.now()}`;
  const heard = new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 10_000);
    socket.on('event:new_post', (payload) => {
      if (payload?.posts?.some((p) => p.title === title)) {
        clearTimeout(timer);
        resolve(payload);
      }
    });
  });
  const consent = await completeRegistration(a.url, onA);
  check('registration completes through the first instance', consent === 200, String(consent));
  const invite = await onA('GET', '/api/invites/link');
  const joined = await fetch(`${b.url}/api${invite.json.path}`);
  check('an invite link signed by the first instance works on the second', invite.status === 200 && joined.status === 200, `${invite.status} ${joined.status}`);
  const topic = await onA('POST', '/api/v3/topics', { title, content: 'Shared by two app instances.', postType: 'blog' });
  check('a topic is posted through the first instance', topic.status === 200, JSON.stringify(topic.json));
  check('a socket on the second instance receives event:new_post', (await heard) !== null);
  socket.close();

  // The page cache across instances: a visitor on the second instance sees each change made
  // through the first on a following load (the eviction travels as a database notification).
  const { tid, slug, mainPid } = topic.json.response;
  const pagePath = `/posts/${slug ?? tid}`;
  const visit = async () => {
    const res = await fetch(b.url + pagePath, { headers: { 'Accept-Encoding': 'gzip' } });
    return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
  };
  await visit();
  const cached = await visit();
  check('the second instance serves the topic page to a visitor from its cache', cached.status === 200 && cached.cache === 'hit', `${cached.status} ${cached.cache}`);
  /** Milliseconds until a visitor's load on the second instance satisfies `shows` (null: not within 5 s). */
  const shownAfter = async (shows) => {
    const started = Date.now();
    while (Date.now() - started < 5000) {
      if (shows(await visit())) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 25));
    }
    return null;
  };
  const showsWithin = async (what, shows) => {
    const ms = await shownAfter(shows);
    check(`${what} through the first instance shows to a visitor of the second${ms === null ? '' : ` (${ms} ms)`}`, ms !== null);
  };
  const reply = await onA('POST', `/api/v3/topics/${tid}`, { content: 'A reply written on the first instance.' });
  await showsWithin('a reply', (page) => page.html.includes('A reply written on the first instance.'));
  await onA('PUT', `/api/v3/posts/${reply.json.response?.pid}`, { content: 'The reply, edited on the first instance.' });
  await showsWithin('an edit', (page) => page.html.includes('The reply, edited on the first instance.'));
  const { call: voter } = await newMember(a.url, 'voter');
  const vote = await voter('PUT', `/api/v3/posts/${mainPid}/vote`, { delta: 1 });
  check('a member votes through the first instance', vote.status === 200, JSON.stringify(vote.json));
  await showsWithin('a vote', (page) => page.html.includes('"upvotes":1'));
  await onA('DELETE', `/api/v3/topics/${tid}/state`);
  await showsWithin('a delete', (page) => page.status === 404);

  if (process.env.SKIP_BROWSER !== '1') await bellAcrossInstances(a, b);
} finally {
  await Promise.all([a, b].map(stopInstance));
}
fs.mkdirSync('test-results', { recursive: true });
fs.writeFileSync('test-results/external-smoke.json', JSON.stringify(results));
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
