import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { runEventJobsOnce } from '../../server/events/lifecycleJob';
import { moveEventQa, qaMovesSettled } from '../../server/events/qaTransfer';
import { attachEventRooms } from '../../server/events/realtime';
import { Agent } from '../support/agent';
import { addToGroup, createPublished, DAY, removeGroups, row, rows, setStart, setUpEventsApp, signUpAll } from './events-support';
import type { Json, Member } from './events-support';
import { realtimeForFile } from './socket-support';

/**
 * Issue 36, the live room: the Q&A queue (GET/POST /event/{id}/questions, PUT/DELETE
 * …/questions/{qid}/vote, PUT …/questions/{qid}), its broadcast to the event's room, its move into
 * the event's topic when the event ends, and the `event-live` notice to seat holders.
 */

// Before the app's own hooks: socket.io's adapter holds a pool connection.
const realtime = realtimeForFile(attachEventRooms);

const app = setUpEventsApp();

let host: Member, alice: Member, bob: Member, carol: Member, dave: Member, erin: Member;
let visitor: Agent;

beforeAll(async () => {
  [, host, alice, bob, carol, dave, erin] = await signUpAll(app, 'qaadmin', 'qahost', 'qaalice', 'qabob', 'qacarol', 'qadave', 'qaerin');
  visitor = new Agent(app().url);
});

const E = '/api/events/v1';

async function register(member: Member, id: number): Promise<void> {
  const reply = await member.agent.post(`${E}/event/${id}/participant`, {});
  if (reply.status !== 200) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
}

/** An event with two seats: alice and bob hold them, dave waits; carol and erin are not registered. */
async function seatedEvent(): Promise<Json> {
  const event = await createPublished(host, { no_of_seats: 2, timestamp: Date.now() + DAY });
  await register(alice, event.id);
  await register(bob, event.id);
  await register(dave, event.id);
  return event;
}

async function goLive(id: number): Promise<void> {
  const reply = await host.agent.put(`${E}/event/${id}`, { event_lifecycle: 'live' });
  expect(reply.status).toBe(200);
}

async function ask(member: Member, id: number, text: string): Promise<Json> {
  const reply = await member.agent.post(`${E}/event/${id}/questions`, { text });
  expect(reply.status).toBe(200);
  return reply.body;
}

const queue = async (agent: Agent, id: number): Promise<Json> => (await agent.get(`${E}/event/${id}/questions`)).body;
const texts = (answer: Json): string[] => answer.questions.map((q: Json) => q.text);

const open = (): Promise<Socket> => realtime.open();
const join = (socket: Socket, id: number) => realtime.joinEvent(socket, id);

describe('issue 36 the Q&A queue: asking', () => {
  it('registrants (participants and hosts) ask while the event is live; others, the waitlisted and visitors are refused', async () => {
    const event = await seatedEvent();
    const early = await alice.agent.post(`${E}/event/${event.id}/questions`, { text: 'Will the slides be shared?' });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ error: '[[error:event-qa-closed]]' });
    expect((await queue(alice.agent, event.id)).can_ask).toBe(false);

    await goLive(event.id);
    expect(await queue(alice.agent, event.id)).toMatchObject({ questions: [], can_ask: true, can_moderate: false });
    const asked = await ask(alice, event.id, '  Will the slides be shared?  ');
    expect(asked).toMatchObject({ event_id: event.id, text: 'Will the slides be shared?', status: 'open', vote_count: 0, voted: false, answer: '', answering_at: null });
    expect(asked.user).toMatchObject({ uid: alice.uid, username: 'qaalice' });
    await ask(host, event.id, 'A host may ask too?');

    for (const outsider of [carol, dave]) {
      const refused = await outsider.agent.post(`${E}/event/${event.id}/questions`, { text: 'May I ask?' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: '[[error:not-registered]]' });
    }
    expect((await visitor.post(`${E}/event/${event.id}/questions`, { text: 'May I ask?' })).status).toBe(401);
    expect((await queue(carol.agent, event.id)).can_ask).toBe(false);
    expect((await queue(visitor, event.id)).can_ask).toBe(false);

    const long = await bob.agent.post(`${E}/event/${event.id}/questions`, { text: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect((await bob.agent.post(`${E}/event/${event.id}/questions`, { text: 'ab' })).status).toBe(400);
    const missing = await bob.agent.post(`${E}/event/999999/questions`, { text: 'Where is it?' });
    expect(missing.status).toBe(404);
    expect(await row(sql`SELECT count(*)::int AS n FROM event_questions WHERE event_id = ${event.id}`)).toEqual({ n: 2 });
  });

  it('the posting rule holds: a member in no group or a silenced member may not ask', async () => {
    const event = await seatedEvent();
    await goLive(event.id);
    await getDbExec(sql`INSERT INTO silences (uid, until) VALUES (${bob.uid}, now() + interval '30 minutes')`);
    const silenced = await bob.agent.post(`${E}/event/${event.id}/questions`, { text: 'Can I speak?' });
    expect(silenced.status).toBe(400);
    expect(silenced.body.error).toMatch(/^\[\[error:user-muted-for-minutes, \d+\]\]$/);
    await getDbExec(sql`DELETE FROM silences WHERE uid = ${bob.uid}`);
    expect((await bob.agent.post(`${E}/event/${event.id}/questions`, { text: 'Can I speak now?' })).status).toBe(200);

    const groups = await rows(sql`SELECT group_name FROM group_members WHERE uid = ${alice.uid}`);
    await removeGroups(alice.uid);
    const groupless = await alice.agent.post(`${E}/event/${event.id}/questions`, { text: 'And me?' });
    expect(groupless.status).toBe(403);
    expect(groupless.body).toEqual({ error: '[[error:no-privileges]]' });
    for (const g of groups) await addToGroup(alice.uid, g.group_name);
    expect((await alice.agent.post(`${E}/event/${event.id}/questions`, { text: 'And me now?' })).status).toBe(200);
  });
});

describe('issue 36 the Q&A queue: votes and order', () => {
  it('one vote per member, toggled, not one’s own; the queue orders by votes then age', async () => {
    const event = await seatedEvent();
    await goLive(event.id);
    const first = await ask(alice, event.id, 'First question?');
    const second = await ask(bob, event.id, 'Second question?');
    const third = await ask(alice, event.id, 'Third question?');
    expect(texts(await queue(visitor, event.id))).toEqual(['First question?', 'Second question?', 'Third question?']);

    const voted = await bob.agent.put(`${E}/event/${event.id}/questions/${third.id}/vote`, {});
    expect(voted.status).toBe(200);
    expect(voted.body).toMatchObject({ id: third.id, vote_count: 1, voted: true });
    const again = await bob.agent.put(`${E}/event/${event.id}/questions/${third.id}/vote`, {});
    expect(again.body).toEqual({ error: '[[error:already-voted]]' });
    const own = await alice.agent.put(`${E}/event/${event.id}/questions/${first.id}/vote`, {});
    expect(own.body).toEqual({ error: '[[error:self-vote]]' });
    const outsider = await carol.agent.put(`${E}/event/${event.id}/questions/${first.id}/vote`, {});
    expect(outsider.body).toEqual({ error: '[[error:not-registered]]' });
    expect((await host.agent.put(`${E}/event/${event.id}/questions/${second.id}/vote`, {})).status).toBe(200);
    expect((await alice.agent.put(`${E}/event/${event.id}/questions/${second.id}/vote`, {})).status).toBe(200);

    expect(texts(await queue(visitor, event.id))).toEqual(['Second question?', 'Third question?', 'First question?']);
    const mine = await queue(bob.agent, event.id);
    expect(mine.questions.map((q: Json) => [q.vote_count, q.voted])).toEqual([
      [2, false],
      [1, true],
      [0, false],
    ]);

    const withdrawn = await bob.agent.delete(`${E}/event/${event.id}/questions/${third.id}/vote`, {});
    expect(withdrawn.body).toMatchObject({ vote_count: 0, voted: false });
    const twice = await bob.agent.delete(`${E}/event/${event.id}/questions/${third.id}/vote`, {});
    expect(twice.body).toEqual({ error: '[[error:not-voted]]' });
    // Older first among equal votes.
    expect(texts(await queue(visitor, event.id))).toEqual(['Second question?', 'First question?', 'Third question?']);

    // Concurrent votes of one member count once.
    const replies = await Promise.all(Array.from({ length: 6 }, () => bob.agent.put(`${E}/event/${event.id}/questions/${first.id}/vote`, {})));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await row(sql`SELECT vote_count FROM event_questions WHERE id = ${first.id}`)).toEqual({ vote_count: 1 });
    const wrongEvent = await bob.agent.put(`${E}/event/${event.id + 100000}/questions/${first.id}/vote`, {});
    expect(wrongEvent.status).toBe(404);
  });

  it('a member blocked either way may not upvote the other’s question', async () => {
    const event = await seatedEvent();
    await goLive(event.id);
    const question = await ask(alice, event.id, 'Blocked or not?');
    await getDbExec(sql`INSERT INTO user_blocks (uid, blocked_uid) VALUES (${alice.uid}, ${bob.uid})`);
    const refused = await bob.agent.put(`${E}/event/${event.id}/questions/${question.id}/vote`, {});
    expect(refused.body).toEqual({ error: '[[error:event-question-blocked]]' });
    await getDbExec(sql`DELETE FROM user_blocks WHERE uid = ${alice.uid}`);
  });
});

describe('issue 36 the Q&A queue: hosts', () => {
  it('only hosts change a status; one question at a time is answered now; dismissed ones only hosts see', async () => {
    const event = await seatedEvent();
    await goLive(event.id);
    const a = await ask(alice, event.id, 'Question A?');
    const b = await ask(bob, event.id, 'Question B?');
    const c = await ask(bob, event.id, 'Question C?');
    const refused = await alice.agent.put(`${E}/event/${event.id}/questions/${a.id}`, { status: 'answering' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: '[[error:no-privileges]]' });
    expect((await host.agent.put(`${E}/event/${event.id}/questions/${a.id}`, { status: 'nope' })).status).toBe(400);

    const now = await host.agent.put(`${E}/event/${event.id}/questions/${b.id}`, { status: 'answering' });
    expect(now.body).toMatchObject({ id: b.id, status: 'answering', answering_at: expect.any(Number) });
    expect(texts(await queue(visitor, event.id))[0]).toBe('Question B?');
    await host.agent.put(`${E}/event/${event.id}/questions/${a.id}`, { status: 'answering' });
    const states = await rows(sql`SELECT id, status FROM event_questions WHERE event_id = ${event.id} ORDER BY id`);
    expect(states).toEqual([
      { id: a.id, status: 'answering' },
      { id: b.id, status: 'answered' },
      { id: c.id, status: 'open' },
    ]);
    const answered = await host.agent.put(`${E}/event/${event.id}/questions/${a.id}`, { status: 'answered', answer: 'Yes, after the event.' });
    expect(answered.body).toMatchObject({ status: 'answered', answer: 'Yes, after the event.', answered_at: expect.any(Number) });

    await host.agent.put(`${E}/event/${event.id}/questions/${c.id}`, { status: 'dismissed' });
    expect(texts(await queue(visitor, event.id))).not.toContain('Question C?');
    expect(texts(await queue(bob.agent, event.id))).not.toContain('Question C?');
    const seen = await queue(host.agent, event.id);
    expect(seen.can_moderate).toBe(true);
    expect(seen.questions.map((q: Json) => [q.text, q.status])).toContainEqual(['Question C?', 'dismissed']);
    const vote = await alice.agent.put(`${E}/event/${event.id}/questions/${c.id}/vote`, {});
    expect(vote.status).toBe(404);
    expect(vote.body).toEqual({ error: '[[error:no-event-question]]' });
    const reopened = await host.agent.put(`${E}/event/${event.id}/questions/${c.id}`, { status: 'open' });
    expect(reopened.body.status).toBe('open');
    expect(texts(await queue(visitor, event.id))).toContain('Question C?');
  });
});

describe('issue 36 the Q&A queue: realtime', () => {
  it('each change is broadcast once to the event’s room, as everyone sees it', async () => {
    const event = await seatedEvent();
    await goLive(event.id);
    const socket = await open();
    expect(await join(socket, event.id)).toEqual({ joined: true });
    const heard: Json[] = [];
    socket.on('event:qa', (payload) => heard.push(payload));
    const until = async (n: number) => {
      for (let i = 0; i < 100 && heard.length < n; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    const question = await ask(alice, event.id, 'Heard live?');
    await until(1);
    expect(heard[0]).toMatchObject({ event_id: event.id, question: { id: question.id, text: 'Heard live?', vote_count: 0, voted: false } });
    await bob.agent.put(`${E}/event/${event.id}/questions/${question.id}/vote`, {});
    await until(2);
    expect(heard[1].question).toMatchObject({ id: question.id, vote_count: 1, voted: false });
    await host.agent.put(`${E}/event/${event.id}/questions/${question.id}`, { status: 'dismissed' });
    await until(3);
    expect(heard[2].question).toMatchObject({ id: question.id, status: 'dismissed', text: '' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveLength(3);
    socket.off('event:qa');
  });
});

describe('issue 36 the Q&A moves into the event’s topic when it ends', () => {
  it('questions become question replies by their askers with their votes; answers are the host’s accepted replies with the live moment; once', async () => {
    const event = await seatedEvent();
    await goLive(event.id);
    const a = await ask(alice, event.id, 'How do *plugins* load?');
    const b = await ask(bob, event.id, 'Is there a recording?');
    const c = await ask(bob, event.id, 'Off topic question');
    const d = await ask(alice, event.id, 'Unanswered question?');
    await bob.agent.put(`${E}/event/${event.id}/questions/${a.id}/vote`, {});
    await host.agent.put(`${E}/event/${event.id}/questions/${a.id}/vote`, {});
    await alice.agent.put(`${E}/event/${event.id}/questions/${b.id}/vote`, {});
    await host.agent.put(`${E}/event/${event.id}/questions/${a.id}`, { status: 'answering' });
    await host.agent.put(`${E}/event/${event.id}/questions/${b.id}`, { status: 'answered', answer: 'Yes, on this page tomorrow.' });
    await host.agent.put(`${E}/event/${event.id}/questions/${c.id}`, { status: 'dismissed' });
    // The event went live at a known moment; question A was taken up 12 minutes 34 seconds later.
    await getDbExec(sql`UPDATE events SET live_at = now() - interval '1 hour' WHERE id = ${event.id}`);
    await getDbExec(sql`UPDATE event_questions SET answering_at = now() - interval '1 hour' + interval '754 seconds' WHERE id = ${a.id}`);
    const reputationBefore = (await row(sql`SELECT reputation FROM users WHERE uid = ${alice.uid}`)).reputation;

    expect((await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'ended' })).status).toBe(200);
    await qaMovesSettled();

    const topic = await row(sql`SELECT comment_tid, comment_main_pid, qa_moved_at FROM events WHERE id = ${event.id}`);
    expect(topic.qa_moved_at).not.toBeNull();
    const questions = await rows(sql`
      SELECT p.pid, p.uid, p.content, p.upvotes, p.aid FROM posts p
      WHERE p.tid = ${topic.comment_tid} AND p.to_pid = ${topic.comment_main_pid} ORDER BY p.pid`);
    expect(questions.map((p) => [p.uid, p.content, p.upvotes])).toEqual([
      [alice.uid, 'How do \\*plugins\\* load?', 2],
      [bob.uid, 'Is there a recording?', 1],
      [alice.uid, 'Unanswered question?', 0],
    ]);
    const [pa, pb, pd] = questions;
    const voters = await rows(sql`SELECT uid FROM votes WHERE pid = ${pa.pid} ORDER BY uid`);
    expect(voters.map((v) => v.uid)).toEqual([bob.uid, host.uid].sort((x, y) => x - y));
    expect((await row(sql`SELECT reputation FROM users WHERE uid = ${alice.uid}`)).reputation).toBeGreaterThan(reputationBefore);

    const answers = await rows(sql`SELECT pid, uid, qid, content FROM posts WHERE tid = ${topic.comment_tid} AND qid IS NOT NULL ORDER BY pid`);
    expect(answers.map((p) => [p.uid, p.qid, p.content])).toEqual([
      [host.uid, pa.pid, '_Answered live at 12:34_'],
      [host.uid, pb.pid, 'Yes, on this page tomorrow\\.'],
    ]);
    expect(pa.aid).toBe(answers[0].pid);
    expect(pb.aid).toBe(answers[1].pid);
    expect(pd.aid).toBe(0);
    const marks = await rows(sql`SELECT id, post_pid FROM event_questions WHERE event_id = ${event.id} ORDER BY id`);
    expect(marks).toEqual([
      { id: a.id, post_pid: pa.pid },
      { id: b.id, post_pid: pb.pid },
      { id: c.id, post_pid: null },
      { id: d.id, post_pid: pd.pid },
    ]);
    // The asker heard of the answer; the voters' upvotes told the asker too.
    const told = await rows(sql`SELECT type FROM notifications WHERE uid = ${alice.uid} AND type IN ('new-reply', 'upvote') ORDER BY type`);
    expect(told.map((n) => n.type)).toEqual(expect.arrayContaining(['new-reply', 'upvote']));

    // Once: the job and another run change nothing.
    const count = async () => (await row(sql`SELECT count(*)::int AS n FROM posts WHERE tid = ${topic.comment_tid}`)).n;
    const before = await count();
    await runEventJobsOnce();
    expect(await moveEventQa(event.id)).toBe(false);
    await Promise.all([moveEventQa(event.id), moveEventQa(event.id)]);
    expect(await count()).toBe(before);
  });

  it('the lifecycle job moves an event that ended by the clock', async () => {
    const event = await seatedEvent();
    await goLive(event.id);
    await ask(alice, event.id, 'Moved by the job?');
    await setStart(event.id, Date.now() - 2 * DAY);
    const result = await runEventJobsOnce();
    expect(result.ended).toContain(event.id);
    expect(result.qaMoved).toContain(event.id);
    const moved = await row(sql`
      SELECT p.uid, p.content FROM events e JOIN posts p ON p.tid = e.comment_tid AND p.to_pid = e.comment_main_pid WHERE e.id = ${event.id}`);
    expect(moved).toEqual({ uid: alice.uid, content: 'Moved by the job?' });
    expect((await runEventJobsOnce()).qaMoved).not.toContain(event.id);
  });

  it('no questions after the event: asking and voting are closed', async () => {
    const event = await seatedEvent();
    await goLive(event.id);
    const question = await ask(alice, event.id, 'Just in time?');
    await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'ended' });
    await qaMovesSettled();
    expect((await bob.agent.post(`${E}/event/${event.id}/questions`, { text: 'Too late?' })).body).toEqual({ error: '[[error:event-qa-closed]]' });
    expect((await bob.agent.put(`${E}/event/${event.id}/questions/${question.id}/vote`, {})).body).toEqual({ error: '[[error:event-qa-closed]]' });
    expect((await host.agent.put(`${E}/event/${event.id}/questions/${question.id}`, { status: 'answered' })).body).toEqual({ error: '[[error:event-qa-closed]]' });
    // The queue still reads.
    expect(texts(await queue(visitor, event.id))).toEqual(['Just in time?']);
  });
});

describe('issue 36 starting now: event-live', () => {
  const liveNotices = (id: number) => rows(sql`SELECT uid, nid, type, path, object_id FROM notifications WHERE type = 'event-live' AND object_id = ${id} ORDER BY uid`);

  it('a host’s early start tells the seat holders only (not the waitlisted, not hosts, not others), once', async () => {
    const event = await seatedEvent();
    await register(erin, event.id).catch(() => undefined);
    await goLive(event.id);
    const expected = (uid: number) => ({ uid, nid: `event-live:${event.id}`, type: 'event-live', path: `/events/${event.id}`, object_id: event.id });
    expect(await liveNotices(event.id)).toEqual([expected(alice.uid), expected(bob.uid)].sort((x, y) => x.uid - y.uid));
    await goLive(event.id);
    await runEventJobsOnce();
    expect(await liveNotices(event.id)).toHaveLength(2);
    const list = (await alice.agent.get('/api/notifications')).body;
    expect(list.notifications.find((n: Json) => n.type === 'event-live' && n.object?.id === event.id)?.bodyShort).toBe(`"${event.title}" is starting now`);
  });

  it('the lifecycle job tells them when the clock starts the event, once however often it runs', async () => {
    const event = await seatedEvent();
    await setStart(event.id, Date.now() - 60_000);
    const result = await runEventJobsOnce();
    expect(result.live).toContain(event.id);
    expect((await liveNotices(event.id)).map((n) => n.uid)).toEqual([alice.uid, bob.uid].sort((x, y) => x - y));
    await runEventJobsOnce();
    await getDbExec(sql`UPDATE events SET lifecycle = 'scheduled' WHERE id = ${event.id}`);
    await runEventJobsOnce();
    expect(await liveNotices(event.id)).toHaveLength(2);
  });
});

async function getDbExec(query: ReturnType<typeof sql>): Promise<void> {
  await rows(query);
}
