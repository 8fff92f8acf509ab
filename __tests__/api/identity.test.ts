import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { addToGroup, fillUsernameSkeletons } from '../../server/users/repository';
import { usernameSkeleton } from '../../server/users/skeleton';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/** hardening 5: nobody can pass for another member by name or picture. */

const app = setUpTestApp();
const agent = () => new Agent(app().url);

// This file signs up more members than one address may in an hour.
beforeEach(() => getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`));

const signUp = (a: Agent, username: string, extra: Record<string, unknown> = {}) =>
  a.post('/api/v3/users', { username, email: `${encodeURIComponent(username)}-${Date.now()}${Math.random()}@example.test`.replace(/%/g, 'x'), password: 'long enough pw', ...extra });

const v3Message = (reply: { body: { status?: { message?: string } } }) => reply.body.status?.message;

let alex: Agent;
let alexUid: number;
let other: Agent;
let otherUid: number;

beforeAll(async () => {
  alex = agent();
  alexUid = (await alex.signUpComplete('alex')).uid;
  other = agent();
  otherUid = (await other.signUpComplete('someoneelse')).uid;
});

describe('hardening 5: usernames that look like another member’s are refused', () => {
  it('hardening 5: the skeleton folds look-alike letters, digits, case, accents and separators', () => {
    const alexSkeleton = usernameSkeleton('alex');
    for (const lookalike of ['аlex', 'alеx', 'aIex', 'a1ex', 'ALEX', 'ａｌｅｘ', 'àlex']) {
      expect({ lookalike, skeleton: usernameSkeleton(lookalike) }).toEqual({ lookalike, skeleton: alexSkeleton });
    }
    expect(usernameSkeleton('alex.m')).toBe(usernameSkeleton('alex_m'));
    expect(usernameSkeleton('rnary')).toBe(usernameSkeleton('mary'));
    expect(usernameSkeleton('alexa')).not.toBe(alexSkeleton);
    expect(usernameSkeleton('李小龙')).toBe('李小龙');
  });

  it('hardening 5: sign-up with a Cyrillic а next to alex (and other look-alikes) is username-confusable', async () => {
    for (const lookalike of ['аlex', 'aIex', 'a1ex', 'аӀех']) {
      const reply = await signUp(agent(), lookalike);
      expect({ lookalike, status: reply.status, message: v3Message(reply) }).toEqual({
        lookalike,
        status: 400,
        message: '[[error:username-confusable]]',
      });
    }
    // The same name in another case stays "taken"; a clearly different one is fine.
    expect(v3Message(await signUp(agent(), 'Alex'))).toBe('[[error:username-taken]]');
    expect((await signUp(agent(), 'alexandra')).status).toBe(200);
  });

  it('hardening 5: changing a username to a look-alike is refused; a member may change the case of their own', async () => {
    const reply = await other.put(`/api/v3/users/${otherUid}`, { username: 'аIex' });
    expect(reply.status).toBe(400);
    expect(v3Message(reply)).toBe('[[error:username-confusable]]');
    expect((await alex.put(`/api/v3/users/${alexUid}`, { username: 'Alex' })).status).toBe(200);
    expect((await alex.put(`/api/v3/users/${alexUid}`, { username: 'alex' })).status).toBe(200);
  });

  it('hardening 5: concurrent sign-ups of look-alike names create exactly one account (unique skeleton index)', async () => {
    const names = ['oscar', 'оscar', 'Оscar', '0scar', 'osсar', 'oscаr'];
    const replies = await Promise.all(names.map((name) => signUp(agent(), name)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(['[[error:username-confusable]]', '[[error:username-taken]]']).toContain(v3Message(reply));
    }
    const rows = await getDb().execute(sql`SELECT count(*)::int AS n FROM users WHERE username_skeleton = ${usernameSkeleton('oscar')}`);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('hardening 5: members from before skeletons get theirs at start; a look-alike pair keeps only the first', async () => {
    await getDb().execute(sql`INSERT INTO users (username, userslug, email) VALUES ('petra', 'petra', 'petra@old.test'), ('pеtra', 'pеtra', 'petra2@old.test')`);
    const before = await getDb().execute(sql`SELECT username_skeleton FROM users WHERE email LIKE '%@old.test'`);
    expect(before.rows.every((r) => r.username_skeleton === null)).toBe(true);
    const lines: string[] = [];
    await fillUsernameSkeletons((line) => lines.push(line));
    const after = await getDb().execute(sql`SELECT username, username_skeleton FROM users WHERE email LIKE '%@old.test' ORDER BY uid`);
    expect(after.rows).toEqual([
      { username: 'petra', username_skeleton: usernameSkeleton('petra') },
      { username: 'pеtra', username_skeleton: null },
    ]);
    expect(lines).toHaveLength(1);
    // Nobody can take a third one.
    expect(v3Message(await signUp(agent(), 'реtra'))).toBe('[[error:username-confusable]]');
  });
});

describe('hardening 5: full names that look like markup or a system label are refused', () => {
  const refused = ['[[global:former_user]]', '[[error:no-user]]', ' [[x]] ', '<b>Admin</b>', 'Ada\u202Eecalevol', 'Zero\u200Bwidth', 'Deleted User', 'deleted   user', '[Moderator]'];

  it('hardening 5: at sign-up', async () => {
    for (const fullname of refused) {
      const reply = await signUp(agent(), `fn${Math.random().toString(36).slice(2, 8)}`, { fullname });
      expect({ fullname, status: reply.status, message: v3Message(reply) }).toEqual({
        fullname,
        status: 400,
        message: '[[error:fullname-not-allowed]]',
      });
    }
    expect((await signUp(agent(), 'zoe', { fullname: 'Zoë O’Brien-Smith & co.' })).status).toBe(200);
  });

  it('hardening 5: in the profile (onboarding and settings use the same call)', async () => {
    for (const fullname of refused) {
      const reply = await alex.put(`/api/v3/users/${alexUid}`, { fullname });
      expect({ fullname, message: v3Message(reply) }).toEqual({ fullname, message: '[[error:fullname-not-allowed]]' });
    }
    expect((await alex.put(`/api/v3/users/${alexUid}`, { fullname: 'Alex Morgan' })).status).toBe(200);
  });
});

describe('hardening 5: full names that read as a staff member’s are refused', () => {
  let moderatorUid: number;
  beforeAll(async () => {
    // alex, the first account, is an administrator; a global moderator has a name too.
    expect((await alex.put(`/api/v3/users/${alexUid}`, { fullname: 'Alex Morgan' })).status).toBe(200);
    const moderator = agent();
    moderatorUid = (await moderator.signUpComplete('modpriya')).uid;
    await addToGroup(moderatorUid, 'Global Moderators');
    expect((await moderator.put(`/api/v3/users/${moderatorUid}`, { fullname: 'Priya Raman' })).status).toBe(200);
  });

  const lookalikes = ['Alex Morgan', 'Аlex Morgan', 'alex  morgan', 'ALEX MORGAN', 'Alex Mοrgan', 'Alex_Morgan', 'Priya Raman', 'Prіya Rаman', 'Alex', 'modpriya'];

  it('hardening 5: in the profile, with a Cyrillic А or any other look-alike spelling', async () => {
    for (const fullname of lookalikes) {
      const reply = await other.put(`/api/v3/users/${otherUid}`, { fullname });
      expect({ fullname, status: reply.status, message: v3Message(reply) }).toEqual({ fullname, status: 400, message: '[[error:fullname-confusable]]' });
    }
    const [stored] = (await getDb().execute(sql`SELECT fullname FROM users WHERE uid = ${otherUid}`)).rows as Array<{ fullname: string }>;
    expect(lookalikes).not.toContain(stored!.fullname);
    // Clearly different names are fine, and so are names members who are not staff share.
    expect((await other.put(`/api/v3/users/${otherUid}`, { fullname: 'Alex Morganson' })).status).toBe(200);
    expect((await other.put(`/api/v3/users/${otherUid}`, { fullname: 'Sam Doe' })).status).toBe(200);
    const third = agent();
    const thirdUid = (await third.signUpComplete('samsecond')).uid;
    expect((await third.put(`/api/v3/users/${thirdUid}`, { fullname: 'Sam Doe' })).status).toBe(200);
  });

  it('hardening 5: at sign-up', async () => {
    for (const fullname of ['Аlex Morgan', 'Priya Raman']) {
      const reply = await signUp(agent(), `fs${Math.random().toString(36).slice(2, 8)}`, { fullname });
      expect({ fullname, status: reply.status, message: v3Message(reply) }).toEqual({ fullname, status: 400, message: '[[error:fullname-confusable]]' });
    }
  });

  it('hardening 5: staff keep and change their own names', async () => {
    expect((await alex.put(`/api/v3/users/${alexUid}`, { fullname: 'Alex  Morgan' })).status).toBe(200);
    expect((await alex.put(`/api/v3/users/${alexUid}`, { fullname: 'Alex Morgan' })).status).toBe(200);
    expect((await alex.put(`/api/v3/users/${alexUid}`, { aboutme: 'Runs the site.' })).status).toBe(200);
  });
});

describe('hardening 5: pictures are the member’s own uploads or the site’s pictures', () => {
  const setPicture = (a: Agent, uid: number, picture: string) => a.put(`/api/v3/users/${uid}`, { picture });

  it('hardening 5: an off-site address is refused', async () => {
    for (const picture of ['https://evil.example/me.png', 'http://evil.example/x.png', '//evil.example/x.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', '/\\evil.example/x.png', '/avatars/../api/x']) {
      const reply = await setPicture(alex, alexUid, picture);
      expect({ picture, status: reply.status, message: v3Message(reply) }).toEqual({ picture, status: 400, message: '[[error:picture-not-allowed]]' });
    }
  });

  it('hardening 5: built-in pictures and one’s own initials are accepted; another member’s pictures are not', async () => {
    expect((await setPicture(alex, alexUid, '/avatars/shapes/waves.svg')).status).toBe(200);
    expect((await setPicture(alex, alexUid, `/api/avatar/${alexUid}`)).status).toBe(200);
    expect((await alex.get('/api/user/alex')).body.picture).toBe(`/api/avatar/${alexUid}`);
    expect(v3Message(await setPicture(alex, alexUid, `/api/avatar/${otherUid}`))).toBe('[[error:picture-not-allowed]]');
    // A demo member's portrait (their initials) is not a built-in choice.
    expect(v3Message(await setPicture(alex, alexUid, '/avatars/priya.svg'))).toBe('[[error:picture-not-allowed]]');
    expect((await setPicture(alex, alexUid, '')).status).toBe(200);
  });

  it('hardening 5: one’s own uploaded image is accepted, someone else’s is not', async () => {
    await getDb().execute(sql`INSERT INTO uploads (uid, url, storage_key, name, mime, size) VALUES
      (${alexUid}, '/uploads/2026/01/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', '2026/01/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', 'me.png', 'image/png', 10),
      (${otherUid}, '/uploads/2026/01/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png', '2026/01/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png', 'them.png', 'image/png', 10),
      (${alexUid}, '/uploads/2026/01/cccccccccccccccccccccccccccccccc.mp3', '2026/01/cccccccccccccccccccccccccccccccc.mp3', 'a.mp3', 'audio/mpeg', 10)`);
    expect((await setPicture(alex, alexUid, '/uploads/2026/01/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png')).status).toBe(200);
    expect(v3Message(await setPicture(alex, alexUid, '/uploads/2026/01/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png'))).toBe('[[error:picture-not-allowed]]');
    expect(v3Message(await setPicture(alex, alexUid, '/uploads/2026/01/cccccccccccccccccccccccccccccccc.mp3'))).toBe('[[error:picture-not-allowed]]');
    // Saving the profile again with the picture it has is fine.
    expect((await alex.put(`/api/v3/users/${alexUid}`, { aboutme: 'hi', picture: '/uploads/2026/01/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png' })).status).toBe(200);
  });

  it('hardening 5: /api/avatar/{uid} draws the member’s own initials from the name others see', async () => {
    const a = agent();
    const { uid } = await a.signUpComplete('initialsmember');
    await a.put(`/api/v3/users/${uid}`, { fullname: 'Grace Brewster Hopper' });
    const res = await fetch(`${app().url}/api/avatar/${uid}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>GH</text>');

    // A hidden full name is not given away by its initials.
    await a.put(`/api/v3/users/${uid}/settings`, { settings: { showfullname: false } });
    expect(await (await fetch(`${app().url}/api/avatar/${uid}`)).text()).toContain('>I</text>');

    expect((await fetch(`${app().url}/api/avatar/999999`)).status).toBe(404);
    expect((await fetch(`${app().url}/api/avatar/abc`)).status).toBe(404);
  });
});
