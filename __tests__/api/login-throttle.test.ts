import { getPool } from '../../server/db';
import { hashingStats } from '../../server/auth/passwords';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * Login throttling (hardening 3): attempts are counted before the password is checked, per account
 * (every spelling of it) and per client address, with a progressive back-off instead of a lockout.
 * Addresses come from X-Forwarded-For (TRUST_PROXY), so each test is its own client.
 */
const app = setUpTestApp();
const saved = { TRUST_PROXY: process.env.TRUST_PROXY, LOGIN_BACKOFF_BASE_SECONDS: process.env.LOGIN_BACKOFF_BASE_SECONDS };
beforeAll(() => {
  process.env.TRUST_PROXY = 'true';
  // Long enough that no back-off passes during a test, unless a test says otherwise.
  process.env.LOGIN_BACKOFF_BASE_SECONDS = '60';
});
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

let seq = 0;
const unique = (base: string) => `${base}${++seq}${Date.now() % 100000}`;
const address = () => `198.51.100.${++seq}`;
const RIGHT = 'the owners own passphrase';

async function member(): Promise<{ name: string; email: string }> {
  const name = unique('throttled');
  await new Agent(app().url).signUpComplete(name, RIGHT);
  return { name, email: `${name}@example.test` };
}

function logIn(login: string, password: string, ip: string) {
  return new Agent(app().url).request('POST', '/api/v3/utilities/login', {
    body: { username: login, password },
    headers: { 'X-Forwarded-For': ip },
  });
}

const messageOf = (reply: { body: { status?: { message?: string } } }) => reply.body.status?.message ?? '';

/**
 * Whether a refusal says `login-backoff` with a wait of `full` seconds, counted down from the
 * attempt it starts at: on a busy machine a second or two of it has passed (299 for 300).
 */
function waitIs(message: string, full: number): boolean {
  const seconds = Number(/^\[\[error:login-backoff, (\d+)\]\]$/.exec(message)?.[1]);
  return seconds <= full && seconds > full - 5;
}

describe('hardening 3: login throttling', () => {
  it('hardening 3: 60 parallel wrong passwords are counted before any is checked', async () => {
    const { name } = await member();
    const before = hashingStats().verifications;
    const ip = address();
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => logIn(name, `wrong guess ${i}`, ip)));
    const checked = hashingStats().verifications - before;
    const wrong = replies.filter((r) => messageOf(r) === '[[error:invalid-login-credentials]]');
    const refused = replies.filter((r) => r.status === 429);
    expect(wrong).toHaveLength(5);
    expect(checked).toBe(5);
    expect(refused).toHaveLength(55);
    for (const r of refused) expect(messageOf(r)).toMatch(/^\[\[error:login-backoff, \d+\]\]$/);
  });

  it('hardening 3: 60 parallel wrong passwords from 60 addresses reach the password check at most 5 times, with the default back-off', async () => {
    // The default first wait (1 s) is shorter than such a burst takes to arrive and be answered.
    delete process.env.LOGIN_BACKOFF_BASE_SECONDS;
    try {
      const { name } = await member();
      const addresses = Array.from({ length: 60 }, () => address());
      const agents = await Promise.all(
        addresses.map(async (ip) => {
          const agent = new Agent(app().url);
          await agent.request('GET', '/api/config', { headers: { 'X-Forwarded-For': ip } });
          return { agent, ip };
        }),
      );
      const before = hashingStats().verifications;
      const replies = await Promise.all(
        agents.map(({ agent, ip }, i) =>
          agent.request('POST', '/api/v3/utilities/login', { body: { username: name, password: `wrong guess ${i}` }, headers: { 'X-Forwarded-For': ip } }),
        ),
      );
      const checked = hashingStats().verifications - before;
      const wrong = replies.filter((r) => messageOf(r) === '[[error:invalid-login-credentials]]');
      expect({ checked, wrong: wrong.length }).toEqual({ checked: 5, wrong: 5 });
      for (const r of replies.filter((reply) => messageOf(reply) !== '[[error:invalid-login-credentials]]')) {
        expect(r.status).toBe(429);
        expect(messageOf(r)).toMatch(/^\[\[error:login-backoff, \d+\]\]$/);
      }
    } finally {
      process.env.LOGIN_BACKOFF_BASE_SECONDS = '60';
    }
  });

  it('hardening 3: the username and the e-mail address (any case) share one budget', async () => {
    const { name, email } = await member();
    const ip = address();
    const spellings = [name, email, name.toUpperCase(), email.toUpperCase(), ` ${name} `];
    for (const login of spellings) {
      expect(messageOf(await logIn(login, 'not the password', ip))).toBe('[[error:invalid-login-credentials]]');
    }
    const sixth = await logIn(email, 'not the password either', address());
    expect(sixth.status).toBe(429);
    expect(messageOf(sixth)).toMatch(/^\[\[error:login-backoff, \d+\]\]$/);
  });

  it('hardening 3: the owner can still log in after waiting the back-off, and success starts the count again', async () => {
    process.env.LOGIN_BACKOFF_BASE_SECONDS = '10';
    try {
      const { name } = await member();
      const key = `login-account:uid:${(await getPool().query<{ uid: number }>('SELECT uid FROM users WHERE username = $1', [name])).rows[0]!.uid}`;
      const attacker = address();
      for (let i = 0; i < 5; i += 1) await logIn(name, `guess ${i}`, attacker);
      const tooSoon = await logIn(name, RIGHT, address());
      expect(tooSoon.status).toBe(429);
      // The owner's early attempt counts too: the wait is now 2 × 10 s from the last check.
      expect([messageOf(tooSoon), waitIs(messageOf(tooSoon), 20)]).toEqual([messageOf(tooSoon), true]);
      // Time passes without sleeping: the last check is moved back by the wait.
      await getPool().query(`UPDATE rate_limits SET window_start = window_start - interval '20 seconds' WHERE key = $1`, [key]);
      const owner = await logIn(name, RIGHT, address());
      expect(owner.status).toBe(200);
      // Five free attempts again.
      for (let i = 0; i < 5; i += 1) {
        expect(messageOf(await logIn(name, `again ${i}`, attacker))).toBe('[[error:invalid-login-credentials]]');
      }
    } finally {
      process.env.LOGIN_BACKOFF_BASE_SECONDS = '60';
    }
  });

  it('hardening 3: each further attempt, refused ones included, doubles the wait, up to five minutes', async () => {
    process.env.LOGIN_BACKOFF_BASE_SECONDS = '10';
    try {
      const { name } = await member();
      const key = `login-account:uid:${(await getPool().query<{ uid: number }>('SELECT uid FROM users WHERE username = $1', [name])).rows[0]!.uid}`;
      // Time passes without sleeping: the last attempt is moved back into the past.
      const pass = (seconds: number) =>
        getPool().query(`UPDATE rate_limits SET window_start = window_start - make_interval(secs => $2) WHERE key = $1`, [key, seconds]);
      for (let i = 0; i < 5; i += 1) await logIn(name, `guess ${i}`, address());
      // Each round: one attempt refused (counted: the wait doubles), the wait passes, one checked.
      const waits: string[] = [];
      for (const seconds of [20, 80, 300]) {
        waits.push(messageOf(await logIn(name, 'guess', address())));
        await pass(seconds);
        expect(messageOf(await logIn(name, 'guess', address()))).toBe('[[error:invalid-login-credentials]]');
      }
      expect(waits.map((message, i) => [message, waitIs(message, [20, 80, 300][i]!)])).toEqual(waits.map((message) => [message, true]));
      await getPool().query('UPDATE rate_limits SET count = 30 WHERE key = $1', [key]);
      const capped = messageOf(await logIn(name, 'guess', address()));
      expect([capped, waitIs(capped, 300)]).toEqual([capped, true]);
      // A day without attempts starts the count again.
      await pass(24 * 3600);
      expect((await logIn(name, RIGHT, address())).status).toBe(200);
    } finally {
      process.env.LOGIN_BACKOFF_BASE_SECONDS = '60';
    }
  });

  it('hardening 3: one address is limited across accounts; refused and successful attempts give their place back', async () => {
    const ip = address();
    const owners = await Promise.all([member(), member(), member(), member(), member()]);
    // 4 wrong passwords for each of five accounts: 20 failed checks from one address.
    for (const { name } of owners) {
      for (let i = 0; i < 4; i += 1) expect(messageOf(await logIn(name, `spray ${i}`, ip))).toBe('[[error:invalid-login-credentials]]');
    }
    const next = await logIn(owners[0]!.name, RIGHT, ip);
    expect(next.status).toBe(429);
    expect(messageOf(next)).toBe('[[error:login-rate-limited, 15]]');
    // Another address is not affected.
    expect((await logIn(owners[0]!.name, RIGHT, address())).status).toBe(200);

    // Unknown names are counted too (under the typed name), and checked against a decoy hash.
    const other = address();
    const before = hashingStats().verifications;
    const unknown = await logIn(unique('nobody'), 'whatever it is', other);
    expect(messageOf(unknown)).toBe('[[error:invalid-login-credentials]]');
    expect(hashingStats().verifications - before).toBe(1);
  });
});
