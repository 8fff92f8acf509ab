import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { row, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';

/**
 * Remote members (issue 38, `users.remote`: a fediverse account known here) are not members of
 * this community: the member lookup, the member search and the sitemap's profiles leave them out,
 * while their profile (GET /api/user/{slug}/summary) still answers and says where the account lives.
 */

const app = setUpDiscussionsApp();
const saved = { PUBLIC_URL: process.env.PUBLIC_URL };
const ORIGIN = 'https://community.example.org';
const SLUG = 'ana@mastodon.social';

let writer: Member;
let remoteUid = 0;

beforeAll(async () => {
  process.env.PUBLIC_URL = ORIGIN;
  [, writer] = await signUpAll(app, 'rmadmin', 'anabel');
  // As server/federation/repository.ts makes one: a users row marked remote, in registered-users
  // (it may reply and vote), consented dates set so only `remote` keeps it out of the lists.
  const inserted = await row(sql`INSERT INTO users (username, userslug, email, remote, gdpr_data_consent_at, gdpr_email_consent_at)
    VALUES (${SLUG}, ${SLUG}, 'f00d@fediverse.invalid', true, now(), now()) RETURNING uid`);
  remoteUid = Number(inserted.uid);
  await getDb().execute(sql`INSERT INTO group_members (group_name, uid) VALUES ('registered-users', ${remoteUid})`);
  await getDb().execute(sql`INSERT INTO federation_actors (uid, iri, inbox, url, host)
    VALUES (${remoteUid}, 'https://mastodon.social/users/ana', 'https://mastodon.social/users/ana/inbox', 'https://mastodon.social/@ana', 'mastodon.social')`);
});

afterAll(() => {
  if (saved.PUBLIC_URL === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = saved.PUBLIC_URL;
});

describe('issue 38: a remote member is not listed as a member here', () => {
  it('the member lookup (GET /api/users?query=: mentions, chat and co-host pickers) leaves it out', async () => {
    const reply = await writer.agent.get('/api/users?query=ana');
    expect(reply.status).toBe(200);
    expect((reply.body.users as Json[]).map((u) => u.username)).toEqual(['anabel']);
  });

  it('the member search leaves it out', async () => {
    const visitor = new Agent(app().url);
    const reply = await visitor.get('/api/search?term=ana&searchIn=user');
    expect(reply.status).toBe(200);
    const users = (reply.body.results as Json[]).find((r) => r.collection === 'user');
    expect((users.hits as Json[]).map((h) => h.document.username)).toEqual(['anabel']);
  });

  it("the sitemap's member profiles leave it out", async () => {
    const res = await fetch(`${app().url}/sitemaps/members-1.xml`, { redirect: 'manual' });
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body).toContain(`${ORIGIN}/user/anabel`);
    expect(body).not.toContain('mastodon.social');
  });

  it('its profile still answers, with the server its account is on and its own profile address', async () => {
    const reply = await writer.agent.get(`/api/user/${encodeURIComponent(SLUG)}/summary`);
    expect(reply.status).toBe(200);
    expect(reply.body.uid).toBe(remoteUid);
    expect(reply.body.remote).toEqual({ host: 'mastodon.social', url: 'https://mastodon.social/@ana' });
    const own = await writer.agent.get('/api/user/anabel/summary');
    expect(own.body.remote).toBeNull();
  });
});
