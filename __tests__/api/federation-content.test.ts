import { Article, Create, Delete, Flag, Like, Mention, Note, Tombstone, Update, type Activity } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { startFederationQueue } from '../../server/federation/start';
import { createTopic, replyTo, row, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';
import { startFediversePeer, until, type FediversePeer } from '../support/fediversePeer';

/**
 * Content across the fediverse (issue 38) against a Fedify peer on another host name: a reply
 * from the fediverse shows in the topic under the remote member's card, sanitised like local
 * content and told to the topic's author; a remote Like is an upvote, a remote Update edits and a
 * remote Delete removes, only from the post's author; a member's reply to the remote post and
 * upvote of it travel back as a Note in the topic's thread (FEP-7888 context) and a Like.
 */

process.env.FEDERATION_ALLOW_PRIVATE = '1';
const app = setUpDiscussionsApp();
let peer: FediversePeer;
let stopQueue: () => void;
let mei: Member;
let jonas: Member;
let tid: number;
let mainPid: number;

const PUBLIC = new URL('https://www.w3.org/ns/activitystreams#Public');

beforeAll(async () => {
  process.env.PUBLIC_URL = app().url;
  peer = await startFediversePeer();
  [mei, jonas] = await signUpAll(app, 'mei', 'jonas');
  stopQueue = startFederationQueue();
  const topic = await createTopic(mei, { title: 'How do we federate release notes?', content: 'Tell us what your server shows of them.' });
  tid = topic.tid;
  mainPid = topic.mainPid;
});

afterAll(async () => {
  stopQueue?.();
  await peer?.close();
});

const meiActor = () => new URL(`${app().url}/users/mei`);
const topicIri = () => new URL(`${app().url}/ap/topics/${tid}`);
const note = (id: string, content: string, by = 'ana') =>
  new Note({ id: new URL(`${peer.origin}/notes/${id}`), attribution: peer.actorUri(by), content, replyTarget: topicIri(), to: PUBLIC, tags: [new Mention({ href: meiActor() })] });
const remotePost = (id: string) => row(sql`SELECT p.pid, p.content, p.content_html, p.deleted, p.upvotes, u.username, u.remote FROM federation_objects o JOIN posts p ON p.pid = o.pid JOIN users u ON u.uid = p.uid WHERE o.iri = ${`${peer.origin}/notes/${id}`}`);

describe('content across the fediverse (issue 38)', () => {
  it('a reply from the fediverse shows in the topic under the remote member, sanitised, and is told to the author', async () => {
    const html = '<p><span class="h-card"><a href="' + meiActor().href + '" class="u-url mention">@<span>mei</span></a></span> Our server shows the <strong>title</strong> and a link.</p><script>alert(1)</script><p><img src="x" onerror="alert(2)"></p>';
    await peer.send('ana', meiActor(), new Create({ id: new URL(`${peer.origin}/creates/1`), actor: peer.actorUri('ana'), object: note('1', html), to: PUBLIC }));
    const post = await until(() => remotePost('1'), (r) => Boolean(r));
    expect(post).toMatchObject({ remote: true, deleted: false, username: `ana@${new URL(peer.origin).host}` });
    expect(post.content_html).toContain('<strong>title</strong>');
    expect(post.content_html).not.toMatch(/<script|onerror|alert\(1\)/);
    const topic = await mei.agent.get(`/api/questions/${tid}/recent`);
    const shown = JSON.stringify(topic.body);
    expect(shown).toContain(`ana@${new URL(peer.origin).host}`);
    const told = await until(() => row(sql`SELECT count(*)::int AS n FROM notifications WHERE uid = ${mei.uid}`), (r) => r.n > 0);
    expect(told.n).toBeGreaterThan(0);
    // A remote member is not a member who signs in.
    const login = await fetch(`${app().url}/api/v3/utilities/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: post.username, password: 'anything-at-all' }) });
    expect(login.status).toBeGreaterThanOrEqual(400);
  }, 60_000);

  it('a remote Like upvotes, an Update from the author edits, one from somebody else does not', async () => {
    await peer.send('ana', meiActor(), new Like({ id: new URL(`${peer.origin}/likes/1`), actor: peer.actorUri('ana'), object: topicIri() }));
    const main = await until(() => row(sql`SELECT upvotes FROM posts WHERE pid = ${mainPid}`), (r) => r.upvotes === 1);
    expect(main.upvotes).toBe(1);

    await peer.send('bob', meiActor(), new Update({ id: new URL(`${peer.origin}/updates/0`), actor: peer.actorUri('bob'), object: note('1', '<p>Hijacked by someone else entirely.</p>', 'bob') }));
    await peer.send('ana', meiActor(), new Update({ id: new URL(`${peer.origin}/updates/1`), actor: peer.actorUri('ana'), object: note('1', '<p>Edited: it shows the <em>summary</em> too.</p>') }));
    const edited = await until(() => remotePost('1'), (r) => String(r.content_html).includes('<em>summary</em>'));
    expect(edited.content_html).toContain('<em>summary</em>');
    expect(edited.content_html).not.toContain('Hijacked');
  }, 60_000);

  it("a member's reply to the remote post and upvote of it travel back as a Note in the thread and a Like", async () => {
    const remote = await remotePost('1');
    await replyTo(jonas, tid, { toPid: remote.pid, content: 'Thanks, that is what we hoped to hear.' });
    const create = await peer.waitFor((a: Activity): a is Create => a instanceof Create && (a.objectId?.href ?? '').includes('/ap/posts/'));
    const sent = (await create.getObject()) as Note;
    expect(sent.replyTargetId?.href).toBe(`${peer.origin}/notes/1`);
    expect(sent.contextIds.map((u) => u.href)).toEqual([topicIri().href]);
    expect(sent.attributionId?.href).toBe(`${app().url}/users/jonas`);
    expect(String(sent.content)).toContain('what we hoped to hear');

    const vote = await jonas.agent.put(`/api/v3/posts/${remote.pid}/vote`, { delta: 1 });
    expect(vote.status).toBe(200);
    const like = await peer.waitFor((a: Activity): a is Like => a instanceof Like);
    expect([like.actorId?.href, like.objectId?.href]).toEqual([`${app().url}/users/jonas`, `${peer.origin}/notes/1`]);
  }, 60_000);

  it('accepting the remote reply as the answer sends Update(Article), and the Article names the answer as schema.org acceptedAnswer; taking it back sends one more and drops it', async () => {
    const remote = await remotePost('1');
    const updates = () => peer.received.filter((a): a is Update => a instanceof Update && a.objectId?.href === topicIri().href);
    const article = async () => (await (await fetch(topicIri(), { headers: { Accept: 'application/activity+json' } })).json()) as Json;
    const before = updates().length;
    expect((await article()).acceptedAnswer).toBeUndefined();
    const accepted = await mei.agent.put(`/api/v3/posts/${mainPid}/answer`, { aid: remote.pid, answered: true });
    expect(accepted.status).toBe(200);
    expect((await until(async () => updates().length, (n) => n > before)) - before).toBe(1);
    // The peer, told by the Update, reads the Article again: it names the answer, in schema.org's terms.
    const answered = await article();
    expect(answered.acceptedAnswer).toBe(`${peer.origin}/notes/1`);
    expect([answered['@context']].flat()).toContainEqual({ schema: 'https://schema.org/', acceptedAnswer: { '@id': 'schema:acceptedAnswer', '@type': '@id' } });
    expect(answered.name).toBe('How do we federate release notes?');

    await mei.agent.put(`/api/v3/posts/${mainPid}/answer`, { aid: 0, answered: false });
    expect((await until(async () => updates().length, (n) => n > before + 1)) - before).toBe(2);
    expect((await article()).acceptedAnswer).toBeUndefined();
  }, 60_000);

  it('a remote topic whose author accepts a reply from here has it accepted here too (schema.org acceptedAnswer, read from the object); withdrawn there, withdrawn here', async () => {
    // jonas follows ana, so her new topics are brought here.
    const found = await jonas.agent.post('/api/v3/federation/lookup', { query: peer.actorUri('ana').href });
    expect((await jonas.agent.put(`/api/v3/users/${found.body.response.uid}/follow`)).status).toBe(200);
    const article = (extra: Record<string, unknown> = {}) => ({
      '@context': ['https://www.w3.org/ns/activitystreams', { schema: 'https://schema.org/', acceptedAnswer: { '@id': 'schema:acceptedAnswer', '@type': '@id' } }],
      id: `${peer.origin}/objects/q1`,
      type: 'Article',
      attributedTo: peer.actorUri('ana').href,
      name: 'Which licence for a plugin?',
      content: '<p>MIT or Apache-2.0?</p>',
      to: 'https://www.w3.org/ns/activitystreams#Public',
      ...extra,
    });
    const iri = peer.serveObject('q1', article());
    const typed = await Article.fromJsonLd(article(), { documentLoader: peer.context().documentLoader, contextLoader: peer.context().contextLoader });
    await peer.send('ana', new URL(`${app().url}/users/jonas`), new Create({ id: new URL(`${peer.origin}/creates/q1`), actor: peer.actorUri('ana'), object: typed, to: PUBLIC }));
    const main = await until(() => row(sql`SELECT o.pid, p.tid FROM federation_objects o JOIN posts p ON p.pid = o.pid WHERE o.iri = ${iri.href}`), (r) => Boolean(r));
    expect(main).toBeTruthy();
    const answer = await replyTo(jonas, main.tid, { toPid: main.pid, content: 'MIT keeps it simple for plugins.' });
    const aid = () => row(sql`SELECT aid FROM posts WHERE pid = ${main.pid}`);

    // ana accepts it there: her Update arrives, and her Article names the answer by its id here.
    peer.serveObject('q1', article({ acceptedAnswer: `${app().url}/ap/posts/${answer.pid}` }));
    await peer.send('ana', new URL(`${app().url}/users/jonas`), new Update({ id: new URL(`${peer.origin}/updates/q1-1`), actor: peer.actorUri('ana'), object: typed }));
    expect(await until(aid, (r) => r.aid === answer.pid)).toMatchObject({ aid: answer.pid });
    const told = await until(() => row(sql`SELECT count(*)::int AS n FROM notifications WHERE uid = ${jonas.uid} AND type = 'answer-accepted'`), (r) => r.n > 0);
    expect(told.n).toBeGreaterThan(0);

    // An answer that is not here changes nothing; withdrawn there, withdrawn here.
    peer.serveObject('q1', article({ acceptedAnswer: `${peer.origin}/notes/elsewhere` }));
    await peer.send('ana', new URL(`${app().url}/users/jonas`), new Update({ id: new URL(`${peer.origin}/updates/q1-2`), actor: peer.actorUri('ana'), object: typed }));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await aid()).toMatchObject({ aid: answer.pid });
    peer.serveObject('q1', article());
    await peer.send('ana', new URL(`${app().url}/users/jonas`), new Update({ id: new URL(`${peer.origin}/updates/q1-3`), actor: peer.actorUri('ana'), object: typed }));
    expect(await until(aid, (r) => r.aid === 0)).toMatchObject({ aid: 0 });

    // Nobody's Update but hers counts.
    peer.serveObject('q1', article({ acceptedAnswer: `${app().url}/ap/posts/${answer.pid}` }));
    await peer.send('bob', new URL(`${app().url}/users/jonas`), new Update({ id: new URL(`${peer.origin}/updates/q1-4`), actor: peer.actorUri('bob'), object: typed }));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await aid()).toMatchObject({ aid: 0 });
  }, 60_000);

  it('a Delete from the author removes the reply; a Create attributed to somebody else is not taken', async () => {
    await peer.send('bob', meiActor(), new Create({ id: new URL(`${peer.origin}/creates/2`), actor: peer.actorUri('bob'), object: note('2', '<p>Pretending to be ana here.</p>', 'ana'), to: PUBLIC }));
    await peer.send('ana', meiActor(), new Delete({ id: new URL(`${peer.origin}/deletes/1`), actor: peer.actorUri('ana'), object: new Tombstone({ id: new URL(`${peer.origin}/notes/1`) }) }));
    const gone = await until(() => remotePost('1'), (r) => r.deleted === true);
    expect(gone.deleted).toBe(true);
    expect(await remotePost('2')).toBeUndefined();
  }, 60_000);

  it("a Flag from another server reports the post it names to the review queue, with the reporter's comment", async () => {
    await peer.send('moderation', meiActor(), new Flag({ id: new URL(`${peer.origin}/flags/1`), actor: peer.actorUri('moderation'), objects: [meiActor(), topicIri()], content: 'Spam links in this topic.' }));
    const flag = await until(() => row(sql`SELECT type, target_id, reason FROM flags`), (r) => Boolean(r));
    expect(flag).toEqual({ type: 'post', target_id: mainPid, reason: 'Spam links in this topic.' });
  }, 60_000);
});
