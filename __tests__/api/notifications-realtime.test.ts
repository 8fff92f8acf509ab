import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { attachNotifications } from '../../server/notifications/realtime';
import { attachRealtime, closeRealtime } from '../../server/realtime/io';
import { startTestApp, type TestApp } from '../support/testApp';
import { createTopic, replyTo, signUpAll, type Json, type Member } from './discussions-support';

/**
 * R7.6 notifications in realtime across two app instances on one PostgreSQL: two socket.io
 * servers, each with its own PostgreSQL adapter (as two app processes have). The API writes
 * through instance A (the process's own server); the member's socket is connected to instance B
 * and hears `event:new_notification` and `event:notifications.updateCount` with the right count,
 * and `notifications.get` on B answers the list through its acknowledgement.
 */

// The app is closed after both socket.io servers (their adapters hold database connections).
let testApp: TestApp;
const app = () => testApp;
const servers: http.Server[] = [];
const sockets: Socket[] = [];
let instanceB: Server;
let urlB: string;
let author: Member;
let replier: Member;

async function listen(): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  process.env.POST_RATE_LIMIT = '10000';
  testApp = await startTestApp();
  [, author, replier] = await signUpAll(app, 'rtadmin', 'rtauthor', 'rtreplier');
  // Their first posts earn a badge (a notification of its own) before the sockets listen.
  await createTopic(replier, { title: 'The replier earns the first-post badge here' });
  // Instance B first: attachRealtime keeps the last one as this process's server, instance A.
  const b = await listen();
  instanceB = attachRealtime(b.server);
  attachNotifications(instanceB);
  urlB = b.url;
  const a = await listen();
  attachNotifications(attachRealtime(a.server));
});

afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await closeRealtime();
  await new Promise<void>((resolve) => instanceB.close(() => resolve()));
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  await testApp?.close();
});

async function openOnB(member: Member): Promise<Socket> {
  const socket = connect(urlB, {
    transports: ['websocket'],
    extraHeaders: { Cookie: member.agent.cookieHeader() },
    auth: { csrf_token: member.agent.csrf },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function next<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('R7.6 a reply on instance A reaches the member on instance B', () => {
  it('pushes the notification and the unread new-reply count to every socket of the member, and only theirs', async () => {
    const topic = await createTopic(author, { title: 'Realtime across two instances' });
    const mine = [await openOnB(author), await openOnB(author)];
    const other = await openOnB(replier);
    let otherHeard = false;
    other.on('event:new_notification', () => (otherHeard = true));
    const heard = mine.map((s) => next<Json>(s, 'event:new_notification'));
    const counted = mine.map((s) => next<number>(s, 'event:notifications.updateCount'));
    const reply = await replyTo(replier, topic.tid, { content: 'Written through instance A.' });
    const [first, second] = await Promise.all(heard);
    expect(first).toMatchObject({
      type: 'new-reply',
      read: false,
      actors: [expect.objectContaining({ uid: replier.uid, username: 'rtreplier' })],
      object: { type: 'topic', id: topic.tid, title: 'Realtime across two instances' },
      path: `/posts/${topic.slug}#post-${reply.pid}`,
      bodyShort: 'rtreplier replied to you in "Realtime across two instances"',
    });
    expect(second).toEqual(first);
    expect(await Promise.all(counted)).toEqual([1, 1]);
    expect(otherHeard).toBe(false);

    // A second reply by someone else bumps the same row; the count of unread new-reply rows stays 1.
    const again = next<Json>(mine[0]!, 'event:new_notification');
    const countAgain = next<number>(mine[0]!, 'event:notifications.updateCount');
    await replyTo(replier, topic.tid, { content: 'The same replier again changes nothing.' });
    const third = await Promise.race([again.then(() => 'pushed'), new Promise((r) => setTimeout(() => r('quiet'), 700))]);
    expect(third).toBe('quiet');

    // Marking it read (through A) sends the new count to B.
    const dropped = countAgain;
    expect((await author.agent.put(`/api/v3/notifications/${first.id}/read`, {})).status).toBe(200);
    expect(await dropped).toBe(0);
  });

  it('a withdrawn upvote (through A) sends the owner on B the count again, and the list no longer holds it', async () => {
    const topic = await createTopic(author, { title: 'An upvote taken back across instances' });
    const socket = await openOnB(author);
    const pushed = next<Json>(socket, 'event:new_notification');
    await replier.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 });
    expect(await pushed).toMatchObject({ type: 'upvote', nid: `upvote:${topic.mainPid}` });
    const recount = next<number>(socket, 'event:notifications.updateCount');
    expect((await replier.agent.delete(`/api/v3/posts/${topic.mainPid}/vote`, {})).status).toBe(200);
    expect(typeof (await recount)).toBe('number');
    const answer = await socket.timeout(5000).emitWithAck('notifications.get', null);
    expect(answer.notifications.some((n: Json) => n.nid === `upvote:${topic.mainPid}`)).toBe(false);
  });

  it('notifications.get on instance B answers the member\'s list; a visitor gets an error', async () => {
    const socket = await openOnB(author);
    const answer = await socket.timeout(5000).emitWithAck('notifications.get', null);
    expect(answer).toMatchObject({ filter: 'all', page: 1, count: 0 });
    expect(answer.notifications[0]).toMatchObject({ type: 'new-reply', read: true });
    const unread = await socket.timeout(5000).emitWithAck('notifications.get', { filter: 'unread' });
    expect(unread).toMatchObject({ filter: 'unread' });
    expect(unread.notifications.every((n: Json) => !n.read)).toBe(true);
    const visitor = connect(urlB, { transports: ['websocket'], reconnection: false });
    sockets.push(visitor);
    await new Promise<void>((resolve) => visitor.once('connect', () => resolve()));
    expect(await visitor.timeout(5000).emitWithAck('notifications.get', null)).toEqual({ error: '[[error:not-logged-in]]' });
  });
});
