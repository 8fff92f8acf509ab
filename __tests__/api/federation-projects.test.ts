import { Accept, Announce, Create, Delete, Update, type Activity } from '@fedify/vocab';
import { insertProject } from '../../server/projects/repository';
import { startFederationQueue } from '../../server/federation/start';
import { createTopic, replyTo, setUpDiscussionsApp, signUpAll, type Member } from './discussions-support';
import { startFediversePeer, type FediversePeer } from '../support/fediversePeer';

/**
 * Projects and the site as actors (issue 38, docs/features/federation.md "Projects"), against a
 * Fedify peer on another host name: a project is a `Group` found by WebFinger as
 * `acct:{slug}@host` (or `acct:project.{slug}@host` when a member has the slug), followed from the
 * fediverse, announcing a new topic in it (FEP-1b12, and a boost of the Article); the site is an
 * `Application` whose key signs the site's own fetches.
 */

process.env.FEDERATION_ALLOW_PRIVATE = '1';
const app = setUpDiscussionsApp();
let peer: FediversePeer;
let stopQueue: () => void;
let mei: Member;
let rustParser: { id: number };

const AP = 'application/activity+json';

beforeAll(async () => {
  process.env.PUBLIC_URL = app().url;
  peer = await startFediversePeer();
  [mei] = await signUpAll(app, 'mei', 'parser');
  rustParser = await insertProject({ name: 'Rust Parser', slug: 'rust-parser' });
  // A project whose slug is a member's ("parser" signed up above).
  await insertProject({ name: 'Parser', slug: 'parser' });
  stopQueue = startFederationQueue();
});

afterAll(async () => {
  stopQueue?.();
  await peer?.close();
});

const host = () => new URL(app().url).host;
const get = (path: string, accept = AP) => fetch(`${app().url}${path}`, { headers: { Accept: accept }, redirect: 'manual' });
const finger = async (acct: string) => {
  const reply = await get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:${acct}@${host()}`)}`, 'application/jrd+json');
  if (reply.status !== 200) return reply.status;
  const jrd = (await reply.json()) as { links: Array<{ rel: string; href: string }> };
  return jrd.links.find((link) => link.rel === 'self')?.href;
};

describe('projects and the site in the fediverse (issue 38)', () => {
  it('a project is a Group found by acct:slug@host; a member keeps her slug, the project then answers as project.slug; browsers get the project page', async () => {
    expect(await finger('rust-parser')).toBe(`${app().url}/users/project.rust-parser`);
    expect(await finger('project.rust-parser')).toBe(`${app().url}/users/project.rust-parser`);
    expect(await finger('parser')).toBe(`${app().url}/users/parser`);
    expect(await finger('project.parser')).toBe(`${app().url}/users/project.parser`);

    const group = (await (await get('/users/project.rust-parser')).json()) as Record<string, unknown>;
    expect(group).toMatchObject({
      type: 'Group',
      preferredUsername: 'rust-parser',
      name: 'Rust Parser',
      url: `${app().url}/projects/${rustParser.id}/rust-parser`,
      inbox: `${app().url}/users/project.rust-parser/inbox`,
      followers: `${app().url}/users/project.rust-parser/followers`,
      outbox: `${app().url}/users/project.rust-parser/outbox`,
    });
    expect(group.publicKey).toMatchObject({ publicKeyPem: expect.stringContaining('BEGIN PUBLIC KEY') });
    // Its handle must lead back to it: "parser" is the member's, so the project's is project.parser.
    expect(await (await get('/users/project.parser')).json()).toMatchObject({ type: 'Group', preferredUsername: 'project.parser' });
    const page = await get('/users/project.rust-parser', 'text/html');
    // The project page's own address (lib/projects/paths.ts).
    expect([page.status, page.headers.get('location')]).toEqual([302, `/projects/${rustParser.id}/rust-parser`]);
    const home = await get('/users/instance.actor', 'text/html');
    expect([home.status, home.headers.get('location')]).toEqual([302, '/']);
    expect((await get('/users/project.nothing-here')).status).toBe(404);
    // Bad input is nobody, never a server error (PostgreSQL refuses a NUL byte in text).
    for (const bad of ['%00', 'project.%00', `project.${'x'.repeat(300)}`]) expect([bad, (await get(`/users/${bad}`)).status]).toEqual([bad, 404]);
    expect(await finger('\u0000bad')).toBe(404);
  });

  it('the site is an Application (instance.actor) with its key, not followed', async () => {
    expect(await finger('instance.actor')).toBe(`${app().url}/users/instance.actor`);
    const site = (await (await get('/users/instance.actor')).json()) as Record<string, unknown>;
    expect(site).toMatchObject({ type: 'Application', preferredUsername: 'instance.actor', url: `${app().url}/` });
    expect(site.publicKey).toMatchObject({ publicKeyPem: expect.stringContaining('BEGIN PUBLIC KEY') });
    expect(site.followers).toBeUndefined();
  });

  it('a fediverse account follows the project and gets its new topics announced: Announce(Create) (FEP-1b12) and Announce(Article) for Mastodon', async () => {
    const project = new URL(`${app().url}/users/project.rust-parser`);
    await peer.follow('ana', project);
    const accept = await peer.waitFor((a: Activity): a is Accept => a instanceof Accept && a.actorId?.href === project.href);
    expect(accept.objectId).not.toBeNull();
    const followers = (await (await get('/users/project.rust-parser/followers')).json()) as { totalItems: number };
    expect(followers.totalItems).toBe(1);

    const projectId = Number((await (await get('/api/projects/v1/slug/rust-parser', 'application/json')).json()).id);
    const topic = await createTopic(mei, { title: 'Announcing the 2.0 parser release', postType: 'blog', projects: [projectId] });
    const article = `${app().url}/ap/topics/${topic.tid}`;
    const ofCreate = await peer.waitFor((a: Activity): a is Announce => a instanceof Announce && a.objectId?.href === `${article}#create`);
    expect(ofCreate.actorId?.href).toBe(project.href);
    const create = await ofCreate.getObject();
    expect(create).toBeInstanceOf(Create);
    expect((create as Create).actorId?.href).toBe(`${app().url}/users/mei`);
    const boost = await peer.waitFor((a: Activity): a is Announce => a instanceof Announce && a.objectId?.href === article);
    expect(boost.actorId?.href).toBe(project.href);

    // The group's outbox lists its announces.
    const outbox = (await (await get('/users/project.rust-parser/outbox')).json()) as { totalItems: number };
    expect(outbox.totalItems).toBe(1);
    // A reply in it, its edit and its deletion: announced as activities (FEP-1b12), never boosted.
    const reply = await replyTo(mei, topic.tid, { content: 'The release notes are in the changelog.' });
    const note = `${app().url}/ap/posts/${reply.pid}`;
    const isAnnounceOf = (kind: typeof Create | typeof Update | typeof Delete) => async (a: Activity) => a instanceof Announce && a.actorId?.href === project.href && (await a.getObject()) instanceof kind && ((await a.getObject()) as Create).objectId?.href === note;
    const announced = async (kind: typeof Create | typeof Update | typeof Delete) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        for (const a of [...peer.received]) if (await isAnnounceOf(kind)(a)) return a;
        if (Date.now() > deadline) throw new Error(`no Announce of a ${kind.name} of ${note}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await announced(Create);
    expect((await mei.agent.put(`/api/v3/posts/${reply.pid}`, { content: 'The release notes are in CHANGELOG.md.' })).status).toBe(200);
    await announced(Update);
    expect((await mei.agent.delete(`/api/v3/posts/${reply.pid}/state`)).status).toBe(200);
    await announced(Delete);
    expect(peer.received.filter((a) => a instanceof Announce && a.objectId?.href === note)).toEqual([]);

    // A topic in no project is not announced (the queue's deliveries take well under 3 s here).
    const plain = await createTopic(mei, { title: 'Nothing to do with a project', postType: 'blog' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(peer.received.filter((a) => a instanceof Announce && a.objectId?.href.includes(`/ap/topics/${plain.tid}`))).toEqual([]);
  }, 60_000);
});
