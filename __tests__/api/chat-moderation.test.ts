import { sql } from 'drizzle-orm';
import { ALL_ENDPOINTS } from '../../server/http/catalogue';
import { getDb } from '../../server/db';
import { addToGroup, row, setUpDiscussionsApp, signUpAll, v3Error, type Json, type Member } from './discussions-support';
import { C, ok, start, sendTo } from './chat-support';

/**
 * Issue 36, moderating chat (docs/features/chat.md): members report messages to the review queue
 * (POST /api/flag, type chat), where moderators dismiss the reports, delete the message or silence
 * its author in its room; whoever moderates a project or public room silences a member in it
 * (PUT/DELETE /api/v3/chats/{roomId}/members/{uid}/silence).
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, owner: Member, maintainer: Member, ava: Member, bo: Member, cy: Member, outsider: Member;

beforeAll(async () => {
  [admin, moderator, owner, maintainer, ava, bo, cy, outsider] = await signUpAll(
    app,
    'cmadmin',
    'cmmod',
    'cmowner',
    'cmmaint',
    'cmava',
    'cmbo',
    'cmcy',
    'cmoutsider',
  );
  await addToGroup(admin.uid, 'administrators');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const silence = (by: Member, roomId: number, uid: number, minutes: number | null) => by.agent.put(`${C}/${roomId}/members/${uid}/silence`, { minutes });
const lift = (by: Member, roomId: number, uid: number) => by.agent.delete(`${C}/${roomId}/members/${uid}/silence`, {});
const report = (by: Member, body: Record<string, unknown>) => by.agent.post('/api/flag', body);
const queue = async (by: Member, query = '') => ok(await by.agent.get(`/api/v3/review${query}`));
const act = (by: Member, type: string, id: number, body: Record<string, unknown>) => by.agent.post(`/api/v3/review/${type}/${id}`, body);
const itemOf = (page: Json, key: string) => (page.items as Json[]).find((i) => i.key === key);

let projects = 0;
/** A project of `owner` with `maintainer` as a second maintainer, and its room. */
async function projectRoom(): Promise<Json> {
  projects += 1;
  const created = await owner.agent.post('/api/projects/v1/project', { name: `Moderated Kit ${projects}`, description: 'A project.', tags: ['tooling'] });
  if (created.status !== 200) throw new Error(`project failed: ${JSON.stringify(created.body)}`);
  await getDb().execute(sql`INSERT INTO project_maintainers (project_id, uid) VALUES (${created.body.id}, ${maintainer.uid}) ON CONFLICT DO NOTHING`);
  return ok(await ava.agent.get(`${C}/project/${created.body.id}`));
}

describe('issue 36 silencing a member in a room', () => {
  it("a project's maintainer silences a member for minutes: they read but their messages are chat-restricted, the room says until when; lifting lets them write", async () => {
    const room = await projectRoom();
    ok(await sendTo(ava, room.id, 'Hello all'));
    ok(await sendTo(bo, room.id, 'Hello ava'));
    const before = Date.now();
    const silenced = ok(await silence(maintainer, room.id, bo.uid, 15));
    expect(silenced).toMatchObject({ roomId: room.id, uid: bo.uid });
    expect(silenced.silence.until).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(silenced.silence.until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    const refused = await sendTo(bo, room.id, 'Still talking');
    expect(refused.status).toBe(400);
    expect(v3Error(refused)).toBe('[[error:chat-restricted]]');
    // They still read the room, which tells them until when; nobody else is silenced.
    const page = ok(await bo.agent.get(`${C}/${room.id}/messages`));
    expect(page.messages.map((m: Json) => m.content)).toEqual(['Hello all', 'Hello ava']);
    expect(page.room.silence).toEqual({ until: silenced.silence.until });
    expect(ok(await ava.agent.get(`${C}/${room.id}`)).silence).toBeNull();
    ok(await sendTo(ava, room.id, 'Ava still writes'));
    // Leaving would end the silence with the membership: refused while it holds.
    expect(v3Error(await bo.agent.delete(`${C}/${room.id}/members/${bo.uid}`, {}))).toBe('[[error:chat-restricted]]');

    expect(ok(await lift(maintainer, room.id, bo.uid))).toEqual({ roomId: room.id, uid: bo.uid, silence: null });
    expect(ok(await bo.agent.get(`${C}/${room.id}`)).silence).toBeNull();
    ok(await sendTo(bo, room.id, 'Back again'));
  });

  it('until lifted has no end; a silence whose end passed holds no more; a new silence replaces the old', async () => {
    const room = ok(await admin.agent.post(`${C}/public`, { roomName: 'Moderated lobby' }));
    ok(await sendTo(cy, room.id, 'Hi'));
    expect(ok(await silence(moderator, room.id, cy.uid, null))).toEqual({ roomId: room.id, uid: cy.uid, silence: { until: null } });
    expect(ok(await cy.agent.get(`${C}/${room.id}`)).silence).toEqual({ until: null });
    expect(v3Error(await sendTo(cy, room.id, 'Hello?'))).toBe('[[error:chat-restricted]]');
    ok(await silence(moderator, room.id, cy.uid, 60));
    expect(ok(await cy.agent.get(`${C}/${room.id}`)).silence.until).toBeGreaterThan(Date.now() + 59 * 60_000);
    await getDb().execute(sql`UPDATE chat_room_members SET silenced_until = now() - interval '1 minute' WHERE room_id = ${room.id} AND uid = ${cy.uid}`);
    expect(ok(await cy.agent.get(`${C}/${room.id}`)).silence).toBeNull();
    ok(await sendTo(cy, room.id, 'The silence ended'));
  });

  it('who may: not members, not in a direct chat, never moderators, maintainers only by staff; someone not in the room is not-in-room', async () => {
    const room = await projectRoom();
    ok(await sendTo(ava, room.id, 'Hi'));
    ok(await sendTo(maintainer, room.id, 'Hi from a maintainer'));
    ok(await sendTo(moderator, room.id, 'Hi from a moderator'));
    expect(v3Error(await silence(bo, room.id, ava.uid, 15))).toBe('[[error:no-privileges]]');
    expect(v3Error(await lift(bo, room.id, ava.uid))).toBe('[[error:no-privileges]]');
    expect(v3Error(await silence(owner, room.id, maintainer.uid, 15))).toBe('[[error:no-privileges]]');
    expect(v3Error(await silence(owner, room.id, moderator.uid, 15))).toBe('[[error:cant-mute-other-admins]]');
    expect(v3Error(await silence(owner, room.id, outsider.uid, 15))).toBe('[[error:not-in-room]]');
    expect(v3Error(await silence(owner, room.id, 999_999, 15))).toBe('[[error:no-user]]');
    // Staff silence a maintainer in the project's room.
    ok(await silence(moderator, room.id, maintainer.uid, 15));
    expect(v3Error(await sendTo(maintainer, room.id, 'Me too?'))).toBe('[[error:chat-restricted]]');
    ok(await lift(moderator, room.id, maintainer.uid));

    const direct = ok(await start(ava, [bo.uid]));
    expect(v3Error(await silence(ava, direct.id, bo.uid, 15))).toBe('[[error:no-privileges]]');
    // A moderator who is not in the direct chat does not learn it exists; one who is may not silence in it either.
    expect(v3Error(await silence(moderator, direct.id, bo.uid, 15))).toBe('[[error:no-chat-room]]');
    const withModerator = ok(await start(moderator, [bo.uid]));
    expect(v3Error(await silence(moderator, withModerator.id, bo.uid, 15))).toBe('[[error:no-privileges]]');
  });

  it('the body is checked: whole minutes from 1 to a year, or null', async () => {
    const room = await projectRoom();
    ok(await sendTo(ava, room.id, 'Hi'));
    for (const minutes of [0, -5, 1.5, 525_601, '15']) expect((await silence(owner, room.id, ava.uid, minutes as number)).status).toBe(400);
    expect((await owner.agent.put(`${C}/${room.id}/members/${ava.uid}/silence`, {})).status).toBe(400);
    ok(await silence(owner, room.id, ava.uid, 525_600));
    ok(await lift(owner, room.id, ava.uid));
  });
});

describe('issue 36 reporting chat messages', () => {
  it('a member who reads the room reports a message once; the queue shows the room, author, text and link; the moderator deletes it and members hear nothing more of it', async () => {
    const room = await projectRoom();
    const message = ok(await sendTo(ava, room.id, 'Buy **cheap** followers here'));
    expect((await report(bo, { id: message.mid, type: 'chat', category: 'spam' })).status).toBe(200);
    expect((await report(cy, { id: message.mid, type: 'chat', category: 'other', reason: 'Advertising' })).status).toBe(200);
    const again = await report(bo, { id: message.mid, type: 'chat', category: 'rude' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: '[[error:chat-message-already-flagged]]' });

    const page = await queue(moderator, '?type=chat');
    expect(page.items.every((i: Json) => i.type === 'chat')).toBe(true);
    expect(itemOf(page, `chat:${message.mid}`)).toMatchObject({
      type: 'chat',
      post: null,
      place: null,
      chat: { mid: message.mid, roomId: room.id, roomName: room.name, roomKind: 'project', path: `/chats/${room.id}`, excerpt: 'Buy cheap followers here', deleted: false },
      member: { uid: ava.uid },
      reportCount: 2,
      categories: { spam: 1, other: 1 },
    });
    expect(ok(await moderator.agent.get('/api/v3/review')).total).toBeGreaterThanOrEqual(1);

    // Deleting is an action of chat items; a room silence too (a project room).
    expect((await act(moderator, 'chat', message.mid, { action: 'hide' })).status).toBe(400);
    expect((await act(bo, 'chat', message.mid, { action: 'delete' })).status).toBe(403);
    ok(await act(moderator, 'chat', message.mid, { action: 'delete', reason: 'Spam' }));
    const gone = ok(await ava.agent.get(`${C}/${room.id}/messages`)).messages.find((m: Json) => m.mid === message.mid);
    expect(gone).toMatchObject({ deleted: true, content: '', html: '' });
    expect(itemOf(await queue(moderator), `chat:${message.mid}`)).toBeUndefined();
    expect(await row(sql`SELECT count(*)::int AS n FROM flags WHERE type = 'chat' AND target_id = ${message.mid} AND state = 'resolved'`)).toEqual({ n: 2 });
    // Deleted messages are not reported.
    expect((await report(outsider, { id: message.mid, type: 'chat', category: 'spam' })).body).toEqual({ error: '[[error:chat-deleted-already]]' });
  });

  it('the queue silences the author in the message room (until lifted or a time); dismissing keeps the message', async () => {
    const room = await projectRoom();
    const rude = ok(await sendTo(bo, room.id, 'You are all idiots'));
    ok(await report(ava, { id: rude.mid, type: 'chat', category: 'rude' }));
    expect((await act(moderator, 'chat', rude.mid, { action: 'silence-room' })).status).toBe(400);
    expect((await act(moderator, 'chat', rude.mid, { action: 'silence-room', until: Date.now() - 1000 })).status).toBe(400);
    const until = Date.now() + 3_600_000;
    ok(await act(moderator, 'chat', rude.mid, { action: 'silence-room', until, reason: 'Cool down' }));
    expect(ok(await bo.agent.get(`${C}/${room.id}`)).silence).toEqual({ until });
    expect(v3Error(await sendTo(bo, room.id, 'Again'))).toBe('[[error:chat-restricted]]');
    ok(await lift(owner, room.id, bo.uid));

    const harsh = ok(await sendTo(bo, room.id, 'Harsh but fair'));
    ok(await report(ava, { id: harsh.mid, type: 'chat', category: 'rude' }));
    ok(await act(moderator, 'chat', harsh.mid, { action: 'dismiss' }));
    expect(ok(await ava.agent.get(`${C}/${room.id}/messages`)).messages.find((m: Json) => m.mid === harsh.mid)).toMatchObject({ deleted: false });
    expect(await row(sql`SELECT state FROM flags WHERE type = 'chat' AND target_id = ${harsh.mid}`)).toEqual({ state: 'rejected' });
  });

  it("a direct chat's members report its messages, which moderators then read in the queue; others are told invalid-mid; own messages no-privileges", async () => {
    const direct = ok(await start(ava, [cy.uid]));
    const message = ok(await sendTo(ava, direct.id, 'A private threat'));
    expect((await report(outsider, { id: message.mid, type: 'chat', category: 'rude' })).body).toEqual({ error: '[[error:invalid-mid]]' });
    expect((await report(ava, { id: message.mid, type: 'chat', category: 'rude' })).body).toEqual({ error: '[[error:no-privileges]]' });
    expect((await report(cy, { id: 999_999, type: 'chat', category: 'rude' })).body).toEqual({ error: '[[error:invalid-mid]]' });
    ok(await report(cy, { id: message.mid, type: 'chat', category: 'rude', reason: 'Threatening me' }));
    const item = itemOf(await queue(moderator), `chat:${message.mid}`);
    expect(item).toMatchObject({ chat: { roomKind: 'direct', roomName: null, excerpt: 'A private threat' }, member: { uid: ava.uid } });
    // No room silence in a direct chat.
    expect((await act(moderator, 'chat', message.mid, { action: 'silence-room', until: null })).status).toBe(400);
    ok(await act(moderator, 'chat', message.mid, { action: 'delete' }));
    expect(ok(await cy.agent.get(`${C}/${direct.id}/messages`)).messages[0]).toMatchObject({ mid: message.mid, deleted: true });
  });

  it('chat reports count against CONTENT_REPORTS_PER_DAY with posts, events and projects; a repeat gives its place back', async () => {
    const saved = process.env.CONTENT_REPORTS_PER_DAY;
    process.env.CONTENT_REPORTS_PER_DAY = '2';
    try {
      const [busy] = await signUpAll(app, 'cmbusy');
      const room = await projectRoom();
      const mids: number[] = [];
      for (const text of ['one', 'two', 'three']) mids.push(ok(await sendTo(ava, room.id, `Spam ${text}`)).mid);
      ok(await report(busy!, { id: mids[0], type: 'chat', category: 'spam' }));
      expect((await report(busy!, { id: mids[0], type: 'chat', category: 'spam' })).body).toEqual({ error: '[[error:chat-message-already-flagged]]' });
      ok(await report(busy!, { id: mids[1], type: 'chat', category: 'spam' }));
      expect((await report(busy!, { id: mids[2], type: 'chat', category: 'spam' })).body).toEqual({ error: '[[error:too-many-post-flags-per-day, 2]]' });
    } finally {
      if (saved === undefined) delete process.env.CONTENT_REPORTS_PER_DAY;
      else process.env.CONTENT_REPORTS_PER_DAY = saved;
    }
  });
});

describe('issue 36 silence endpoints in the catalogue', () => {
  it('both are chat endpoints: members only, csrf-guarded', async () => {
    const paths = ALL_ENDPOINTS.filter((ep) => ep.path === '/api/v3/chats/{roomId}/members/{uid}/silence').map((ep) => ep.method);
    expect(paths.sort()).toEqual(['DELETE', 'PUT']);
    const room = await projectRoom();
    ok(await sendTo(ava, room.id, 'Hi'));
    const noToken = await owner.agent.request('PUT', `${C}/${room.id}/members/${ava.uid}/silence`, { body: { minutes: 15 }, csrf: false });
    expect(noToken.status).toBe(403);
  });
});
