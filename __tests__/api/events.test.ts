import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { deleteUnusedUploads } from '../../server/discussions/repository';
import { Agent } from '../support/agent';
import {
  createEvent,
  createPublished,
  DAY,
  eventInput,
  HOUR,
  removeGroups,
  row,
  rows,
  setStart,
  setUpEventsApp,
  signUp,
  signUpAll,
} from './events-support';
import type { Json, Member } from './events-support';

const app = setUpEventsApp();

let admin: Member, host: Member, cohost: Member, alice: Member, bob: Member, carol: Member;
let visitor: Agent;

beforeAll(async () => {
  [admin, host, cohost, alice, bob, carol] = await signUpAll(app, 'evadmin', 'evhost', 'evcohost', 'evalice', 'evbob', 'evcarol');
  visitor = new Agent(app().url);
});

const E = '/api/events/v1';

describe('R3.19 R7.3 POST /api/events/v1/conference (create)', () => {
  it('R3.19 a new event gets the defaults: scheduled, webinar, 0 seats, discussion on, UTC, the creator as the one host, recording not_available, a draft', async () => {
    const reply = await host.agent.post(`${E}/conference`, { title: 'Defaults only', timestamp: Date.now() + DAY });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      type: 'event',
      title: 'Defaults only',
      event_lifecycle: 'scheduled',
      event_status: 'draft',
      event_type: 'webinar',
      no_of_seats: 0,
      seats_left: null,
      enable_discussion: true,
      timezone: 'UTC',
      recording_status: 'not_available',
      recording_url: '',
      current_user_role: 'host',
      comment_main_pid: null,
      search_result_order: 0,
      upvote_count: 0,
      upvoted: false,
      bookmarked: false,
      conference: null,
      creator: { uid: host.uid, username: 'evhost' },
      organizers: [{ role: 'host', user_id: host.uid, bio: '', user: { uid: host.uid } }],
    });
    expect(reply.body.slug).toBe(`${reply.body.id}/defaults-only`);
    expect(reply.body.url).toBe(`/events/${reply.body.id}/defaults-only`);
    expect(reply.body.end_time - reply.body.timestamp).toBe(60 * 60_000);
    expect(typeof reply.body.created_at).toBe('string');
  });

  it('R3.3 stores every field: description rendered and sanitised (Markdown kept for hosts), tags, images, seats, organizers with bios, timestamps in ms (seconds accepted)', async () => {
    const start = Math.floor((Date.now() + 2 * DAY) / 1000);
    const event = await createEvent(host, {
      timestamp: start,
      event_type: 'live_coding',
      timezone: 'Europe/Berlin',
      no_of_seats: 3,
      tags: ['Rust', { tag_name: 'Live Coding' }],
      images: { cover: '/uploads/cover.png', thumbnail: { mobile: 'https://example.com/m.png', desktop: '/images/d.png' }, backdrop: '' },
      thumbnails: ['/uploads/t1.png'],
      audience_start_time: start * 1000 - 10 * 60_000,
      backstage_start_time: start * 1000 - 30 * 60_000,
      organizers: [{ user_id: host.uid, bio: 'Maintainer of the thing' }, { user_id: cohost.uid, bio: 'Co-host' }],
    });
    expect(event.timestamp).toBe(start * 1000);
    expect(event.description).toContain('<strong>build</strong>');
    expect(event.description).not.toContain('<script');
    expect(event.descriptionRaw).toContain('**build**');
    expect(event.tags).toEqual([{ tag_name: 'rust' }, { tag_name: 'live-coding' }]);
    expect(event.images).toEqual({ cover: '/uploads/cover.png', thumbnail: { mobile: 'https://example.com/m.png', desktop: '/images/d.png' }, backdrop: '' });
    expect(event.thumbnails).toEqual(['/uploads/t1.png']);
    expect(event).toMatchObject({ event_type: 'live_coding', timezone: 'Europe/Berlin', no_of_seats: 3, seats_left: 3, seats_taken: 0, waitlist_count: 0 });
    expect(event.audience_start_time).toBe(start * 1000 - 10 * 60_000);
    expect(event.backstage_start_time).toBe(start * 1000 - 30 * 60_000);
    expect(event.organizers.map((o: Json) => [o.user_id, o.bio])).toEqual([
      [host.uid, 'Maintainer of the thing'],
      [cohost.uid, 'Co-host'],
    ]);
  });

  it('R3.5 creates the event in a new conference, and a later event in the same conference (its creator only)', async () => {
    const first = await createEvent(host, { conference: { title: 'Plugin week', description: 'Five days of plugins' } });
    expect(first.conference).toMatchObject({ title: 'Plugin week', description: 'Five days of plugins', status: 'active' });
    const second = await createEvent(host, { conference_id: first.conference.id });
    expect(second.conference.id).toBe(first.conference.id);
    await host.agent.put(`${E}/event/${second.id}`, { event_status: 'publish' });
    const read = await visitor.get(`${E}/conference/${first.conference.id}`);
    expect(read.body).toMatchObject({ id: first.conference.id, title: 'Plugin week', status: 'active', created_at: expect.any(String) });
    expect(read.body.events.map((e: Json) => e.id)).toEqual([second.id]);
    expect((await visitor.get(`${E}/conference/999999`)).body).toEqual({ error: '[[error:no-conference]]' });
    expect((await visitor.get(`${E}/conference/x`)).status).toBe(404);
    const other = await alice.agent.post(`${E}/conference`, eventInput({ conference_id: first.conference.id }));
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: '[[error:no-conference]]' });
  });

  it('R6.5 refuses visitors (401), members in no group (403) and bad input with catalogue keys, never a 5xx', async () => {
    const fresh = new Agent(app().url);
    await fresh.config();
    const anon = await fresh.post(`${E}/conference`, eventInput());
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: '[[error:not-logged-in]]' });

    const loner = await signUp(app, 'evloner');
    await removeGroups(loner.uid);
    expect((await loner.agent.post(`${E}/conference`, eventInput())).body).toEqual({ error: '[[error:no-privileges]]' });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'ab' }, '[[error:title-too-short, 3]]'],
      [{ timezone: 'Mars/Olympus' }, '[[error:invalid-timezone]]'],
      [{ images: { cover: 'javascript:alert(1)' } }, '[[error:invalid-url]]'],
      [{ recording_url: 'ftp://x' }, '[[error:invalid-url]]'],
      [{ projects: [999999] }, '[[error:no-project]]'],
      [{ organizers: [{ user_id: 999999 }] }, '[[error:invalid-organizer, 999999]]'],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, '[[error:too-many-tags, 5]]'],
      [{ tags: ['x'] }, '[[error:tag-too-short, 2]]'],
    ];
    for (const [overrides, error] of cases) {
      const reply = await host.agent.post(`${E}/conference`, eventInput(overrides));
      expect([reply.status, reply.body]).toEqual([reply.status >= 400 && reply.status < 500 ? reply.status : -1, { error }]);
    }
    const garbage: Array<Record<string, unknown>> = [
      { title: 'Fine title', timestamp: 'soon' },
      { title: 'Fine title' },
      { title: 'Fine title', timestamp: Date.now(), duration: 0 },
      { title: 'Fine title', timestamp: Date.now(), duration: 10_000_000 },
      { title: 'Fine title', timestamp: Date.now(), no_of_seats: -1 },
      { title: 'Fine title', timestamp: Date.now(), event_type: 'party' },
      { title: 'Fine title', timestamp: Date.now(), event_status: 'published' },
      { title: 'Fine title', timestamp: Date.now(), organizers: 'me' },
      { title: 'Fine\u0007title', timestamp: Date.now() },
      { title: 'Fine title', timestamp: 1e300 },
    ];
    for (const body of garbage) {
      const reply = await host.agent.post(`${E}/conference`, body);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.error).toMatch(/^\[\[error:/);
    }
  });
});

describe('R4.1 drafts, publish, unpublish, delete (PUT /event/{id}, GET /event/draft)', () => {
  it('R4.1 drafts are seen only by their hosts; GET /event/draft lists them; /event/draft/{id} is hosts only', async () => {
    const draft = await createEvent(host, { organizers: [{ user_id: cohost.uid }] });
    expect((await visitor.get(`${E}/event/${draft.id}`)).status).toBe(404);
    expect((await alice.agent.get(`${E}/event/${draft.id}`)).body).toEqual({ error: '[[error:no-event]]' });
    expect((await cohost.agent.get(`${E}/event/${draft.id}`)).body).toMatchObject({ id: draft.id, current_user_role: 'host' });
    const list = await host.agent.get(`${E}/event/draft`);
    expect(list.status).toBe(200);
    expect(list.body.events.map((e: Json) => e.id)).toContain(draft.id);
    expect((await alice.agent.get(`${E}/event/draft`)).body.events.map((e: Json) => e.id)).not.toContain(draft.id);
    expect((await host.agent.get(`${E}/event/draft/${draft.id}`)).body).toMatchObject({ id: draft.id, descriptionRaw: expect.any(String) });
    expect((await alice.agent.get(`${E}/event/draft/${draft.id}`)).status).toBe(404);
    expect((await visitor.get(`${E}/event/draft`)).status).toBe(401);
    expect((await host.agent.get(`${E}/event/draft/abc`)).body).toEqual({ error: '[[error:invalid-event]]' });
    expect((await host.agent.get(`${E}/event/99999999`)).body).toEqual({ error: '[[error:no-event]]' });
  });

  it('R4.1 hosts edit and publish; publishing with discussion on creates the event topic (comment_main_pid) once', async () => {
    const draft = await createEvent(host, { tags: ['plugins'] });
    expect((await alice.agent.put(`${E}/event/${draft.id}`, { title: 'Taken over' })).body).toEqual({ error: '[[error:no-event]]' });
    const edited = await host.agent.put(`${E}/event/${draft.id}`, { title: 'Renamed workshop', no_of_seats: 10, summary: 'New summary' });
    expect(edited.body).toMatchObject({ title: 'Renamed workshop', no_of_seats: 10, summary: 'New summary', event_status: 'draft' });
    const published = await host.agent.put(`${E}/event/${draft.id}`, { event_status: 'publish' });
    expect(published.status).toBe(200);
    expect(published.body.event_status).toBe('published');
    expect(published.body.comment_main_pid).toEqual(expect.any(Number));
    expect(published.body.comment_tid).toEqual(expect.any(Number));
    const topic = await alice.agent.get(`/api/topic/${published.body.comment_tid}`);
    expect(topic.status).toBe(200);
    expect(topic.body.title).toBe('Renamed workshop');
    // Visible to everyone now; alice may not edit it.
    expect((await visitor.get(`${E}/event/${draft.id}`)).body).toMatchObject({ id: draft.id, current_user_role: 'none' });
    expect((await alice.agent.put(`${E}/event/${draft.id}`, { title: 'Taken over' })).body).toEqual({ error: '[[error:no-privileges]]' });
    // Publishing again keeps the one topic.
    const again = await host.agent.put(`${E}/event/${draft.id}`, { event_status: 'publish' });
    expect(again.body.comment_tid).toBe(published.body.comment_tid);
    const unpublished = await host.agent.put(`${E}/event/${draft.id}`, { event_status: 'unpublish' });
    expect(unpublished.body.event_status).toBe('unpublished');
    expect((await visitor.get(`${E}/event/${draft.id}`)).status).toBe(404);
  });

  it('R4.1 publishing without discussion creates no topic; unpublishing a draft is refused', async () => {
    const draft = await createEvent(host, { enable_discussion: false });
    expect((await host.agent.put(`${E}/event/${draft.id}`, { event_status: 'unpublish' })).body).toEqual({
      error: '[[error:invalid-event-status, draft]]',
    });
    const published = await host.agent.put(`${E}/event/${draft.id}`, { event_status: 'publish' });
    expect(published.body).toMatchObject({ event_status: 'published', comment_main_pid: null });
  });

  it('R4.1 deleting an event with registrations cancels it: registrants are told and still see it as cancelled, others no more; it changes no more', async () => {
    const event = await createPublished(host);
    await alice.agent.post(`${E}/event/${event.id}/participant`, {});
    const deleted = await host.agent.put(`${E}/event/${event.id}`, { event_status: 'delete' });
    expect(deleted.body).toMatchObject({ event_status: 'deleted', event_lifecycle: 'cancelled' });
    expect((await alice.agent.get(`${E}/event/${event.id}`)).body).toMatchObject({ event_lifecycle: 'cancelled', current_user_role: 'participant' });
    const told = await rows(sql`SELECT uid, type, path FROM notifications WHERE nid = ${`event-cancelled:${event.id}`}`);
    expect(told).toEqual([{ uid: alice.uid, type: 'event-cancelled', path: `/events/${event.id}` }]);
    expect((await bob.agent.get(`${E}/event/${event.id}`)).status).toBe(404);
    expect((await host.agent.put(`${E}/event/${event.id}`, { title: 'Back again' })).body).toEqual({ error: '[[error:event-deleted]]' });
    const quiet = await createPublished(host);
    const gone = await host.agent.put(`${E}/event/${quiet.id}`, { event_status: 'delete' });
    expect(gone.body).toMatchObject({ event_status: 'deleted', event_lifecycle: 'scheduled' });
  });

  it('R6.5 moderators may delete any event; hosts replace the co-hosts, the creator always stays', async () => {
    const event = await createPublished(host);
    expect((await host.agent.put(`${E}/event/${event.id}`, { organizers: [] })).body.organizers).toEqual([expect.objectContaining({ user_id: host.uid })]);
    const handed = await host.agent.put(`${E}/event/${event.id}`, { organizers: [{ user_id: cohost.uid, bio: 'Now in charge' }] });
    expect(handed.body.organizers).toEqual([
      expect.objectContaining({ user_id: host.uid }),
      expect.objectContaining({ user_id: cohost.uid, bio: 'Now in charge' }),
    ]);
    expect(handed.body.current_user_role).toBe('host');
    const byAdmin = await admin.agent.put(`${E}/event/${event.id}`, { event_status: 'delete' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.event_status).toBe('deleted');
  });
});

describe('R4.1 lifecycle by time, and hosts start or end early', () => {
  it('R4.1 scheduled before the start, live during, ended after start + duration', async () => {
    const event = await createPublished(host, { duration: 60 });
    expect((await visitor.get(`${E}/event/${event.id}`)).body.event_lifecycle).toBe('scheduled');
    await setStart(event.id, Date.now() - 30 * 60_000);
    expect((await visitor.get(`${E}/event/${event.id}`)).body.event_lifecycle).toBe('live');
    await setStart(event.id, Date.now() - 2 * HOUR);
    expect((await visitor.get(`${E}/event/${event.id}`)).body.event_lifecycle).toBe('ended');
  });

  it('R4.1 a host starts an event early and ends it early; ending twice is refused', async () => {
    const event = await createPublished(host);
    const live = await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'live' });
    expect(live.body.event_lifecycle).toBe('live');
    const ended = await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'ended' });
    expect(ended.body.event_lifecycle).toBe('ended');
    expect(ended.body.end_time).toBeLessThanOrEqual(Date.now());
    expect((await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'ended' })).body).toEqual({
      error: '[[error:invalid-event-status, ended]]',
    });
    const draft = await createEvent(host);
    expect((await host.agent.put(`${E}/event/${draft.id}`, { event_lifecycle: 'live' })).body).toEqual({ error: '[[error:event-not-published]]' });
  });

  it('R4.1 a lifecycle the clock set follows new times; a host’s early end stays', async () => {
    const event = await createPublished(host);
    await setStart(event.id, Date.now() - 3 * HOUR);
    await row(sql`UPDATE events SET lifecycle = 'ended' WHERE id = ${event.id} RETURNING id`); // as the lifecycle job stores it
    const moved = await host.agent.put(`${E}/event/${event.id}`, { timestamp: Date.now() + DAY });
    expect(moved.body.event_lifecycle).toBe('scheduled');
    expect((await row(sql`SELECT lifecycle FROM events WHERE id = ${event.id}`)).lifecycle).toBe('scheduled');
    await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'ended' });
    const kept = await host.agent.put(`${E}/event/${event.id}`, { timestamp: Date.now() + 2 * DAY });
    expect(kept.body.event_lifecycle).toBe('ended');
  });

  it('R3.3 hosts set the recording (url and status)', async () => {
    const event = await createPublished(host);
    const set = await host.agent.put(`${E}/event/${event.id}`, { recording_url: '/audio/episode-1.mp3', recording_status: 'available' });
    expect(set.body).toMatchObject({ recording_url: '/audio/episode-1.mp3', recording_status: 'available' });
  });
});

describe('R4.11 R6.3 registration, seats and the waitlist (POST|DELETE /event/{id}/participant)', () => {
  it('R4.11 a member registers with their time zone and becomes a participant; twice is refused', async () => {
    const event = await createPublished(host, { no_of_seats: 5 });
    const reply = await alice.agent.post(`${E}/event/${event.id}/participant`, { user_id: [alice.uid], timezone: 'America/New_York' });
    expect(reply.status).toBe(200);
    expect(reply.body.event).toMatchObject({ current_user_role: 'participant', seats_taken: 1, seats_left: 4 });
    expect(reply.body.registrations).toEqual([{ user_id: alice.uid, role: 'participant' }]);
    expect((await alice.agent.get(`${E}/event/${event.id}`)).body.current_user_role).toBe('participant');
    expect((await alice.agent.post(`${E}/event/${event.id}/participant`, {})).body).toEqual({ error: '[[error:event-already-registered]]' });
    expect((await bob.agent.post(`${E}/event/${event.id}/participant`, { timezone: 'Nowhere/City' })).body).toEqual({
      error: '[[error:invalid-timezone]]',
    });
  });

  it('R6.5 registration is refused when not published, ended or cancelled; adding others is for hosts', async () => {
    const draft = await createEvent(host);
    expect((await alice.agent.post(`${E}/event/${draft.id}/participant`, {})).body).toEqual({ error: '[[error:no-event]]' });
    const unpublished = await createPublished(host);
    await alice.agent.post(`${E}/event/${unpublished.id}/participant`, {});
    await host.agent.put(`${E}/event/${unpublished.id}`, { event_status: 'unpublish' });
    expect((await alice.agent.post(`${E}/event/${unpublished.id}/participant`, {})).body).toEqual({
      error: '[[error:event-not-published]]',
    });
    const past = await createPublished(host);
    await setStart(past.id, Date.now() - 3 * HOUR);
    expect((await alice.agent.post(`${E}/event/${past.id}/participant`, {})).body).toEqual({ error: '[[error:event-ended]]' });
    const open = await createPublished(host);
    expect((await alice.agent.post(`${E}/event/${open.id}/participant`, { user_id: [bob.uid] })).body).toEqual({
      error: '[[error:no-privileges]]',
    });
    expect((await host.agent.post(`${E}/event/${open.id}/participant`, { user_id: [999999] })).body).toEqual({ error: '[[error:no-user]]' });
    const added = await host.agent.post(`${E}/event/${open.id}/participant`, { user_id: [bob.uid, carol.uid], timezone: 'Asia/Tokyo' });
    expect(added.body.registrations).toEqual([
      { user_id: bob.uid, role: 'participant' },
      { user_id: carol.uid, role: 'participant' },
    ]);
    const fresh = new Agent(app().url);
    await fresh.config();
    expect((await fresh.post(`${E}/event/${open.id}/participant`, {})).status).toBe(401);
  });

  it('R4.11 past no_of_seats members join the waitlist; a cancelled seat goes to the first waitlisted member', async () => {
    const event = await createPublished(host, { no_of_seats: 1 });
    const first = await alice.agent.post(`${E}/event/${event.id}/participant`, {});
    expect(first.body.event.current_user_role).toBe('participant');
    const second = await bob.agent.post(`${E}/event/${event.id}/participant`, {});
    expect(second.body.event).toMatchObject({ current_user_role: 'waitlisted', seats_left: 0, waitlist_count: 1 });
    const third = await carol.agent.post(`${E}/event/${event.id}/participant`, {});
    expect(third.body.event).toMatchObject({ current_user_role: 'waitlisted', waitlist_count: 2 });
    const cancelled = await alice.agent.delete(`${E}/event/${event.id}/participant`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.event).toMatchObject({ current_user_role: 'none', seats_taken: 1, waitlist_count: 1 });
    expect((await bob.agent.get(`${E}/event/${event.id}`)).body.current_user_role).toBe('participant');
    expect((await carol.agent.get(`${E}/event/${event.id}`)).body.current_user_role).toBe('waitlisted');
    expect((await alice.agent.delete(`${E}/event/${event.id}/participant`, {})).body).toEqual({ error: '[[error:not-registered]]' });
    // A waitlisted member leaving frees no seat.
    const left = await carol.agent.delete(`${E}/event/${event.id}/participant`, {});
    expect(left.body.event).toMatchObject({ seats_taken: 1, waitlist_count: 0 });
  });

  it('R4.11 raising the seats moves waitlisted members up', async () => {
    const event = await createPublished(host, { no_of_seats: 1 });
    await alice.agent.post(`${E}/event/${event.id}/participant`, {});
    await bob.agent.post(`${E}/event/${event.id}/participant`, {});
    await carol.agent.post(`${E}/event/${event.id}/participant`, {});
    const raised = await host.agent.put(`${E}/event/${event.id}`, { no_of_seats: 2 });
    expect(raised.body).toMatchObject({ seats_taken: 2, waitlist_count: 1 });
    expect((await bob.agent.get(`${E}/event/${event.id}`)).body.current_user_role).toBe('participant');
    const unlimited = await host.agent.put(`${E}/event/${event.id}`, { no_of_seats: 0 });
    expect(unlimited.body).toMatchObject({ seats_taken: 3, waitlist_count: 0, seats_left: null });
  });

  it('R4.11 concurrent registrations for the last seat: exactly one gets it, the others are waitlisted', async () => {
    const event = await createPublished(host, { no_of_seats: 3 });
    await alice.agent.post(`${E}/event/${event.id}/participant`, {});
    await bob.agent.post(`${E}/event/${event.id}/participant`, {});
    const racers = await Promise.all(['evrace1', 'evrace2', 'evrace3', 'evrace4', 'evrace5', 'evrace6'].map((name) => signUp(app, name)));
    const replies = await Promise.all(racers.map((m) => m.agent.post(`${E}/event/${event.id}/participant`, {})));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const roles = replies.map((r) => r.body.registrations[0].role).sort();
    expect(roles).toEqual(['participant', 'waitlisted', 'waitlisted', 'waitlisted', 'waitlisted', 'waitlisted']);
    const stored = await row(sql`SELECT seats_taken, waitlist_count FROM events WHERE id = ${event.id}`);
    expect(stored).toEqual({ seats_taken: 3, waitlist_count: 5 });
    const counted = await rows(sql`SELECT status, count(*)::int AS n FROM event_registrations WHERE event_id = ${event.id} GROUP BY status ORDER BY status`);
    expect(counted).toEqual([
      { status: 'participant', n: 3 },
      { status: 'waitlisted', n: 5 },
    ]);
    // Concurrent cancellations of participants promote exactly as many waitlisted members.
    const winner = racers[replies.findIndex((r) => r.body.registrations[0].role === 'participant')]!;
    await Promise.all([alice, bob, winner].map((m) => m.agent.delete(`${E}/event/${event.id}/participant`, {})));
    expect(await row(sql`SELECT seats_taken, waitlist_count FROM events WHERE id = ${event.id}`)).toEqual({ seats_taken: 3, waitlist_count: 2 });
  });
});

describe('R7.3 GET /event/{id}/stats (hosts only)', () => {
  it('R7.3 hosts see registrations, waitlist, views (once per viewer and hour), votes, bookmarks and registrants by time zone', async () => {
    const event = await createPublished(host, { no_of_seats: 1 });
    await alice.agent.post(`${E}/event/${event.id}/participant`, { timezone: 'Asia/Tokyo' });
    await bob.agent.post(`${E}/event/${event.id}/participant`, { timezone: 'Asia/Tokyo' });
    await carol.agent.post(`${E}/event/${event.id}/participant`, {});
    await visitor.get(`${E}/event/${event.id}`);
    await visitor.get(`${E}/event/${event.id}`); // the same viewer within the hour counts once
    await host.agent.get(`${E}/event/${event.id}`); // a host's own view does not count
    const stats = await host.agent.get(`${E}/event/${event.id}/stats`);
    expect(stats.body).toEqual({
      id: event.id,
      registrations: 1,
      waitlist: 2,
      views: 1,
      votes: 0,
      bookmarks: 0,
      registrants_by_timezone: [
        { timezone: 'Asia/Tokyo', count: 2 },
        { timezone: 'UTC', count: 1 },
      ],
    });
    expect((await alice.agent.get(`${E}/event/${event.id}/stats`)).body).toEqual({ error: '[[error:no-privileges]]' });
    expect((await visitor.get(`${E}/event/${event.id}/stats`)).status).toBe(401);
  });
});

describe('R1.3 R7.3 GET /event/my_events', () => {
  it('R1.3 upcoming (hosted or registered, not ended) and registered events, 10 per page, with filters', async () => {
    const member = await signUp(app, 'evmine');
    const hosted = await createPublished(member, { event_type: 'ama', timestamp: Date.now() + 3 * DAY });
    const soon = await createPublished(host, { timestamp: Date.now() + DAY });
    const past = await createPublished(host);
    await member.agent.post(`${E}/event/${soon.id}/participant`, {});
    await member.agent.post(`${E}/event/${past.id}/participant`, {});
    await setStart(past.id, Date.now() - 5 * DAY);
    const mine = await member.agent.get(`${E}/event/my_events`);
    expect(mine.status).toBe(200);
    expect(mine.body.upcoming_events.map((e: Json) => e.id)).toEqual([soon.id, hosted.id]);
    expect(mine.body.registered_events.map((e: Json) => e.id)).toEqual([soon.id, past.id]);
    expect(mine.body.registered_events[0].current_user_role).toBe('participant');
    const amas = await member.agent.get(`${E}/event/my_events?event_type=ama`);
    expect(amas.body.upcoming_events.map((e: Json) => e.id)).toEqual([hosted.id]);
    expect(amas.body.registered_events).toEqual([]);
    const from = Math.floor((Date.now() + 2 * DAY) / 1000);
    const to = Math.floor((Date.now() + 4 * DAY) / 1000);
    const ranged = await member.agent.get(`${E}/event/my_events?common_timestamp=${from}..${to}`);
    expect(ranged.body.upcoming_events.map((e: Json) => e.id)).toEqual([hosted.id]);
    const paged = await member.agent.get(`${E}/event/my_events?limit=1&skip=1`);
    expect(paged.body.upcoming_events.map((e: Json) => e.id)).toEqual([hosted.id]);
    const lenient = await member.agent.get(`${E}/event/my_events?limit=zzz&skip=-4&sort=%5B&common_timestamp=9..1&event_type=party`);
    expect(lenient.status).toBe(200);
    expect(lenient.body.upcoming_events).toHaveLength(2);
    expect((await visitor.get(`${E}/event/my_events`)).status).toBe(401);
  });
});

describe('R1.2 R7.4 GET /api/events/v1/search?type=event', () => {
  let react: Json, rust: Json, pinned: Json, draft: Json;

  beforeAll(async () => {
    const searcher = await signUp(app, 'evsearcher');
    react = await createPublished(searcher, { title: 'React hooks deep dive', event_type: 'tutorial', tags: ['react'], timestamp: Date.now() + 10 * DAY });
    rust = await createPublished(searcher, { title: 'Rust borrow checker AMA', event_type: 'ama', tags: ['rust'], timestamp: Date.now() + 20 * DAY });
    pinned = await createPublished(searcher, { title: 'Community announcement', event_type: 'announcement', timestamp: Date.now() + 5 * DAY });
    draft = await createEvent(searcher, { title: 'Secret React draft', event_type: 'tutorial' });
    await row(sql`UPDATE events SET search_result_order = 1 WHERE id = ${pinned.id} RETURNING id`);
    await row(sql`UPDATE events SET upvote_count = 7 WHERE id = ${rust.id} RETURNING id`);
  });

  const search = async (query: string): Promise<Json> => {
    const reply = await visitor.get(`${E}/search?type=event&${query}`);
    expect(reply.status).toBe(200);
    return reply.body.results[0];
  };

  it('R7.4 answers the feed’s results[0] shape, published events only, pinned first then latest start', async () => {
    const result = await search('');
    expect(result).toMatchObject({ page: 1, request_params: { per_page: 10, q: '' }, facet_counts: [{ field_name: 'tags' }] });
    const ids = result.hits.map((h: Json) => h.document.id);
    expect(ids[0]).toBe(pinned.id);
    expect(ids.indexOf(rust.id)).toBeLessThan(ids.indexOf(react.id));
    expect(ids).not.toContain(draft.id);
    expect(result.hits.length).toBeLessThanOrEqual(10);
    const published = await row(sql`SELECT count(*)::int AS n FROM events WHERE event_status = 'published'`);
    expect(result.out_of).toBe(published.n);
  });

  it('R1.2 filters by term (with highlights), event_type, projects, the start range, and sorts popular', async () => {
    const term = await search('term=react');
    expect(term.hits.map((h: Json) => h.document.id)).toEqual([react.id]);
    expect(term.hits[0].highlights[0]).toEqual({ field: 'title', snippet: '<mark>React</mark> hooks deep dive' });
    expect(term.found).toBe(1);
    const types = await search('event_type=ama,announcement');
    expect(types.hits.map((h: Json) => h.document.id)).toEqual(expect.arrayContaining([rust.id, pinned.id]));
    expect(new Set(types.hits.map((h: Json) => h.document.event_type))).toEqual(new Set(['ama', 'announcement']));
    const from = Math.floor((Date.now() + 15 * DAY) / 1000);
    const to = Math.floor((Date.now() + 25 * DAY) / 1000);
    expect((await search(`common_timestamp=${from}..${to}`)).hits.map((h: Json) => h.document.id)).toEqual([rust.id]);
    const popular = await search('sortBy=popular');
    expect(popular.hits[0].document.id).toBe(pinned.id);
    expect(popular.hits[1].document.id).toBe(rust.id);
    expect((await search('projects=no-such-project')).hits).toEqual([]);
    await setStart(react.id, Date.now() - 3 * DAY);
    const past = (await search('when=past')).hits.map((h: Json) => h.document.id);
    expect(past).toContain(react.id);
    expect(past).not.toContain(rust.id);
    // Upcoming is soonest first: narrowed to these two, past the other tests' sooner events.
    const upcoming = (await search('when=upcoming&term=react%20or%20rust')).hits.map((h: Json) => h.document.id);
    expect(upcoming).toContain(rust.id);
    expect(upcoming).not.toContain(react.id);
    await setStart(react.id, Date.now() + 10 * DAY);
    expect((await search('page=99')).hits).toEqual([]);
    const bad = await visitor.get(`${E}/search?type=event&page=abc&sortBy=%5B&common_timestamp=x..y&event_type=party&term=${'a'.repeat(300)}`);
    expect(bad.status).toBe(200);
  });

  it('R7.4 the term’s last word matches as a prefix, as the global search (searchTsQuery), and is marked there', async () => {
    const prefix = await search('term=reac');
    expect(prefix.hits.map((h: Json) => h.document.id)).toEqual([react.id]);
    expect(prefix.hits[0].highlights[0]).toEqual({ field: 'title', snippet: '<mark>React</mark> hooks deep dive' });
    expect((await search('term=borrow%20chec')).hits.map((h: Json) => h.document.id)).toEqual([rust.id]);
    // Only the last word: an earlier one is a whole word; and never inside a word.
    expect((await search('term=borr%20checker')).found).toBe(0);
    expect((await search('term=eact')).found).toBe(0);
  });

  it('R1.2 latest lists upcoming events (when=upcoming) soonest first, and other lists latest first; pinned first in both', async () => {
    const ids = async (query: string) => (await search(query)).hits.map((h: Json) => h.document.id as number);
    expect(await ids('when=upcoming&sortBy=latest&term=react%20or%20rust')).toEqual([react.id, rust.id]);
    expect(await ids('sortBy=latest&term=react%20or%20rust')).toEqual([rust.id, react.id]);
    const hits = (await search('when=upcoming')).hits.map((h: Json) => h.document);
    expect(hits[0].id).toBe(pinned.id);
    const starts = hits.filter((e: Json) => e.search_result_order === 0).map((e: Json) => e.timestamp as number);
    expect(starts.length).toBeGreaterThan(1);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('R7.4 type=post answers the posts search in the same shape (the route serves both)', async () => {
    const reply = await visitor.get(`${E}/search?type=post&isMainPost=true&page=1`);
    expect(reply.status).toBe(200);
    expect(reply.body.results[0]).toMatchObject({ page: 1, request_params: { per_page: 10 } });
    const events = await visitor.get(`${E}/search`);
    expect(events.body.results[0].hits[0].document.type).toBe('event');
  });
});

describe('R7.1 GET /user/{uid}/event_bookmarks', () => {
  it('R7.1 a member’s saved events, skip and limit 10, own only; answered at the blank-base path too', async () => {
    const event = await createPublished(host);
    await row(sql`INSERT INTO event_bookmarks (event_id, uid) VALUES (${event.id}, ${alice.uid}) RETURNING event_id`);
    const reply = await alice.agent.get(`/api/user/${alice.uid}/event_bookmarks`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ skip: 0, limit: 10 });
    expect(reply.body.events.map((e: Json) => [e.id, e.bookmarked])).toEqual([[event.id, true]]);
    const alias = await alice.agent.get(`/user/${alice.uid}/event_bookmarks?skip=0&limit=10`);
    expect(alias.status).toBe(200);
    expect(alias.body.events).toHaveLength(1);
    expect((await alice.agent.get(`/api/user/${alice.uid}/event_bookmarks?skip=1`)).body.events).toEqual([]);
    expect((await bob.agent.get(`/api/user/${alice.uid}/event_bookmarks`)).body).toEqual({ error: '[[error:no-privileges]]' });
    expect((await admin.agent.get(`/api/user/${alice.uid}/event_bookmarks`)).status).toBe(200);
    expect((await visitor.get(`/api/user/${alice.uid}/event_bookmarks`)).status).toBe(401);
    expect((await alice.agent.get(`/api/user/abc/event_bookmarks`)).body).toEqual({ error: '[[error:no-user]]' });
  });
});

describe('R1.4 page cache notifications of events', () => {
  it('R1.4 a change to an event notifies `events event:{id}`; counting a view notifies nothing', async () => {
    const event = await createPublished(host);
    const listener = new Client({ connectionString: app().databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => {
      if (n.channel === 'page_cache' && n.payload) heard.push(n.payload);
    });
    try {
      await listener.query('LISTEN page_cache');
      await visitor.get(`${E}/event/${event.id}`);
      await host.agent.put(`${E}/event/${event.id}`, { summary: 'Changed for the cache' });
      await alice.agent.post(`${E}/event/${event.id}/participant`, {});
      await listener.query('SELECT 1'); // notifications of committed writes arrive before this answer
      expect(heard).toEqual([`events event:${event.id}`, `events event:${event.id}`]);
    } finally {
      await listener.end();
    }
  });
});

describe('R3.3 uploads an event uses are kept', () => {
  it('R3.3 a cover the host uploaded survives the sweep of unused uploads while the event names it', async () => {
    const old = sql`now() - interval '2 days'`;
    for (const key of ['ev/cover-kept.png', 'ev/cover-loose.png', 'ev/cover-other.png']) {
      await row(sql`INSERT INTO uploads (uid, url, storage_key, name, mime, size, created_at)
        VALUES (${key === 'ev/cover-other.png' ? alice.uid : host.uid}, ${`/uploads/${key}`}, ${key}, 'cover.png', 'image/png', 10, ${old}) RETURNING id`);
    }
    const event = await createEvent(host, { images: { cover: '/uploads/ev/cover-kept.png', backdrop: '/uploads/ev/cover-other.png' } });
    const dayAgo = new Date(Date.now() - DAY);
    const swept = await deleteUnusedUploads(dayAgo, 100);
    expect(swept).toEqual(expect.arrayContaining(['ev/cover-loose.png', 'ev/cover-other.png'])); // another member's file is not claimed
    expect(swept).not.toContain('ev/cover-kept.png');
    await host.agent.put(`${E}/event/${event.id}`, { images: { cover: '' } });
    expect(await deleteUnusedUploads(dayAgo, 100)).toEqual(['ev/cover-kept.png']);
  });
});
