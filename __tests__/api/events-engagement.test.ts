import { sql } from 'drizzle-orm';
import { Agent } from '../support/agent';
import { createEvent, createPublished, HOUR, row, setStart, setUpEventsApp, signUpAll } from './events-support';
import type { Member } from './events-support';

const app = setUpEventsApp();

let admin: Member, host: Member, alice: Member, bob: Member, carol: Member;
let visitor: Agent;

beforeAll(async () => {
  [admin, host, alice, bob, carol] = await signUpAll(app, 'enadmin', 'enhost', 'enalice', 'enbob', 'encarol');
  visitor = new Agent(app().url);
});

const E = '/api/events/v1';

const counts = (id: number) => row(sql`SELECT upvote_count, bookmark_count, search_result_order FROM events WHERE id = ${id}`);

describe('R4.2 R7.3 PUT/DELETE /event/{id}/bookmark', () => {
  it('R4.2 saves and unsaves an event: bookmarked and bookmark_count follow, the saved list shows it (R1.7)', async () => {
    const event = await createPublished(host);
    const saved = await alice.agent.put(`${E}/event/${event.id}/bookmark`);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: event.id, bookmarked: true });
    expect((await counts(event.id)).bookmark_count).toBe(1);
    const list = await alice.agent.get(`/api/user/${alice.uid}/event_bookmarks`);
    expect(list.body.events.map((e: { id: number }) => e.id)).toContain(event.id);

    const again = await alice.agent.put(`${E}/event/${event.id}/bookmark`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: '[[error:event-already-bookmarked]]' });
    expect((await counts(event.id)).bookmark_count).toBe(1);

    const removed = await alice.agent.delete(`${E}/event/${event.id}/bookmark`);
    expect(removed.status).toBe(200);
    expect(removed.body.bookmarked).toBe(false);
    expect((await counts(event.id)).bookmark_count).toBe(0);
    const twice = await alice.agent.delete(`${E}/event/${event.id}/bookmark`);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ error: '[[error:event-not-bookmarked]]' });
  });

  it('R6.1 a visitor is refused (not-logged-in), an unknown event is no-event, a bad id invalid-event, a draft of another host no-event', async () => {
    const event = await createPublished(host);
    expect((await visitor.put(`${E}/event/${event.id}/bookmark`)).status).toBe(401);
    const missing = await alice.agent.put(`${E}/event/999999/bookmark`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: '[[error:no-event]]' });
    const bad = await alice.agent.put(`${E}/event/abc/bookmark`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: '[[error:invalid-event]]' });
    const draft = await createEvent(host);
    expect((await alice.agent.put(`${E}/event/${draft.id}/bookmark`)).status).toBe(404);
  });

  it('R4.2 concurrent saves by one member count once', async () => {
    const event = await createPublished(host);
    const replies = await Promise.all(Array.from({ length: 6 }, () => bob.agent.put(`${E}/event/${event.id}/bookmark`)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    expect((await counts(event.id)).bookmark_count).toBe(1);
  });
});

describe('R4.2 R7.3 PUT/DELETE /event/{id}/vote (delta 1)', () => {
  it('R4.2 upvotes once: upvoted and upvote_count change together; a second vote is event-already-voted; withdrawing takes it back', async () => {
    const event = await createPublished(host);
    const voted = await alice.agent.put(`${E}/event/${event.id}/vote`, { delta: 1 });
    expect(voted.status).toBe(200);
    expect(voted.body).toMatchObject({ upvoted: true, upvote_count: 1 });
    const again = await alice.agent.put(`${E}/event/${event.id}/vote`, { delta: 1 });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: '[[error:event-already-voted]]' });
    await bob.agent.put(`${E}/event/${event.id}/vote`, { delta: 1 });
    expect((await counts(event.id)).upvote_count).toBe(2);

    const back = await alice.agent.delete(`${E}/event/${event.id}/vote`, { delta: 1 });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ upvoted: false, upvote_count: 1 });
    const none = await alice.agent.delete(`${E}/event/${event.id}/vote`);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: '[[error:event-not-voted]]' });
    const stats = await host.agent.get(`${E}/event/${event.id}/stats`);
    expect(stats.body.votes).toBe(1);
  });

  it('R4.2 concurrent votes by one member count once; by many, each once', async () => {
    const event = await createPublished(host);
    const same = await Promise.all(Array.from({ length: 8 }, () => carol.agent.put(`${E}/event/${event.id}/vote`, { delta: 1 })));
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    const others = await Promise.all([alice, bob, admin].map((m) => m.agent.put(`${E}/event/${event.id}/vote`, { delta: 1 })));
    expect(others.every((r) => r.status === 200)).toBe(true);
    expect((await counts(event.id)).upvote_count).toBe(4);
    const stored = await row(sql`SELECT count(*)::int AS n FROM event_votes WHERE event_id = ${event.id}`);
    expect(stored.n).toBe(4);
  });

  it('R6.5 a host may not upvote their own event (event-self-vote); drafts are not voted on; a negative delta is downvoting-disabled', async () => {
    const event = await createPublished(host);
    const self = await host.agent.put(`${E}/event/${event.id}/vote`, { delta: 1 });
    expect(self.body).toEqual({ error: '[[error:event-self-vote]]' });
    const down = await alice.agent.put(`${E}/event/${event.id}/vote`, { delta: -1 });
    expect(down.status).toBe(400);
    expect(down.body).toEqual({ error: '[[error:downvoting-disabled]]' });
    const bad = await alice.agent.put(`${E}/event/${event.id}/vote`, { delta: 'lots' });
    expect(bad.status).toBe(400);
    expect((await visitor.put(`${E}/event/${event.id}/vote`, { delta: 1 })).status).toBe(401);
  });
});

describe('R4.2 R8.4 POST/DELETE /event/{id}/search-order', () => {
  it('R4.2 a moderator pins (1) and unpins (0) an event; the events search lists it first', async () => {
    const older = await createPublished(host, { title: 'Pinned search order event', timestamp: Date.now() + 2 * HOUR });
    await createPublished(host, { title: 'Later search order event', timestamp: Date.now() + 30 * 24 * HOUR });
    const pinned = await admin.agent.post(`${E}/event/${older.id}/search-order`);
    expect(pinned.status).toBe(200);
    expect(pinned.body.search_result_order).toBe(1);
    const search = await visitor.get(`${E}/search?type=event&term=search%20order`);
    expect(search.body.results[0].hits[0].document.id).toBe(older.id);

    const unpinned = await admin.agent.delete(`${E}/event/${older.id}/search-order`);
    expect(unpinned.status).toBe(200);
    expect(unpinned.body.search_result_order).toBe(0);
    expect((await counts(older.id)).search_result_order).toBe(0);
  });

  it('R8.4 toggling into the state it is in answers HTTP 409 with the body the client rethrows', async () => {
    const event = await createPublished(host);
    const notPinned = await admin.agent.delete(`${E}/event/${event.id}/search-order`);
    expect(notPinned.status).toBe(409);
    expect(notPinned.body).toEqual({ error: '[[error:event-not-pinned]]' });
    await admin.agent.post(`${E}/event/${event.id}/search-order`);
    const twice = await Promise.all([admin.agent.post(`${E}/event/${event.id}/search-order`), admin.agent.post(`${E}/event/${event.id}/search-order`)]);
    expect(twice.map((r) => r.status)).toEqual([409, 409]);
    expect(twice[0]!.body).toEqual({ error: '[[error:event-already-pinned]]' });
  });

  it('R6.5 members and hosts may not change the search order (no-privileges); visitors must log in', async () => {
    const event = await createPublished(host);
    const member = await alice.agent.post(`${E}/event/${event.id}/search-order`);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ error: '[[error:no-privileges]]' });
    expect((await host.agent.post(`${E}/event/${event.id}/search-order`)).status).toBe(403);
    expect((await visitor.post(`${E}/event/${event.id}/search-order`)).status).toBe(401);
    const draft = await createEvent(admin);
    const notPublished = await admin.agent.post(`${E}/event/${draft.id}/search-order`);
    expect(notPublished.body).toEqual({ error: '[[error:event-not-published]]' });
  });
});

describe('R3.11 R7.3 polls: GET /poll/event/{id}, POST /poll/event/{id}, PUT /poll/{id}/vote', () => {
  it('R3.11 a host adds a poll; members vote once each; everyone sees the counts, members their own choice', async () => {
    const event = await createPublished(host);
    const made = await host.agent.post(`${E}/poll/event/${event.id}`, { text: 'Which topic first?', options: ['Plugins', 'Themes', 'Testing'] });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ event_id: event.id, text: 'Which topic first?', total_votes: 0, my_vote: null });
    const [plugins, themes] = made.body.options;

    const first = await alice.agent.put(`${E}/poll/${made.body.id}/vote`, { option_id: plugins.id });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total_votes: 1, my_vote: plugins.id });
    const second = await alice.agent.put(`${E}/poll/${made.body.id}/vote`, { option_id: themes.id });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ error: '[[error:poll-already-voted]]' });
    await bob.agent.put(`${E}/poll/${made.body.id}/vote`, { option_id: themes.id });

    const seen = await visitor.get(`${E}/poll/event/${event.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.polls).toHaveLength(1);
    expect(seen.body.polls[0]).toMatchObject({ total_votes: 2, my_vote: null });
    expect(seen.body.polls[0].options.map((o: { text: string; votes: number }) => [o.text, o.votes])).toEqual([
      ['Plugins', 1],
      ['Themes', 1],
      ['Testing', 0],
    ]);
    const mine = await bob.agent.get(`${E}/poll/event/${event.id}`);
    expect(mine.body.polls[0].my_vote).toBe(themes.id);
  });

  it('R3.11 concurrent votes of one member count once', async () => {
    const event = await createPublished(host);
    const poll = (await host.agent.post(`${E}/poll/event/${event.id}`, { text: 'Morning or evening?', options: ['Morning', 'Evening'] })).body;
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => carol.agent.put(`${E}/poll/${poll.id}/vote`, { option_id: poll.options[i % 2].id })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const seen = await carol.agent.get(`${E}/poll/event/${event.id}`);
    expect(seen.body.polls[0].total_votes).toBe(1);
  });

  it('R3.11 refusals: an option of another poll, an unknown poll, a non-host creating, bad bodies, an ended event', async () => {
    const event = await createPublished(host);
    const a = (await host.agent.post(`${E}/poll/event/${event.id}`, { text: 'First poll', options: ['One', 'Two'] })).body;
    const b = (await host.agent.post(`${E}/poll/event/${event.id}`, { text: 'Second poll', options: ['Three', 'Four'] })).body;
    const wrong = await alice.agent.put(`${E}/poll/${a.id}/vote`, { option_id: b.options[0].id });
    expect(wrong.body).toEqual({ error: '[[error:invalid-poll-option]]' });
    const unknown = await alice.agent.put(`${E}/poll/999999/vote`, { option_id: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: '[[error:no-poll]]' });
    expect((await alice.agent.put(`${E}/poll/abc/vote`, { option_id: 1 })).status).toBe(404);
    expect((await alice.agent.put(`${E}/poll/${a.id}/vote`, {})).status).toBe(400);
    expect((await visitor.put(`${E}/poll/${a.id}/vote`, { option_id: a.options[0].id })).status).toBe(401);

    const notHost = await alice.agent.post(`${E}/poll/event/${event.id}`, { text: 'Sneaky poll', options: ['x1', 'x2'] });
    expect(notHost.status).toBe(403);
    const oneOption = await host.agent.post(`${E}/poll/event/${event.id}`, { text: 'Too few', options: ['Only'] });
    expect(oneOption.status).toBe(400);
    expect((await visitor.get(`${E}/poll/event/999999`)).status).toBe(404);

    await setStart(event.id, Date.now() - 5 * HOUR);
    const closed = await bob.agent.put(`${E}/poll/${a.id}/vote`, { option_id: a.options[0].id });
    expect(closed.body).toEqual({ error: '[[error:poll-closed]]' });
  });
});
