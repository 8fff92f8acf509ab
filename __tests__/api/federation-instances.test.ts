import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { hostCandidates, instanceAllowed } from '../../server/federation/instances';
import { Agent } from '../support/agent';
import { addToGroup, createTopic, replyTo, row, rows, setUpDiscussionsApp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';

/**
 * Issue 38, the instances administrators deny or allow (docs/features/federation.md "Instances"):
 * the one rule (a denied host and its subdomains refused, a port-bare entry for every port,
 * allow-list mode), the administrators' calls (who may, CSRF, hosts normalised and checked),
 * removing what an instance's accounts posted, and inbox deliveries from a denied instance refused
 * before Fedify reads them.
 */

const app = setUpDiscussionsApp();
const INSTANCES = '/api/v3/admin/federation/instances';

let admin: Member, moderator: Member, member: Member, ana: Member, bo: Member;

beforeAll(async () => {
  process.env.PUBLIC_URL = app().url;
  [admin, moderator, member, ana, bo] = await signUpAll(app, 'instadmin', 'instmod', 'instmember', 'remoteana', 'remotebo');
  await addToGroup(moderator.uid, 'Global Moderators');
});

afterEach(() => {
  delete process.env.FEDERATION_INSTANCES;
});

const save = (host: string, policy: 'deny' | 'allow', note = '') => admin.agent.put(INSTANCES, { host, policy, note });
const forget = (host: string) => admin.agent.delete(INSTANCES, { host });

/** Makes a signed-up member a fediverse account of `host` (as server/federation/actors.ts records one). */
async function makeRemote(m: Member, host: string): Promise<void> {
  await getDb().execute(sql`UPDATE users SET remote = true WHERE uid = ${m.uid}`);
  await getDb().execute(sql`
    INSERT INTO federation_actors (uid, iri, inbox, host)
    VALUES (${m.uid}, ${`https://${host}/users/${m.username}`}, ${`https://${host}/users/${m.username}/inbox`}, ${host})`);
}

describe('issue 38 the instance rule', () => {
  it('names a host, its name without the port and its parent domains', () => {
    expect(hostCandidates('A.Social.Example.com:8443')).toEqual(['a.social.example.com:8443', 'a.social.example.com', 'social.example.com', 'example.com', 'com']);
    expect(hostCandidates('127.0.0.1:3000')).toEqual(['127.0.0.1:3000', '127.0.0.1']);
    expect(hostCandidates('[::1]:3000')).toEqual(['[::1]:3000', '[::1]']);
  });

  it('deny-list mode: a denied host and its subdomains are refused, others pass; a change counts at once', async () => {
    expect(await instanceAllowed('social.example.com')).toBe(true);
    expect((await save('example.com', 'deny', 'Spam waves')).status).toBe(200);
    expect(await instanceAllowed('example.com')).toBe(false);
    expect(await instanceAllowed('social.example.com')).toBe(false);
    expect(await instanceAllowed('a.b.EXAMPLE.com')).toBe(false);
    expect(await instanceAllowed('example.com:8443')).toBe(false);
    expect(await instanceAllowed('notexample.com')).toBe(true);
    expect(await instanceAllowed('example.community')).toBe(true);
    // An allow entry means nothing in deny-list mode; taking the deny off lets the host in again.
    await save('other.example.org', 'allow');
    expect(await instanceAllowed('mastodon.social')).toBe(true);
    await forget('other.example.org');
    expect((await forget('example.com')).status).toBe(200);
    expect(await instanceAllowed('social.example.com')).toBe(true);
  });

  it('ports: a bare name covers every port, a name with a port only that one', async () => {
    await save('localhost', 'deny');
    expect(await instanceAllowed('localhost:1234')).toBe(false);
    expect(await instanceAllowed('localhost')).toBe(false);
    await forget('localhost');
    await save('localhost:1234', 'deny');
    expect(await instanceAllowed('localhost:1234')).toBe(false);
    expect(await instanceAllowed('localhost:4321')).toBe(true);
    expect(await instanceAllowed('localhost')).toBe(true);
    await forget('localhost:1234');
  });

  it('allow-list mode: only allowed hosts and their subdomains pass, and a deny still wins', async () => {
    process.env.FEDERATION_INSTANCES = 'allowlist';
    await save('friends.example', 'allow');
    await save('bad.friends.example', 'deny');
    expect(await instanceAllowed('friends.example')).toBe(true);
    expect(await instanceAllowed('blog.friends.example')).toBe(true);
    expect(await instanceAllowed('bad.friends.example')).toBe(false);
    expect(await instanceAllowed('x.bad.friends.example')).toBe(false);
    expect(await instanceAllowed('mastodon.social')).toBe(false);
    expect((await admin.agent.get(INSTANCES)).body.response.mode).toBe('allowlist');
    delete process.env.FEDERATION_INSTANCES;
    expect(await instanceAllowed('mastodon.social')).toBe(true);
    await forget('friends.example');
    await forget('bad.friends.example');
  });
});

describe('issue 38 the administrators\' instance calls', () => {
  it('lists, adds (host normalised), changes and removes entries', async () => {
    const added = await save('  HTTPS://Spam.Example.NET/about?x=1 ', 'deny', 'Floods replies');
    expect(added.status).toBe(200);
    const entry = (added.body.response.instances as Json[]).find((i) => i.host === 'spam.example.net');
    expect(entry).toEqual({ host: 'spam.example.net', policy: 'deny', note: 'Floods replies', timestamp: expect.any(Number) });
    expect(added.body.response).toMatchObject({ enabled: true, mode: 'denylist' });
    // A handle and a port the scheme does not need name the same host; saving again changes the entry.
    const changed = await save('@ana@spam.example.net:443', 'allow', 'Cleaned up');
    expect((changed.body.response.instances as Json[]).filter((i) => i.host === 'spam.example.net').map((i) => [i.policy, i.note])).toEqual([['allow', 'Cleaned up']]);
    expect((await row(sql`SELECT created_by FROM federation_instances WHERE host = 'spam.example.net'`)).created_by).toBe(admin.uid);
    const listed = await admin.agent.get(INSTANCES);
    expect((listed.body.response.instances as Json[]).map((i) => i.host)).toContain('spam.example.net');
    const removed = await forget('spam.example.net');
    expect((removed.body.response.instances as Json[]).map((i) => i.host)).not.toContain('spam.example.net');
    const again = await forget('spam.example.net');
    expect([again.status, v3Error(again)]).toEqual([404, '[[error:no-instance]]']);
  });

  it('refuses what names no host, and a policy it does not know', async () => {
    for (const host of ['not a host', 'ftp://files.example', 'user:pw@example.com', 'exa_mple.com', '-bad.example', 'a..b']) {
      const refused = await save(host, 'deny');
      expect([host, refused.status, v3Error(refused)]).toEqual([host, 400, '[[error:invalid-instance-host]]']);
    }
    const empty = await save('', 'deny');
    expect([empty.status, v3Error(empty)]).toEqual([400, '[[error:required-parameters-missing, host]]']);
    expect((await save('ok.example', 'block' as 'deny')).status).toBe(400);
    expect((await row(sql`SELECT count(*)::int AS n FROM federation_instances`)).n).toBe(0);
  });

  it('who may: administrators only; members and moderators 403, visitors 401, no csrf token 403', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['GET', INSTANCES, undefined],
      ['PUT', INSTANCES, { host: 'who.example', policy: 'deny' }],
      ['DELETE', INSTANCES, { host: 'who.example' }],
      ['POST', `${INSTANCES}/who.example/remove-content`, {}],
    ];
    for (const [method, path, body] of calls) {
      for (const [by, status, key] of [
        [member.agent, 403, 'no-privileges'],
        [moderator.agent, 403, 'no-privileges'],
        [new Agent(app().url), 401, 'not-logged-in'],
      ] as const) {
        const refused = await by.request(method, path, { body });
        expect([method, path, refused.status, v3Error(refused)]).toEqual([method, path, status, `[[error:${key}]]`]);
      }
      if (method !== 'GET') {
        const noToken = await admin.agent.request(method, path, { body, csrf: false });
        expect([method, path, noToken.status, v3Error(noToken)]).toEqual([method, path, 403, '[[error:csrf-invalid]]']);
      }
    }
    expect((await row(sql`SELECT count(*)::int AS n FROM federation_instances`)).n).toBe(0);
  });
});

describe('issue 38 removing an instance\'s content', () => {
  it('deletes every topic and reply of its accounts (subdomains too) as a moderator does, nothing else', async () => {
    const local = await createTopic(member);
    const anaTopic = await createTopic(ana);
    const anaReply = await replyTo(ana, local.tid);
    const anaOwnReply = await replyTo(ana, anaTopic.tid);
    const boTopic = await createTopic(bo);
    const memberReply = await replyTo(member, anaTopic.tid);
    await makeRemote(ana, 'social.spam.example:8443');
    await makeRemote(bo, 'spamexample.org');

    const removed = await admin.agent.post(`${INSTANCES}/spam.example/remove-content`, {});
    expect(removed.status).toBe(200);
    expect(removed.body.response).toEqual({ host: 'spam.example', topics: 1, posts: 2 });
    const state = await rows(sql`SELECT pid, deleted, deleted_by AS "deletedBy" FROM posts WHERE pid IN (${anaReply.pid}, ${anaOwnReply.pid}, ${memberReply.pid}) ORDER BY pid`);
    expect(state.map((p: Json) => [p.pid, p.deleted, p.deletedBy])).toEqual([
      [anaReply.pid, true, admin.uid],
      [anaOwnReply.pid, true, admin.uid],
      [memberReply.pid, false, null],
    ]);
    const topics = await rows(sql`SELECT tid, deleted, deleted_by AS "deletedBy" FROM topics WHERE tid IN (${local.tid}, ${anaTopic.tid}, ${boTopic.tid}) ORDER BY tid`);
    expect(topics.map((t: Json) => [t.tid, t.deleted, t.deletedBy])).toEqual([
      [local.tid, false, null],
      [anaTopic.tid, true, admin.uid],
      [boTopic.tid, false, null],
    ]);
    // Visitors no longer read it; a moderator still does.
    expect((await new Agent(app().url).get(`/api/topic/${anaTopic.tid}`)).status).toBe(404);
    expect((await moderator.agent.get(`/api/topic/${anaTopic.tid}`)).status).toBe(200);
    // Again: nothing left to delete. A host none of its accounts live on: nothing.
    expect((await admin.agent.post(`${INSTANCES}/spam.example/remove-content`, {})).body.response).toEqual({ host: 'spam.example', topics: 0, posts: 0 });
    expect((await admin.agent.post(`${INSTANCES}/example/remove-content`, {})).body.response).toEqual({ host: 'example', topics: 0, posts: 0 });
    const bad = await admin.agent.post(`${INSTANCES}/not%20a%20host/remove-content`, {});
    expect([bad.status, v3Error(bad)]).toEqual([400, '[[error:invalid-instance-host]]']);
  });
});

describe('issue 38 deliveries from a refused instance', () => {
  const deliver = (path: string, activity: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app().url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/activity+json', ...headers }, body: JSON.stringify(activity) });
  const follow = (actor: unknown) => ({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `https://x.example/follows/${Math.random()}`,
    type: 'Follow',
    actor,
    object: `${app().url}/users/instadmin`,
  });

  it('an inbox answers 403 to a delivery whose actor is on a denied host, before Fedify reads it', async () => {
    await save('denied.example', 'deny');
    expect((await deliver('/inbox', follow('https://denied.example/users/spammer'))).status).toBe(403);
    expect((await deliver('/users/instadmin/inbox', follow({ id: 'https://eu.denied.example/users/spammer', type: 'Person' }))).status).toBe(403);
    expect((await deliver('/inbox', follow(['https://denied.example/users/spammer']))).status).toBe(403);
    // Anyone else's unsigned delivery reaches Fedify, which refuses it for its missing signature;
    // without an actor, as not an activity.
    expect((await deliver('/inbox', follow('https://fine.example/users/ana'))).status).toBe(401);
    expect((await deliver('/inbox', { type: 'Follow' })).status).toBe(400);
    expect((await row(sql`SELECT count(*)::int AS n FROM federation_followers`)).n).toBe(0);
  });

  it('a request signed with a key of a denied host is refused, reads included', async () => {
    await save('denied.example', 'deny');
    const actor = (headers: Record<string, string>) =>
      fetch(`${app().url}/users/instadmin`, { headers: { Accept: 'application/activity+json', ...headers } });
    expect((await actor({})).status).toBe(200);
    expect((await actor({ Signature: 'keyId="https://denied.example/users/spammer#main-key",algorithm="rsa-sha256",headers="(request-target) host date",signature="AAAA"' })).status).toBe(403);
    expect((await actor({ 'Signature-Input': 'sig1=("@method" "@target-uri");keyid="https://a.denied.example/actor#key";created=1' })).status).toBe(403);
    expect((await deliver('/inbox', follow('https://fine.example/users/ana'), { Signature: 'keyId="https://denied.example/k",signature="AAAA"' })).status).toBe(403);
    await forget('denied.example');
    expect((await deliver('/inbox', follow('https://denied.example/users/spammer'))).status).toBe(401);
  });
});
