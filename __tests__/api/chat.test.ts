import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatMessageEvent, ChatTypingEvent, ChatUnread } from '@/lib/chat/types';
import { userRoom } from '@/lib/realtime/events';
import { attachChat } from '../../server/chat/realtime';
import { purgeOldRoomMessages } from '../../server/chat/retention';
import { runSweep } from '../../server/discussions/sweep';
import { ALL_ENDPOINTS } from '../../server/http/catalogue';
import { getIo } from '../../server/realtime/io';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { addToGroup, row, setUpDiscussionsApp, signUp, signUpAll, v3Error, type Json, type Member } from './discussions-support';
import { withMemberSocket } from './socket-support';
import { C, ok, start, sendTo } from './chat-support';

/**
 * Issue 36, chat (docs/features/chat.md): direct chats (the pair's chat reused), project rooms
 * (created on the first ask, moderated by the project's maintainers), public rooms administrators
 * open; messages paged backwards, replies, edit and delete windows, blocks, the confirmed address,
 * unread counts and the rate limit; members' sockets hear messages and counts.
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, noa: Member, ben: Member, cai: Member, dee: Member;

beforeAll(async () => {
  [admin, moderator, noa, ben, cai, dee] = await signUpAll(app, 'chatadmin', 'chatmod', 'chatnoa', 'chatben', 'chatcai', 'chatdee');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const history = (by: Member, roomId: number, before?: number) => by.agent.get(`${C}/${roomId}/messages${before ? `?before=${before}` : ''}`);
const list = async (by: Member) => ok(await by.agent.get(C));
const backdate = (mid: number, seconds: number) => getDb().execute(sql`UPDATE chat_messages SET created_at = now() - ${seconds} * interval '1 second' WHERE id = ${mid}`);

let projects = 0;
async function project(owner: Member): Promise<Json> {
  projects += 1;
  const reply = await owner.agent.post('/api/projects/v1/project', { name: `Chat Project ${projects}`, description: 'A project.', tags: ['tooling'] });
  if (reply.status !== 200) throw new Error(`project failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

describe('issue 36 direct chats', () => {
  it('starts a direct chat, reuses the pair\'s chat, refuses oneself and unknown members', async () => {
    const room = ok(await start(noa, [ben.uid]));
    expect(room).toMatchObject({ kind: 'direct', name: null, project: null, memberCount: 2, joined: true, unread: 0, lastMessage: null, canModerate: false });
    expect(room.members.map((m: Json) => m.uid).sort()).toEqual([noa.uid, ben.uid].sort());
    expect(ok(await start(ben, [noa.uid])).id).toBe(room.id);
    const group = ok(await start(noa, [ben.uid, cai.uid], 'Release crew'));
    expect(group).toMatchObject({ kind: 'direct', name: 'Release crew', memberCount: 3 });
    expect(group.id).not.toBe(room.id);
    expect(v3Error(await start(noa, [noa.uid]))).toBe('[[error:cant-chat-with-yourself]]');
    expect(v3Error(await start(noa, [2_000_000]))).toBe('[[error:no-user]]');
  });

  it('a pair has one chat, even started by both at once; a member who left belongs again', async () => {
    const [gia, hal] = await signUpAll(app, 'chatgia', 'chathank');
    const both = await Promise.all([start(gia!, [hal!.uid]), start(hal!, [gia!.uid]), start(gia!, [hal!.uid])]);
    const ids = new Set(both.map((reply) => ok(reply).id));
    expect(ids.size).toBe(1);
    const roomId = [...ids][0] as number;
    expect((await row(sql`SELECT count(*)::int AS n FROM chat_rooms WHERE pair_key = ${`${Math.min(gia!.uid, hal!.uid)}:${Math.max(gia!.uid, hal!.uid)}`}`)).n).toBe(1);
    ok(await hal!.agent.delete(`${C}/${roomId}/members/${hal!.uid}`, {}));
    ok(await sendTo(gia!, roomId, 'Still there?'));
    const again = ok(await start(hal!, [gia!.uid]));
    expect(again).toMatchObject({ id: roomId, memberCount: 2, joined: true, unread: 0 });
  });

  it('GET /api/v3/chats/unread answers the member\'s unread messages in all rooms', async () => {
    const [ivy, jon, kit] = await signUpAll(app, 'chatuma', 'chatvic', 'chatwes');
    const one = ok(await start(jon!, [ivy!.uid]));
    const two = ok(await start(kit!, [ivy!.uid]));
    ok(await sendTo(jon!, one.id, 'One'));
    ok(await sendTo(jon!, one.id, 'Two'));
    ok(await sendTo(kit!, two.id, 'Three'));
    expect(ok(await ivy!.agent.get(`${C}/unread`))).toEqual({ unread: 3 });
    expect(ok(await jon!.agent.get(`${C}/unread`))).toEqual({ unread: 0 });
    expect((await new Agent(app().url).get(`${C}/unread`)).status).toBe(401);
  });

  it('a direct chat is its members\' only: anyone else is told no-chat-room', async () => {
    const room = ok(await start(noa, [cai.uid]));
    for (const reply of [await dee.agent.get(`${C}/${room.id}`), await history(dee, room.id), await sendTo(dee, room.id, 'Let me in'), await dee.agent.put(`${C}/${room.id}/members`, {})]) {
      expect(reply.status).toBe(400);
      expect(v3Error(reply)).toBe('[[error:no-chat-room]]');
    }
    expect(v3Error(await dee.agent.get(`${C}/999999`))).toBe('[[error:no-chat-room]]');
    expect((await new Agent(app().url).get(C)).status).toBe(401);
  });

  it('sends, replies and pages history backwards, oldest first within a page', async () => {
    const room = ok(await start(ben, [cai.uid]));
    const first = ok(await sendTo(ben, room.id, 'Hello **there**, @chatcai'));
    expect(first).toMatchObject({ roomId: room.id, author: { uid: ben.uid, username: 'chatben' }, content: 'Hello **there**, @chatcai', replyTo: null, edited: null, deleted: false });
    expect(first.html).toContain('<strong>there</strong>');
    expect(first.html).toContain('href="/user/chatcai"');
    const reply = ok(await sendTo(cai, room.id, 'Hi!', first.mid));
    expect(reply.replyTo).toEqual({ mid: first.mid, author: expect.objectContaining({ uid: ben.uid }), excerpt: 'Hello there, @chatcai', deleted: false });
    expect(v3Error(await sendTo(cai, room.id, 'Answering nothing', 999_999))).toBe('[[error:invalid-mid]]');
    for (let i = 1; i <= 58; i += 1) ok(await sendTo(i % 2 ? ben : cai, room.id, `Message ${i}`));
    const newest = ok(await history(ben, room.id));
    expect(newest.messages).toHaveLength(50);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages[49].content).toBe('Message 58');
    expect(newest.messages[0].content).toBe('Message 9');
    expect(newest.room).toMatchObject({ id: room.id, lastMessage: { author: 'chatcai', excerpt: 'Message 58' } });
    const older = ok(await history(ben, room.id, newest.messages[0].mid));
    expect(older.hasMore).toBe(false);
    expect(older.messages.map((m: Json) => m.content)).toEqual(['Hello **there**, @chatcai', 'Hi!', ...Array.from({ length: 8 }, (_, i) => `Message ${i + 1}`)]);
    expect(older.messages[1].replyTo.mid).toBe(first.mid);
  });

  it('refuses an empty or too long message with the bound', async () => {
    const room = ok(await start(noa, [dee.uid]));
    expect(v3Error(await sendTo(noa, room.id, 'x'.repeat(1001)))).toBe('[[error:chat-message-too-long, 1000]]');
    expect(v3Error(await sendTo(noa, room.id, '   '))).toBe('[[error:invalid-chat-message]]');
    expect(ok(await sendTo(noa, room.id, 'x'.repeat(1000))).content).toHaveLength(1000);
  });

  it('edits within the window by the author only; deletes by the author within the hour or a moderator any time', async () => {
    const room = ok(await start(dee, [ben.uid, moderator.uid]));
    const mine = ok(await sendTo(dee, room.id, 'Typo hree'));
    expect(v3Error(await ben.agent.put(`${C}/${room.id}/messages/${mine.mid}`, { message: 'Hijack' }))).toBe('[[error:cant-edit-chat-message]]');
    const edited = ok(await dee.agent.put(`${C}/${room.id}/messages/${mine.mid}`, { message: 'Typo _here_' }));
    expect(edited).toMatchObject({ mid: mine.mid, content: 'Typo _here_', edited: expect.any(Number) });
    expect(edited.html).toContain('<em>here</em>');
    await backdate(mine.mid, 16 * 60);
    expect(v3Error(await dee.agent.put(`${C}/${room.id}/messages/${mine.mid}`, { message: 'Too late' }))).toBe('[[error:chat-edit-duration-expired, 900]]');
    expect(v3Error(await ben.agent.delete(`${C}/${room.id}/messages/${mine.mid}`, {}))).toBe('[[error:cant-delete-chat-message]]');
    expect(ok(await dee.agent.delete(`${C}/${room.id}/messages/${mine.mid}`, {}))).toMatchObject({ mid: mine.mid, deleted: true, html: '', content: '' });
    expect(v3Error(await dee.agent.delete(`${C}/${room.id}/messages/${mine.mid}`, {}))).toBe('[[error:chat-deleted-already]]');
    expect(v3Error(await dee.agent.put(`${C}/${room.id}/messages/${mine.mid}`, { message: 'Back' }))).toBe('[[error:chat-deleted-already]]');
    const gone = ok(await history(dee, room.id)).messages.find((m: Json) => m.mid === mine.mid);
    expect(gone).toMatchObject({ deleted: true, html: '', content: '' });

    const old = ok(await sendTo(ben, room.id, 'An old one'));
    await backdate(old.mid, 2 * 3600);
    expect(v3Error(await ben.agent.delete(`${C}/${room.id}/messages/${old.mid}`, {}))).toBe('[[error:chat-delete-duration-expired, 3600]]');
    ok(await moderator.agent.delete(`${C}/${room.id}/messages/${old.mid}`, {}));
    expect((await row(sql`SELECT deleted_by FROM chat_messages WHERE id = ${old.mid}`)).deleted_by).toBe(moderator.uid);
  });

  it('a block either way refuses starting and sending', async () => {
    const [eve, fay] = await signUpAll(app, 'chateve', 'chatfay');
    const room = ok(await start(eve!, [fay!.uid]));
    await getDb().execute(sql`INSERT INTO user_blocks (uid, blocked_uid) VALUES (${fay!.uid}, ${eve!.uid})`);
    expect(v3Error(await start(eve!, [fay!.uid]))).toBe('[[error:chat-user-blocked]]');
    expect(v3Error(await start(fay!, [eve!.uid]))).toBe('[[error:chat-user-blocked]]');
    expect(v3Error(await sendTo(eve!, room.id, 'Hello?'))).toBe('[[error:chat-user-blocked]]');
    expect(v3Error(await sendTo(fay!, room.id, 'Go away'))).toBe('[[error:chat-user-blocked]]');
    await getDb().execute(sql`DELETE FROM user_blocks WHERE uid = ${fay!.uid}`);
    ok(await sendTo(eve!, room.id, 'Friends again'));
  });

  it('an unconfirmed address cannot chat', async () => {
    const agent = new Agent(app().url);
    await getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`);
    const config = await agent.signUpComplete('chatunconfirmed', undefined, { confirm: false });
    const unconfirmed: Member = { agent, uid: config.uid, username: 'chatunconfirmed' };
    expect(v3Error(await start(unconfirmed, [noa.uid]))).toBe('[[error:email-not-confirmed-chat]]');
    const room = ok(await start(noa, [unconfirmed.uid]));
    expect(v3Error(await sendTo(unconfirmed, room.id, 'Hi'))).toBe('[[error:email-not-confirmed-chat]]');
  });

  it('unread counts: sending counts for the others, reading to a message or to the newest', async () => {
    const [gus, hal] = await signUpAll(app, 'chatgus', 'chathal');
    const room = ok(await start(gus!, [hal!.uid]));
    const sent = [];
    for (const text of ['One', 'Two', 'Three']) sent.push(ok(await sendTo(gus!, room.id, text)));
    expect((await list(hal!)).unread).toBe(3);
    expect((await list(hal!)).rooms[0]).toMatchObject({ id: room.id, unread: 3, lastMessage: { mid: sent[2].mid, excerpt: 'Three' } });
    expect((await list(gus!)).unread).toBe(0);
    expect(ok(await hal!.agent.put(`${C}/${room.id}/read`, { mid: sent[0].mid }))).toEqual({ roomId: room.id, unread: 2, total: 2 });
    // Never back from what was read.
    expect(ok(await hal!.agent.put(`${C}/${room.id}/read`, { mid: 1 }))).toEqual({ roomId: room.id, unread: 2, total: 2 });
    expect(ok(await hal!.agent.put(`${C}/${room.id}/read`, {}))).toEqual({ roomId: room.id, unread: 0, total: 0 });
    ok(await sendTo(hal!, room.id, 'Read them'));
    expect(ok(await gus!.agent.put(`${C}/${room.id}/read`, { mid: 2_000_000_000 }))).toEqual({ roomId: room.id, unread: 0, total: 0 });
    expect(await row(sql`SELECT unread, last_read_mid FROM chat_room_members WHERE room_id = ${room.id} AND uid = ${gus!.uid}`)).toEqual({
      unread: 0,
      last_read_mid: expect.any(Number),
    });
  });

  it('new members send at most 10 messages a minute (too-many-messages)', async () => {
    const newcomer = await signUp(app, 'chatnewcomer', { newMember: true });
    const room = ok(await start(newcomer, [noa.uid]));
    for (let i = 0; i < 10; i += 1) ok(await sendTo(newcomer, room.id, `Quick ${i}`));
    const refused = await sendTo(newcomer, room.id, 'One too many');
    expect(refused.status).toBe(400);
    expect(v3Error(refused)).toBe('[[error:too-many-messages, 1]]');
  });
});

describe('issue 36 project and public rooms', () => {
  it('a project\'s room is created on the first ask; members join by sending; its maintainers moderate it', async () => {
    const owned = await project(cai);
    const room = ok(await ben.agent.get(`${C}/project/${owned.id}`));
    expect(room).toMatchObject({ kind: 'project', name: owned.name, project: { id: owned.id, name: owned.name, slug: owned.slug }, memberCount: 0, joined: false, canModerate: false });
    expect(ok(await cai.agent.get(`${C}/project/${owned.id}`))).toMatchObject({ id: room.id, canModerate: true });
    expect(v3Error(await ben.agent.get(`${C}/project/999999`))).toBe('[[error:no-project]]');
    expect((await list(dee)).open.map((r: Json) => r.id)).toContain(room.id);
    const sent = ok(await sendTo(ben, room.id, 'Hello project'));
    expect(ok(await ben.agent.get(`${C}/${room.id}`))).toMatchObject({ joined: true, memberCount: 1 });
    expect(ok(await dee.agent.put(`${C}/${room.id}/members`, {}))).toMatchObject({ joined: true, memberCount: 2 });
    expect(v3Error(await dee.agent.delete(`${C}/${room.id}/messages/${sent.mid}`, {}))).toBe('[[error:cant-delete-chat-message]]');
    await backdate(sent.mid, 2 * 3600);
    ok(await cai.agent.delete(`${C}/${room.id}/messages/${sent.mid}`, {}));
    // Removing others: its moderators only; anyone leaves.
    expect(v3Error(await dee.agent.delete(`${C}/${room.id}/members/${ben.uid}`, {}))).toBe('[[error:cant-remove-users-from-chat-room]]');
    ok(await cai.agent.delete(`${C}/${room.id}/members/${ben.uid}`, {}));
    ok(await dee.agent.delete(`${C}/${room.id}/members/${dee.uid}`, {}));
    expect(v3Error(await dee.agent.delete(`${C}/${room.id}/members/${dee.uid}`, {}))).toBe('[[error:not-in-room]]');
    expect(ok(await ben.agent.get(`${C}/${room.id}`))).toMatchObject({ joined: false, memberCount: 0 });
  });

  it('administrators open public rooms; members may not; a direct chat cannot be joined', async () => {
    expect(v3Error(await noa.agent.post(`${C}/public`, { roomName: 'Lobby' }))).toBe('[[error:no-privileges]]');
    expect(v3Error(await admin.agent.post(`${C}/public`, { roomName: 'x'.repeat(51) }))).toBe('[[error:chat-room-name-too-long, 50]]');
    const room = ok(await admin.agent.post(`${C}/public`, { roomName: 'Lobby' }));
    expect(room).toMatchObject({ kind: 'public', name: 'Lobby', memberCount: 1, joined: true, canModerate: true });
    expect(ok(await noa.agent.get(`${C}/${room.id}`))).toMatchObject({ joined: false, canModerate: false });
    const direct = ok(await start(noa, [ben.uid]));
    expect(v3Error(await noa.agent.put(`${C}/${direct.id}/members`, {}))).toBe('[[error:cant-add-users-to-chat-room]]');
    expect(v3Error(await noa.agent.delete(`${C}/${direct.id}/members/${ben.uid}`, {}))).toBe('[[error:cant-remove-users-from-chat-room]]');
  });
});

describe('issue 36 restrictions and hidden projects', () => {
  it('a silenced member does not chat while the silence holds', async () => {
    const [kim, lea] = await signUpAll(app, 'chatkim', 'chatlea');
    const room = ok(await start(kim!, [lea!.uid]));
    ok(await moderator.agent.put(`/api/v3/users/${kim!.uid}/silence`, { until: null, reason: 'Cooling off.' }));
    expect(v3Error(await sendTo(kim!, room.id, 'Still here'))).toBe('[[error:user-muted-indefinitely]]');
    ok(await moderator.agent.put(`/api/v3/users/${kim!.uid}/silence`, { until: Date.now() + 30 * 60_000, reason: 'Cooling off.' }));
    expect(v3Error(await sendTo(kim!, room.id, 'Still here'))).toBe('[[error:user-muted-for-minutes, 30]]');
    ok(await moderator.agent.delete(`/api/v3/users/${kim!.uid}/silence`, {}));
    ok(await sendTo(kim!, room.id, 'Back again'));
  });

  it("a hidden project's room is no-chat-room for members, not offered, and moderators still read it", async () => {
    const owned = await project(dee);
    const room = ok(await dee.agent.get(`${C}/project/${owned.id}`));
    ok(await sendTo(dee, room.id, 'Anyone here?'));
    expect((await moderator.agent.put(`/api/projects/v1/project/${owned.id}/hidden`)).status).toBe(200);
    expect(v3Error(await ben.agent.get(`${C}/${room.id}`))).toBe('[[error:no-chat-room]]');
    expect(v3Error(await ben.agent.get(`${C}/project/${owned.id}`))).toBe('[[error:no-project]]');
    expect((await list(ben)).open.map((r: Json) => r.id)).not.toContain(room.id);
    expect((await list(dee)).rooms.map((r: Json) => r.id)).not.toContain(room.id);
    expect(ok(await history(moderator, room.id)).messages).toHaveLength(1);
  });
});

describe('issue 36 who may call', () => {
  it("every chat endpoint: a visitor is 401 (but for reading events' live chats); a member's state-changing call without the csrf token is 403", async () => {
    const endpoints = ALL_ENDPOINTS.filter((ep) => ep.path.startsWith('/api/v3/chats'));
    // Chat's calls grow with its capabilities: the first part's 13, the room search and the two silence calls at least; the loop checks each one.
    expect(endpoints.length).toBeGreaterThanOrEqual(16);
    expect(endpoints.map((ep) => `${ep.method} ${ep.path}`)).toContain('GET /api/v3/chats/{roomId}/messages/search');
    // Silencing a member in a room and lifting it (issue 36, __tests__/api/chat-moderation.test.ts).
    expect(endpoints.map((ep) => `${ep.method} ${ep.path}`)).toEqual(
      expect.arrayContaining(['PUT /api/v3/chats/{roomId}/members/{uid}/silence', 'DELETE /api/v3/chats/{roomId}/members/{uid}/silence']),
    );
    // Visitors read an event's live chat (issue 36, __tests__/api/chat-event.test.ts): its entry and its history pages.
    const forVisitors = ['GET /api/v3/chats/event/{eventId}', 'GET /api/v3/chats/{roomId}/messages'];
    expect(endpoints.filter((ep) => ep.access === 'public').map((ep) => `${ep.method} ${ep.path}`).sort()).toEqual(forVisitors.sort());
    const room = ok(await start(noa, [ben.uid]));
    for (const ep of endpoints) {
      const path = ep.path.replace('{roomId}', String(room.id)).replace('{mid}', '1').replace('{uid}', String(noa.uid)).replace('{projectId}', '1');
      const visitor = await new Agent(app().url).request(ep.method, path, ep.method === 'GET' ? {} : { body: {} });
      // A direct chat's history asks a visitor to sign in like every member-only call.
      if (!path.includes('{eventId}')) expect([`${ep.method} ${ep.path}`, visitor.status]).toEqual([`${ep.method} ${ep.path}`, 401]);
      if (ep.method === 'GET') continue;
      const noToken = await noa.agent.request(ep.method, path, { body: {}, csrf: false });
      expect([`${ep.method} ${ep.path}`, noToken.status, v3Error(noToken)]).toEqual([`${ep.method} ${ep.path}`, 403, '[[error:csrf-invalid]]']);
    }
  });
});

describe('issue 36 retention', () => {
  it("project and public rooms forget messages past CHAT_ROOM_RETENTION_DAYS (90); direct chats keep theirs", async () => {
    const [oli, pia] = await signUpAll(app, 'chatoli', 'chatpia');
    const direct = ok(await start(oli!, [pia!.uid]));
    const room = ok(await admin.agent.post(`${C}/public`, { roomName: 'Retention check' }));
    const oldDirect = ok(await sendTo(oli!, direct.id, 'Kept for ever'));
    const oldRoom = ok(await sendTo(oli!, room.id, 'Forgotten after 90 days'));
    const newRoom = ok(await sendTo(oli!, room.id, 'Still recent'));
    await backdate(oldDirect.mid, 91 * 86_400);
    await backdate(oldRoom.mid, 91 * 86_400);
    expect(await purgeOldRoomMessages(new Date(), 0)).toBe(0);
    expect((await runSweep()).chatMessages).toBeGreaterThanOrEqual(1);
    expect(ok(await history(oli!, room.id)).messages.map((m: Json) => m.content)).toEqual(['Still recent']);
    expect(ok(await history(oli!, direct.id)).messages.map((m: Json) => m.content)).toEqual(['Kept for ever']);
    expect(newRoom.mid).toBeGreaterThan(oldRoom.mid);
  });
});

describe('issue 36 chat live', () => {
  /** A member's socket in their own room, with chat's handlers on the server (./socket-support.ts). */
  const withSocket = (member: Member, check: (socket: Socket) => Promise<void>) => withMemberSocket(member, userRoom(member.uid), check, attachChat);

  function next<T>(socket: Socket, event: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  }

  it('the other member hears the message (no count sent per recipient) and their counts when they read; edits; typing passed on once per 3 seconds', async () => {
    const [ivy, jon] = await signUpAll(app, 'chativy', 'chatjon');
    const room = ok(await start(ivy!, [jon!.uid]));
    await withSocket(jon!, async (socket) => {
      const message = next<ChatMessageEvent>(socket, 'event:chat.message');
      const counts: ChatUnread[] = [];
      socket.on('event:chat.unread', (payload: ChatUnread) => counts.push(payload));
      const sent = ok(await sendTo(ivy!, room.id, 'Are you there?'));
      expect((await message).message).toEqual(sent);
      expect(ok(await jon!.agent.get(`${C}/unread`))).toEqual({ unread: 1 });
      expect(counts).toEqual([]);
      const edited = next<ChatMessageEvent>(socket, 'event:chat.edited');
      ok(await ivy!.agent.put(`${C}/${room.id}/messages/${sent.mid}`, { message: 'Are you there now?' }));
      expect((await edited).message).toMatchObject({ mid: sent.mid, content: 'Are you there now?' });
      const read = next<ChatUnread>(socket, 'event:chat.unread');
      ok(await jon!.agent.put(`${C}/${room.id}/read`, {}));
      expect(await read).toEqual({ roomId: room.id, unread: 0, total: 0 });
    });
    await withSocket(ivy!, async (socket) => {
      const typings: ChatTypingEvent[] = [];
      socket.on('event:chat.typing', (payload: ChatTypingEvent) => typings.push(payload));
      // Jon types through the server's own socket handler: a second socket of Jon's.
      const port = (getIo()!.httpServer.address() as AddressInfo).port;
      const jonSocket = connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        extraHeaders: { Cookie: jon!.agent.cookieHeader() },
        auth: { csrf_token: jon!.agent.csrf! },
        reconnection: false,
      });
      await new Promise<void>((resolve) => jonSocket.once('connect', () => resolve()));
      jonSocket.emit('chat.typing', { roomId: room.id });
      jonSocket.emit('chat.typing', { roomId: room.id });
      jonSocket.emit('chat.typing', { roomId: 999_999 });
      // The first arrives (on a loaded machine it took over 500 ms), then a while for any second one.
      for (const deadline = Date.now() + 15_000; typings.length === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 500));
      jonSocket.disconnect();
      expect(typings).toEqual([{ roomId: room.id, uid: jon!.uid, username: 'chatjon' }]);
    });
  });
});
