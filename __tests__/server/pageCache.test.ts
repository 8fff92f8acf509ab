import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { bodyFor, cachedBody, crc32Combine } from '../../server/cache/body';
import { tagsOf } from '../../server/cache/invalidation';
import { createPipeline, Slots, type Pipeline, type Render } from '../../server/cache/pipeline';
import { etagMatches, negotiate } from '../../server/cache/respond';
import { cacheablePage } from '../../server/cache/routes';
import { PageStore } from '../../server/cache/store';
import { GuestIds } from '../../server/cache/visitor';
import { withSecurityHeaders } from '../../server/http/front';
import { NONCE_REQUEST_HEADER } from '../../lib/http/nonce';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const page = (nonce: string, text = 'body') =>
  Buffer.from(`<html><head><script nonce="${nonce}" src="/a.js"></script></head><body>${`<p>${text}</p>`.repeat(2000)}<script nonce="${nonce}" id="__NEXT_DATA__">{}</script></body></html>`);

describe('page cache: bodies with a fresh nonce per response', () => {
  it('combines CRC-32s as zlib computes them over the whole', () => {
    const a = Buffer.from('first part '.repeat(999));
    const b = Buffer.from('second'.repeat(12345));
    expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(zlib.crc32(Buffer.concat([a, b])));
    expect(crc32Combine(zlib.crc32(a), zlib.crc32(Buffer.alloc(0)), 0)).toBe(zlib.crc32(a));
  });

  it('puts each response’s nonce where the render’s was, gzip-encoded and as it is', () => {
    const body = cachedBody(page(NONCE), NONCE);
    expect(body.pieces).toHaveLength(3);
    for (const nonce of ['BBBBBBBBBBBBBBBBBBBBBBBB', 'x+y/z0123456789abcdefghij'.slice(0, 24)]) {
      const expected = page(nonce).toString();
      expect(zlib.gunzipSync(bodyFor(body, nonce, 'gzip')).toString()).toBe(expected);
      expect(bodyFor(body, nonce, 'identity').toString()).toBe(expected);
    }
    // A hit costs no compression: the stored deflate pieces are reused as they are.
    expect(bodyFor(body, 'CCCCCCCCCCCCCCCCCCCCCCCC', 'gzip').length).toBeLessThan(page(NONCE).length / 10);
  });

  it('compresses later pieces against the earlier ones, never reaching into a nonce; a page with a zero byte is compressed piece by piece', () => {
    // The page data repeats the HTML: with the earlier pieces as dictionary it compresses to little.
    const text = 'A paragraph that the page data repeats word for word. '.repeat(40);
    const repeated = Buffer.from(`<p nonce="${NONCE}">${text}</p><script nonce="${NONCE}">${text}</script>`);
    const body = cachedBody(repeated, NONCE);
    expect(body.deflated[2]!.length).toBeLessThan(60);
    for (const nonce of ['DDDDDDDDDDDDDDDDDDDDDDDD', 'p nonce="AAAAAAAAAAAAAAA']) {
      expect(zlib.gunzipSync(bodyFor(body, nonce, 'gzip')).toString()).toBe(repeated.toString().replaceAll(NONCE, nonce));
    }
    const withZero = Buffer.concat([Buffer.from(`<p nonce="${NONCE}">a`), Buffer.from([0]), Buffer.from(`b ${text}</p><i nonce="${NONCE}">${text}</i>`)]);
    expect(zlib.gunzipSync(bodyFor(cachedBody(withZero, NONCE), 'EEEEEEEEEEEEEEEEEEEEEEEE', 'gzip')).toString()).toBe(
      withZero.toString().replaceAll(NONCE, 'EEEEEEEEEEEEEEEEEEEEEEEE'),
    );
  });

  it('keeps a body without a nonce (page data) whole, and refuses a nonce of another length', () => {
    const json = Buffer.from('{"pageProps":{}}');
    expect(zlib.gunzipSync(bodyFor(cachedBody(json, NONCE), 'whatever', 'gzip')).toString()).toBe(json.toString());
    expect(() => bodyFor(cachedBody(page(NONCE), NONCE), 'short', 'gzip')).toThrow();
  });

  it('has one validator per content, the same whatever the nonce', () => {
    expect(cachedBody(page(NONCE), NONCE).hash).toBe(cachedBody(page('BBBBBBBBBBBBBBBBBBBBBBBB'), 'BBBBBBBBBBBBBBBBBBBBBBBB').hash);
    expect(cachedBody(page(NONCE, 'edited'), NONCE).hash).not.toBe(cachedBody(page(NONCE), NONCE).hash);
  });
});

describe('page cache: the store', () => {
  const entry = (bytes = 100) => ({ body: { ...cachedBody(Buffer.alloc(bytes, 'x'), ''), bytes }, status: 200, contentType: 'text/html' });

  it('evicts by tag, and a full flush empties it', () => {
    const store = new PageStore(10_000, 60_000);
    store.put('page /posts/1', entry(), store.snapshot(['topic:1']));
    store.put('page /posts/2', entry(), store.snapshot(['topic:2']));
    store.put('page /discussions', entry(), store.snapshot(['feed']));
    store.evict(['topic:1']);
    expect(store.get('page /posts/1')).toBeUndefined();
    expect(store.get('page /posts/2')).toBeDefined();
    store.evictAll();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('does not keep a render that read its data before an eviction of its tags', () => {
    const store = new PageStore(10_000, 60_000);
    const before = store.snapshot(['topic:1']);
    const unrelated = store.snapshot(['topic:2']);
    store.evict(['topic:1']);
    expect(store.put('page /posts/1', entry(), before)).toBe(false);
    expect(store.put('page /posts/2', entry(), unrelated)).toBe(true);
    const beforeFlush = store.snapshot(['topic:2']);
    store.evictAll();
    expect(store.put('page /posts/2', entry(), beforeFlush)).toBe(false);
  });

  it('stays within its bytes, the least recently used first out, and forgets pages past their age', () => {
    let now = 0;
    const store = new PageStore(1_000, 60_000, () => now);
    for (let i = 0; i < 5; i++) store.put(`k${i}`, entry(100), store.snapshot([]));
    store.get('k0');
    for (let i = 5; i < 12; i++) store.put(`k${i}`, entry(100), store.snapshot([]));
    expect(store.bytes).toBeLessThanOrEqual(1_000);
    expect(store.get('k0')).toBeDefined();
    expect(store.get('k1')).toBeUndefined();
    now = 60_001;
    expect(store.get('k11')).toBeUndefined();
  });

  it('reads notification payloads as tags', () => {
    expect(tagsOf('feed topic:12 topic:13')).toEqual(['feed', 'topic:12', 'topic:13']);
    expect(tagsOf('all')).toBeNull();
  });
});

describe('page cache: keys and requesters', () => {
  it('knows the cacheable pages and their page data', () => {
    expect(cacheablePage('/posts/12/how-to')).toMatchObject({ kind: 'topic', tags: ['topic:12'], viewsOf: 12, data: false });
    expect(cacheablePage('/post/12')).toMatchObject({ kind: 'topic', viewsOf: 12 });
    expect(cacheablePage('/_next/data/build-1/posts/12/how-to.json')).toMatchObject({ kind: 'topic', data: true });
    expect(cacheablePage('/discussions')).toMatchObject({ kind: 'feed', tags: ['feed'] });
    expect(cacheablePage('/user/alex')).toMatchObject({ kind: 'profile' });
    expect(cacheablePage('/search')).toMatchObject({ kind: 'search', shared: true, storedWhenAskedAgain: true, tags: ['feed', 'events', 'projects', 'members'] });
    expect(cacheablePage('/posts/12/x')).not.toHaveProperty('storedWhenAskedAgain');
    for (const other of ['/compose', '/savedlist', '/user/alex/settings', '/posts/abc', '/api/topic/12', '/login']) expect(cacheablePage(other)).toBeNull();
  });

  it('R1.2 R1.4 caches the events feed and an event page for visitors, not the member pages', () => {
    expect(cacheablePage('/events')).toMatchObject({ kind: 'events', tags: ['events'] });
    expect(cacheablePage('/events/12/building-plugins')).toMatchObject({ kind: 'event', tags: ['event:12'] });
    expect(cacheablePage('/_next/data/build-1/events/12/building-plugins.json')).toMatchObject({ kind: 'event', data: true });
    for (const other of ['/events/myevents', '/events/host', '/events/host?id=12', '/events/abc', '/events/99999999999']) expect(cacheablePage(other)).toBeNull();
  });

  it('R1.6 caches the explore page and its tag landing pages for visitors, evicted by posts, events and projects', () => {
    expect(cacheablePage('/explore')).toMatchObject({ kind: 'explore', tags: ['feed', 'events', 'projects'], data: false });
    expect(cacheablePage('/_next/data/build-1/explore.json')).toMatchObject({ kind: 'explore', data: true });
    for (const other of ['/explore/rust', '/explorer']) expect(cacheablePage(other)).toBeNull();
  });

  it('remembers guest session ids, the least recently used first out', () => {
    const guests = new GuestIds(2);
    guests.add('a');
    guests.add('b');
    expect(guests.has('a')).toBe(true);
    guests.add('c');
    expect(guests.has('b')).toBe(false);
    expect(guests.has('a')).toBe(true);
  });

  it('negotiates brotli, then gzip, honouring q=0', () => {
    expect(negotiate('gzip, deflate, br')).toBe('br');
    expect(negotiate('gzip, br;q=0')).toBe('gzip');
    expect(negotiate(undefined)).toBe('identity');
    expect(negotiate('gzip, br', ['gzip'])).toBe('gzip');
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
  });
});

describe('page cache: render slots', () => {
  it('runs at most the given number of renders at once, the rest in turn', async () => {
    const slots = new Slots(2);
    let running = 0;
    let most = 0;
    const work = () =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
      });
    await Promise.all(Array.from({ length: 7 }, work));
    expect(most).toBe(2);
    await expect(slots.run(async () => Promise.reject(new Error('failed render')))).rejects.toThrow('failed render');
    await Promise.all([work(), work()]); // a failed render gave its slot back
    expect(most).toBe(2);
  });
});

describe('page cache: the pipeline', () => {
  let server: http.Server;
  let pipeline: Pipeline;
  let url: string;
  let renders = 0;
  let content = 'first';
  const render: Render = async (req, res) => {
    if (req.url === '/api/self-ended') {
      // As the API route helper does: a handler that ended the answer itself is not answered again.
      res.setHeader('Content-Type', 'application/xml; charset=utf-8');
      res.end(`<urlset>${'<url/>'.repeat(500)}</urlset>`);
      if (!res.writableEnded) res.end('{}');
      return;
    }
    renders += 1;
    const nonce = String(req.headers[NONCE_REQUEST_HEADER]);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    await new Promise((r) => setImmediate(r));
    res.write(`<html><script nonce="${nonce}"></script>${req.headers.cookie ?? 'no-cookie'} ${req.headers['if-none-match'] ?? ''} ${req.headers['accept-encoding'] ?? ''} `);
    res.end(`${content} ${'x'.repeat(3000)}</html>`);
  };

  beforeAll(async () => {
    pipeline = createPipeline({ render, maxBytes: 1024 * 1024, log: () => undefined, listen: false, viewFlushMs: 3_600_000 });
    server = http.createServer((req, res) => {
      withSecurityHeaders(req, res);
      void pipeline.handle(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await pipeline.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(url + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const nonceIn = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp))![1]!;

  it('renders a visitor page once, without the cookie, and serves it with each response’s own nonce', async () => {
    renders = 0;
    const first = await get('/discussions', { 'accept-encoding': 'gzip, br' });
    const second = await get('/discussions', { 'accept-encoding': 'gzip, br' });
    expect(renders).toBe(1);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    for (const res of [first, second]) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      // The feed is shared (members get it too, issue 33): it does not vary with the cookie.
      expect(res.headers.vary).toBe('Accept-Encoding');
      const html = zlib.gunzipSync(res.body).toString();
      expect(html).toContain(`nonce="${nonceIn(res.headers['content-security-policy'])}"`);
      expect(html).toMatch(/no-cookie\s+first/);
    }
    expect(nonceIn(first.headers['content-security-policy'])).not.toBe(nonceIn(second.headers['content-security-policy']));
    expect(first.headers.etag).toBe(second.headers.etag);
  });

  it('answers 304 to a known validator, without a policy that would not match the stored page', async () => {
    const first = await get('/discussions', { 'accept-encoding': 'gzip' });
    const again = await get('/discussions', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.body.length).toBe(0);
    const plain = await get('/discussions', { 'if-none-match': String(first.headers.etag) });
    expect(plain.status).toBe(200); // another encoding is another validator
    expect(plain.body.toString()).toContain('first');
  });

  it('shows a change after its tag is evicted', async () => {
    content = 'second';
    expect((await get('/discussions')).body.toString()).toContain('first');
    pipeline.store.evict(['feed']);
    expect((await get('/discussions')).body.toString()).toContain('second');
  });

  it('compresses other pages and API answers with brotli, and never caches them', async () => {
    renders = 0;
    const res = await get('/api/config', { 'accept-encoding': 'br' });
    await get('/api/config', { 'accept-encoding': 'br' });
    expect(renders).toBe(2);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('second');
    expect(res.headers['x-page-cache']).toBeUndefined();
    // Handlers keep the client's validator (the social card answers its own 304s) but never see
    // Accept-Encoding (nothing is compressed twice).
    const selfEnded = await get('/api/self-ended', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(selfEnded.body).toString()).toMatch(/^<urlset>/);
    const validated = await get('/api/topic/1/card', { 'accept-encoding': 'br', 'if-none-match': '"card-v1"' });
    const text = zlib.brotliDecompressSync(validated.body).toString();
    expect(text).toContain('"card-v1"');
    expect(text).not.toContain(' br ');
  });
});
