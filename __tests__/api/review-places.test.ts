import { sql } from 'drizzle-orm';
import { Agent } from '../support/agent';
import { createPublished, eventInput } from './events-support';
import { addToGroup, row, setUpDiscussionsApp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';

/**
 * Issue 35: members report events and projects (POST /api/flag, type event|project) as they report
 * posts and members; the review queue shows each with its title, description and creator, and a
 * moderator deletes the event, hides the project, warns, silences or suspends its creator, or
 * dismisses; the creator reads it in their moderation log, linked to the page.
 */

const app = setUpDiscussionsApp();

let moderator: Member, host: Member, reporter: Member, second: Member;

beforeAll(async () => {
  [moderator, host, reporter, second] = await signUpAll(app, 'plmod', 'plhost', 'plreporter', 'plsecond');
  await addToGroup(moderator.uid, 'Global Moderators');
});

let projects = 0;
async function createProject(member: Member): Promise<Json> {
  projects += 1;
  const reply = await member.agent.post('/api/projects/v1/project', { name: `Reported Kit ${projects}`, description: 'A **toolkit** for builds.' });
  if (reply.status !== 200) throw new Error(`create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const report = (member: Member, body: Record<string, unknown>) => member.agent.post('/api/flag', body);
const queue = async (member: Member, query = '') => (await member.agent.get(`/api/v3/review${query}`)).body.response as Json;
const act = (member: Member, type: string, id: number, body: Record<string, unknown>) => member.agent.post(`/api/v3/review/${type}/${id}`, body);
const itemOf = (page: Json, key: string) => (page.items as Json[]).find((i) => i.key === key);
const logOf = async (member: Member) => (await member.agent.get(`/api/v3/users/${member.uid}/moderation`)).body.response.items as Json[];

describe('issue 35 reports of events and projects', () => {
  it('an event is reported once per member; the queue shows its title, page, description and host; ?type=event filters', async () => {
    const event = await createPublished(host, { title: 'Crypto giveaway stream', description: 'Free **coins** for everyone.' });
    expect((await report(reporter, { id: event.id, type: 'event', category: 'spam' })).status).toBe(200);
    expect((await report(second, { id: event.id, type: 'event', category: 'other', reason: 'Not about open source' })).status).toBe(200);
    const again = await report(reporter, { id: event.id, type: 'event', category: 'rude' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: '[[error:event-already-flagged]]' });
    const page = await queue(moderator, '?type=event');
    expect(page.items.every((i: Json) => i.type === 'event')).toBe(true);
    expect(itemOf(page, `event:${event.id}`)).toMatchObject({
      type: 'event',
      post: null,
      held: null,
      place: { id: event.id, title: 'Crypto giveaway stream', path: `/events/${event.id}/crypto-giveaway-stream`, excerpt: 'Free coins for everyone.', removed: false },
      member: { uid: host.uid },
      reportCount: 2,
      categories: { spam: 1, other: 1 },
    });
  });

  it('a draft event (which the reporter cannot see) and an unknown one are no-event; a hidden project no-project for members', async () => {
    const draft = (await host.agent.post('/api/events/v1/conference', eventInput())).body;
    expect((await report(reporter, { id: draft.id, type: 'event', category: 'spam' })).body).toEqual({ error: '[[error:no-event]]' });
    expect((await report(reporter, { id: 999_999, type: 'event', category: 'spam' })).body).toEqual({ error: '[[error:no-event]]' });
    const project = await createProject(host);
    expect((await moderator.agent.put(`/api/projects/v1/project/${project.id}/hidden`, {})).status).toBe(200);
    expect((await report(reporter, { id: project.id, type: 'project', category: 'spam' })).body).toEqual({ error: '[[error:no-project]]' });
    expect((await new Agent(app().url).post('/api/flag', { id: project.id, type: 'project', category: 'spam' })).status).toBe(401);
  });

  it('delete deletes the event (its registrants hear it is cancelled) and the host reads it in their log, linked to the event', async () => {
    const event = await createPublished(host, { title: 'Buy followers workshop' });
    expect((await second.agent.post(`/api/events/v1/event/${event.id}/participant`, {})).status).toBe(200);
    await report(reporter, { id: event.id, type: 'event', category: 'spam' });
    const done = await act(moderator, 'event', event.id, { action: 'delete', reason: 'Spam event' });
    expect(done.status).toBe(200);
    expect(await row(sql`SELECT event_status AS status, lifecycle FROM events WHERE id = ${event.id}`)).toEqual({ status: 'deleted', lifecycle: 'cancelled' });
    expect(itemOf(await queue(moderator), `event:${event.id}`)).toBeUndefined();
    expect((await logOf(host))[0]).toMatchObject({
      action: 'delete',
      reason: 'Spam event',
      topic: null,
      place: { type: 'event', id: event.id, title: 'Buy followers workshop', path: `/events/${event.id}/buy-followers-workshop` },
    });
  });

  it('hide hides the project; a second report after that offers only dismiss, warn, silence and suspend', async () => {
    const project = await createProject(host);
    await report(reporter, { id: project.id, type: 'project', category: 'off-topic' });
    const page = await queue(moderator, '?type=project');
    expect(itemOf(page, `project:${project.id}`)).toMatchObject({ place: { title: project.name, path: `/projects/${project.id}/${project.slug}`, removed: false }, member: { uid: host.uid } });
    expect((await act(moderator, 'project', project.id, { action: 'hide' })).status).toBe(200);
    expect(await row(sql`SELECT hidden FROM projects WHERE id = ${project.id}`)).toEqual({ hidden: true });
    expect((await logOf(host))[0]).toMatchObject({ action: 'hide', place: { type: 'project', id: project.id } });
    // Moderators still see it: a report by one of them is taken, and hiding twice is refused.
    await report(moderator, { id: project.id, type: 'project', category: 'spam' });
    expect(itemOf(await queue(moderator), `project:${project.id}`)).toMatchObject({ place: { removed: true } });
    const twice = await act(moderator, 'project', project.id, { action: 'hide' });
    expect(v3Error(twice)).toBe('[[error:invalid-data]]');
    expect((await act(moderator, 'project', project.id, { action: 'warn', reason: 'Keep projects open source.' })).status).toBe(200);
    expect((await logOf(host))[0]).toMatchObject({ action: 'warn', reason: 'Keep projects open source.', place: { type: 'project', id: project.id } });
  });

  it('an event offers no lock, no post delete on a project; suspending the creator from the item closes it', async () => {
    const event = await createPublished(host);
    await report(reporter, { id: event.id, type: 'event', category: 'rude' });
    expect(v3Error(await act(moderator, 'event', event.id, { action: 'lock' }))).toBe('[[error:invalid-data]]');
    expect(v3Error(await act(moderator, 'event', event.id, { action: 'hide' }))).toBe('[[error:invalid-data]]');
    const project = await createProject(second);
    await report(reporter, { id: project.id, type: 'project', category: 'rude' });
    expect(v3Error(await act(moderator, 'project', project.id, { action: 'delete' }))).toBe('[[error:invalid-data]]');
    const until = Date.now() + 3 * 86_400_000;
    expect((await act(moderator, 'project', project.id, { action: 'suspend', reason: 'Abuse', until })).status).toBe(200);
    expect(await row(sql`SELECT reason FROM suspensions WHERE uid = ${second.uid}`)).toEqual({ reason: 'Abuse' });
    expect(itemOf(await queue(moderator), `project:${project.id}`)).toBeUndefined();
    await moderator.agent.delete(`/api/v3/users/${second.uid}/ban`, { reason: '' });
  });

  it('a member reports at most MEMBER_REPORTS_PER_DAY members and CONTENT_REPORTS_PER_DAY posts, events and projects a day; a repeat gives its place back; moderators are not counted', async () => {
    const saved = { members: process.env.MEMBER_REPORTS_PER_DAY, content: process.env.CONTENT_REPORTS_PER_DAY };
    process.env.MEMBER_REPORTS_PER_DAY = '2';
    process.env.CONTENT_REPORTS_PER_DAY = '2';
    try {
      const [busy, a, b, c] = await signUpAll(app, 'plbusy', 'pltargeta', 'pltargetb', 'pltargetc');
      expect((await report(busy, { id: a.uid, type: 'user', category: 'spam' })).status).toBe(200);
      // A repeat is refused as one and does not use up a place.
      expect((await report(busy, { id: a.uid, type: 'user', category: 'spam' })).body).toEqual({ error: '[[error:user-already-flagged]]' });
      expect((await report(busy, { id: b.uid, type: 'user', category: 'spam' })).status).toBe(200);
      const third = await report(busy, { id: c.uid, type: 'user', category: 'spam', reason: 'Kept words' });
      expect(third.status).toBe(400);
      expect(third.body).toEqual({ error: '[[error:too-many-user-flags-per-day, 2]]' });
      expect((await row(sql`SELECT count(*)::int AS n FROM flags WHERE uid = ${busy.uid}`)).n).toBe(2);

      // Posts, events and projects share the other count, members' reports do not touch it.
      const event = await createPublished(host);
      const project = await createProject(host);
      expect((await report(busy, { id: event.id, type: 'event', category: 'spam' })).status).toBe(200);
      expect((await report(busy, { id: project.id, type: 'project', category: 'spam' })).status).toBe(200);
      const another = await createPublished(host);
      expect((await report(busy, { id: another.id, type: 'event', category: 'spam' })).body).toEqual({ error: '[[error:too-many-post-flags-per-day, 2]]' });

      // A moderator reports as often as needed.
      for (const target of [a, b, c]) expect((await report(moderator, { id: target.uid, type: 'user', category: 'spam' })).status).toBe(200);
    } finally {
      for (const [name, value] of [['MEMBER_REPORTS_PER_DAY', saved.members], ['CONTENT_REPORTS_PER_DAY', saved.content]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('members cannot act on reports of events: 403', async () => {
    const event = await createPublished(host);
    await report(reporter, { id: event.id, type: 'event', category: 'spam' });
    const refused = await act(reporter, 'event', event.id, { action: 'dismiss' });
    expect(refused.status).toBe(403);
    expect(v3Error(refused)).toBe('[[error:no-privileges]]');
  });
});
