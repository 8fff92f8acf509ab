import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { EVENT_TYPE_VALUES } from '@/lib/constants';
import { getDb } from '../../server/db';
import { DEMO_STEPS, type DemoContext } from '../../server/demo/seed';
import { DEMO_PASSWORD } from '../../server/demo/members';
import { findUserBySlug, type UserRow } from '../../server/users/repository';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp({ demo: true });
const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');
const E = '/api/events/v1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc queries, checked field by field
type Json = any;

async function rows(query: ReturnType<typeof sql>): Promise<Json[]> {
  return (await getDb().execute(query)).rows;
}

async function logIn(username: string): Promise<Agent> {
  const a = new Agent(app().url);
  await a.config();
  const reply = await a.post('/api/v3/utilities/login', { username, password: DEMO_PASSWORD });
  expect(reply.status).toBe(200);
  return a;
}

describe('R1.2 R1.4 R3.3 R3.5 R3.11 demo community: events', () => {
  it('R3.3 has events of every type and every lifecycle state, drafts and a cancelled one', async () => {
    const events = await rows(sql`SELECT id, event_type, event_status, lifecycle, starts_at, duration FROM events`);
    expect(new Set(events.map((e) => e.event_type))).toEqual(new Set(EVENT_TYPE_VALUES));
    const visitor = new Agent(app().url);
    const lifecycles = new Set<string>();
    for (const e of events.filter((x) => x.event_status === 'published')) {
      lifecycles.add((await visitor.get(`${E}/event/${e.id}`)).body.event_lifecycle);
    }
    expect([...lifecycles].sort()).toEqual(['ended', 'live', 'scheduled']);
    expect(events.filter((e) => e.event_status === 'draft')).toHaveLength(2);
    expect(events.filter((e) => e.lifecycle === 'cancelled' && e.event_status === 'deleted')).toHaveLength(1);
  });

  it('R3.3 past events carry recordings of the shipped audio; the live one is live now', async () => {
    const past = await rows(sql`SELECT id, recording_url, recording_status, lifecycle FROM events WHERE starts_at < now() - interval '1 day' AND event_status = 'published'`);
    expect(past.length).toBeGreaterThanOrEqual(3);
    for (const e of past) {
      expect(e.recording_status).toBe('available');
      expect(e.lifecycle).toBe('ended');
      expect(fs.existsSync(path.join(PUBLIC_DIR, e.recording_url))).toBe(true);
    }
    const live = await rows(sql`SELECT id FROM events WHERE lifecycle = 'live'`);
    expect(live).toHaveLength(1);
  });

  it('R4.11 upcoming events have registrations: one nearly full, one full with a waitlist; one is pinned in search', async () => {
    const seats = await rows(sql`SELECT no_of_seats, seats_taken, waitlist_count FROM events WHERE no_of_seats > 0 AND event_status = 'published'`);
    expect(seats.some((e) => e.seats_taken < e.no_of_seats && e.no_of_seats - e.seats_taken <= 2)).toBe(true);
    expect(seats.some((e) => e.seats_taken === e.no_of_seats && e.waitlist_count > 0)).toBe(true);
    const search = await new Agent(app().url).get(`${E}/search?type=event`);
    expect(search.body.results[0].hits[0].document.search_result_order).toBe(1);
  });

  it('R3.5 a conference groups three events; R3.11 polls have votes; an event discussion has questions', async () => {
    const conference = await rows(sql`SELECT conference_id, count(*)::int AS n FROM events WHERE conference_id IS NOT NULL GROUP BY conference_id`);
    expect(conference).toEqual([expect.objectContaining({ n: 3 })]);
    const polls = await rows(sql`SELECT p.event_id, sum(o.votes)::int AS votes FROM polls p JOIN poll_options o ON o.poll_id = p.id GROUP BY p.event_id`);
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.every((p) => p.votes > 0)).toBe(true);
    const answer = await new Agent(app().url).get(`${E}/poll/event/${polls[0].event_id}`);
    expect(answer.body.polls[0].total_votes).toBeGreaterThan(0);
    const discussed = await rows(sql`
      SELECT e.id, t.postcount FROM events e JOIN topics t ON t.tid = e.comment_tid WHERE t.postcount > 1`);
    expect(discussed.length).toBeGreaterThanOrEqual(2);
  });

  it('R7.3 hosts of past events were credited once each (amara twice, fatima once)', async () => {
    const amara = await logIn('amara');
    const entries = (await amara.get('/api/rewards/v1/credits')).body.entries as Array<{ reason: string; ref: string }>;
    expect(entries.filter((e) => e.reason === 'event-hosted' && e.ref.startsWith('event:'))).toHaveLength(2);
    const fatima = await logIn('fatima');
    const theirs = (await fatima.get('/api/rewards/v1/credits')).body.entries as Array<{ reason: string }>;
    expect(theirs.filter((e) => e.reason === 'event-hosted')).toHaveLength(1);
  });

  it('running the step again changes nothing', async () => {
    const before = await rows(sql`SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM event_registrations)::int AS regs`);
    const members = new Map<string, UserRow>();
    for (const name of ['amara', 'fatima', 'mei', 'noah']) members.set(name, (await findUserBySlug(name))!);
    const ctx: DemoContext = { members };
    await DEMO_STEPS.find((s) => s.name === 'events')!.run(ctx);
    expect(await rows(sql`SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM event_registrations)::int AS regs`)).toEqual(before);
  });
});
