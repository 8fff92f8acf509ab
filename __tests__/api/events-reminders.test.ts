import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { getDb } from '../../server/db';
import { runEventJobs, runEventJobsOnce, startEventJobs } from '../../server/events/lifecycleJob';
import { attachEventRooms } from '../../server/events/realtime';
import { sendReminders } from '../../server/events/reminders';
import { createEvent, createPublished, DAY, HOUR, row, rows, setStart, setUpEventsApp, signUpAll } from './events-support';
import type { Member } from './events-support';
import { realtimeForFile } from './socket-support';

// Before the app's own hooks: socket.io's adapter holds a pool connection.
const realtime = realtimeForFile(attachEventRooms);

const app = setUpEventsApp();

let host: Member, cohost: Member, alice: Member, bob: Member, carol: Member;

beforeAll(async () => {
  [, host, cohost, alice, bob, carol] = await signUpAll(app, 'remadmin', 'remhost', 'remcohost', 'remalice', 'rembob', 'remcarol');
});

const E = '/api/events/v1';

const register = async (member: Member, id: number) => {
  const reply = await member.agent.post(`${E}/event/${id}/participant`, {});
  if (reply.status !== 200) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
};

const reminderRows = (id: number) =>
  rows(sql`SELECT uid, type, nid, merge_id, object_type, object_id, read, path FROM notifications WHERE object_id = ${id} AND type = 'event-reminder' ORDER BY uid`);

describe('R3.10 reminders: registrants are told when an event starts within the hour', () => {
  it('R3.10 writes one event-reminder row per registrant (seat or waitlist) once, however often it runs', async () => {
    const soon = await createPublished(host, { timestamp: Date.now() + 2 * HOUR, no_of_seats: 1 });
    await register(alice, soon.id);
    await register(bob, soon.id); // waitlisted
    expect(await sendReminders()).toBe(0); // two hours ahead: not yet
    const startsAt = Math.floor((Date.now() + 30 * 60_000) / 1000) * 1000;
    await setStart(soon.id, startsAt);

    const written = await sendReminders();
    expect(written).toBeGreaterThanOrEqual(2);
    const stored = await reminderRows(soon.id);
    const expected = (uid: number) => ({
      uid,
      type: 'event-reminder',
      nid: `event-reminder:${soon.id}:${startsAt / 1000}`,
      merge_id: `event-reminder:${soon.id}`,
      object_type: 'event',
      object_id: soon.id,
      read: false,
      path: `/events/${soon.id}`,
    });
    expect(stored).toEqual([expected(alice.uid), expected(bob.uid)]);
    await sendReminders();
    await Promise.all([sendReminders(), sendReminders(), runEventJobsOnce()]);
    expect(await reminderRows(soon.id)).toHaveLength(2);

    // Moved to another time: its registrants are reminded of the new time, grouped with the first.
    await setStart(soon.id, startsAt + 20 * 60_000);
    await sendReminders();
    await sendReminders();
    const again = await reminderRows(soon.id);
    expect(again).toHaveLength(4);
    expect(new Set(again.map((r) => r.merge_id))).toEqual(new Set([`event-reminder:${soon.id}`]));
  });

  it('R3.10 no reminder for events that already started, are drafts, or were cancelled', async () => {
    const started = await createPublished(host, { timestamp: Date.now() + DAY });
    await register(carol, started.id);
    await setStart(started.id, Date.now() - 10 * 60_000);
    const cancelled = await createPublished(host, { timestamp: Date.now() + DAY });
    await register(carol, cancelled.id);
    await host.agent.put(`${E}/event/${cancelled.id}`, { event_status: 'delete' });
    await setStart(cancelled.id, Date.now() + 20 * 60_000);
    const draft = await createEvent(host, { timestamp: Date.now() + 20 * 60_000 });
    await sendReminders();
    expect(await reminderRows(started.id)).toHaveLength(0);
    expect(await reminderRows(cancelled.id)).toHaveLength(0);
    expect(await reminderRows(draft.id)).toHaveLength(0);
  });
});

describe('R4.1 the lifecycle job and hosts’ credits', () => {
  it('R4.1 stores live once the start passed and ended once the end passed; the API agrees', async () => {
    const event = await createPublished(host, { duration: 60 });
    await register(alice, event.id);
    await setStart(event.id, Date.now() - 10 * 60_000);
    const first = await runEventJobsOnce();
    expect(first.live).toContain(event.id);
    expect((await row(sql`SELECT lifecycle FROM events WHERE id = ${event.id}`)).lifecycle).toBe('live');
    expect((await alice.agent.get(`${E}/event/${event.id}`)).body.event_lifecycle).toBe('live');

    await setStart(event.id, Date.now() - 2 * HOUR);
    const second = await runEventJobsOnce();
    expect(second.ended).toContain(event.id);
    expect((await row(sql`SELECT lifecycle FROM events WHERE id = ${event.id}`)).lifecycle).toBe('ended');
    expect((await alice.agent.get(`${E}/event/${event.id}`)).body.event_lifecycle).toBe('ended');
    const third = await runEventJobsOnce();
    expect(third.ended).not.toContain(event.id);
  });

  it('R7.3 hosts of an event that ended with participants get event-hosted credits and the first-event-hosted badge, once', async () => {
    const event = await createPublished(host, { organizers: [{ user_id: cohost.uid, bio: 'Co-host' }] });
    await register(bob, event.id);
    const empty = await createPublished(carol);
    await setStart(event.id, Date.now() - 3 * HOUR);
    await setStart(empty.id, Date.now() - 3 * HOUR);
    await runEventJobsOnce();
    await Promise.all([runEventJobsOnce(), runEventJobsOnce()]);

    const credits = await rows(sql`SELECT uid, points FROM reward_ledger WHERE reason = 'event-hosted' AND ref = ${`event:${event.id}`} ORDER BY uid`);
    expect(credits.map((c) => c.uid).sort()).toEqual([host.uid, cohost.uid].sort());
    expect(credits.every((c) => c.points > 0)).toBe(true);
    const badges = await rows(sql`SELECT uid FROM user_badges WHERE badge = 'first-event-hosted' AND uid IN (${host.uid}, ${cohost.uid}, ${carol.uid})`);
    expect(badges.map((b) => b.uid).sort()).toEqual([host.uid, cohost.uid].sort());
    const none = await rows(sql`SELECT 1 FROM reward_ledger WHERE ref = ${`event:${empty.id}`}`);
    expect(none).toHaveLength(0);
    const total = await host.agent.get('/api/rewards/v1/credits');
    expect(total.body.entries.some((e: { ref: string }) => e.ref === `event:${event.id}`)).toBe(true);
  });

  it('R7.3 an event a host ended early with participants also pays its hosts', async () => {
    const event = await createPublished(carol, { timestamp: Date.now() + DAY });
    await register(alice, event.id);
    await setStart(event.id, Date.now() - 5 * 60_000);
    expect((await carol.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'ended' })).status).toBe(200);
    await runEventJobsOnce();
    const credit = await row(sql`SELECT count(*)::int AS n FROM reward_ledger WHERE uid = ${carol.uid} AND ref = ${`event:${event.id}`}`);
    expect(credit.n).toBe(1);
  });
});

describe('the jobs runner is one at a time across instances (advisory lock)', () => {
  it('skips a run while another instance holds the lock, and runs once it is free', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const other = getDb().transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('events-jobs'))`);
      locked();
      await held;
    });
    await isLocked;
    expect(await runEventJobs()).toBeNull();
    release();
    await other;
    expect(await runEventJobs()).toMatchObject({ live: expect.any(Array), ended: expect.any(Array) });
  });

  it('two runs at once: at most one does the work', async () => {
    const results = await Promise.all([runEventJobs(), runEventJobs(), runEventJobs()]);
    expect(results.filter((r) => r !== null).length).toBeGreaterThanOrEqual(1);
  });

  it('starts on a timer that reminds by itself, and stops', async () => {
    const waitFor = async (check: () => Promise<boolean>, ms: number) => {
      const deadline = Date.now() + ms;
      while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      return check();
    };
    const first = await createPublished(host, { timestamp: Date.now() + 2 * HOUR });
    await register(carol, first.id);
    await setStart(first.id, Date.now() + 30 * 60_000);
    const stop = startEventJobs(50);
    try {
      // Nobody called the job: the timer did.
      expect(await waitFor(async () => (await reminderRows(first.id)).length === 1, 10_000)).toBe(true);
    } finally {
      stop();
    }
    // A run that began before stop() (a tick every 50 ms) finishes within a few ms; give it time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Stopped: an event due for its reminder now gets none, however long one waits for a tick.
    const second = await createPublished(host, { timestamp: Date.now() + 2 * HOUR });
    await register(carol, second.id);
    await setStart(second.id, Date.now() + 30 * 60_000);
    expect(await waitFor(async () => (await reminderRows(second.id)).length > 0, 500)).toBe(false);
  });
});

const open = (cookie = ''): Promise<Socket> => realtime.open(cookie);
const join = (socket: Socket, id: unknown) => realtime.joinEvent(socket, id);

describe('R7.6 realtime: viewers of an event page hear its lifecycle', () => {
  it('R7.6 a visitor joins a published event’s room and hears it go live; a draft’s room is refused', async () => {
    const event = await createPublished(host);
    const draft = await createEvent(host);
    const socket = await open();
    expect(await join(socket, event.id)).toEqual({ joined: true });
    expect(await join(socket, draft.id)).toEqual({ joined: false });
    expect(await join(socket, 'nope')).toEqual({ joined: false });

    const heard = new Promise((resolve) => socket.once('event:lifecycle', resolve));
    await setStart(event.id, Date.now() - 60_000);
    await runEventJobsOnce();
    expect(await heard).toEqual({ id: event.id, event_lifecycle: 'live', stream: null });
  });

  it('R4.11 R7.6 viewers hear seat counts after a registration and a cancellation commit, and a cancelled event', async () => {
    const event = await createPublished(host, { no_of_seats: 1 });
    const socket = await open();
    expect(await join(socket, event.id)).toEqual({ joined: true });
    const heard: unknown[] = [];
    socket.on('event:registrations', (payload) => heard.push(payload));

    const first = new Promise((resolve) => socket.once('event:registrations', resolve));
    await register(alice, event.id);
    expect(await first).toEqual({ id: event.id, seats_taken: 1, seats_left: 0, waitlist_count: 0 });
    const second = new Promise((resolve) => socket.once('event:registrations', resolve));
    await register(bob, event.id);
    expect(await second).toEqual({ id: event.id, seats_taken: 1, seats_left: 0, waitlist_count: 1 });
    const third = new Promise((resolve) => socket.once('event:registrations', resolve));
    expect((await alice.agent.delete(`${E}/event/${event.id}/participant`, {})).status).toBe(200);
    expect(await third).toEqual({ id: event.id, seats_taken: 1, seats_left: 0, waitlist_count: 0 });

    const cancelled = new Promise((resolve) => socket.once('event:lifecycle', resolve));
    await host.agent.put(`${E}/event/${event.id}`, { event_status: 'delete' });
    expect(await cancelled).toEqual({ id: event.id, event_lifecycle: 'cancelled', stream: null });
    socket.off('event:registrations');
    expect(heard.length).toBeGreaterThanOrEqual(3);
  });

  it('R7.6 a socket that left the room hears nothing more', async () => {
    const event = await createPublished(host);
    const socket = await open();
    await join(socket, event.id);
    await new Promise<void>((resolve) => socket.emit('event:leave', { id: event.id }, () => resolve()));
    let heard = false;
    socket.on('event:registrations', () => {
      heard = true;
    });
    await register(carol, event.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toBe(false);
  });
});
