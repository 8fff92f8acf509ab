import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { deleteUnusedUploads } from '../../server/discussions/repository';
import { Agent } from '../support/agent';
import { sampleBytes } from '../support/media';
import { createEvent, createPublished, DAY, removeGroups, row, rows, setUpEventsApp, signUpAll } from './events-support';
import type { Json, Member } from './events-support';

// Uploaded files go to a directory of this file's own; small limits keep the files small:
// other uploads stop at 1000 bytes, recordings at 4000.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-test-'));
process.env.DATA_DIR = dataDir;
process.env.UPLOAD_RATE_LIMIT = '1000';
process.env.UPLOAD_MAX_BYTES = '1000';
process.env.RECORDING_MAX_BYTES = '4000';

const app = setUpEventsApp();
const E = '/api/events/v1';

let host: Member, cohost: Member, alice: Member, groupless: Member;
let visitor: Agent;

beforeAll(async () => {
  [, host, cohost, alice, groupless] = await signUpAll(app, 'hostadmin', 'lkhost', 'lkcohost', 'lkalice', 'lkgroupless');
  await removeGroups(groupless.uid);
  visitor = new Agent(app().url);
  await visitor.config();
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Members straight into the database (faster than signing up): in registered-users unless `groups` is false. */
async function insertMembers(members: Array<{ username: string; fullname?: string; showfullname?: boolean; groups?: boolean }>): Promise<number[]> {
  const uids: number[] = [];
  for (const m of members) {
    const settings = m.showfullname === undefined ? {} : { showfullname: m.showfullname };
    const inserted = await row(sql`INSERT INTO users (username, userslug, email, fullname, settings)
      VALUES (${m.username}, ${m.username.toLowerCase()}, ${`${m.username.toLowerCase()}@example.com`}, ${m.fullname ?? ''}, ${JSON.stringify(settings)}::jsonb)
      RETURNING uid`);
    if (m.groups !== false) await getDb().execute(sql`INSERT INTO group_members (group_name, uid) VALUES ('registered-users', ${inserted.uid})`);
    uids.push(inserted.uid);
  }
  return uids;
}

const lookup = (who: Agent, query: string) => who.get(`/api/users?${query}`);
const names = (reply: { body: Json }) => (reply.body.users as Json[]).map((u) => u.username);

describe('R3.4 GET /api/users?query= (the member lookup for choosing co-hosts)', () => {
  beforeAll(async () => {
    await insertMembers([
      { username: 'Orchid', fullname: 'Zed Orchard' },
      { username: 'orchestra' },
      { username: 'orc' },
      { username: 'orcwithoutgroup', groups: false },
      { username: 'zzquiet', fullname: 'Orchidea Hidden', showfullname: false },
      { username: 'zzshown', fullname: 'Orchidea Shown' },
      { username: 'or_weird' },
    ]);
  });

  it('R3.4 matches a username prefix in any case, an exact username first, then by username; members who cannot post are left out', async () => {
    const reply = await lookup(host.agent, 'query=ORC');
    expect(reply.status).toBe(200);
    expect(names(reply)).toEqual(['orc', 'orchestra', 'Orchid', 'zzshown']);
    expect(reply.body.users[2]).toEqual({ uid: expect.any(Number), username: 'Orchid', userslug: 'orchid', fullname: 'Zed Orchard', picture: '' });
    expect(names(await lookup(host.agent, 'query=orch'))).toEqual(['orchestra', 'Orchid', 'zzshown']);
  });

  it('R3.4 matches a full name only when its member shows it, and never shows a hidden one', async () => {
    const byName = await lookup(host.agent, 'query=orchidea');
    expect(byName.body.users).toEqual([expect.objectContaining({ username: 'zzshown', fullname: 'Orchidea Shown' })]);
    const hidden = await lookup(host.agent, 'query=zzquiet');
    expect(hidden.body.users).toEqual([expect.objectContaining({ username: 'zzquiet', fullname: '' })]);
    expect(names(await lookup(host.agent, 'query=zed'))).toEqual(['Orchid']);
  });

  it('R3.4 answers at most 8 (or the limit asked, 1..8); wildcards are plain characters; an empty query finds nobody', async () => {
    await insertMembers(Array.from({ length: 11 }, (_, i) => ({ username: `manyhost${String(i).padStart(2, '0')}` })));
    const eight = await lookup(host.agent, 'query=manyhost');
    expect(names(eight)).toEqual(Array.from({ length: 8 }, (_, i) => `manyhost0${i}`));
    expect(names(await lookup(host.agent, 'query=manyhost&limit=3'))).toHaveLength(3);
    expect(names(await lookup(host.agent, 'query=manyhost&limit=500'))).toHaveLength(8);
    expect(names(await lookup(host.agent, 'query=or_'))).toEqual(['or_weird']);
    expect(names(await lookup(host.agent, 'query=%25'))).toEqual([]);
    expect(names(await lookup(host.agent, 'query=o%25c'))).toEqual([]);
    expect(await lookup(host.agent, 'query=')).toMatchObject({ status: 200, body: { users: [] } });
    expect(await lookup(host.agent, '')).toMatchObject({ status: 200, body: { users: [] } });
    expect(await lookup(host.agent, `query=${'x'.repeat(51)}`)).toMatchObject({ status: 200, body: { users: [] } });
  });

  it('R3.4 visitors are refused (401): the list of members is not open to crawlers', async () => {
    expect(await lookup(visitor, 'query=orc')).toMatchObject({ status: 401, body: { error: '[[error:not-logged-in]]' } });
  });

  it('R3.4 both halves read their prefix index, however many members there are', async () => {
    const plans = await getDb().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = await tx.execute(sql`EXPLAIN
        (SELECT uid FROM users u WHERE (lower(u.username) COLLATE "C") LIKE lower('orc%') ORDER BY (lower(u.username) COLLATE "C") LIMIT 8)
        UNION
        (SELECT uid FROM users u WHERE u.fullname <> '' AND (u.settings ->> 'showfullname') IS DISTINCT FROM 'false'
           AND (lower(u.fullname) COLLATE "C") LIKE lower('orc%') ORDER BY (lower(u.fullname) COLLATE "C") LIMIT 8)`);
      return plan.rows.map((r) => String(Object.values(r)[0])).join('\n');
    });
    expect(plans).toContain('users_username_prefix_idx');
    expect(plans).toContain('users_fullname_prefix_idx');
  });
});

describe('R3.4 R4.1 organizers: co-hosts chosen from members', () => {
  it('R3.4 a co-host edits the event and its organizers; the creator always stays a host', async () => {
    const event = await createEvent(host, { organizers: [{ user_id: cohost.uid, bio: 'Maintainer' }] });
    expect(event.organizers.map((o: Json) => [o.user_id, o.role, o.bio])).toEqual([
      [host.uid, 'host', ''],
      [cohost.uid, 'host', 'Maintainer'],
    ]);
    const edited = await cohost.agent.put(`${E}/event/${event.id}`, { title: 'Edited by the co-host' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Edited by the co-host', current_user_role: 'host' });
    // The co-host adds alice and leaves the creator out of the list: the creator stays, first.
    const changed = await cohost.agent.put(`${E}/event/${event.id}`, {
      organizers: [
        { user_id: cohost.uid, bio: 'Maintainer' },
        { user_id: alice.uid, bio: 'Speaker' },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.organizers.map((o: Json) => [o.user_id, o.bio])).toEqual([
      [host.uid, ''],
      [cohost.uid, 'Maintainer'],
      [alice.uid, 'Speaker'],
    ]);
    expect((await alice.agent.get(`${E}/event/${event.id}`)).body.current_user_role).toBe('host');
    // Even an empty list keeps the creator.
    const emptied = await host.agent.put(`${E}/event/${event.id}`, { organizers: [] });
    expect(emptied.body.organizers.map((o: Json) => o.user_id)).toEqual([host.uid]);
    expect((await cohost.agent.put(`${E}/event/${event.id}`, { title: 'No longer mine' })).body).toEqual({ error: '[[error:no-event]]' });
  });

  it('R3.4 a co-host must be a member who may post: an unknown id or a member in no group is refused with invalid-organizer', async () => {
    const unknown = await host.agent.post(`${E}/conference`, { title: 'Unknown co-host', timestamp: Date.now() + DAY, organizers: [{ user_id: 987654 }] });
    expect(unknown).toMatchObject({ status: 400, body: { error: '[[error:invalid-organizer, 987654]]' } });
    const event = await createPublished(host);
    const refused = await host.agent.put(`${E}/event/${event.id}`, { organizers: [{ user_id: host.uid }, { user_id: groupless.uid }] });
    expect(refused).toMatchObject({ status: 400, body: { error: `[[error:invalid-organizer, ${groupless.uid}]]` } });
    expect((await visitor.get(`${E}/event/${event.id}`)).body.organizers.map((o: Json) => o.user_id)).toEqual([host.uid]);
  });

  it('R3.4 only hosts change the organizers', async () => {
    const event = await createPublished(host);
    const taken = await alice.agent.put(`${E}/event/${event.id}`, { organizers: [{ user_id: alice.uid }] });
    expect(taken).toMatchObject({ status: 403, body: { error: '[[error:no-privileges]]' } });
  });
});

interface Part {
  filename: string;
  type: string;
  data: Buffer;
}

async function uploadTo(url: string, who: Pick<Member, 'agent'> | null, part: Part) {
  const form = new FormData();
  form.append('files[]', new Blob([new Uint8Array(part.data)], { type: part.type }), part.filename);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (who) {
    headers.Cookie = who.agent.cookieHeader();
    headers['X-XSRF-TOKEN'] = who.agent.csrf!;
  }
  const res = await fetch(`${app().url}${url}`, { method: 'POST', body: form, headers });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : null };
}

const audio = (bytes: number, filename = 'talk.mp3', type = 'audio/mpeg'): Part => ({ filename, type, data: sampleBytes(type, bytes) });
const recordingOf = (id: number) => `${E}/event/${id}/recording`;

describe('R3.3 a host uploads the recording (POST /event/{id}/recording)', () => {
  it('R3.3 hosts upload audio larger than other uploads may be, up to the recording limit; others and other files are refused', async () => {
    const event = await createPublished(host, { organizers: [{ user_id: cohost.uid }] });
    // 2000 bytes: too big for an ordinary upload, fine for a recording.
    expect(await uploadTo('/api/post/upload', host, audio(2000))).toMatchObject({ status: 413, body: { error: expect.stringContaining('file-too-big') } });
    const stored = await uploadTo(recordingOf(event.id), cohost, audio(2000, 'Talk – part 1.mp3'));
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual([{ url: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.mp3$/), name: 'Talk – part 1.mp3', type: 'audio/mpeg', size: 2000 }]);
    const served = await fetch(`${app().url}${stored.body[0].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect((await served.arrayBuffer()).byteLength).toBe(2000);
    expect(await uploadTo(recordingOf(event.id), host, audio(4000, 'exact.ogg', 'audio/ogg'))).toMatchObject({ status: 200 });
    expect(await uploadTo(recordingOf(event.id), host, audio(4001))).toMatchObject({ status: 413, body: { error: '[[error:file-too-big, 3]]' } });
    const image = await uploadTo(recordingOf(event.id), host, { filename: 'cover.png', type: 'image/png', data: Buffer.from('png') });
    expect(image.status).toBe(400);
    expect(image.body.error).toMatch(/^\[\[error:invalid-file-type, image\/png, audio\/mpeg audio\/ogg audio\/wav audio\/mp4\]\]$/);
    expect(await uploadTo(recordingOf(event.id), alice, audio(10))).toMatchObject({ status: 403, body: { error: '[[error:no-privileges]]' } });
    expect(await uploadTo(recordingOf(event.id), { agent: visitor }, audio(10))).toMatchObject({ status: 401, body: { error: '[[error:not-logged-in]]' } });
    const draft = await createEvent(host);
    expect(await uploadTo(recordingOf(draft.id), alice, audio(10))).toMatchObject({ status: 404, body: { error: '[[error:no-event]]' } });
    expect(await uploadTo(recordingOf(99999999), host, audio(10))).toMatchObject({ status: 404, body: { error: '[[error:no-event]]' } });
  });

  it('R3.3 recordings count against the uploads quota', async () => {
    const event = await createEvent(alice);
    process.env.UPLOAD_QUOTA_BYTES = '5000';
    try {
      expect(await uploadTo(recordingOf(event.id), alice, audio(3000))).toMatchObject({ status: 200 });
      expect(await uploadTo(recordingOf(event.id), alice, audio(3000))).toMatchObject({
        status: 413,
        body: { error: expect.stringContaining('upload-quota-exceeded') },
      });
    } finally {
      delete process.env.UPLOAD_QUOTA_BYTES;
    }
  });

  it('R3.3 a recording saved as recording_url is the event’s: the sweep of unused uploads keeps it and removes the one not used', async () => {
    const event = await createPublished(host);
    const [kept] = (await uploadTo(recordingOf(event.id), host, audio(1500))).body as Json[];
    const [loose] = (await uploadTo(recordingOf(event.id), host, audio(1500, 'draft-take.mp3'))).body as Json[];
    const saved = await host.agent.put(`${E}/event/${event.id}`, { recording_url: kept.url, recording_status: 'available' });
    expect(saved.body).toMatchObject({ recording_url: kept.url, recording_status: 'available' });
    const claimed = await rows(sql`SELECT u.storage_key FROM event_uploads eu JOIN uploads u ON u.id = eu.upload_id WHERE eu.event_id = ${event.id}`);
    expect(claimed.map((r) => `/uploads/${r.storage_key}`)).toEqual([kept.url]);
    await getDb().execute(sql`UPDATE uploads SET created_at = now() - interval '2 days' WHERE url IN (${kept.url}, ${loose.url})`);
    const swept = await deleteUnusedUploads(new Date(Date.now() - DAY), 100);
    expect(swept).toContain(loose.url.replace('/uploads/', ''));
    expect(swept).not.toContain(kept.url.replace('/uploads/', ''));
    expect((await fetch(`${app().url}${kept.url}`, { method: 'HEAD' })).status).toBe(200);
  });
});
