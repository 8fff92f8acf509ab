import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { signInvite } from '../../server/invites/service';
import { Agent } from '../support/agent';
import { createTopic, replyTo, rows, setUpDiscussionsApp, signUp, signUpAll, v3Error, type Json, type Member } from './discussions-support';

/**
 * R3.10 notifications: each type's trigger, grouping ("Priya and 3 others"), never the actor,
 * muted topics, blocked members, preferences, the list (newest first by datetime, paged, read and
 * unread), the counts (the unread badge counts new-reply, spec section 9) and marking read.
 */

const app = setUpDiscussionsApp();
let admin: Member;
let alpha: Member;
let bravo: Member;
let charlie: Member;
let delta: Member;

const list = async (m: Member, query = '') => (await m.agent.get(`/api/notifications${query}`)).body;
const ofType = async (m: Member, type: string): Promise<Json[]> => (await list(m)).notifications.filter((n: Json) => n.type === type);
const counts = async (m: Member) => (await m.agent.get('/api/notifications/count')).body;
const stored = (uid: number, type: string) => rows(sql`SELECT nid, read, count FROM notifications WHERE uid = ${uid} AND type = ${type} ORDER BY id`);

beforeAll(async () => {
  [admin, alpha, bravo, charlie, delta] = await signUpAll(app, 'notifyadmin', 'alpha', 'bravo', 'charlie', 'delta');
  await alpha!.agent.put(`/api/v3/users/${alpha!.uid}`, { fullname: 'Alpha Adams' });
  await bravo!.agent.put(`/api/v3/users/${bravo!.uid}`, { fullname: 'Bravo Brown' });
});

describe('R3.10 new-reply: a reply to your topic or question', () => {
  let topic: Json;

  it('tells the topic author, with the actor, the topic and the reply path; the unread badge counts it (spec section 9)', async () => {
    topic = await createTopic(alpha, { title: 'How do I configure the storage driver?' });
    const before = await counts(alpha);
    const reply = await replyTo(bravo, topic.tid, { content: 'Set the driver in the config file first.' });
    const [n] = await ofType(alpha, 'new-reply');
    expect(n).toMatchObject({
      type: 'new-reply',
      read: false,
      actors: [{ uid: bravo.uid, username: 'bravo', userslug: 'bravo', fullname: 'Bravo Brown' }],
      actorCount: 1,
      count: 1,
      object: { type: 'topic', id: topic.tid, title: 'How do I configure the storage driver?' },
      bodyShort: 'Bravo Brown replied to you in "How do I configure the storage driver?"',
    });
    expect(n.path).toBe(`/posts/${topic.slug}#post-${reply.pid}`);
    expect(typeof n.datetime).toBe('number');
    expect(await counts(alpha)).toEqual({ count: before.count + 1, total: before.total + 1 });
  });

  it('groups replies to the same post into one row; a new actor bumps it and makes it unread again, the same actor does not', async () => {
    const [first] = await ofType(alpha, 'new-reply');
    expect((await alpha.agent.put(`/api/v3/notifications/${first.id}/read`, {})).status).toBe(200);
    await replyTo(charlie, topic.tid, { content: 'Also check the permissions of the data folder.' });
    let group = await ofType(alpha, 'new-reply');
    expect(group).toHaveLength(1);
    expect(group[0]).toMatchObject({ id: first.id, read: false, actorCount: 2, count: 2 });
    expect(group[0].actors.map((a: Json) => a.uid)).toEqual([charlie.uid, bravo.uid]);
    expect(group[0].bodyShort).toBe('charlie and Bravo Brown replied to you in "How do I configure the storage driver?"');
    expect(group[0].datetime).toBeGreaterThanOrEqual(first.datetime);
    await replyTo(bravo, topic.tid, { content: 'One more thing about the driver settings.' });
    group = await ofType(alpha, 'new-reply');
    expect(group[0]).toMatchObject({ actorCount: 2, count: 2 });
    await replyTo(delta, topic.tid, { content: 'And restart the service afterwards.' });
    group = await ofType(alpha, 'new-reply');
    expect(group[0].bodyShort).toBe('delta and 2 others replied to you in "How do I configure the storage driver?"');
    expect(group[0].actors).toHaveLength(3);
  });

  it('never tells the actor themself', async () => {
    const own = await createTopic(charlie, { title: 'Talking to myself about the cache' });
    await replyTo(charlie, own.tid, { content: 'A note to myself about the cache.' });
    expect((await ofType(charlie, 'new-reply')).filter((n: Json) => n.object.id === own.tid)).toEqual([]);
  });

  it('an answer in a question thread tells the question author and the author of the post replied to', async () => {
    const q = await replyTo(bravo, topic.tid, { content: 'Which version of the driver do you use?' });
    const answer = await replyTo(charlie, topic.tid, { toPid: q.pid, content: 'Version two of the driver, here.' });
    const told = (await ofType(bravo, 'new-reply')).find((n: Json) => n.nid === `new-reply:${q.pid}`);
    expect(told).toMatchObject({ actors: [{ uid: charlie.uid }], path: `/posts/${topic.slug}#post-${answer.pid}` });
  });
});

describe('R3.10 upvotes, accepted answers and mentions', () => {
  it('upvotes on one post are one row: "Bravo Brown and charlie upvoted your post"', async () => {
    const topic = await createTopic(alpha, { title: 'Upvote me if this helps' });
    expect((await bravo.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 })).status).toBe(200);
    expect((await charlie.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 })).status).toBe(200);
    const upvotes = (await ofType(alpha, 'upvote')).filter((n: Json) => n.nid === `upvote:${topic.mainPid}`);
    expect(upvotes).toHaveLength(1);
    expect(upvotes[0]).toMatchObject({ actorCount: 2, count: 2, bodyShort: 'charlie and Bravo Brown upvoted your post in "Upvote me if this helps"' });
  });

  it('a withdrawn upvote takes its voter out of the group; the row goes when nobody is left, and so does its unread total', async () => {
    const topic = await createTopic(alpha, { title: 'Votes that come and go' });
    const upvotesOf = async () => (await ofType(alpha, 'upvote')).filter((n: Json) => n.nid === `upvote:${topic.mainPid}`);
    const before = await counts(alpha);
    await bravo.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 });
    const [first] = await upvotesOf();
    await charlie.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 });
    expect(await counts(alpha)).toEqual({ count: before.count, total: before.total + 1 });

    // charlie withdraws: bravo alone again, dated back to bravo's vote.
    expect((await charlie.agent.delete(`/api/v3/posts/${topic.mainPid}/vote`, {})).status).toBe(200);
    let group = await upvotesOf();
    expect(group).toHaveLength(1);
    expect(group[0]).toMatchObject({ id: first.id, actorCount: 1, count: 1, datetime: first.datetime, bodyShort: 'Bravo Brown upvoted your post in "Votes that come and go"' });
    expect(group[0].actors.map((a: Json) => a.uid)).toEqual([bravo.uid]);

    // Given again: charlie joins again (and it is news again).
    await charlie.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 });
    group = await upvotesOf();
    expect(group[0]).toMatchObject({ id: first.id, actorCount: 2, count: 2, bodyShort: 'charlie and Bravo Brown upvoted your post in "Votes that come and go"' });

    // Both withdraw: the row is gone, and the unread total is back where it was.
    await charlie.agent.delete(`/api/v3/posts/${topic.mainPid}/vote`, {});
    await bravo.agent.delete(`/api/v3/posts/${topic.mainPid}/vote`, {});
    expect(await upvotesOf()).toEqual([]);
    expect(await rows(sql`SELECT 1 FROM notifications WHERE nid = ${`upvote:${topic.mainPid}`}`)).toEqual([]);
    expect(await counts(alpha)).toEqual(before);
  });

  it('an accepted answer no longer accepted takes its notice back (another accepted instead, or none)', async () => {
    const question = await createTopic(alpha, { title: 'Which linter should we keep?', postType: 'faq' });
    const first = await replyTo(charlie, question.tid, { content: 'ESLint, with the flat configuration.' });
    const second = await replyTo(delta, question.tid, { content: 'Biome, it is faster than most.' });
    const acceptedOf = async (m: Member) => (await ofType(m, 'answer-accepted')).filter((n: Json) => n.object.id === question.tid);
    await alpha.agent.put(`/api/v3/posts/${question.mainPid}/answer`, { aid: first.pid, answered: true });
    expect(await acceptedOf(charlie)).toHaveLength(1);
    await alpha.agent.put(`/api/v3/posts/${question.mainPid}/answer`, { aid: second.pid, answered: true });
    expect(await acceptedOf(charlie)).toEqual([]);
    expect(await acceptedOf(delta)).toHaveLength(1);
    expect((await alpha.agent.put(`/api/v3/posts/${question.mainPid}/answer`, { aid: 0, answered: false })).status).toBe(200);
    expect(await acceptedOf(delta)).toEqual([]);
  });

  it('an accepted answer tells its author', async () => {
    const question = await createTopic(alpha, { title: 'Which test runner should we pick?', postType: 'faq' });
    const answer = await replyTo(delta, question.tid, { content: 'Jest, since the project already uses it.' });
    expect((await alpha.agent.put(`/api/v3/posts/${question.mainPid}/answer`, { aid: answer.pid, answered: true })).status).toBe(200);
    const [n] = (await ofType(delta, 'answer-accepted')).filter((x: Json) => x.object.id === question.tid);
    expect(n).toMatchObject({ actors: [{ uid: alpha.uid, fullname: 'Alpha Adams' }], bodyShort: 'Alpha Adams accepted your answer in "Which test runner should we pick?"' });
  });

  it('@slug of a member becomes a profile link and tells them; unknown names and code stay text', async () => {
    const topic = await createTopic(bravo, {
      title: 'Who reviews the release notes?',
      content: 'I think @delta knows, maybe @nobody-here too. Not `@charlie` in code, nor mail@charlie.test.',
    });
    const main = await rows(sql`SELECT content_html FROM posts WHERE pid = ${topic.mainPid}`);
    const html: string = main[0].content_html;
    expect(html).toContain('<a href="/user/delta" class="mention" rel="nofollow noopener ugc">@delta</a>');
    expect(html).toContain('@nobody-here');
    expect(html).not.toContain('href="/user/nobody-here"');
    expect(html).toContain('<code>@charlie</code>');
    const told = (await ofType(delta, 'mention')).filter((n: Json) => n.object.id === topic.tid);
    expect(told).toEqual([expect.objectContaining({ nid: `mention:${topic.mainPid}`, actors: [expect.objectContaining({ uid: bravo.uid })] })]);
    expect((await ofType(charlie, 'mention')).filter((n: Json) => n.object.id === topic.tid)).toEqual([]);
  });

  it('an edit tells members it newly mentions, once', async () => {
    const topic = await createTopic(alpha, { title: 'Edits that mention people' });
    const reply = await replyTo(bravo, topic.tid, { content: 'Nothing to see here yet.' });
    await bravo.agent.put(`/api/v3/posts/${reply.pid}`, { content: 'Asking @charlie to have a look.' });
    await bravo.agent.put(`/api/v3/posts/${reply.pid}`, { content: 'Asking @charlie to have a look, please.' });
    expect(await stored(charlie.uid, 'mention')).toEqual(expect.arrayContaining([{ nid: `mention:${reply.pid}`, read: false, count: 1 }]));
  });
});

describe('R3.10 followed topics, mutes, blocks and preferences', () => {
  let topic: Json;

  it('a follower hears of new replies in the topic (one row per topic, grouped)', async () => {
    topic = await createTopic(alpha, { title: 'Roadmap discussion for the next release' });
    expect((await delta.agent.put(`/api/v3/topics/${topic.tid}/follow`, {})).status).toBe(200);
    await replyTo(bravo, topic.tid, { content: 'I would like better docs in the release.' });
    await replyTo(charlie, topic.tid, { content: 'And faster builds in the release.' });
    const followed = (await ofType(delta, 'followed-topic')).filter((n: Json) => n.object.id === topic.tid);
    expect(followed).toHaveLength(1);
    expect(followed[0]).toMatchObject({ actorCount: 2, bodyShort: 'charlie and Bravo Brown posted in "Roadmap discussion for the next release", a topic you follow' });
  });

  it('a muted topic tells nothing (muting unfollows); unmuting lets it tell again', async () => {
    expect((await alpha.agent.put(`/api/v3/topics/${topic.tid}/ignore`, {})).status).toBe(200);
    expect((await delta.agent.put(`/api/v3/topics/${topic.tid}/ignore`, {})).status).toBe(200);
    expect(await rows(sql`SELECT 1 FROM topic_follows WHERE tid = ${topic.tid} AND uid = ${delta.uid}`)).toEqual([]);
    const before = await stored(alpha.uid, 'new-reply');
    await replyTo(bravo, topic.tid, { content: 'Muted members hear nothing of this.' });
    expect(await stored(alpha.uid, 'new-reply')).toEqual(before);
    expect((await alpha.agent.get('/api/notifications/settings')).body.mutedTopics).toContain(topic.tid);
    expect((await alpha.agent.delete(`/api/v3/topics/${topic.tid}/ignore`, {})).status).toBe(200);
    await replyTo(charlie, topic.tid, { content: 'Now alpha hears of this again.' });
    expect((await ofType(alpha, 'new-reply')).some((n: Json) => n.object.id === topic.tid)).toBe(true);
    expect((await alpha.agent.put('/api/v3/topics/999999/ignore', {})).status).toBe(404);
  });

  it('a blocked member notifies nothing; blocking yourself or an administrator is refused', async () => {
    const post = await createTopic(alpha, { title: 'Posts a blocked member votes on' });
    expect((await alpha.agent.put(`/api/v3/users/${charlie.uid}/block`, {})).status).toBe(200);
    expect(v3Error(await alpha.agent.put(`/api/v3/users/${charlie.uid}/block`, {}))).toBe('[[error:already-blocked]]');
    await charlie.agent.put(`/api/v3/posts/${post.mainPid}/vote`, { delta: 1 });
    await replyTo(charlie, post.tid, { content: 'Alpha does not hear of this reply.' });
    expect((await list(alpha)).notifications.filter((n: Json) => n.object?.id === post.tid)).toEqual([]);
    expect((await alpha.agent.get('/api/notifications/blocks')).body.users).toEqual([expect.objectContaining({ uid: charlie.uid, username: 'charlie' })]);
    expect(v3Error(await alpha.agent.put(`/api/v3/users/${alpha.uid}/block`, {}))).toBe('[[error:cannot-block-self]]');
    expect(v3Error(await alpha.agent.put(`/api/v3/users/${admin.uid}/block`, {}))).toBe('[[error:cannot-block-privileged]]');
    expect((await alpha.agent.put('/api/v3/users/999999/block', {})).status).toBe(404);
    expect((await alpha.agent.delete(`/api/v3/users/${charlie.uid}/block`, {})).status).toBe(200);
    expect(v3Error(await alpha.agent.delete(`/api/v3/users/${charlie.uid}/block`, {}))).toBe('[[error:already-unblocked]]');
    await replyTo(charlie, post.tid, { content: 'Unblocked: alpha hears of this one.' });
    expect((await list(alpha)).notifications.some((n: Json) => n.object?.id === post.tid)).toBe(true);
  });

  it('preferences: every type defaults to email (in the app and, once opted in, the digest); off stops a type', async () => {
    const prefs = (await bravo.agent.get('/api/notifications/settings')).body;
    expect(prefs.digest).toBe('off');
    expect(Object.values(prefs.types).every((m) => m === 'email')).toBe(true);
    expect(Object.keys(prefs.types)).toEqual(expect.arrayContaining(['new-reply', 'upvote', 'mention', 'badge-awarded', 'invitee-joined', 'event-reminder']));
    const saved = await bravo.agent.put('/api/v3/notifications/settings', { types: { upvote: 'off', mention: 'web' }, digest: 'weekly' });
    expect(saved.status).toBe(200);
    expect(saved.body.response).toMatchObject({ digest: 'weekly', types: { upvote: 'off', mention: 'web', 'new-reply': 'email' } });
    const post = await createTopic(bravo, { title: 'Nobody tells me about votes here' });
    await alpha.agent.put(`/api/v3/posts/${post.mainPid}/vote`, { delta: 1 });
    expect((await ofType(bravo, 'upvote')).filter((n: Json) => n.object.id === post.tid)).toEqual([]);
    expect((await bravo.agent.put('/api/v3/notifications/settings', { types: { upvote: 'loud' } })).status).toBe(400);
    expect((await bravo.agent.put('/api/v3/notifications/settings', { digest: 'hourly' })).status).toBe(400);
  });
});

describe('R3.10 the older settings switches fold into the preferences', () => {
  it('a member who turned notifyOnUpvote off has upvote off (and hears none); choosing a mode since wins', async () => {
    expect((await charlie.agent.put(`/api/v3/users/${charlie.uid}/settings`, { settings: { notifyOnUpvote: false } })).status).toBe(200);
    let prefs = (await charlie.agent.get('/api/notifications/settings')).body;
    expect(prefs.types).toMatchObject({ upvote: 'off', 'new-reply': 'email', 'event-reminder': 'email' });
    const post = await createTopic(charlie, { title: 'Votes under the older switch' });
    await alpha.agent.put(`/api/v3/posts/${post.mainPid}/vote`, { delta: 1 });
    expect((await ofType(charlie, 'upvote')).filter((n: Json) => n.object.id === post.tid)).toEqual([]);
    // Choosing in the per-type preferences replaces the switch.
    const saved = await charlie.agent.put('/api/v3/notifications/settings', { types: { upvote: 'web' } });
    expect(saved.body.response.types.upvote).toBe('web');
    await bravo.agent.put(`/api/v3/posts/${post.mainPid}/vote`, { delta: 1 });
    expect((await ofType(charlie, 'upvote')).filter((n: Json) => n.object.id === post.tid)).toHaveLength(1);
    prefs = (await charlie.agent.get('/api/notifications/settings')).body;
    expect(prefs.types.upvote).toBe('web');
  });

  it('muted topics are answered with their titles and paths, latest muted first', async () => {
    const first = await createTopic(bravo, { title: 'First topic delta mutes' });
    const second = await createTopic(bravo, { title: 'Second topic delta mutes' });
    await delta.agent.put(`/api/v3/topics/${first.tid}/ignore`, {});
    await delta.agent.put(`/api/v3/topics/${second.tid}/ignore`, {});
    const prefs = (await delta.agent.get('/api/notifications/settings')).body;
    expect(prefs.mutedTopicList.slice(0, 2)).toEqual([
      { tid: second.tid, title: 'Second topic delta mutes', path: `/posts/${second.slug}` },
      { tid: first.tid, title: 'First topic delta mutes', path: `/posts/${first.slug}` },
    ]);
    expect(prefs.mutedTopics.slice(0, 2)).toEqual([second.tid, first.tid]);
  });
});

describe('R3.10 the list, counts and marking read', () => {
  it('lists newest first by datetime, pages, filters read and unread; marks one and all read', async () => {
    const all = (await list(alpha)).notifications as Json[];
    const times = all.map((n) => n.datetime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const target = all.find((n) => !n.read)!;
    const marked = await alpha.agent.put(`/api/v3/notifications/${target.id}/read`, {});
    expect(marked.status).toBe(200);
    expect(marked.body.response).toEqual(await counts(alpha));
    expect((await list(alpha, '?filter=read')).notifications.map((n: Json) => n.id)).toContain(target.id);
    expect((await list(alpha, '?filter=unread')).notifications.map((n: Json) => n.id)).not.toContain(target.id);
    expect((await alpha.agent.delete(`/api/v3/notifications/${target.id}/read`, {})).status).toBe(200);
    expect((await list(alpha, '?filter=unread')).notifications.map((n: Json) => n.id)).toContain(target.id);
    // Another member's notification is not yours to mark.
    expect(v3Error(await bravo.agent.put(`/api/v3/notifications/${target.id}/read`, {}))).toBe('[[error:invalid-notification]]');
    expect((await bravo.agent.put('/api/v3/notifications/abc/read', {})).status).toBe(404);
    const done = await alpha.agent.put('/api/v3/notifications/read', {});
    expect(done.body.response).toEqual({ count: 0, total: 0 });
    expect((await list(alpha, '?filter=unread')).notifications).toEqual([]);
    expect((await list(alpha, '?filter=bogus&page=x')).filter).toBe('all');
  });

  it('pages hold 20, newest first, with hasMore', async () => {
    await getDb().execute(sql`
      INSERT INTO notifications (uid, nid, type, object_type, object_id, body_short, path, datetime)
      SELECT ${charlie.uid}, 'event-cancelled:paging' || g, 'event-cancelled', 'event', g, 'Paging ' || g, '/events/' || g, now() - g * interval '1 minute'
      FROM generate_series(1, 25) g`);
    const first = await list(charlie, '?filter=unread');
    expect(first.notifications).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await list(charlie, '?filter=unread&page=2');
    expect(second.hasMore).toBe(false);
    expect(second.notifications.length).toBeGreaterThan(0);
    // Charlie's newest unread ones came before these back-dated rows; the cancelled ones follow in time order.
    const cancelled = [...first.notifications, ...second.notifications].filter((n: Json) => n.nid.startsWith('event-cancelled:paging'));
    expect(cancelled.map((n: Json) => n.object.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(cancelled[0].bodyShort).toBe('"Paging 1" was cancelled');
  });

  it('visitors get not-logged-in', async () => {
    const visitor = new Agent(app().url);
    await visitor.config();
    expect((await visitor.get('/api/notifications')).body).toEqual({ error: '[[error:not-logged-in]]' });
    expect((await visitor.get('/api/notifications/count')).status).toBe(401);
    expect((await visitor.put('/api/v3/notifications/read', {})).status).toBe(401);
    expect((await visitor.put('/api/v3/notifications/settings', { digest: 'daily' })).status).toBe(401);
  });
});

describe('R3.10 badges, invites and the waitlist', () => {
  it('a badge awarded tells its member (the first post earns one)', async () => {
    const newcomer = await signUp(app, 'echo');
    await createTopic(newcomer, { title: 'My very first topic here' });
    const [n] = await ofType(newcomer, 'badge-awarded');
    expect(n).toMatchObject({ actors: [], object: { type: 'badge', title: 'First post' }, bodyShort: 'You earned the badge "First post"', path: '/user/echo' });
  });

  it('a member joining through an invite link tells the inviter', async () => {
    const timestamp = Date.now();
    const joiner = new Agent(app().url);
    await joiner.config();
    await getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`);
    const made = await joiner.post('/api/v3/users', {
      username: 'foxtrot',
      email: 'foxtrot@example.test',
      password: 'long enough pw',
      invite: { uid: alpha.uid, timestamp, sig: signInvite(alpha.uid, timestamp) },
    });
    expect(made.status).toBe(200);
    const [n] = await ofType(alpha, 'invitee-joined');
    expect(n).toMatchObject({ actors: [{ username: 'foxtrot' }], object: { type: 'user', title: 'foxtrot' }, path: '/user/foxtrot', bodyShort: 'foxtrot joined through your invite link' });
  });

  it('a freed seat promotes the first waitlisted member, who is told', async () => {
    const created = await alpha.agent.post('/api/events/v1/conference', {
      title: 'Small workshop with one seat',
      timestamp: Date.now() + 86_400_000,
      no_of_seats: 1,
      event_status: 'publish',
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect((await bravo.agent.post(`/api/events/v1/event/${id}/participant`, {})).status).toBe(200);
    expect((await charlie.agent.post(`/api/events/v1/event/${id}/participant`, {})).status).toBe(200);
    expect((await bravo.agent.delete(`/api/events/v1/event/${id}/participant`, {})).status).toBe(200);
    const [n] = (await ofType(charlie, 'event-waitlist-promoted')).filter((x: Json) => x.object.id === id);
    expect(n).toMatchObject({ bodyShort: 'A seat freed up: you are now registered for "Small workshop with one seat"', path: expect.stringMatching(new RegExp(`^/events/${id}/`)) });
    expect(await ofType(bravo, 'event-waitlist-promoted')).toEqual([]);
  });
});
