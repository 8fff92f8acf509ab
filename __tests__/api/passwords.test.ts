import { getPool } from '../../server/db';
import { errorTextsIn } from '@/server/i18n/errors';
import { Agent, type Reply } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * Passwords and sessions (hardening 4). Each agent is its own client address (X-Forwarded-For
 * with TRUST_PROXY), so sign-up and log-in limits per address stay out of the way.
 */
const app = setUpTestApp();
const savedProxy = process.env.TRUST_PROXY;
beforeAll(() => {
  process.env.TRUST_PROXY = 'true';
});
afterAll(() => {
  if (savedProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = savedProxy;
});

let seq = 0;

class Client extends Agent {
  private readonly address = `203.0.113.${(++seq % 250) + 1}`;
  override request<T>(method: string, path: string, options: Parameters<Agent['request']>[2] = {}): Promise<Reply<T>> {
    return super.request<T>(method, path, { ...options, headers: { 'X-Forwarded-For': this.address, ...options.headers } });
  }
}

const agent = () => new Client(app().url);
const uniqueName = (base: string) => `${base}${++seq}${Date.now() % 100000}`;

describe('hardening 4: passwords, change password, sign out everywhere, session lifetime', () => {
  it.each([
    ['password1'],
    ['iloveyou'],
    ['Qwerty123'],
    ['PASSWORD123'],
    ['sunshine'],
  ])('hardening 4: sign-up refuses the common password %j', async (password) => {
    const name = uniqueName('common');
    const reply = await agent().post('/api/v3/users', { username: name, email: `${name}@example.test`, password });
    expect(reply.status).toBe(400);
    expect(reply.body.status.message).toBe('[[error:password-too-common]]');
    expect(errorTextsIn('en').translateMessage(reply.body.status.message)).toMatch(/most common/);
  });

  it('hardening 4: sign-up refuses a password that is or contains the username or e-mail name', async () => {
    const name = uniqueName('Rosalind');
    for (const password of [name, name.toUpperCase(), `my ${name.toLowerCase()} pass`, `${name}@example.test`, `xx${name}yy`]) {
      const reply = await agent().post('/api/v3/users', { username: name, email: `${name}@example.test`, password });
      expect([password, reply.body.status.message]).toEqual([password, '[[error:password-contains-name]]']);
    }
    const mailName = uniqueName('mailbox');
    const viaMail = await agent().post('/api/v3/users', { username: uniqueName('other'), email: `${mailName}@example.test`, password: `Secret ${mailName}!` });
    expect(viaMail.body.status.message).toBe('[[error:password-contains-name]]');
  });

  it('hardening 4: changes the own password: checks the current one, applies the rules, rotates this session and ends the others', async () => {
    const name = uniqueName('changer');
    const here = agent();
    const me = await here.signUpComplete(name, 'first long passphrase');
    const elsewhere = agent();
    await elsewhere.post('/api/v3/utilities/login', { username: name, password: 'first long passphrase' });
    expect((await elsewhere.config()).loggedIn).toBe(true);

    const wrong = await here.put(`/api/v3/users/${me.uid}/password`, { currentPassword: 'not it at all', newPassword: 'second long passphrase' });
    expect(wrong.body.status.message).toBe('[[error:wrong-current-password]]');
    const common = await here.put(`/api/v3/users/${me.uid}/password`, { currentPassword: 'first long passphrase', newPassword: 'football' });
    expect(common.body.status.message).toBe('[[error:password-too-common]]');
    const named = await here.put(`/api/v3/users/${me.uid}/password`, { currentPassword: 'first long passphrase', newPassword: `${name}-2024` });
    expect(named.body.status.message).toBe('[[error:password-contains-name]]');
    const same = await here.put(`/api/v3/users/${me.uid}/password`, { currentPassword: 'first long passphrase', newPassword: 'first long passphrase' });
    expect(same.body.status.message).toBe('[[error:reset-same-password]]');

    const oldToken = here.csrf;
    const changed = await here.put(`/api/v3/users/${me.uid}/password`, { currentPassword: 'first long passphrase', newPassword: 'second long passphrase' });
    expect(changed.status).toBe(200);
    expect(changed.body.response).toEqual({ csrf_token: expect.any(String), ended: 1 });
    expect(changed.body.response.csrf_token).not.toBe(oldToken);
    expect(await here.config()).toMatchObject({ loggedIn: true, uid: me.uid });
    expect(await elsewhere.config()).toMatchObject({ loggedIn: false });

    expect((await agent().post('/api/v3/utilities/login', { username: name, password: 'first long passphrase' })).status).toBe(400);
    expect((await agent().post('/api/v3/utilities/login', { username: name, password: 'second long passphrase' })).status).toBe(200);
  });

  it('hardening 4: only the own password can be changed, and only by a member', async () => {
    const owner = agent();
    const me = await owner.signUpComplete(uniqueName('pwowner'));
    const other = agent();
    await other.signUpComplete(uniqueName('pwother'));
    const reply = await other.put(`/api/v3/users/${me.uid}/password`, { currentPassword: 'correct horse battery', newPassword: 'taken over now' });
    expect(reply.status).toBe(403);
    expect((await agent().put(`/api/v3/users/${me.uid}/password`, { newPassword: 'taken over now' })).status).toBe(401);
    const ended = await other.delete(`/api/v3/users/${me.uid}/sessions`);
    expect(ended.status).toBe(403);
  });

  it('hardening 4: "sign out everywhere else" ends every other session of the member and keeps this one', async () => {
    const name = uniqueName('everywhere');
    const here = agent();
    const me = await here.signUpComplete(name);
    const phone = agent();
    const laptop = agent();
    for (const a of [phone, laptop]) await a.post('/api/v3/utilities/login', { username: name, password: 'correct horse battery' });
    const reply = await here.delete(`/api/v3/users/${me.uid}/sessions`);
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ ended: 2 });
    expect((await phone.config()).loggedIn).toBe(false);
    expect((await laptop.config()).loggedIn).toBe(false);
    expect(await here.config()).toMatchObject({ loggedIn: true, uid: me.uid });
  });

  it('hardening 4: a member session ends 90 days after its log-in however active it is', async () => {
    const name = uniqueName('ninety');
    const a = agent();
    const me = await a.signUpComplete(name);
    const pool = getPool();
    // Active yesterday, logged in 89 days ago: still signed in, and sliding never passes day 90.
    await pool.query(`UPDATE sessions SET created_at = now() - interval '89 days', last_seen_at = now() - interval '2 hours' WHERE uid = $1`, [me.uid]);
    expect((await a.config()).loggedIn).toBe(true);
    const { rows } = await pool.query<{ left: number }>(`SELECT extract(epoch FROM expires_at - now()) AS left FROM sessions WHERE uid = $1`, [me.uid]);
    expect(Number(rows[0]!.left)).toBeLessThanOrEqual(24 * 3600 + 5);
    // Logged in 90 days ago, though it would still slide: signed out.
    await pool.query(`UPDATE sessions SET created_at = now() - interval '90 days 1 minute', expires_at = now() + interval '20 days' WHERE uid = $1`, [me.uid]);
    expect(await a.config()).toMatchObject({ loggedIn: false, uid: -1 });
    expect((await a.get('/api/self')).status).toBe(401);
  });
});
