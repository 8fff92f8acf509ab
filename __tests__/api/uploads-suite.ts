import { sql } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '@/lib/discussions/types';
import { resolveAlias } from '../../server/http/aliases';
import { Agent } from '../support/agent';
import { MP3_HEADER, mp3Bytes, pngBomb, SAMPLE_FILES, TINY_PNG } from '../support/media';
import { runSweep } from '../../server/discussions/sweep';
import { createTopic, removeGroups, replyTo, row, rows, setUpDiscussionsApp, signUp, signUpAll, type Json, type Member } from './discussions-support';

/** What a storage holds, as the uploads suite looks into it: every stored key (`2026/05/<hex>.png`). */
export interface StoredKeys {
  keys(): Promise<string[]>;
}

/**
 * R5.7 and hardening 10, 20, 21: uploading, checking, serving with ranges, quotas and the sweep,
 * the same on every storage (server/storage): the local directory
 * (./discussions-uploads.test.ts) and an S3-compatible store (./uploads-s3.test.ts). `store` looks
 * into the storage itself, not through the app.
 */
export function describeUploads(store: StoredKeys): void {
  // The hourly upload limit has its own test; the others upload freely.
  process.env.UPLOAD_RATE_LIMIT = '1000';

  const app = setUpDiscussionsApp();

  let member: Member;

  beforeAll(async () => {
    [, member] = await signUpAll(app, 'uploadsadmin', 'uploadsmember');
  });

  /** A PNG (uploads check that the bytes are of the declared type). */
  const PNG = TINY_PNG;

  interface Part {
    name?: string;
    filename: string;
    type: string;
    data: Buffer;
  }

  async function upload(who: Pick<Member, 'agent'> | null, parts: Part[], fields: Record<string, string> = {}, csrf = true) {
    const form = new FormData();
    for (const p of parts) form.append(p.name ?? 'files[]', new Blob([new Uint8Array(p.data)], { type: p.type }), p.filename);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (who) {
      headers.Cookie = who.agent.cookieHeader();
      if (csrf) headers['X-XSRF-TOKEN'] = who.agent.csrf!;
    }
    const res = await fetch(`${app().url}/api/post/upload`, { method: 'POST', body: form, headers });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Json) : null };
  }

  const fetchUpload = (url: string, init: RequestInit = {}) => fetch(`${app().url}${url}`, init);


  describe('R5.7 POST /api/post/upload', () => {
    it('R5.7 stores one file and answers [{url, name, type, size}]; the file is served at its url', async () => {
      const reply = await upload(member, [{ filename: 'diagram.png', type: 'image/png', data: PNG }]);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual([{ url: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/), name: 'diagram.png', type: 'image/png', size: PNG.length }]);
      const { url } = reply.body[0];
      const stored = await row(sql`SELECT uid, cid, mime, size, name FROM uploads WHERE url = ${url}`);
      expect(stored).toEqual({ uid: member.uid, cid: null, mime: 'image/png', size: PNG.length, name: 'diagram.png' });

      const served = await fetchUpload(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('R5.7 takes an optional category id; an unknown one is no-category', async () => {
      const { cid } = await row(sql`INSERT INTO categories (name, slug) VALUES ('Uploads', 'uploads-cat') RETURNING cid`);
      const ok = await upload(member, [{ filename: 'a.png', type: 'image/png', data: PNG }], { cid: String(cid) });
      expect(ok.status).toBe(200);
      expect((await row(sql`SELECT cid FROM uploads WHERE url = ${ok.body[0].url}`)).cid).toBe(cid);
      const unknown = await upload(member, [{ filename: 'a.png', type: 'image/png', data: PNG }], { cid: '99999' });
      expect(unknown).toEqual({ status: 404, body: { error: '[[error:no-category]]' } });
    });

    it('R5.7 refuses two files, and no file at all, with invalid-file; nothing is kept', async () => {
      const before = (await store.keys()).length;
      const two = await upload(member, [
        { filename: 'a.png', type: 'image/png', data: PNG },
        { filename: 'b.png', type: 'image/png', data: PNG },
      ]);
      expect(two).toEqual({ status: 400, body: { error: '[[error:invalid-file]]' } });
      const none = await upload(member, [], { cid: '1' });
      expect(none).toEqual({ status: 400, body: { error: '[[error:invalid-file]]' } });
      expect((await store.keys()).length).toBe(before);
    });

    it('R8.2 a file over the limit is file-too-big (kB, 413) and is not kept', async () => {
      const before = (await store.keys()).length;
      const big = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1, 1);
      const reply = await upload(member, [{ filename: 'huge.mp3', type: 'audio/mpeg', data: big }]);
      expect(reply).toEqual({ status: 413, body: { error: `[[error:file-too-big, ${UPLOAD_LIMITS.maxBytes / 1024}]]` } });
      expect((await store.keys()).length).toBe(before);
    });

    it('R8.2 a type not allowed, or an extension that disagrees with it, is invalid-file-type with the allowed list', async () => {
      const allowed = UPLOAD_LIMITS.types.join(' ');
      const html = await upload(member, [{ filename: 'page.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') }]);
      expect(html).toEqual({ status: 400, body: { error: `[[error:invalid-file-type, text/html, ${allowed}]]` } });
      const disguised = await upload(member, [{ filename: 'page.html', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') }]);
      expect(disguised.body.error).toMatch(/^\[\[error:invalid-file-type, image\/png, /);
      const svg = await upload(member, [{ filename: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>') }]);
      expect(svg.status).toBe(400);
      const octet = await upload(member, [{ filename: 'song.mp3', type: 'application/octet-stream', data: Buffer.from('x') }]);
      expect(octet.status).toBe(400);
      // Common aliases of allowed types are accepted and stored under the standard name.
      const mp3 = await upload(member, [{ filename: 'song.MP3', type: 'audio/mp3', data: mp3Bytes(64) }]);
      expect(mp3.body[0]).toMatchObject({ type: 'audio/mpeg', name: 'song.MP3' });
    });

    it('R6.1 R6.2 R6.4 visitors get 401, members in no group 403, a missing csrf token 403', async () => {
      const visitor = new Agent(app().url);
      await visitor.config(); // a visitor's session and csrf token
      expect(await upload({ agent: visitor }, [{ filename: 'a.png', type: 'image/png', data: PNG }])).toEqual({ status: 401, body: { error: '[[error:not-logged-in]]' } });
      const noToken = await upload(member, [{ filename: 'a.png', type: 'image/png', data: PNG }], {}, false);
      expect(noToken).toEqual({ status: 403, body: { error: '[[error:csrf-invalid]]' } });
      const groupless = await signUp(app, 'uploadsnogroup');
      await removeGroups(groupless.uid);
      expect(await upload(groupless, [{ filename: 'a.png', type: 'image/png', data: PNG }])).toEqual({ status: 403, body: { error: '[[error:no-privileges]]' } });
    });
  });

  describe('hardening 21: an upload’s bytes are of its declared type', () => {
    const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

    it('hardening 21: HTML and SVG bytes under .png, .gif, .webp and .mp3 names are refused and not kept', async () => {
      const before = (await store.keys()).length;
      const rowsOf = async () => (await row(sql`SELECT count(*)::int AS n FROM uploads WHERE uid = ${member.uid}`)).n;
      const rowsBefore = await rowsOf();
      const disguises = [
        { filename: 'a.png', type: 'image/png', error: 'invalid-image' },
        { filename: 'a.gif', type: 'image/gif', error: 'invalid-image' },
        { filename: 'a.webp', type: 'image/webp', error: 'invalid-image' },
        { filename: 'a.mp3', type: 'audio/mpeg', error: 'invalid-file' },
      ];
      for (const { filename, type, error } of disguises) {
        for (const data of [HTML, SVG]) {
          expect(await upload(member, [{ filename, type, data }])).toEqual({ status: 400, body: { error: `[[error:${error}]]` } });
        }
      }
      // One type's bytes under another's name are refused too.
      expect((await upload(member, [{ filename: 'a.png', type: 'image/png', data: mp3Bytes(64) }])).body).toEqual({ error: '[[error:invalid-image]]' });
      expect((await upload(member, [{ filename: 'a.mp3', type: 'audio/mpeg', data: TINY_PNG }])).body).toEqual({ error: '[[error:invalid-file]]' });
      expect((await store.keys()).length).toBe(before);
      expect(await rowsOf()).toBe(rowsBefore);
    });

    it('hardening 21: a file of each accepted type whose bytes are that type is accepted', async () => {
      for (const file of SAMPLE_FILES) {
        const reply = await upload(member, [file]);
        expect({ name: file.filename, status: reply.status }).toEqual({ name: file.filename, status: 200 });
        expect(reply.body[0]).toMatchObject({ type: file.type, size: file.data.length });
      }
    });

    it('hardening 20: an image whose header names more pixels than the budget (a 12,000 × 12,000 PNG of 18 kB) is invalid-image-dimensions and not kept', async () => {
      const before = (await store.keys()).length;
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(64 * 1024);
      expect(await upload(member, [{ filename: 'bomb.png', type: 'image/png', data: bomb }])).toEqual({ status: 400, body: { error: '[[error:invalid-image-dimensions]]' } });
      expect((await store.keys()).length).toBe(before);
      // At the budget (4,096 × 4,096) it is accepted.
      expect((await upload(member, [{ filename: 'large.png', type: 'image/png', data: pngBomb(4096, 4096) }])).status).toBe(200);
    });
  });

  describe('R5.7 GET /uploads/<key> serves files with byte ranges', () => {
    let url: string;
    // An MP3 frame header, then the bytes 4 to 99: byte n is n from there on.
    const audio = Buffer.concat([MP3_HEADER, Buffer.from(Array.from({ length: 96 }, (_, i) => i + 4))]);

    beforeAll(async () => {
      url = (await upload(member, [{ filename: 'episode.mp3', type: 'audio/mpeg', data: audio }])).body[0].url;
    });

    it('R5.7 answers 206 with Content-Range for a range, so audio can seek', async () => {
      const part = await fetchUpload(url, { headers: { Range: 'bytes=10-19' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 10-19/100');
      expect(part.headers.get('content-length')).toBe('10');
      expect(part.headers.get('content-type')).toBe('audio/mpeg');
      expect([...Buffer.from(await part.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

      const open = await fetchUpload(url, { headers: { Range: 'bytes=95-' } });
      expect(open.status).toBe(206);
      expect([...Buffer.from(await open.arrayBuffer())]).toEqual([95, 96, 97, 98, 99]);
      const suffix = await fetchUpload(url, { headers: { Range: 'bytes=-3' } });
      expect(suffix.headers.get('content-range')).toBe('bytes 97-99/100');
      const past = await fetchUpload(url, { headers: { Range: 'bytes=100-' } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe('bytes */100');
      const whole = await fetchUpload(url, { headers: { Range: 'items=1-2' } });
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).length).toBe(100);
    });

    it('R5.7 HEAD answers the headers only; a matching ETag answers 304', async () => {
      const head = await fetchUpload(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe('100');
      const etag = head.headers.get('etag')!;
      expect((await fetchUpload(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    });

    it('R5.7 unknown keys and path tricks are 404; only GET and HEAD are aliased', async () => {
      expect((await fetchUpload('/uploads/2026/01/00000000000000000000000000000000.png')).status).toBe(404);
      expect((await fetchUpload('/uploads/%2e%2e/%2e%2e/package.json')).status).toBe(404);
      expect((await fetchUpload('/uploads/..%2f..%2fpackage.json')).status).toBe(404);
      expect((await fetchUpload('/api/uploads/%2e%2e%2fpackage.json')).status).toBe(404);
      expect(resolveAlias('GET', '/uploads/2026/05/a.png')).toBe('/api/uploads/2026/05/a.png');
      expect(resolveAlias('POST', '/uploads/2026/05/a.png')).toBeNull();
    });
  });

  describe('hardening 10: upload limits, names and what uses a file', () => {
    const png = (size: number) => Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length), 7)]).subarray(0, size);

    afterEach(() => {
      delete process.env.UPLOAD_MAX_BYTES;
      delete process.env.UPLOAD_QUOTA_BYTES;
      process.env.UPLOAD_RATE_LIMIT = '1000';
    });

    it('hardening 10: a file of exactly the size limit is accepted; one byte more is file-too-big', async () => {
      process.env.UPLOAD_MAX_BYTES = '2048';
      const exact = await upload(member, [{ filename: 'exact.png', type: 'image/png', data: png(2048) }]);
      expect(exact.status).toBe(200);
      expect(exact.body[0].size).toBe(2048);
      const before = (await store.keys()).length;
      const over = await upload(member, [{ filename: 'over.png', type: 'image/png', data: png(2049) }]);
      expect(over).toEqual({ status: 413, body: { error: '[[error:file-too-big, 2]]' } });
      expect((await store.keys()).length).toBe(before);
    });

    it('hardening 10: a UTF-8 file name survives upload and download (filename* with an ASCII fallback)', async () => {
      const name = 'résumé ✓.png';
      const reply = await upload(member, [{ filename: name, type: 'image/png', data: PNG }]);
      expect(reply.status).toBe(200);
      expect(reply.body[0].name).toBe(name);
      expect((await row(sql`SELECT name FROM uploads WHERE url = ${reply.body[0].url}`)).name).toBe(name);
      const served = await fetchUpload(reply.body[0].url);
      const disposition = served.headers.get('content-disposition')!;
      expect(disposition).toBe(`inline; filename="r_sum_ _.png"; filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe(name);
    });

    it('hardening 10: a member uploads at most UPLOAD_RATE_LIMIT files an hour (429 too-many-uploads)', async () => {
      const uploader = await signUp(app, 'uploadsfast');
      process.env.UPLOAD_RATE_LIMIT = '3';
      for (let i = 0; i < 3; i += 1) expect((await upload(uploader, [{ filename: `r${i}.png`, type: 'image/png', data: PNG }])).status).toBe(200);
      const refused = await upload(uploader, [{ filename: 'r3.png', type: 'image/png', data: PNG }]);
      expect(refused).toEqual({ status: 429, body: { error: '[[error:too-many-uploads, 60]]' } });
      // Another member is not affected.
      const other = await signUp(app, 'uploadsslow');
      expect((await upload(other, [{ filename: 'other.png', type: 'image/png', data: PNG }])).status).toBe(200);
    });

    it('hardening 10: a member keeps at most UPLOAD_QUOTA_BYTES; concurrent uploads cannot pass it', async () => {
      const uploader = await signUp(app, 'uploadsquota');
      process.env.UPLOAD_QUOTA_BYTES = String(3 * 1024);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => upload(uploader, [{ filename: `q${i}.png`, type: 'image/png', data: png(1024) }])),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      for (const refused of results.filter((r) => r.status !== 200)) {
        expect(refused).toEqual({ status: 413, body: { error: '[[error:upload-quota-exceeded, 0]]' } });
      }
      const { total } = await row(sql`SELECT coalesce(sum(size), 0)::int AS total FROM uploads WHERE uid = ${uploader.uid}`);
      expect(total).toBe(3 * 1024);
      const files = (await store.keys()).filter((f) => f.endsWith('.png'));
      const keys = (await rows(sql`SELECT storage_key FROM uploads WHERE storage_key LIKE '%.png'`)).map((r: Json) => r.storage_key);
      expect([...files].sort()).toEqual([...keys].sort());
    });

    it('hardening 10: a saved or edited post claims the uploads it uses; unused ones are swept after a day', async () => {
      const writer = await signUp(app, 'uploadswriter');
      const send = async () => (await upload(writer, [{ filename: 'x.png', type: 'image/png', data: PNG }])).body[0].url as string;
      const [inTopic, inReply, inEdit, unused, recent, picture, foreign] = [await send(), await send(), await send(), await send(), await send(), await send(), await send()];
      const topic = await createTopic(writer, { content: `A topic with a picture ![diagram](${inTopic}) in its body.` });
      const reply = await replyTo(writer, topic.tid, { content: `And a reply showing https://community.example.org${inReply} too.` });
      const edited = await writer.agent.put(`/api/v3/posts/${reply.pid}`, { content: `Edited to show ![a](${inEdit}) and ![b](${inReply}).` });
      expect(edited.status).toBe(200);
      // Someone else's post naming a file does not make it theirs.
      await replyTo(member, topic.tid, { content: `Quoting ![their file](${foreign}) here.` });
      await rows(sql`UPDATE users SET picture = ${picture} WHERE uid = ${writer.uid}`);

      const pidOf = async (url: string) => (await row(sql`SELECT pid FROM uploads WHERE url = ${url}`)).pid;
      expect(await pidOf(inTopic)).toBe(topic.mainPid);
      expect(await pidOf(inReply)).toBe(reply.pid);
      expect(await pidOf(inEdit)).toBe(reply.pid);
      expect(await pidOf(unused)).toBeNull();
      expect(await pidOf(foreign)).toBeNull();

      // Everything but `recent` was uploaded more than a day ago.
      const urls = [inTopic, inReply, inEdit, unused, picture, foreign];
      await rows(sql`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE url IN ${urls}`);
      const stored = async (url: string) => (await store.keys()).includes(url.replace('/uploads/', ''));
      expect(await stored(unused)).toBe(true);

      const swept = await runSweep();
      expect(swept.uploads).toBe(2);
      const left = (await rows(sql`SELECT url FROM uploads WHERE url IN ${[...urls, recent]}`)).map((r: Json) => r.url).sort();
      expect(left).toEqual([inTopic, inReply, inEdit, recent, picture].sort());
      expect(await stored(unused)).toBe(false);
      expect(await stored(foreign)).toBe(false);
      expect((await fetchUpload(unused)).status).toBe(404);
      expect((await fetchUpload(inTopic)).status).toBe(200);

      // A day on, the recent one goes too; a file whose post was purged goes with it.
      expect((await writer.agent.delete(`/api/v3/posts/${reply.pid}`)).status).toBe(200);
      const later = await runSweep(new Date(Date.now() + 25 * 3600 * 1000));
      expect(later.uploads).toBeGreaterThanOrEqual(3);
      expect((await rows(sql`SELECT url FROM uploads WHERE url IN ${[...urls, recent]}`)).map((r: Json) => r.url).sort()).toEqual(
        [inTopic, picture].sort(),
      );
    });
  });
}
