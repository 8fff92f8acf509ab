import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { PostData, SearchResponse } from '@/lib/discussions/types';
import { accountMenu, hydrated, open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Headers and origin in a real browser against the built app (demo community): every page works
 * under the Content-Security-Policy with no violation (hardening 14), another site cannot frame
 * the app, every kind of response carries the headers, and the addresses a page writes come from
 * PUBLIC_URL whatever Host the request named (hardening 15).
 */

const PUBLIC_URL = 'https://community.example.org';
const env = setUpBrowserApp({ demoSeed: true, env: { PUBLIC_URL } });
const pages = env.pages;

/** CSP violations (the page's `securitypolicyviolation` events) and the browser's CSP console errors. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding('__reportViolation', (_source, text: string) => problems.push(`violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect({ what, csp }).toEqual({ what, csp: expect.stringMatching(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/) });
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect({ what, frame: headers['x-frame-options'] }).toEqual({ what, frame: 'DENY' });
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  // COOKIE_SECURE is not set: no HSTS on a plain-HTTP site.
  expect(headers['strict-transport-security']).toBeUndefined();
}

async function firstTopic(page: Page): Promise<PostData> {
  const res = await page.request.get('/api/events/v1/search/highlights?sortBy=popular', { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  const hit = ((await res.json()) as SearchResponse<PostData>).results[0].hits[0];
  if (!hit) throw new Error('the demo has no topic');
  return hit.document;
}

/** A raw GET with any Host and headers (browsers and fetch do not let a caller choose Host). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: env.app().port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the Content-Security-Policy in the browser', () => {
  test('hardening 14: the feed, a topic, the login dialog, the composer and settings work with no CSP violation', async () => {
    const page = await pages.newPage();
    const problems = await watchPolicy(page);

    // The feed, server-rendered and hydrated: its scripts ran with the nonce.
    const feed = await open(page, '/discussions');
    expect(feed?.status()).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(feed?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // Every script the server wrote carries the nonce (scripts that those load are trusted through
    // 'strict-dynamic'); JSON data blocks are not scripts the browser runs.
    const html = await (await page.request.get('/discussions')).text();
    const written = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    const executable = written.filter((attrs) => !/type="application\/(json|ld\+json)"/.test(attrs));
    expect(executable.length).toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs).toMatch(/\bnonce="[A-Za-z0-9+/=]+"/);

    // A topic.
    const topic = await firstTopic(page);
    await open(page, topic.url);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The login dialog, and signing in through it.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await login.getByLabel('Username or email').fill('priya');
    await login.getByLabel('Password').fill('community-demo');
    await login.getByRole('button', { name: 'Sign in', exact: true }).click();
    await login.waitFor({ state: 'detached' });
    await accountMenu(page).waitFor();

    // The composer: typing and the live checks work.
    await open(page, '/compose?type=faq');
    await page.getByLabel('Title').fill('Does the composer work under the policy?');
    await page.getByLabel('Content').fill('It should: every script carries the nonce.');
    expect(await page.getByLabel('Title').inputValue()).toBe('Does the composer work under the policy?');

    // Settings: the theme choice is saved and applied (the theme script runs on the next load).
    await open(page, '/user/priya/settings');
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await preferences.getByRole('radio', { name: 'Dark' }).check();
    await preferences.getByRole('button', { name: 'Save settings' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Settings saved' }).waitFor();
    await page.reload();
    await hydrated(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

    expect(problems).toEqual([]);
  });

  test('hardening 14: an inline script without the nonce does not run', async () => {
    const page = await pages.newPage();
    const problems = await watchPolicy(page);
    await open(page, '/discussions');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('div');
      // Markup parsed into the page (as injected content would be) carries no nonce.
      script.innerHTML = '<img src="x:" onerror="window.__injected = true">';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(problems.some((p) => p.includes('script-src'))).toBe(true);
  });

  test('hardening 14: a page on another origin cannot frame the app', async () => {
    const framer = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<!doctype html><title>framer</title><iframe id="app" src="${env.app().baseUrl}/discussions" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', () => resolve()));
    try {
      const page = await pages.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors|Refused to (frame|display)/i.test(message.text())) refused.push(message.text());
      });
      const appResponse = page.waitForResponse((res) => res.url().startsWith(`${env.app().baseUrl}/discussions`));
      await page.goto(`http://localhost:${(framer.address() as AddressInfo).port}/`);
      expect((await appResponse).headers()['x-frame-options']).toBe('DENY');
      // The frame has had its answer and the page is quiet.
      await page.waitForLoadState('networkidle');
      const child = page.frames().find((f) => f !== page.mainFrame());
      // The framed document never loads: the frame shows the browser's error page, not the app.
      const greeting = child ? await child.locator('[data-testid="greeting"]').count().catch(() => 0) : 0;
      expect(greeting).toBe(0);
      expect(child?.url() ?? '').not.toMatch(/\/discussions$/);
      expect(refused.length).toBeGreaterThan(0);
    } finally {
      await new Promise<void>((resolve) => framer.close(() => resolve()));
    }
  });
});

describe('security headers on every kind of response', () => {
  test('hardening 14: a page, an API answer, a static file, a script chunk, an upload and socket.io polling', async () => {
    const page = await pages.newPage();
    await signInAs(page, 'priya');
    const config = (await (await page.request.get('/api/config')).json()) as { csrf_token: string };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const uploaded = await page.request.post('/api/post/upload', {
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': config.csrf_token },
      multipart: { 'files[]': { name: 'dot.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status()).toBe(200);
    const [{ url: uploadUrl }] = (await uploaded.json()) as Array<{ url: string }>;

    const html = await (await page.request.get('/discussions')).text();
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeTruthy();

    const targets: Array<[string, string, number]> = [
      ['page', '/discussions', 200],
      ['API', '/api/config', 200],
      ['API error', '/api/user/nobody-at-all', 404],
      ['static file', '/favicon.svg', 200],
      ['script chunk', chunk!, 200],
      ['upload', uploadUrl, 200],
      ['socket.io polling', '/socket.io/?EIO=4&transport=polling', 200],
    ];
    for (const [what, path, status] of targets) {
      const res = await rawGet(path, { Accept: '*/*' });
      expect({ what, status: res.status }).toEqual({ what, status });
      const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
      if (what === 'upload') {
        // Members' files get a stricter policy of their own: nothing in them may run or load.
        expect(headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
        expectSecurityHeaders({ ...headers, 'content-security-policy': `script-src 'nonce-x' 'strict-dynamic'; frame-ancestors 'none'; object-src 'none'` }, what);
      } else {
        expectSecurityHeaders(headers, what);
      }
    }
  });
});

describe('addresses come from PUBLIC_URL (hardening 15)', () => {
  test('hardening 15: Host: evil.example and X-Forwarded-Proto: javascript still give canonical, og:url and JSON-LD on PUBLIC_URL', async () => {
    const topic = await firstTopic(await pages.newPage());
    const res = await rawGet(topic.url, {
      Host: 'evil.example',
      'X-Forwarded-Proto': 'javascript',
      'X-Forwarded-Host': 'evil.example',
      Accept: 'text/html',
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toContain('javascript://');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1];
    const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(res.body)?.[1];
    expect(canonical).toBe(`${PUBLIC_URL}${topic.url}`);
    expect(ogUrl).toBe(canonical);
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(ld).toBeTruthy();
    const urls = [...ld!.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });
});
