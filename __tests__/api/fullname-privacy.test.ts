import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { io as connect, type Socket } from 'socket.io-client';
import { attachRealtime, closeRealtime } from '../../server/realtime/io';
import { loadDiscussionsPage } from '../../server/ssr/discussions';
import { loadTopicPage } from '../../server/ssr/topic';
import { loadProfilePage } from '../../server/ssr/users';
import { loadViewer } from '../../server/users/viewer';
import { Agent } from '../support/agent';
import { createTopic, replyTo, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';

/**
 * hardening 7: a member who turned "show my full name" off is shown by username everywhere other
 * members and visitors look: posts, topics, the feed, shared cards, hovercards, invites, realtime
 * broadcasts and the server-rendered pages (whose JSON-LD and meta are built from the same data).
 */

const app = setUpDiscussionsApp();
const SECRET = 'Hidden Realname';
let admin: Member;
let shy: Member;
let reader: Member;
let topic: Json;
let answer: Json;

beforeAll(async () => {
  [admin, shy, reader] = await signUpAll(app, 'privacyadmin', 'shymember', 'privacyreader');
  expect((await shy.agent.put(`/api/v3/users/${shy.uid}`, { fullname: SECRET })).status).toBe(200);
  expect((await shy.agent.put(`/api/v3/users/${shy.uid}/settings`, { settings: { showfullname: false } })).status).toBe(200);
  topic = await createTopic(shy, { title: 'A topic by a member who hides their name' });
  const question = await replyTo(reader, topic.tid, { content: 'A question for the shy member.' });
  answer = await replyTo(shy, topic.tid, { content: 'An answer by the shy member.', toPid: question.pid });
});

const visitor = () => new Agent(app().url);

function ssrContext(params: Record<string, string | string[]>, query: Record<string, string> = {}) {
  return {
    params,
    query,
    resolvedUrl: '/',
    req: { headers: { host: 'community.example.org' }, socket: {} },
    res: { statusCode: 200, setHeader: () => undefined },
  } as unknown as GetServerSidePropsContext;
}

describe('hardening 7: "hide my full name" is honoured everywhere a name shows', () => {
  it('hardening 7: topic, post, replies and questions answers never carry the hidden full name', async () => {
    for (const agent of [visitor(), reader.agent]) {
      const reads = [
        await agent.get(`/api/topic/${topic.tid}`),
        await agent.get(`/api/post/${topic.mainPid}`),
        await agent.get(`/api/questions/${topic.tid}/newest`),
        await agent.get(`/api/post/replies/${answer.qid ?? answer.toPid}`),
        await agent.get(`/api/topic/shared/${topic.tid}`),
      ];
      for (const reply of reads) {
        expect(reply.status).toBe(200);
        expect(JSON.stringify(reply.body)).not.toContain(SECRET);
      }
      const main = reads[1]!.body;
      expect(main.user).toMatchObject({ uid: shy.uid, username: 'shymember', fullname: '' });
      expect(main.userFullname).toBe('');
    }
  });

  it('hardening 7: the feed and the hovercard do not show it; the profile shows it only to the member and administrators', async () => {
    const feed = await visitor().get('/api/events/v1/search/highlights');
    expect(feed.status).toBe(200);
    expect(JSON.stringify(feed.body)).toContain('A topic by a member who hides their name');
    expect(JSON.stringify(feed.body)).not.toContain(SECRET);

    const card = await visitor().get('/api/user/shymember/hovercard');
    expect(card.status).toBe(200);
    expect(card.body.fullname).toBe('');

    expect((await reader.agent.get('/api/user/shymember')).body.fullname).toBe('');
    expect((await shy.agent.get('/api/user/shymember')).body.fullname).toBe(SECRET);
    expect((await admin.agent.get('/api/user/shymember')).body.fullname).toBe(SECRET);
  });

  it('hardening 7: the invite page of a member who hides their name shows the username', async () => {
    const link = await shy.agent.get('/api/v3/invites/link');
    const path = link.status === 200 ? link.body.response.path : `/api/join/${shy.uid}/${Date.now()}`;
    const reply = await visitor().get(path.replace(/^\/join\//, '/api/join/'));
    expect(reply.status).toBe(200);
    expect(reply.body.inviter).toMatchObject({ username: 'shymember', fullname: '' });
  });

  it('hardening 7: server-rendered topic, feed and profile pages carry no hidden full name', async () => {
    const topicPage = await loadTopicPage(ssrContext({ slug: [String(topic.tid), 'a-topic'] }), { session: null, viewer: null } as never);
    expect(JSON.stringify(topicPage.props)).toContain('A topic by a member who hides their name');
    expect(JSON.stringify(topicPage.props)).not.toContain(SECRET);

    const readerViewer = await loadViewer(reader.uid);
    const feedPage = await loadDiscussionsPage(ssrContext({}), { session: null, viewer: readerViewer } as never);
    expect(JSON.stringify(feedPage.props)).not.toContain(SECRET);

    const profile = await loadProfilePage(ssrContext({ slug: 'shymember' }), { session: null, viewer: readerViewer } as never);
    expect(JSON.stringify(profile.props)).toContain('shymember');
    expect(JSON.stringify(profile.props)).not.toContain(SECRET);
  });

  it('hardening 7: a new post is broadcast without the hidden full name', async () => {
    const ioServer = http.createServer();
    attachRealtime(ioServer);
    await new Promise<void>((resolve) => ioServer.listen(0, '127.0.0.1', () => resolve()));
    const socket: Socket = connect(`http://127.0.0.1:${(ioServer.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const received = new Promise<Json>((resolve) => socket.once('event:new_post', resolve));
      await replyTo(shy, topic.tid, { content: 'Broadcast from the shy member.' });
      const payload = await received;
      expect(payload.posts[0].user).toMatchObject({ username: 'shymember', fullname: '' });
      expect(JSON.stringify(payload)).not.toContain(SECRET);
    } finally {
      socket.disconnect();
      await closeRealtime();
      await new Promise<void>((resolve) => ioServer.close(() => resolve()));
    }
  });
});
