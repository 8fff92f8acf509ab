import { signRequest } from '@fedify/fedify';
import { Accept, Article, Create, Follow, type Activity } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { startFederationQueue } from '../../server/federation/start';
import { createTopic, row, setUpDiscussionsApp, signUpAll, type Member } from './discussions-support';
import { startFediversePeer, type FediversePeer } from '../support/fediversePeer';

/**
 * Federation (issue 38) against a fediverse server of the test's own (a Fedify peer on another
 * host name, as a Mastodon instance would be): WebFinger and the member's actor, NodeInfo, a
 * remote follow accepted with a signed Accept, a new public topic delivered to the follower as a
 * Create of an Article, the topic's object, the followers collection, an undone follow, and
 * unsigned or forged inbox deliveries refused. Everything goes over HTTP with real signatures
 * and the app's PostgreSQL queue.
 */

process.env.FEDERATION_ALLOW_PRIVATE = '1';
const app = setUpDiscussionsApp();
let peer: FediversePeer;
let stopQueue: () => void;
let mei: Member;

const AP = 'application/activity+json';
const isAccept = (a: Activity): a is Accept => a instanceof Accept;
const isCreate = (a: Activity): a is Create => a instanceof Create;

beforeAll(async () => {
  // The federation's ids are the site's public address.
  process.env.PUBLIC_URL = app().url;
  peer = await startFediversePeer();
  [mei] = await signUpAll(app, 'mei');
  stopQueue = startFederationQueue();
});

afterAll(async () => {
  stopQueue?.();
  await peer?.close();
});

const host = () => new URL(app().url).host;
const get = (path: string, accept = AP) => fetch(`${app().url}${path}`, { headers: { Accept: accept }, redirect: 'manual' });

describe('federation (issue 38)', () => {
  it('WebFinger finds a member by acct:, and /users/{slug} is a Person for ActivityPub and the profile page for browsers', async () => {
    const finger = await get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:mei@${host()}`)}`, 'application/jrd+json');
    expect(finger.status).toBe(200);
    const jrd = (await finger.json()) as { subject: string; links: Array<{ rel: string; href: string; type?: string }> };
    expect(jrd.subject).toBe(`acct:mei@${host()}`);
    expect(jrd.links).toContainEqual(expect.objectContaining({ rel: 'self', type: AP, href: `${app().url}/users/mei` }));
    expect((await get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:nobody@${host()}`)}`)).status).toBe(404);

    const actor = await get('/users/mei');
    expect(actor.status).toBe(200);
    const person = (await actor.json()) as Record<string, unknown>;
    expect(person).toMatchObject({
      type: 'Person',
      id: `${app().url}/users/mei`,
      preferredUsername: 'mei',
      inbox: `${app().url}/users/mei/inbox`,
      url: `${app().url}/user/mei`,
      followers: `${app().url}/users/mei/followers`,
    });
    expect(person.publicKey).toMatchObject({ owner: `${app().url}/users/mei`, publicKeyPem: expect.stringContaining('BEGIN PUBLIC KEY') });
    const page = await get('/users/mei', 'text/html');
    expect([page.status, page.headers.get('location')]).toEqual([302, '/user/mei']);
    expect((await get('/users/nobody')).status).toBe(404);
  });

  it('the member’s following collection lists whom she follows, here as our actors', async () => {
    const [jonas] = await signUpAll(app, 'jonas');
    expect((await mei.agent.put(`/api/v3/users/${jonas!.uid}/follow`, {})).status).toBe(200);
    const person = (await (await get('/users/mei')).json()) as { following: string };
    expect(person.following).toBe(`${app().url}/users/mei/following`);
    const collection = (await (await get('/users/mei/following')).json()) as { totalItems: number; first: string };
    expect(collection.totalItems).toBe(1);
    const page = (await (await fetch(collection.first, { headers: { Accept: AP } })).json()) as { orderedItems: string[] | string };
    expect([page.orderedItems].flat()).toEqual([`${app().url}/users/jonas`]);
  });

  it('NodeInfo says what the site speaks', async () => {
    const links = (await (await get('/.well-known/nodeinfo', 'application/json')).json()) as { links: Array<{ href: string }> };
    expect(links.links[0]?.href).toBe(`${app().url}/nodeinfo/2.1`);
    const info = (await (await get('/nodeinfo/2.1', 'application/json')).json()) as { protocols: string[]; software: { name: string } };
    expect(info).toMatchObject({ protocols: ['activitypub'], software: { name: 'opensource-community' } });
  });

  it('a remote follow is accepted with a signed Accept, a new public topic reaches the follower, and an undone follow ends it', async () => {
    const follow = await peer.follow('ana', new URL(`${app().url}/users/mei`));
    const accept = await peer.waitFor(isAccept);
    expect(accept.actorId?.href).toBe(`${app().url}/users/mei`);
    expect(accept.objectId?.href).toBe(follow.id?.href);
    const stored = await row(sql`SELECT actor_iri, inbox FROM federation_followers`);
    expect(stored).toEqual({ actor_iri: peer.actorUri('ana').href, inbox: `${peer.origin}/users/ana/inbox` });
    const followers = (await (await get('/users/mei/followers')).json()) as { totalItems: number };
    expect(followers.totalItems).toBe(1);

    const topic = await createTopic(mei, { title: 'Federated release notes for everyone', content: 'The **new** release is out: read all about it here.' });
    const create = await peer.waitFor(isCreate);
    const article = await create.getObject();
    expect(article).toBeInstanceOf(Article);
    expect({ name: (article as Article).name?.toString(), by: (article as Article).attributionId?.href }).toEqual({
      name: 'Federated release notes for everyone',
      by: `${app().url}/users/mei`,
    });
    expect(String((article as Article).content)).toContain('<strong>new</strong>');
    const object = await get(`/ap/topics/${topic.tid}`);
    expect(object.status).toBe(200);
    expect(await object.json()).toMatchObject({ type: 'Article', id: `${app().url}/ap/topics/${topic.tid}`, name: 'Federated release notes for everyone' });

    await peer.unfollow('ana', follow);
    const deadline = Date.now() + 15_000;
    while ((await row(sql`SELECT count(*)::int AS n FROM federation_followers`)).n > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await row(sql`SELECT count(*)::int AS n FROM federation_followers`)).n).toBe(0);
  }, 60_000);

  it('an unsigned delivery and one signed with a key that is not the actor\'s are refused', async () => {
    const ctx = peer.context();
    const follow = new Follow({ id: new URL(`${peer.origin}/follows/forged`), actor: ctx.getActorUri('ana'), object: new URL(`${app().url}/users/mei`) });
    const body = JSON.stringify(await follow.toJsonLd({ contextLoader: ctx.contextLoader }));
    const inbox = `${app().url}/users/mei/inbox`;
    const unsigned = await fetch(inbox, { method: 'POST', headers: { 'Content-Type': AP }, body });
    expect(unsigned.status).toBe(401);
    const forged = await signRequest(
      new Request(inbox, { method: 'POST', headers: { 'Content-Type': AP }, body }),
      (await peer.strangerKeys).privateKey,
      new URL(`${peer.actorUri('ana').href}#main-key`),
    );
    expect((await fetch(forged)).status).toBe(401);
    expect((await row(sql`SELECT count(*)::int AS n FROM federation_followers`)).n).toBe(0);
  });

  it('malformed deliveries and addresses get a 4xx, never a 500; a body over 1 MB is refused unread', async () => {
    const bodies = ['not json', '[]', '{}', 'null', '{"type":"Follow"}', '{"@context":"https://www.w3.org/ns/activitystreams","type":"Create","object":{"type":"Note"}}', '\u0000'];
    for (const inbox of ['/inbox', '/users/mei/inbox', '/users/nobody/inbox']) {
      for (const body of bodies) {
        const res = await fetch(`${app().url}${inbox}`, { method: 'POST', headers: { 'Content-Type': AP }, body });
        expect([inbox, body, res.status >= 400 && res.status < 500]).toEqual([inbox, body, true]);
      }
    }
    const huge = await fetch(`${app().url}/inbox`, { method: 'POST', headers: { 'Content-Type': AP }, body: 'x'.repeat(1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
    for (const path of ['/ap/topics/abc', '/ap/topics/99999999999', '/users/mei/followers?cursor=zzz', '/users/%E0/inbox', '/.well-known/webfinger', '/.well-known/webfinger?resource=acct:%00@x']) {
      const res = await get(path);
      expect([path, res.status < 500]).toEqual([path, true]);
    }
  });
});
