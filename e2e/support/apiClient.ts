import { CookieJar } from 'tough-cookie';

/** An answer as a test reads it: status, headers, the body as text and, when it is JSON, parsed. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as X-XSRF-TOKEN (API-CONVENTIONS: every unsafe method needs it). */
  csrf?: string;
}

/**
 * One browser-less session with an app the tests started: Node's fetch, the cookies the app sets
 * kept by tough-cookie's jar, the CSRF token from `GET /api/config`. Redirects are not followed,
 * so a test sees them.
 */
export class ApiClient {
  private readonly jar = new CookieJar();

  constructor(readonly base: string) {}

  async request(method: string, pathname: string, options: RequestOptions = {}): Promise<ApiAnswer> {
    const url = new URL(pathname, this.base).href;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const cookie = await this.jar.getCookieString(url);
    if (cookie) headers.Cookie = cookie;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.csrf) headers['X-XSRF-TOKEN'] = options.csrf;
    const res = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) await this.jar.setCookie(line, url);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON; callers read `text`
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  /** GET /api/config: starts the session (its cookie) and answers its csrf_token. */
  async csrf(): Promise<string> {
    const { status, json } = await this.request('GET', '/api/config');
    const token = (json as { csrf_token?: unknown } | null)?.csrf_token;
    if (status !== 200 || typeof token !== 'string' || token === '') throw new Error(`GET /api/config at ${this.base} gave no csrf_token (${status})`);
    return token;
  }

  /** Signs in (`POST /api/v3/utilities/login`); throws unless the app accepts. */
  async signIn(username: string, password: string): Promise<this> {
    const res = await this.request('POST', '/api/v3/utilities/login', { csrf: await this.csrf(), body: { username, password } });
    if (res.status !== 200) throw new Error(`${username} could not sign in at ${this.base}: ${res.status}`);
    return this;
  }

  /** The Cookie header this session sends (for a raw request or a browser context). */
  async cookieHeader(): Promise<string> {
    return this.jar.getCookieString(this.base);
  }

  /** One cookie's value, or undefined. */
  async cookie(name: string): Promise<string | undefined> {
    return (await this.jar.getCookies(this.base)).find((c) => c.key === name)?.value;
  }
}

/** The Cookie header of a member signed in at `base`. */
export async function signedInCookie(base: string, username: string, password: string): Promise<string> {
  return (await new ApiClient(base).signIn(username, password)).cookieHeader();
}
