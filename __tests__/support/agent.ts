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

  /** Signs up and gives both consents: a member who can post. */
  async signUpComplete(username: string, password = 'correct horse battery'): Promise<Json> {
    const signUp = await this.post('/api/v3/users', { username, email: `${username}@example.test`, password });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
    const done = await this.request('POST', `/register/complete/?_csrf=${this.csrf}`, {
      form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' },
      csrf: false,
    });
    if (done.status !== 200) throw new Error(`consent failed: ${JSON.stringify(done.body)}`);
    return this.config();
  }
}
