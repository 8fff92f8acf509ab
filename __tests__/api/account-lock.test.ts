import { getPool } from '../../server/db';
import { unlockPath } from '../../server/auth/accountLock';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * Issue 35, the account lock: ACCOUNT_LOCK_FAILURES wrong passwords (10 by default) within
 * ACCOUNT_LOCK_WINDOW lock the account for ACCOUNT_LOCK_DURATION (`account-locked`, 429), the right
 * password too, beside hardening 3's back-off and per-address limit. The owner is mailed one
 * signed unlock link per lock, which lifts it at once. Addresses come from X-Forwarded-For
 * (TRUST_PROXY); the back-off's waits are made tiny so the failures reach the check.
 */
const app = setUpTestApp();
const saved = { TRUST_PROXY: process.env.TRUST_PROXY, LOGIN_BACKOFF_BASE_SECONDS: process.env.LOGIN_BACKOFF_BASE_SECONDS };
beforeAll(() => {
  process.env.TRUST_PROXY = 'true';
  process.env.LOGIN_BACKOFF_BASE_SECONDS = '0.001';
});
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

let seq = 0;
const address = () => `203.0.113.${++seq}`;
const RIGHT = 'the owners own passphrase';

async function member(name: string): Promise<{ name: string; email: string; uid: number }> {
  const config = await new Agent(app().url).signUpComplete(name, RIGHT);
  return { name, email: `${name}@example.test`, uid: config.uid };
}

function logIn(login: string, password: string) {
  return new Agent(app().url).request('POST', '/api/v3/utilities/login', { body: { username: login, password }, headers: { 'X-Forwarded-For': address() } });
}

const messageOf = (reply: { body: { status?: { message?: string } } }) => reply.body.status?.message ?? '';
const unlockMails = async (email: string) =>
  (await getPool().query<{ subject: string }>(`SELECT subject FROM email_outbox WHERE "to" = $1 AND text LIKE '%/unlock-account/%'`, [email])).rows;

async function fail(login: string, times: number): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < times; i += 1) answers.push(messageOf(await logIn(login, `wrong guess ${i}`)));
  return answers;
}

describe('issue 35 the account lock', () => {
  it('ten wrong passwords lock the account, the right one too; one mail per lock; its link unlocks at once', async () => {
    const owner = await member('lockowner');
    const answers = await fail(owner.name, 10);
    expect(answers).toEqual([...Array(9).fill('[[error:invalid-login-credentials]]'), '[[error:account-locked]]']);
    const locked = await logIn(owner.email, RIGHT);
    expect([locked.status, messageOf(locked)]).toEqual([429, '[[error:account-locked]]']);
    expect(await fail(owner.name, 3)).toEqual(Array(3).fill('[[error:account-locked]]'));
    expect(await unlockMails(owner.email)).toEqual([{ subject: 'Your account is locked after failed log-ins' }]);

    const link = await Agent.mailedLink(owner.email, 'unlock-account');
    expect(link.uid).toBe(owner.uid);
    const visitor = new Agent(app().url);
    const unlocked = await visitor.post('/api/v3/users/unlock', link);
    expect([unlocked.status, unlocked.body.response]).toEqual([200, { unlocked: true }]);
    expect((await logIn(owner.name, RIGHT)).status).toBe(200);
    expect((await visitor.post('/api/v3/users/unlock', link)).body.response).toEqual({ unlocked: false });
  });

  it('a forged or another member\'s link is account-unlock-failed; a link of a lock long over lifts nothing', async () => {
    const owner = await member('lockforged');
    await fail(owner.name, 10);
    const link = await Agent.mailedLink(owner.email, 'unlock-account');
    const visitor = new Agent(app().url);
    for (const body of [{ ...link, sig: `${link.sig.slice(0, -2)}xx` }, { ...link, uid: link.uid + 1 }, { ...link, timestamp: link.timestamp - 1 }]) {
      const refused = await visitor.post('/api/v3/users/unlock', body);
      expect([refused.status, messageOf(refused)]).toEqual([400, '[[error:account-unlock-failed]]']);
    }
    const old = new URL(unlockPath(owner.uid, Date.now() - 31 * 60_000), 'http://x');
    const stale = await visitor.post('/api/v3/users/unlock', { uid: owner.uid, timestamp: Number(old.pathname.split('/')[3]), sig: old.searchParams.get('sig') });
    expect(stale.body.response).toEqual({ unlocked: false });
    expect(messageOf(await logIn(owner.name, RIGHT))).toBe('[[error:account-locked]]');
  });

  it('the lock ends by itself; the settings are read from the environment; a right password starts the count again', async () => {
    process.env.ACCOUNT_LOCK_FAILURES = '3';
    process.env.ACCOUNT_LOCK_DURATION = '600';
    try {
      const owner = await member('lockshort');
      expect(await fail(owner.name, 2)).toEqual(Array(2).fill('[[error:invalid-login-credentials]]'));
      expect((await logIn(owner.name, RIGHT)).status).toBe(200);
      expect(await fail(owner.name, 3)).toEqual([...Array(2).fill('[[error:invalid-login-credentials]]'), '[[error:account-locked]]']);
      expect(messageOf(await logIn(owner.name, RIGHT))).toBe('[[error:account-locked]]');
      // Time passes without sleeping: the lock began ten minutes ago.
      await getPool().query(`UPDATE rate_limits SET window_start = window_start - interval '600 seconds' WHERE key = $1`, [`login-lock:uid:${owner.uid}`]);
      expect((await logIn(owner.name, RIGHT)).status).toBe(200);
    } finally {
      delete process.env.ACCOUNT_LOCK_FAILURES;
      delete process.env.ACCOUNT_LOCK_DURATION;
    }
  });

  it('a name nobody has locks alike (the answer tells nothing), and no mail goes anywhere', async () => {
    const before = (await getPool().query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox')).rows[0]!.n;
    expect((await fail('nobody-by-this-name', 10)).at(-1)).toBe('[[error:account-locked]]');
    expect((await getPool().query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox')).rows[0]!.n).toBe(before);
  });
});
