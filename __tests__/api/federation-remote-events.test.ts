import { Accept, Join, Leave, Reject, type Activity } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { startFederationQueue } from '../../server/federation/start';
import { HOUR, row, setUpEventsApp, signUpAll, type Json, type Member } from './events-support';
import { Agent } from '../support/agent';
import { startFediversePeer, until, type FediversePeer } from '../support/fediversePeer';

/**
 * Joining an event on another site (issue 38, docs/features/federation.md "Joining events
 * elsewhere") against a Fedify peer on another host name that publishes events as Mobilizon does:
 * a member finds the event by its ActivityPub id or by its page, asks for a place (a Join from
 * the member's actor to the organizer), and the organizer's Accept or Reject settles the request;
 * leaving sends Leave. Nothing of the event is taken from the client.
 */

process.env.FEDERATION_ALLOW_PRIVATE = '1';
const app = setUpEventsApp();
let peer: FediversePeer;
let stopQueue: () => void;
let mara: Member;
let nils: Member;

const LOOKUP = '/api/v3/federation/events/lookup';
const JOINS = '/api/v3/federation/events/joins';

beforeAll(async () => {
  process.env.PUBLIC_URL = app().url;
  peer = await startFediversePeer();
  [mara, nils] = await signUpAll(app, 'mara', 'nils');
  stopQueue = startFederationQueue();
});

afterAll(async () => {
  stopQueue?.();
  await peer?.close();
});

const maraActor = () => `${app().url}/users/mara`;
const joinFrom = (actor: string, iri: URL) => (a: Activity): a is Join => a instanceof Join && a.actorId?.href === actor && a.objectId?.href === iri.href;

async function statusOf(member: Member, iri: URL): Promise<string | null | undefined> {
  const list = await member.agent.get(JOINS);
  return (list.body.response.events as Json[]).find((e) => e.iri === iri.href)?.status;
}

/** A v3 answer as text, to find an error key in. */
const text = (reply: { body: unknown }) => JSON.stringify(reply.body);

let answers = 0;
async function answer(organizer: string, join: Join, accepted: boolean): Promise<void> {
  answers += 1;
  const id = new URL(`${peer.origin}/answers/${answers}`);
  const actor = peer.actorUri(organizer);
  const activity = accepted ? new Accept({ id, actor, object: join }) : new Reject({ id, actor, object: join });
  await peer.send(organizer, new URL(maraActor()), activity);
}

describe('joining an event on another site (issue 38)', () => {
  it('finds the event by its id or its page, with its organizer as a remote member; visitors and bad addresses are refused', async () => {
    const iri = peer.hostEvent('1', 'olga', { name: 'Fediverse meetup', summary: '<p>Bring <b>stickers</b></p>', startsAt: Date.now() + 24 * HOUR, endsAt: Date.now() + 26 * HOUR });
    const found = await mara.agent.post(LOOKUP, { query: iri.href });
    expect(found.status).toBe(200);
    expect(found.body.response).toMatchObject({
      iri: iri.href,
      url: `${peer.origin}/pages/1`,
      title: 'Fediverse meetup',
      summary: 'Bring stickers',
      host: new URL(peer.origin).host,
      organizer: { username: `olga@${new URL(peer.origin).host}` },
      status: null,
    });
    expect(await row(sql`SELECT remote FROM users WHERE uid = ${found.body.response.organizer.uid}`)).toMatchObject({ remote: true });
    const byPage = await mara.agent.post(LOOKUP, { query: `${peer.origin}/pages/1` });
    expect(byPage.body.response).toMatchObject({ iri: iri.href, title: 'Fediverse meetup' });

    expect((await new Agent(app().url).post(LOOKUP, { query: iri.href })).status).toBeGreaterThanOrEqual(401);
    expect(text(await mara.agent.post(LOOKUP, { query: 'not an address' }))).toContain('activitypub.invalid-id');
    const notEvent = await mara.agent.post(LOOKUP, { query: peer.actorUri('olga').href });
    expect(notEvent.status).toBe(400);
    expect(text(notEvent)).toContain('activitypub.get-failed');
    const ours = await mara.agent.post(LOOKUP, { query: `${app().url}/ap/events/1` });
    expect(text(ours)).toContain('activitypub.invalid-id');
  }, 60_000);

  it('asking sends the organizer a Join; the Accept makes the member a participant; leaving sends Leave', async () => {
    const iri = peer.hostEvent('2', 'olga', { name: 'Release party', startsAt: Date.now() + 48 * HOUR });
    const asked = await mara.agent.put(JOINS, { iri: iri.href });
    expect(asked.status).toBe(200);
    expect(asked.body.response).toMatchObject({ iri: iri.href, status: 'pending', endsAt: null });
    const join = await peer.waitFor(joinFrom(maraActor(), iri));

    // An Accept from anyone but the organizer changes nothing.
    await answer('mallory', join, true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await statusOf(mara, iri)).toBe('pending');

    await answer('olga', join, true);
    expect(await until(() => statusOf(mara, iri), (s) => s === 'participant')).toBe('participant');
    // Others see nothing of it.
    expect(await statusOf(nils, iri)).toBeUndefined();
    // Asking again when in: nothing is sent.
    const before = peer.received.filter(joinFrom(maraActor(), iri)).length;
    expect((await mara.agent.put(JOINS, { iri: iri.href })).body.response.status).toBe('participant');
    expect((await mara.agent.post(LOOKUP, { query: iri.href })).body.response.status).toBe('participant');

    const left = await mara.agent.delete(JOINS, { iri: iri.href });
    expect(left.status).toBe(200);
    expect((left.body.response.events as Json[]).some((e) => e.iri === iri.href)).toBe(false);
    await peer.waitFor((a: Activity): a is Leave => a instanceof Leave && a.actorId?.href === maraActor() && a.objectId?.href === iri.href);
    expect(peer.received.filter(joinFrom(maraActor(), iri)).length).toBe(before);
    const again = await mara.agent.delete(JOINS, { iri: iri.href });
    expect(again.status).toBe(400);
    expect(text(again)).toContain('not-registered');
  }, 60_000);

  it('a Reject marks the request refused; asking again sends a new Join; an event that ended is refused here', async () => {
    const iri = peer.hostEvent('3', 'olga', { name: 'Full workshop', startsAt: Date.now() + 72 * HOUR });
    await mara.agent.put(JOINS, { iri: iri.href });
    const first = await peer.waitFor(joinFrom(maraActor(), iri));
    await answer('olga', first, false);
    expect(await until(() => statusOf(mara, iri), (s) => s === 'refused')).toBe('refused');

    expect((await mara.agent.put(JOINS, { iri: iri.href })).body.response.status).toBe('pending');
    const second = await peer.waitFor((a: Activity): a is Join => joinFrom(maraActor(), iri)(a) && a.id?.href !== first.id?.href);
    expect(second.id?.href).not.toBe(first.id?.href);

    const over = peer.hostEvent('4', 'olga', { name: 'Last year', startsAt: Date.now() - 5 * HOUR, endsAt: Date.now() - 3 * HOUR });
    const late = await mara.agent.put(JOINS, { iri: over.href });
    expect(late.status).toBe(400);
    expect(text(late)).toContain('event-ended');
    expect(await statusOf(mara, over)).toBeUndefined();
  }, 60_000);
});
