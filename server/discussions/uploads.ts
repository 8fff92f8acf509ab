import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import type { NextApiRequest, NextApiResponse } from 'next';
import { UPLOAD_LIMITS, type UploadedFile } from '@/lib/discussions/types';
import { dbId } from '@/lib/params';
import { consume, LIMITS } from '../auth/rateLimit';
import { AppError, fail, formatErrorKey } from '../http/errors';
import { parseRange } from '../http/range';
import { checkUploadContent } from '../media/content';
import { getStorage, isStorageKey, MIME_BY_EXTENSION } from '../storage';
import type { Viewer } from '../users/viewer';
import { mayUpload } from './permissions';
import { bytesUploadedBy, categoryExists, claimUploads, deleteUnusedUploads, findUploadByKey, insertUploadWithinQuota } from './repository';

/**
 * Uploads (R5.7): one file per request (`files[]`), an image or an audio file of an allowed type
 * (declared type and extension must agree, and the bytes must be of that type: magic numbers, and
 * an image's header within the pixel budget, server/media/content.ts), at most the size limit
 * (inclusive). Files are kept in
 * the storage (server/storage) under a random key and served at `/uploads/<key>` with their
 * recorded type, long cache headers and byte ranges (so audio can seek).
 *
 * Hardening 10: a member may upload `UPLOAD_LIMITS.perHour` files an hour and keep
 * `UPLOAD_LIMITS.quotaBytes` in all; a file belongs to the first post of its uploader that uses it
 * (`claimPostUploads`), and files no post uses a day after upload are removed by `sweepUnusedUploads`.
 * File names are UTF-8 both ways (`filename*` on download).
 */

/** A positive integer from the environment (operators and tests adjust the limits), else the default. */
function fromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The largest file accepted, in bytes (inclusive); UPLOAD_MAX_BYTES overrides it. */
export const uploadMaxBytes = (): number => fromEnv('UPLOAD_MAX_BYTES', UPLOAD_LIMITS.maxBytes);
/** The bytes one member may keep in uploads; UPLOAD_QUOTA_BYTES overrides it. */
export const uploadQuotaBytes = (): number => fromEnv('UPLOAD_QUOTA_BYTES', UPLOAD_LIMITS.quotaBytes);
/** How long an upload may wait for a post that uses it. */
const UNUSED_UPLOAD_SECONDS = 24 * 60 * 60;

/** Other names browsers give the same types. */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
};

const FILE_FIELDS = new Set(['files[]', 'files', 'file']);
const ALLOWED = UPLOAD_LIMITS.types as ReadonlyArray<string>;

/** The stored type of a file, or null when its declared type or its extension is not allowed. */
function uploadType(declared: string, filename: string, allowed: ReadonlyArray<string>): string | null {
  const base = declared.toLowerCase().split(';')[0]!.trim();
  const type = TYPE_ALIASES[base] ?? base;
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (!allowed.includes(type)) return null;
  return MIME_BY_EXTENSION[ext] === type ? type : null;
}

/** The name as shown and downloaded: its last path segment, NFC, without control characters. */
function cleanName(filename: string): string {
  const base = path
    .basename(filename.replace(/\\/g, '/'))
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim();
  return [...(base || 'file')].slice(0, 200).join('');
}

function newKey(type: string): string {
  const ext = Object.entries(MIME_BY_EXTENSION).find(([, t]) => t === type)?.[0] ?? 'bin';
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

interface Received {
  key: string;
  name: string;
  type: string;
  size: number;
}

/** Reads the multipart body: exactly one file, stored as it arrives; cid from the fields. */
function receive(req: IncomingMessage, maxBytes: number, allowed: ReadonlyArray<string>): Promise<{ file: Received; cid: string | undefined }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // File names arrive as UTF-8 (what browsers send), not Latin-1.
        defParamCharset: 'utf8',
        // busboy flags a file that reaches its limit; one byte more lets exactly maxBytes through.
        limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 1024, parts: 30 },
      });
    } catch {
      reject(fail('invalid-file'));
      return;
    }
    const storage = getStorage();
    let problem: AppError | null = null;
    let tooMany = false;
    let truncated = false;
    let cid: string | undefined;
    let storing: Promise<Received | null> | null = null;

    parser.on('file', (field, stream, info) => {
      if (!FILE_FIELDS.has(field) || storing) {
        problem ??= fail('invalid-file');
        stream.resume();
        return;
      }
      const type = uploadType(info.mimeType ?? '', info.filename ?? '', allowed);
      if (!type) {
        problem ??= fail('invalid-file-type', info.mimeType || path.extname(info.filename ?? '') || 'unknown', allowed.join(' '));
        stream.resume();
        storing = Promise.resolve(null);
        return;
      }
      stream.on('limit', () => {
        truncated = true;
      });
      const key = newKey(type);
      const name = cleanName(info.filename ?? '');
      storing = storage.put(key, stream, type).then(({ size }) => ({ key, name, type, size }));
      // The outcome is read on close; an early failure must not go unhandled meanwhile.
      storing.catch(() => undefined);
    });
    parser.on('field', (field, value) => {
      if (field === 'cid') cid = value;
    });
    parser.on('filesLimit', () => {
      tooMany = true;
    });
    parser.on('error', () => reject(fail('invalid-file')));
    parser.on('close', () => {
      void (async () => {
        let file: Received | null = null;
        try {
          file = storing ? await storing : null;
        } catch {
          problem ??= fail('upload-error-fallback', 'storage');
        }
        if (truncated || (file && file.size > maxBytes)) problem ??= fail('file-too-big', Math.floor(maxBytes / 1024));
        if (tooMany) problem ??= fail('invalid-file');
        if (!problem && (!file || file.size === 0)) problem = fail('invalid-file');
        if (problem || !file) {
          if (file) await storage.remove(file.key).catch(() => undefined);
          reject(problem ?? fail('invalid-file'));
          return;
        }
        resolve({ file, cid });
      })();
    });
    req.pipe(parser);
  });
}

const quotaRefusal = (quota: number) => fail('upload-quota-exceeded', Math.floor(quota / (1024 * 1024)));

/** What one kind of upload accepts: the size limit (inclusive) and the types. */
export interface UploadKind {
  maxBytes: number;
  types: ReadonlyArray<string>;
}

/**
 * POST /api/post/upload: stores one file for a member who may post; answers
 * `[{url, name, type, size}]`. Every attempt counts against the hourly limit; a member already at
 * the quota is refused before the body is read, and a file that would pass it is not kept.
 * `kind` narrows or widens the size and types (an event's recording, server/events/recordings.ts);
 * the hourly limit and the quota are the same for every kind.
 */
export async function upload(
  viewer: Viewer | null,
  req: IncomingMessage,
  kind: UploadKind = { maxBytes: uploadMaxBytes(), types: ALLOWED },
): Promise<UploadedFile[]> {
  if (!viewer) throw fail('not-logged-in');
  if (!mayUpload(viewer)) throw fail('no-privileges');
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) throw fail('invalid-file');
  await consume(LIMITS.uploadsPerMember, String(viewer.uid));
  const quota = uploadQuotaBytes();
  if ((await bytesUploadedBy(viewer.uid)) >= quota) throw quotaRefusal(quota);
  const { file, cid: rawCid } = await receive(req, kind.maxBytes, kind.types);
  let cid: number | null = null;
  try {
    await checkUploadContent(file.key, file.type);
    if (rawCid !== undefined && rawCid !== '') {
      const parsed = dbId.safeParse(rawCid);
      if (!parsed.success) throw fail('invalid-cid');
      cid = parsed.data;
      if (!(await categoryExists(cid))) throw fail('no-category');
    }
    const url = `/uploads/${file.key}`;
    const stored = await insertUploadWithinQuota(
      { uid: viewer.uid, cid, url, storageKey: file.key, name: file.name, mime: file.type, size: file.size },
      quota,
    );
    if (!stored) throw quotaRefusal(quota);
    return [{ url, name: file.name, type: file.type, size: file.size }];
  } catch (err) {
    await getStorage().remove(file.key).catch(() => undefined);
    throw err;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Which post uses a file, and the sweep of unused ones                                         */
/* ------------------------------------------------------------------------------------------ */

/** Storage keys of uploads a post's text or metaData names (`/uploads/<key>`, absolute or not). */
export function uploadKeysIn(...texts: string[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\/uploads\/([a-z0-9][a-z0-9_\/-]*\.[a-z0-9]{1,8})/g)) {
      if (isStorageKey(match[1]!)) keys.add(match[1]!);
    }
  }
  return [...keys];
}

/** Ties the author's still unused uploads that a saved post names to that post. */
export async function claimPostUploads(
  pid: number,
  authorUid: number | null,
  content: string,
  metaData: Record<string, unknown> = {},
): Promise<void> {
  if (authorUid === null) return;
  await claimUploads(pid, authorUid, uploadKeysIn(content, JSON.stringify(metaData)));
}

/**
 * Removes uploads that no post uses (and no profile or project logo shows) once they are older than `olderThanSeconds`
 * (default a day), rows first, then their files; in batches so a backlog never holds one long
 * transaction. Safe on several instances at once (rows are claimed with SKIP LOCKED). Answers how
 * many files were removed.
 */
export async function sweepUnusedUploads({
  now = new Date(),
  olderThanSeconds = UNUSED_UPLOAD_SECONDS,
  batch = 500,
}: { now?: Date; olderThanSeconds?: number; batch?: number } = {}): Promise<number> {
  const before = new Date(now.getTime() - olderThanSeconds * 1000);
  const storage = getStorage();
  let removed = 0;
  for (;;) {
    const keys = await deleteUnusedUploads(before, batch);
    for (const key of keys) {
      await storage.remove(key).catch((err: unknown) => console.error('[uploads] could not remove', key, err));
    }
    removed += keys.length;
    if (keys.length < batch) return removed;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Serving                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/**
 * `inline` with the file's name: an ASCII fallback in `filename` (other characters, quotes and
 * backslashes as `_`) and the exact UTF-8 name in `filename*` (RFC 5987/6266), which browsers prefer.
 */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function notFound(res: NextApiResponse): void {
  res.status(404).json({ error: formatErrorKey('not-found') });
}

/** GET|HEAD /uploads/<key> (served by pages/api/uploads/[...key].ts through the alias). */
export async function serveUpload(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ error: formatErrorKey('method-not-allowed') });
    return;
  }
  const raw = req.query.key;
  const key = Array.isArray(raw) ? raw.join('/') : (raw ?? '');
  if (!isStorageKey(key)) return notFound(res);
  const [row, stat] = await Promise.all([findUploadByKey(key), getStorage().stat(key)]);
  if (!row || !stat) return notFound(res);

  const etag = `"${row.id}-${stat.size}"`;
  res.setHeader('Content-Type', row.mime);
  res.setHeader('Accept-Ranges', 'bytes');
  // Keys are random and never reused: the file behind a URL never changes.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', row.createdAt.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', contentDisposition(row.name));

  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, stat.size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${stat.size}`);
    res.status(416).end();
    return;
  }
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.status(200);
    res.setHeader('Content-Length', String(stat.size));
  }
  if (method === 'HEAD' || stat.size === 0) {
    res.end();
    return;
  }
  const stream = await getStorage().open(key, range ?? undefined);
  await new Promise<void>((resolve) => {
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
