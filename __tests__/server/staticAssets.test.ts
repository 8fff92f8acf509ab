import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  acceptsBrotli,
  createStaticAssets,
  IMMUTABLE,
  precompressStaticAssets,
  PUBLIC_FILE_CACHE,
  publicFileSize,
  rememberAppDirectory,
} from '@/server/http/staticAssets';
import { startHttpServer, type TestServer } from '../support/httpServer';

/** Issue 12 part 4: the build's static files with brotli and immutable caching; public/ files cacheable. */
describe('static assets', () => {
  let dir: string;
  let server: TestServer;
  let base: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
    mkdirSync(path.join(dir, '.next', 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dir, 'public', 'audio'), { recursive: true });
    writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'app.js'), script);
    writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'tiny.js'), '1');
    writeFileSync(path.join(dir, 'public', 'audio', 'episode.mp3'), Buffer.from(Array.from({ length: 100 }, (_, i) => i)));
    writeFileSync(path.join(dir, 'public', 'audio', 'README.md'), 'notes');
    const assets = createStaticAssets(dir);
    // Stands in for Next: what the module leaves alone is answered 200 "next".
    server = await startHttpServer((req, res) => {
      if (assets.answer(req, res)) return;
      res.end('next');
    });
    base = server.url;
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${pathname}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('the build step writes brotli copies of the compressible files worth it', () => {
    const first = precompressStaticAssets(path.join(dir, '.next', 'static'));
    expect(first.files).toBe(1); // tiny.js is below the threshold
    expect(first.brotli).toBeLessThan(first.bytes);
    expect(precompressStaticAssets(path.join(dir, '.next', 'static')).files).toBe(0); // once
  });

  it('answers a chunk with brotli and an immutable cache header when the browser accepts brotli', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);

    const again = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('leaves a browser without brotli, files without a copy and other paths to Next', async () => {
    expect((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })).body.toString()).toBe('next');
    expect((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0, gzip' })).body.toString()).toBe('next');
    expect((await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })).body.toString()).toBe('next');
    expect((await get('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' })).body.toString()).toBe('next');
    expect((await get('/_next/static/%2e%2e/%2e%2e/package.json', { 'accept-encoding': 'br' })).body.toString()).toBe('next');
  });

  it('marks public files cacheable and nothing else', async () => {
    const notes = await get('/audio/README.md');
    expect(notes.headers['cache-control']).toBe(PUBLIC_FILE_CACHE);
    expect(notes.body.toString()).toBe('next');
    expect((await get('/discussions')).headers['cache-control']).toBeUndefined();
  });

  it('R3.17 answers public audio with byte ranges: 200 whole, 206 a range, 416 past the end, 304 unchanged', async () => {
    const whole = await get('/audio/episode.mp3');
    expect(whole.status).toBe(200);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'audio/mpeg', 'content-length': '100', 'cache-control': PUBLIC_FILE_CACHE });
    expect([...whole.body]).toEqual(Array.from({ length: 100 }, (_, i) => i));

    const part = await get('/audio/episode.mp3', { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/100');
    expect(part.headers['content-length']).toBe('10');
    expect([...part.body]).toEqual(Array.from({ length: 10 }, (_, i) => i + 10));

    const open = await get('/audio/episode.mp3', { range: 'bytes=95-' });
    expect(open.headers['content-range']).toBe('bytes 95-99/100');
    expect([...open.body]).toEqual([95, 96, 97, 98, 99]);
    const suffix = await get('/audio/episode.mp3', { range: 'bytes=-3' });
    expect(suffix.headers['content-range']).toBe('bytes 97-99/100');

    const past = await get('/audio/episode.mp3', { range: 'bytes=100-' });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */100');

    // A stale If-Range gets the whole file; a matching one the range.
    expect((await get('/audio/episode.mp3', { range: 'bytes=0-1', 'if-range': '"old"' })).status).toBe(200);
    expect((await get('/audio/episode.mp3', { range: 'bytes=0-1', 'if-range': String(whole.headers.etag) })).status).toBe(206);
    expect((await get('/audio/episode.mp3', { 'if-none-match': String(whole.headers.etag) })).status).toBe(304);
    // Files that are not there, and paths that leave the folder, are Next's.
    expect((await get('/audio/missing.mp3')).body.toString()).toBe('next');
    expect((await get('/audio/..%2Faudio/episode.mp3')).body.toString()).toBe('next');
  });

  it('R3.17 sizes public files for the podcast feeds from the app folder the server remembered, never outside public/', () => {
    rememberAppDirectory(dir);
    expect(publicFileSize('/audio/episode.mp3')).toBe(100);
    expect(publicFileSize('/audio/missing.mp3')).toBeNull();
    expect(publicFileSize('/audio')).toBeNull();
    expect(publicFileSize('/audio/..%2F..%2Fpackage.json')).toBeNull();
    expect(publicFileSize('audio/episode.mp3')).toBeNull();
  });

  it('reads Accept-Encoding as HTTP says', () => {
    expect(acceptsBrotli('gzip, br')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
