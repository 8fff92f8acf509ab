import { Accept, Create, Delete, Event as ApEvent, Join, Leave, Reject, Undo, Update, type Activity } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { federationContext } from '../../server/federation/federation';
import { undoEventJoin } from '../../server/federation/eventsInbound';
import { startFederationQueue } from '../../server/federation/start';
import { createEvent, createPublished, HOUR, row, setStart, setUpEventsApp, signUpAll, type Json, type Member } from './events-support';
import { startFediversePeer, until, type FediversePeer } from '../support/fediversePeer';

/**
 * Events in the fediverse (issue 38, docs/features/federation.md "Events") against a Fedify peer
 * on another host name: a published event is an `Event` object (Mobilizon's and Gancio's fields),
 * publishing sends `Create(Event)` to the host's followers, a remote `Join` registers through the
 * events service (a seat: `Accept`; the waitlist: no answer until a seat frees, then `Accept`;
 * refused: `Reject`), `Leave` and `Undo(Join)` cancel.
 */

process.env.FEDERATION_ALLOW_PRIVATE = '1';
const app = setUpEventsApp();
let peer: FediversePeer;
let stopQueue: () => void;
let lena: Member;
let eid: number;

const AP = 'application/activity+json';
const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';
let sent = 0;

beforeAll(async () => {
  process.env.PUBLIC_URL = app().url;
  peer = await startFediversePeer();
  [lena] = await signUpAll(app, 'lena');
  stopQueue = startFederationQueue();
});

afterAll(async () => {
  stopQueue?.();
  await peer?.close();
});

const lenaActor = () => new URL(`${app().url}/users/lena`);
const eventIri = (id: number) => new URL(`${app().url}/ap/events/${id}`);
const get = (path: string) => fetch(`${app().url}${path}`, { headers: { Accept: AP } });
const eventRow = (id: number) => row(sql`SELECT seats_taken, waitlist_count FROM events WHERE id = ${id}`);
const registration = (id: number, name: string) =>
  row(
    sql`SELECT r.status FROM event_registrations r JOIN federation_actors a ON a.uid = r.uid WHERE r.event_id = ${id} AND a.iri = ${peer.actorUri(name).href}`,
  );

async function join(name: string, id: number): Promise<Join> {
  sent += 1;
  const activity = new Join({ id: new URL(`${peer.origin}/joins/${sent}`), actor: peer.actorUri(name), object: eventIri(id) });
  await peer.send(name, lenaActor(), activity);
  return activity;
}

const answers = (activity: Join) => (a: Activity): a is Accept | Reject => (a instanceof Accept || a instanceof Reject) && a.objectId?.href === activity.id?.href;

describe('events in the fediverse (issue 38)', () => {
  it('publishing sends Create(Event) to the host’s followers; the Event has Mobilizon’s and Gancio’s fields', async () => {
    await peer.follow('ana', lenaActor());
    await peer.waitFor((a: Activity): a is Accept => a instanceof Accept && a.actorId?.href === lenaActor().href);

    const draft: Json = await createEvent(lena, { title: 'Fediverse release party', no_of_seats: 1, tags: ['fediverse'], timezone: 'Europe/Berlin' });
    eid = draft.id;
    // A draft is no object.
    expect((await get(`/ap/events/${eid}`)).status).toBe(404);
    const published = await lena.agent.put(`/api/events/v1/event/${eid}`, { event_status: 'publish' });
    expect(published.status).toBe(200);

    const create = await peer.waitFor((a: Activity): a is Create => a instanceof Create && a.objectId?.href === eventIri(eid).href);
    const object = await create.getObject();
    expect(object).toBeInstanceOf(ApEvent);
    const event = object as ApEvent;
    expect(String(event.name)).toBe('Fediverse release party');
    expect(event.attributionId?.href).toBe(lenaActor().href);
    expect(event.startTime?.epochMilliseconds).toBe(draft.timestamp);

    const reply = await get(`/ap/events/${eid}`);
    expect(reply.status).toBe(200);
    const json = (await reply.json()) as Json;
    expect(json).toMatchObject({
      type: 'Event',
      id: eventIri(eid).href,
      name: 'Fediverse release party',
      attributedTo: lenaActor().href,
      url: `${app().url}${published.body.url}`,
      cc: `${app().url}/users/lena/followers`,
      source: { mediaType: 'text/markdown' },
    });
    // Mobilizon's terms, in its own context: the time zone, online, joined freely, the seats.
    expect(json).toMatchObject({ timezone: 'Europe/Berlin', isOnline: true, joinMode: 'free', participantCount: 0, maximumAttendeeCapacity: 1, remainingAttendeeCapacity: 1 });
    expect([json['@context']].flat()).toContainEqual(expect.objectContaining({ mz: 'https://joinmobilizon.org/ns#', timezone: { '@id': 'mz:timezone', '@type': 'sc:Text' } }));
    // Still an Event to a Fedify reader, the extra context and all.
    const reread = await ApEvent.fromJsonLd(json, { documentLoader: peer.context().documentLoader, contextLoader: peer.context().contextLoader });
    expect(String(reread.name)).toBe('Fediverse release party');
    expect(Date.parse(json.startTime)).toBe(draft.timestamp);
    expect(Date.parse(json.endTime)).toBe(draft.timestamp + draft.duration * 60_000);
    expect(json.content).toContain('<strong>build</strong>');
    expect(json.content).not.toMatch(/<script/);
    expect(json.source.content).toContain('We **build** a plugin together.');
    const attachments = [json.attachment].flat();
    expect(attachments).toContainEqual(expect.objectContaining({ type: 'Link', name: 'Website', href: `${app().url}${published.body.url}` }));
    // Fedify writes the type compacted (`as:Hashtag`), as Mastodon reads it.
    expect([json.tag].flat()).toContainEqual(expect.objectContaining({ type: expect.stringMatching(/^(as:)?Hashtag$/), name: '#fediverse' }));
    expect([PUBLIC, 'as:Public', 'Public']).toContain(json.to);
  }, 60_000);

  it('a remote Join takes a seat and is accepted; with the event full the next Join waits and gets its Accept when Leave frees the seat', async () => {
    const first = await join('ana', eid);
    const accepted = await peer.waitFor(answers(first));
    expect(accepted).toBeInstanceOf(Accept);
    expect(accepted.actorId?.href).toBe(lenaActor().href);
    expect(await registration(eid, 'ana')).toMatchObject({ status: 'participant' });
    expect(await eventRow(eid)).toMatchObject({ seats_taken: 1, waitlist_count: 0 });
    const seen = await lena.agent.get(`/api/events/v1/event/${eid}`);
    expect(seen.body).toMatchObject({ seats_taken: 1, seats_left: 0 });

    // Full (1 seat): the waitlist, as for a member, and no answer yet.
    const second = await join('bob', eid);
    expect(await until(() => registration(eid, 'bob'), (r) => Boolean(r))).toMatchObject({ status: 'waitlisted' });
    expect(await eventRow(eid)).toMatchObject({ seats_taken: 1, waitlist_count: 1 });
    expect(peer.received.some(answers(second))).toBe(false);

    sent += 1;
    await peer.send('ana', lenaActor(), new Leave({ id: new URL(`${peer.origin}/leaves/${sent}`), actor: peer.actorUri('ana'), object: eventIri(eid) }));
    expect(await until(() => registration(eid, 'ana'), (r) => !r)).toBeUndefined();
    const promoted = await peer.waitFor(answers(second));
    expect(promoted).toBeInstanceOf(Accept);
    expect(await registration(eid, 'bob')).toMatchObject({ status: 'participant' });
    expect(await eventRow(eid)).toMatchObject({ seats_taken: 1, waitlist_count: 0 });
  }, 60_000);

  it('a Join the rules refuse (the event has ended) is answered with Reject; a Join of a draft is not answered', async () => {
    const past: Json = await createPublished(lena, { title: 'Already over', duration: 30 });
    await setStart(past.id, Date.now() - 2 * HOUR);
    const late = await join('carl', past.id);
    const rejected = await peer.waitFor(answers(late));
    expect(rejected).toBeInstanceOf(Reject);
    expect(await registration(past.id, 'carl')).toBeUndefined();

    const draft: Json = await createEvent(lena, { title: 'Not yet public' });
    const hidden = await join('carl', draft.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(peer.received.some(answers(hidden))).toBe(false);
    expect(await registration(draft.id, 'carl')).toBeUndefined();
  }, 60_000);

  it('Undo(Join) from the joiner cancels the registration (the function inbound.ts’s Undo handler calls)', async () => {
    const open: Json = await createPublished(lena, { title: 'Open house' });
    const joined = await join('dora', open.id);
    expect(await peer.waitFor(answers(joined))).toBeInstanceOf(Accept);
    expect(await registration(open.id, 'dora')).toMatchObject({ status: 'participant' });

    const stranger = new Undo({ id: new URL(`${peer.origin}/undos/x`), actor: peer.actorUri('ana'), object: joined });
    expect(await undoEventJoin(federationContext(), stranger, joined)).toBe(false);
    const undo = new Undo({ id: new URL(`${peer.origin}/undos/1`), actor: peer.actorUri('dora'), object: joined });
    expect(await undoEventJoin(federationContext(), undo, joined)).toBe(true);
    expect(await registration(open.id, 'dora')).toBeUndefined();
    expect(await eventRow(open.id)).toMatchObject({ seats_taken: 0 });
  }, 60_000);

  it('an edit of a published event goes out as Update(Event), its deletion as Delete, to the host’s followers and remote registrants; a live start sends nothing', async () => {
    const talk: Json = await createPublished(lena, { title: 'Federated office hours' });
    expect(await peer.waitFor(answers(await join('erin', talk.id)))).toBeInstanceOf(Accept);
    const count = (kind: typeof Update | typeof Delete) => peer.received.filter((a) => a instanceof kind && a.objectId?.href === eventIri(talk.id).href).length;

    expect((await lena.agent.put(`/api/events/v1/event/${talk.id}`, { title: 'Federated office hours, moved' })).status).toBe(200);
    const update = await peer.waitFor((a: Activity): a is Update => a instanceof Update && a.objectId?.href === eventIri(talk.id).href);
    expect(update.actorId?.href).toBe(lenaActor().href);
    const changed = (await update.getObject()) as ApEvent;
    expect(changed).toBeInstanceOf(ApEvent);
    expect(changed.name?.toString()).toBe('Federated office hours, moved');
    expect(changed.updated).not.toBeNull();
    // The peer's actors have no shared inbox: one delivery to Ana's (a follower), one to Erin's (a registrant).
    await until(async () => count(Update), (n) => n === 2);

    // Nothing the Event shows: no Update.
    await setStart(talk.id, Date.now() - HOUR / 4);
    expect((await lena.agent.put(`/api/events/v1/event/${talk.id}`, { event_lifecycle: 'live' })).status).toBe(200);
    expect((await lena.agent.put(`/api/events/v1/event/${talk.id}`, { event_status: 'delete' })).status).toBe(200);
    const deleted = await peer.waitFor((a: Activity): a is Delete => a instanceof Delete && a.objectId?.href === eventIri(talk.id).href);
    expect(deleted.actorId?.href).toBe(lenaActor().href);
    expect(count(Update)).toBe(2);
    expect((await get(`/ap/events/${talk.id}`)).status).toBe(404);
    // Both deliveries done and the queue empty before the file ends: a delivery still running when
    // the database closes fails after jest's teardown, which fails the run.
    await until(async () => count(Delete), (n) => n === 2);
    await until(async () => (await row(sql`SELECT count(*)::int AS n FROM federation_queue`)).n, (n) => n === 0);
  }, 60_000);
});
