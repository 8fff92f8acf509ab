import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { userRoom } from '@/lib/realtime/events';
import { chatSearchContract } from '@/lib/chat/contracts';
import { chatMentionsSettled } from '../../server/chat/mentions';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { addToGroup, row, rows, setUpDiscussionsApp, signUpAll, v3Error, type Json, type Member } from './discussions-support';
import { withMemberSocket } from './socket-support';
import { C, ok, start, sendTo } from './chat-support';

/**
 * Issue 36, chat (docs/features/chat.md): a room's history searched by whoever may read the room
 * (any case, anywhere in the Markdown, deleted messages never, pages of 20 newest first, served by
 * a trigram index), and `@slug` mentions in a sent message telling the mentioned members who may
 * read the room (`chat-mention`, grouped per room and day, their settings and blocks respected,
 * pushed live).
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, ada: Member, bo: Member, cy: Member, dot: Member;

beforeAll(async () => {
  [admin, moderator, ada, bo, cy, dot] = await signUpAll(app, 'srchadmin', 'srchmod', 'srchada', 'srchbo', 'srchcy', 'srchdot');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const search = (by: Member, roomId: number, term: string, before?: number) =>
  by.agent.get(`${C}/${roomId}/messages/search?term=${encodeURIComponent(term)}${before ? `&before=${before}` : ''}`);
const contents = (page: Json): string[] => page.messages.map((m: Json) => m.content);
const publicRoom = async (name: string) => ok(await admin.agent.post(`${C}/public`, { roomName: name }));

/** The member's `chat-mention` notifications, once every mention under way is written. */
async function chatMentions(member: Member): Promise<Json[]> {
  await chatMentionsSettled();
  const list = (await member.agent.get('/api/notifications')).body;
  return list.notifications.filter((n: Json) => n.type === 'chat-mention');
}

describe('issue 36 searching a room', () => {
  it('finds messages holding the term in any case, newest first, never deleted ones, as full messages', async () => {
    const room = ok(await start(ada, [bo.uid]));
    const first = ok(await sendTo(ada, room.id, 'The **Release** notes are in the wiki'));
    ok(await sendTo(bo, room.id, 'Nothing to see here'));
    const second = ok(await sendTo(bo, room.id, 'Pre-release builds go out on Friday'));
    const gone = ok(await sendTo(ada, room.id, 'A release plan I regret writing'));
    ok(await ada.agent.delete(`${C}/${room.id}/messages/${gone.mid}`, {}));
    const page = ok(await search(bo, room.id, 'RELEASE'));
    expect(contents(page)).toEqual(['Pre-release builds go out on Friday', 'The **Release** notes are in the wiki']);
    expect(page.hasMore).toBe(false);
    expect(page.messages[0]).toMatchObject({ mid: second.mid, roomId: room.id, author: { uid: bo.uid, username: 'srchbo' }, deleted: false });
    expect(page.messages[1].html).toContain('<strong>Release</strong>');
    expect(chatSearchContract.safeParse(page).success).toBe(true);
    // Inside words too, and the term's surrounding spaces do not count.
    expect(contents(ok(await search(ada, room.id, '  ELEAS  ')))).toHaveLength(2);
    expect(ok(await search(ada, room.id, 'regret')).messages).toEqual([]);
    expect(first.mid).toBeLessThan(second.mid);
  });

  it('pages 20 at a time backwards with ?before=', async () => {
    const room = await publicRoom('Search paging');
    for (let i = 1; i <= 25; i += 1) ok(await sendTo(i % 2 ? ada : bo, room.id, `Deploy number ${i}`));
    ok(await sendTo(ada, room.id, 'Unrelated'));
    const newest = ok(await search(cy, room.id, 'deploy'));
    expect(newest.messages).toHaveLength(20);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages[0].content).toBe('Deploy number 25');
    expect(newest.messages[19].content).toBe('Deploy number 6');
    const older = ok(await search(cy, room.id, 'deploy', newest.messages[19].mid));
    expect(contents(older)).toEqual(['Deploy number 5', 'Deploy number 4', 'Deploy number 3', 'Deploy number 2', 'Deploy number 1']);
    expect(older.hasMore).toBe(false);
  });

  it('takes % _ and \\ in the term literally', async () => {
    const room = await publicRoom('Search wildcards');
    ok(await sendTo(ada, room.id, 'Coverage went up 50%_ish today'));
    ok(await sendTo(ada, room.id, 'Coverage went up 500 ish today'));
    ok(await sendTo(ada, room.id, 'A path: C:\\temp\\logs'));
    expect(contents(ok(await search(bo, room.id, '0%_')))).toEqual(['Coverage went up 50%_ish today']);
    expect(contents(ok(await search(bo, room.id, '%%%')))).toEqual([]);
    expect(contents(ok(await search(bo, room.id, '\\temp')))).toEqual(['A path: C:\\temp\\logs']);
  });

  it('matches in every language: Arabic, and German letters in any case', async () => {
    const room = await publicRoom('Search languages');
    ok(await sendTo(ada, room.id, 'مرحبا بالعالم، الإصدار جاهز'));
    ok(await sendTo(ada, room.id, 'Die ÄPFEL sind reif'));
    expect(contents(ok(await search(bo, room.id, 'الإصدار')))).toEqual(['مرحبا بالعالم، الإصدار جاهز']);
    expect(contents(ok(await search(bo, room.id, 'äpfel')))).toEqual(['Die ÄPFEL sind reif']);
  });

  it('a term shorter than 3 characters (or none) is a catalogue error', async () => {
    const room = await publicRoom('Search bounds');
    expect(v3Error(await search(ada, room.id, 'ab'))).toBe('[[error:field-too-short, term, 3]]');
    expect(v3Error(await search(ada, room.id, '  ab  '))).toBe('[[error:field-too-short, term, 3]]');
    expect(v3Error(await search(ada, room.id, 'x'.repeat(101)))).toBe('[[error:field-too-long, term, 100]]');
    const none = await ada.agent.get(`${C}/${room.id}/messages/search`);
    expect(none.status).toBe(400);
    expect(v3Error(none)).toBe('[[error:required-parameters-missing, term]]');
  });

  it('is for whoever may read the room: a direct chat its members, a hidden project\'s room staff, never visitors', async () => {
    const direct = ok(await start(ada, [bo.uid]));
    ok(await sendTo(ada, direct.id, 'Secret handshake'));
    expect(v3Error(await search(cy, direct.id, 'handshake'))).toBe('[[error:no-chat-room]]');
    expect(v3Error(await search(moderator, direct.id, 'handshake'))).toBe('[[error:no-chat-room]]');
    expect((await new Agent(app().url).get(`${C}/${direct.id}/messages/search?term=handshake`)).status).toBe(401);
    // An open room is searched without joining it.
    const open = await publicRoom('Search open');
    ok(await sendTo(ada, open.id, 'Handshake at noon'));
    expect(contents(ok(await search(dot, open.id, 'handshake')))).toEqual(['Handshake at noon']);
    const project = (await dot.agent.post('/api/projects/v1/project', { name: 'Search Project', description: 'A project.', tags: ['tooling'] })).body;
    const room = ok(await dot.agent.get(`${C}/project/${project.id}`));
    ok(await sendTo(dot, room.id, 'Handshake protocol draft'));
    expect((await moderator.agent.put(`/api/projects/v1/project/${project.id}/hidden`)).status).toBe(200);
    expect(v3Error(await search(cy, room.id, 'handshake'))).toBe('[[error:no-chat-room]]');
    expect(contents(ok(await search(moderator, room.id, 'handshake')))).toEqual(['Handshake protocol draft']);
    expect(v3Error(await search(cy, 999_999, 'handshake'))).toBe('[[error:no-chat-room]]');
  });

  it('is served by a trigram index on the content of messages not deleted', async () => {
    const index = await row(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'chat_messages_content_trgm_idx'`);
    expect(index.indexdef).toMatch(/USING gin \(content gin_trgm_ops\) WHERE \(deleted_at IS NULL\)/);
    // The search's own condition on the text can use it (the room's rows are then picked by the
    // planner through it or the room's index, whichever is cheaper for the room and the term).
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return (await tx.execute(sql`EXPLAIN SELECT id FROM chat_messages WHERE deleted_at IS NULL AND content ILIKE '%release%'`)).rows;
    });
    expect(JSON.stringify(plan)).toContain('chat_messages_content_trgm_idx');
  });
});

describe('issue 36 mentions in chat', () => {
  it('tells the members a sent message mentions, once per room and day, each new sender joining the group', async () => {
    const room = await publicRoom('Mentions lounge');
    const sent = ok(await sendTo(ada, room.id, 'Hey @srchcy and @srchbo, and @nosuchmember, also me @srchada'));
    expect(sent.html).toContain('href="/user/srchcy"');
    const [told] = await chatMentions(cy);
    expect(told).toMatchObject({
      type: 'chat-mention',
      read: false,
      path: `/chats/${room.id}`,
      object: { type: 'chat', id: room.id, title: 'Mentions lounge' },
      actors: [expect.objectContaining({ uid: ada.uid, username: 'srchada' })],
      actorCount: 1,
      bodyShort: 'srchada mentioned you in the chat "Mentions lounge"',
    });
    expect(told.nid).toBe(`chat-mention:${room.id}:${new Date().toISOString().slice(0, 10)}`);
    expect(await chatMentions(bo)).toHaveLength(1);
    expect(await chatMentions(ada)).toEqual([]);
    // The same sender again changes nothing; another sender joins the room's group.
    ok(await sendTo(ada, room.id, '@srchcy one more thing'));
    ok(await sendTo(dot, room.id, '@srchcy me too'));
    const group = await chatMentions(cy);
    expect(group).toHaveLength(1);
    expect(group[0]).toMatchObject({ actorCount: 2, count: 2, bodyShort: 'srchdot and srchada mentioned you in the chat "Mentions lounge"' });
    expect((await row(sql`SELECT count(*)::int AS n FROM notifications WHERE uid = ${cy.uid} AND type = 'chat-mention'`)).n).toBe(1);
  });

  it('editing a message to mention someone tells nobody', async () => {
    const room = await publicRoom('Mentions edits');
    const sent = ok(await sendTo(ada, room.id, 'Who reviews this?'));
    ok(await ada.agent.put(`${C}/${room.id}/messages/${sent.mid}`, { message: 'Who reviews this? @srchdot' }));
    expect(await chatMentions(dot)).toEqual([]);
  });

  it('in a direct chat only its members hear; an unnamed one is "a direct chat"', async () => {
    const [eli, fox, gus] = await signUpAll(app, 'srcheli', 'srchfox', 'srchgus');
    const room = ok(await start(eli!, [fox!.uid]));
    ok(await sendTo(eli!, room.id, '@srchfox and @srchgus: lunch?'));
    const [told] = await chatMentions(fox!);
    expect(told).toMatchObject({ object: { type: 'chat', id: room.id, title: '' }, bodyShort: 'srcheli mentioned you in a direct chat' });
    expect(await chatMentions(gus!)).toEqual([]);
  });

  it('not across a block either way, not to a member who turned it off, not into a hidden project\'s room but for staff', async () => {
    const [hal, ivy, jay, kai] = await signUpAll(app, 'srchhal', 'srchivy', 'srchjay', 'srchkai');
    await getDb().execute(sql`INSERT INTO user_blocks (uid, blocked_uid) VALUES (${ivy!.uid}, ${hal!.uid}), (${hal!.uid}, ${jay!.uid})`);
    ok(await kai!.agent.put('/api/v3/notifications/settings', { types: { 'chat-mention': 'off' } }));
    const room = await publicRoom('Mentions filters');
    ok(await sendTo(hal!, room.id, '@srchivy @srchjay @srchkai @srchdot standup in five'));
    expect(await chatMentions(dot)).toHaveLength(1);
    for (const member of [ivy!, jay!, kai!]) expect(await chatMentions(member)).toEqual([]);

    const project = (await hal!.agent.post('/api/projects/v1/project', { name: 'Mention Project', description: 'A project.', tags: ['tooling'] })).body;
    const hidden = ok(await hal!.agent.get(`${C}/project/${project.id}`));
    expect((await moderator.agent.put(`/api/projects/v1/project/${project.id}/hidden`)).status).toBe(200);
    ok(await sendTo(moderator, hidden.id, '@srchcy @srchadmin please check this room'));
    expect((await chatMentions(admin)).map((n: Json) => n.object.id)).toContain(hidden.id);
    expect((await chatMentions(cy)).map((n: Json) => n.object.id)).not.toContain(hidden.id);
  });

  it('the mentioned member hears it live', async () => {
    const room = await publicRoom('Mentions live');
    await withMemberSocket(bo, userRoom(bo.uid), async (socket: Socket) => {
      const heard = new Promise<Json>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event:new_notification')), 5000);
        socket.on('event:new_notification', (payload: Json) => {
          if (payload?.type !== 'chat-mention') return;
          clearTimeout(timer);
          resolve(payload);
        });
      });
      ok(await sendTo(cy, room.id, 'Ping @srchbo'));
      expect(await heard).toMatchObject({ type: 'chat-mention', path: `/chats/${room.id}`, actors: [expect.objectContaining({ uid: cy.uid })] });
    });
    expect(await rows(sql`SELECT nid FROM notifications WHERE uid = ${bo.uid} AND type = 'chat-mention' AND object_id = ${room.id}`)).toHaveLength(1);
  });
});
