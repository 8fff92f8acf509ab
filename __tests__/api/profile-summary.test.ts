process.env.POST_RATE_LIMIT = '10000';

import { eq } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { eventOrganizers, eventRegistrations, events, posts, projectFollowers, projects } from '../../server/db/schema';
import { addMaintainer, insertProject } from '../../server/projects/repository';
import { awardCredits } from '../../server/rewards/service';
import { awardBadge } from '../../server/users/service';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * GET /api/user/{slug}/summary (R3.15): what the profile and the hovercard show of a member,
 * counting only what anyone may read. Posts are written through the API, as members write them.
 */

const app = setUpTestApp();
const agent = () => new Agent(app().url);

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of the API

let asker: Agent;
let member: Agent;
let memberUid: number;


async function createTopic(as: Agent, title: string): Promise<Json> {
  const reply = await as.post('/api/v3/topics', { title, content: 'The body of this topic, long enough.', postType: 'faq' });
  if (reply.status !== 200) throw new Error(`create failed: ${JSON.stringify(reply.body)}`);
  return reply.body.response;
}

async function reply(as: Agent, tid: number, toPid: number, content: string): Promise<Json> {
  const res = await as.post(`/api/v3/topics/${tid}`, { tid, content, toPid });
  if (res.status !== 200) throw new Error(`reply failed: ${JSON.stringify(res.body)}`);
  return res.body.response;
}

async function event(title: string, startsAt: Date, extra: Partial<typeof events.$inferInsert> = {}): Promise<number> {
  const [row] = await getDb()
    .insert(events)
    .values({ title, startsAt, eventStatus: 'published', ...extra })
    .returning({ id: events.id });
  return row!.id;
}

beforeAll(async () => {
  await agent().signUpComplete('summaryadmin'); // first account: administrator
  asker = agent();
  await asker.signUpComplete('summaryasker');
  member = agent();
  memberUid = (await member.signUpComplete('summarymember')).uid;

  // Two answers on the asker's topics; the second is accepted. One more in a deleted topic.
  const first = await createTopic(asker, 'How do I start contributing?');
  const second = await createTopic(asker, 'Which licence should I pick?');
  const gone = await createTopic(asker, 'A topic that will be deleted');
  await reply(member, first.tid, first.mainPid, 'Read the contributing guide first.');
  const accepted = await reply(member, second.tid, second.mainPid, 'Pick a licence your community already uses.');
  await reply(member, gone.tid, gone.mainPid, 'This answer goes with its topic.');
  expect((await asker.put(`/api/v3/posts/${second.mainPid}/answer`, { aid: accepted.pid, answered: true })).status).toBe(200);
  expect((await asker.delete(`/api/v3/topics/${gone.tid}/state`)).status).toBe(200);
  // A topic of their own counts as a post, not an answer.
  await createTopic(member, 'My own question about testing');

  // Events: hosts one published and one draft; attended a past one, waitlisted at another, registered for a future one.
  const hosted = await event('Release party', new Date('2026-01-10T18:00:00Z'));
  const draft = await event('Draft event', new Date('2026-02-10T18:00:00Z'), { eventStatus: 'draft' });
  const past = await event('Past meetup', new Date('2025-05-01T18:00:00Z'), { lifecycle: 'ended' });
  const waitlisted = await event('Full workshop', new Date('2025-06-01T18:00:00Z'), { lifecycle: 'ended' });
  const future = await event('Future talk', new Date(Date.now() + 30 * 86_400_000));
  await getDb()
    .insert(eventOrganizers)
    .values([
      { eventId: hosted, uid: memberUid },
      { eventId: draft, uid: memberUid },
    ]);
  await getDb()
    .insert(eventRegistrations)
    .values([
      { eventId: past, uid: memberUid, status: 'participant' },
      { eventId: waitlisted, uid: memberUid, status: 'waitlisted' },
      { eventId: future, uid: memberUid, status: 'participant' },
    ]);

  // Projects: maintains one, follows another, follows a hidden one.
  const maintained = await insertProject({ name: 'Alpha Tools', slug: 'alpha-tools' });
  const followed = await insertProject({ name: 'Beta Docs', slug: 'beta-docs' });
  const hiddenProject = await insertProject({ name: 'Gamma Hidden', slug: 'gamma-hidden' });
  await getDb().update(projects).set({ hidden: true }).where(eq(projects.id, hiddenProject.id));
  await addMaintainer(maintained.id, memberUid);
  await getDb()
    .insert(projectFollowers)
    .values([
      { projectId: followed.id, uid: memberUid },
      { projectId: hiddenProject.id, uid: memberUid },
      { projectId: maintained.id, uid: memberUid },
    ]);

  await awardBadge(memberUid, 'first-event-hosted');
  await awardCredits(memberUid, 'event-hosted', `event:${hosted}`);
});

describe('R3.15 GET /api/user/{slug}/summary', () => {
  it('an unknown member answers 404 no-user', async () => {
    const res = await agent().get('/api/user/nobody-here/summary');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: '[[error:no-user]]' });
  });

  it('counts answers (accepted marked and first), events hosted and attended, projects, badges, credits: only what anyone may read', async () => {
    const res = await agent().get('/api/user/summarymember/summary');
    expect(res.status).toBe(200);
    const body: Json = res.body;
    expect(body.uid).toBe(memberUid);
    expect(body.counts).toEqual({
      posts: 3,
      answers: 2,
      acceptedAnswers: 1,
      eventsHosted: 1,
      eventsAttended: 1,
      projects: 2,
      badges: 3,
    });
    expect(body.answers.map((a: Json) => [a.title, a.accepted])).toEqual([
      ['Which licence should I pick?', true],
      ['How do I start contributing?', false],
    ]);
    expect(body.eventsHosted.map((e: Json) => e.title)).toEqual(['Release party']);
    expect(body.eventsHosted[0].url).toMatch(/^\/events\/\d+\/release-party$/);
    expect(body.eventsAttended.map((e: Json) => e.title)).toEqual(['Past meetup']);
    expect(body.projects.map((p: Json) => [p.name, p.role])).toEqual([
      ['Alpha Tools', 'maintainer'],
      ['Beta Docs', 'follower'],
    ]);
    expect(body.badges.map((b: Json) => b.badge).sort()).toEqual(['first-accepted-answer', 'first-event-hosted', 'first-post']);
    for (const badge of body.badges) expect(typeof badge.awardedAt).toBe('number');
    // 15 for the accepted answer, 25 for the hosted event.
    expect(body.credits).toBe(40);
    expect(body.blocked).toBe(false);
  });

  it('the hovercard shows the same counts and credits', async () => {
    const summary = (await agent().get('/api/user/summarymember/summary')).body;
    const card = await agent().get('/user/summarymember/hovercard');
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ uid: memberUid, userslug: 'summarymember', credits: 40, counts: summary.counts });
    expect(card.body.counts.acceptedAnswers).toBe(1);
    expect(card.body.email).toBeUndefined();
  });

  it('R3.10 tells a member whether they block this member, and never on their own summary', async () => {
    expect((await asker.put(`/api/v3/users/${memberUid}/block`, {})).status).toBe(200);
    expect((await asker.get('/api/user/summarymember/summary')).body.blocked).toBe(true);
    expect((await member.get('/api/user/summarymember/summary')).body.blocked).toBe(false);
    expect((await agent().get('/api/user/summarymember/summary')).body.blocked).toBe(false);
    expect((await asker.delete(`/api/v3/users/${memberUid}/block`)).status).toBe(200);
    expect((await asker.get('/api/user/summarymember/summary')).body.blocked).toBe(false);
  });

  it('a deleted answer leaves the counts', async () => {
    const before = (await agent().get('/api/user/summarymember/summary')).body;
    const [answer] = await getDb().select({ pid: posts.pid }).from(posts).where(eq(posts.pid, before.answers[1].pid));
    expect((await member.delete(`/api/v3/posts/${answer!.pid}/state`)).status).toBe(200);
    const after = (await agent().get('/api/user/summarymember/summary')).body;
    expect(after.counts.answers).toBe(1);
    expect(after.counts.posts).toBe(2);
    expect(after.answers.map((a: Json) => a.accepted)).toEqual([true]);
  });
});
