import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { constants, brotliCompressSync } from 'node:zlib';
import { parseRange } from './range';

/**
 * Static files (issue 12, part 4).
 *
 * - `/_next/static/*` (the build's hashed chunks, CSS and fonts) is answered here with brotli when
 *   the browser accepts it, from the `.br` files the build wrote beside each file
 *   (`precompressStaticAssets`, run by `npm run build`), held in memory after the first request;
 *   `Cache-Control: public, max-age=31536000, immutable`, since a file's name changes with its
 *   content. Without a `.br` file, or for a browser without brotli, Next answers (gzip) with the
 *   same cache header.
 * - Files of `public/` (avatars, images, audio) keep their names across releases: they may be
 *   cached for an hour and used stale for a day while revalidated (ETag). Next serves them, except
 *   the audio files of `public/audio/`, answered here with byte ranges (`Accept-Ranges: bytes`,
 *   206 with `Content-Range`, 416 for a range past the end, `If-Range`): the audio player and
 *   podcast apps seek with them, and the answer does not depend on Next's file server.
 *
 * server.ts calls `answerStaticAsset` first for every request.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const PUBLIC_FILE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

const STATIC_PREFIX = '/_next/static/';
/** Files worth compressing: text types, at least 1 KB. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
};

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) beside every compressible file of the build's static
 * folder that has none yet. Answers how many files were compressed and their sizes.
 */
export function precompressStaticAssets(staticDir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  if (!existsSync(staticDir)) return totals;
  for (const file of walk(staticDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const target = `${file}.br`;
    if (existsSync(target)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(target, br);
    totals.files += 1;
    totals.bytes += body.length;
    totals.brotli += br.length;
  }
  return totals;
}

/** Audio files of public/audio answered here with byte ranges, by extension. */
const AUDIO_PREFIX = '/audio/';
const AUDIO_TYPES: Readonly<Record<string, string>> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
};

/** Answers a file with byte ranges (GET and HEAD): 200 whole, 206 a range, 416 past the end, 304 unchanged. */
function sendFileWithRanges(req: IncomingMessage, res: ServerResponse, file: string, type: string): void {
  const stat = statSync(file);
  const size = stat.size;
  const etag = `"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', PUBLIC_FILE_CACHE);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  const rangeHeader = req.headers.range;
  if (!rangeHeader && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${size}`);
    res.statusCode = 416;
    res.end();
    return;
  }
  if (range) {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.statusCode = 200;
    res.setHeader('Content-Length', String(size));
  }
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(file, range ?? undefined);
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

interface BrotliAsset {
  body: Buffer;
  type: string;
  etag: string;
}

/** Whether the request's Accept-Encoding allows brotli (`br`, without `q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export interface StaticAssets {
  /** Answers the request when it is a static file this module serves; true when answered. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * The static-file front for one app directory (the folder holding `.next/` and `public/`).
 * `.br` files and the list of public files are read once; a build replaces the process anyway.
 */
export function createStaticAssets(appDir: string): StaticAssets {
  const staticDir = path.join(appDir, '.next', 'static');
  const publicDir = path.join(appDir, 'public');
  const brotli = new Map<string, BrotliAsset | null>();
  const publicFiles = new Set<string>();
  if (existsSync(publicDir)) {
    for (const file of walk(publicDir)) publicFiles.add(`/${path.relative(publicDir, file).split(path.sep).join('/')}`);
  }

  const brotliAsset = (pathname: string): BrotliAsset | null => {
    const known = brotli.get(pathname);
    if (known !== undefined) return known;
    let asset: BrotliAsset | null = null;
    const relative = pathname.slice(STATIC_PREFIX.length);
    const file = path.join(staticDir, relative);
    // Only files inside the static folder, only those the build compressed.
    if (file.startsWith(staticDir + path.sep) && COMPRESSIBLE.test(file) && existsSync(`${file}.br`) && statSync(file).isFile()) {
      const body = readFileSync(`${file}.br`);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      asset = { body, type, etag: `"br-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
    }
    brotli.set(pathname, asset);
    return asset;
  };

  return {
    answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const pathname = decodePath((req.url ?? '/').split('?')[0] ?? '/');
      if (pathname === null) return false;
      if (pathname.startsWith(STATIC_PREFIX)) {
        if (!acceptsBrotli(req.headers['accept-encoding'])) return false;
        const asset = brotliAsset(pathname);
        if (!asset) return false;
        res.setHeader('Cache-Control', IMMUTABLE);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('ETag', asset.etag);
        res.setHeader('Content-Type', asset.type);
        if (req.headers['if-none-match'] === asset.etag) {
          res.statusCode = 304;
          res.end();
          return true;
        }
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', asset.body.length);
        res.statusCode = 200;
        res.end(req.method === 'HEAD' ? undefined : asset.body);
        return true;
      }
      const audioType = pathname.startsWith(AUDIO_PREFIX) ? AUDIO_TYPES[path.extname(pathname).toLowerCase()] : undefined;
      if (audioType && publicFiles.has(pathname)) {
        sendFileWithRanges(req, res, path.join(publicDir, pathname.slice(1)), audioType);
        return true;
      }
      // Next (send) keeps a Cache-Control that is already set.
      if (publicFiles.has(pathname)) res.setHeader('Cache-Control', PUBLIC_FILE_CACHE);
      return false;
    },
  };
}

function decodePath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') || decoded.split('/').includes('..') ? null : decoded;
  } catch {
    return null;
  }
}

const APP_DIRECTORY = Symbol.for('community.appDirectory');
type WithAppDirectory = typeof globalThis & { [APP_DIRECTORY]?: string };

/**
 * Remembers the app's folder (server.ts, at start) for code that runs inside Next's bundle, where
 * `__dirname` does not name this module's folder. Shared on `globalThis` like the pool.
 */
export function rememberAppDirectory(dir: string): void {
  (globalThis as WithAppDirectory)[APP_DIRECTORY] = path.resolve(dir);
}

/**
 * The app's folder: the one server.ts remembered, else the nearest folder above this module with
 * a package.json (dist/ or server/http/).
 */
function appDirectory(): string {
  const known = (globalThis as WithAppDirectory)[APP_DIRECTORY];
  if (known) return known;
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

let shared: StaticAssets | null = null;

/**
 * server.ts's one call, first for every request: answers `/_next/static/*` with brotli, and marks
 * `public/` files cacheable, in production (development serves files as Next does).
 */
export function answerStaticAsset(req: IncomingMessage, res: ServerResponse): boolean {
  if (process.env.NODE_ENV !== 'production') return false;
  shared ??= createStaticAssets(appDirectory());
  return shared.answer(req, res);
}

/**
 * The size in bytes of a file of public/ named by its path (`/audio/episode.mp3`), or null when
 * there is no such file (the podcast feeds' enclosure lengths).
 */
export function publicFileSize(pathname: string): number | null {
  const decoded = decodePath(pathname);
  if (decoded === null || !decoded.startsWith('/')) return null;
  const publicDir = path.join(appDirectory(), 'public');
  const file = path.join(publicDir, decoded.slice(1));
  if (!file.startsWith(publicDir + path.sep)) return null;
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}
