import { getPool } from '../../server/db';

/**
 * A browser-like HTTP client for API tests: keeps the session cookie, knows the csrf token from
 * GET /api/config and sends it in X-XSRF-TOKEN on state-changing calls.
 */
export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

// Test assertions read arbitrary response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
type Json = any;

export class Agent {
  private cookies = new Map<string, string>();
  csrf: string | null = null;

  constructor(private readonly baseUrl: string) {}

  private store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = Json>(
    method: string,
    path: string,
    options: { body?: unknown; form?: Record<string, string>; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.cookies.size) headers.Cookie = this.cookieHeader();
    if (method !== 'GET' && options.csrf !== false) {
      if (this.csrf === null) await this.config();
      headers['X-XSRF-TOKEN'] = this.csrf!;
      headers.Cookie = this.cookieHeader();
    }
    let payload: string | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    this.store(res.headers);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    // Login, sign-up and logout rotate the token and answer the new one, as the client expects.
    const rotated = (body as Json)?.response?.csrf_token ?? (body as Json)?.csrf_token;
    if (typeof rotated === 'string') this.csrf = rotated;
    return { status: res.status, headers: res.headers, body: body as T };
  }

  get<T = Json>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = Json>(path: string, body?: unknown) {
    return this.request<T>('POST', path, { body });
  }
  put<T = Json>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, { body });
  }
  delete<T = Json>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, { body });
  }

  /** GET /api/config, remembering its csrf token. */
  async config(): Promise<Json> {
    const reply = await this.get('/api/config');
    this.csrf = reply.body.csrf_token;
    return reply.body;
  }

  /**
   * Signs up, gives both consents and confirms the address with the link of its confirmation mail
   * (issue 35): a member who can post. `confirm: false` leaves the mail unread (someone who signed
   * up with an address that is not theirs).
   */
  /**
   * A member who signed up, consented and (unless `confirm: false`) confirmed their address. They
   * are at trust level 1, as a member who has been around a little (the same text twice, links in
   * several topics... would otherwise hold their posts for review); `newMember: true` keeps them at
   * level 0, as they are right after signing up (issue 35).
   */
  async signUpComplete(username: string, password = 'correct horse battery', { confirm = true, newMember = false } = {}): Promise<Json> {
    const email = `${username}@example.test`;
    const signUp = await this.post('/api/v3/users', { username, email, password });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
    const done = await this.request('POST', `/register/complete/?_csrf=${this.csrf}`, {
      form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' },
      csrf: false,
    });
    if (done.status !== 200) throw new Error(`consent failed: ${JSON.stringify(done.body)}`);
    if (confirm) await this.confirmEmail(email);
    if (!newMember) await getPool().query('UPDATE users SET trust_level = 1 WHERE lower(email) = lower($1)', [email]);
    return this.config();
  }

  /**
   * The newest link of a kind (`confirm-email`, `unlock-account`) mailed to `email`, read from the
   * outbox (no SMTP in tests): its uid, timestamp and signature, as the API's body takes them.
   */
  static async mailedLink(email: string, kind: 'confirm-email' | 'unlock-account'): Promise<{ uid: number; timestamp: number; sig: string }> {
    const { rows } = await getPool().query<{ text: string }>(
      `SELECT text FROM email_outbox WHERE lower("to") = lower($1) AND text LIKE $2 ORDER BY id DESC LIMIT 1`,
      [email, `%/${kind}/%`],
    );
    const found = new RegExp(`/${kind}/(\\d+)/(\\d+)\\?sig=([A-Za-z0-9_-]+)`).exec(rows[0]?.text ?? '');
    if (!found) throw new Error(`no ${kind} mail to ${email} in the outbox`);
    return { uid: Number(found[1]), timestamp: Number(found[2]), sig: found[3]! };
  }

  /** Follows the newest confirmation link mailed to `email`, as its owner would (issue 35). */
  async confirmEmail(email: string): Promise<void> {
    const confirmed = await this.post('/api/v3/users/email/confirm', await Agent.mailedLink(email, 'confirm-email'));
    if (confirmed.status !== 200) throw new Error(`confirming ${email} failed: ${JSON.stringify(confirmed.body)}`);
  }
}
