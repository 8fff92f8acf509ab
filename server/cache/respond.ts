import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';

/**
 * Holding and compressing what Next writes. Pages and API answers are compressed here (brotli
 * when the client accepts it, else gzip) and Next never sees the client's Accept-Encoding, so
 * nothing is compressed twice. Static files do not pass through here.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q=0 refuses). */
export function negotiate(acceptEncoding: string | string[] | undefined, offer: Encoding[] = ['br', 'gzip']): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  for (const encoding of offer) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return 'identity';
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
/** Bodies smaller than this go as they are: compression would save next to nothing. */
const MIN_COMPRESS_BYTES = 1024;
/** A body larger than this is not held in memory: it goes out as Next writes it. */
const MAX_HELD_BYTES = 8 * 1024 * 1024;

export function compressible(res: ServerResponse): boolean {
  const type = res.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE.test(type) && !res.hasHeader('content-encoding');
}

type WriteCallback = (err?: Error | null) => void;

/** Responses whose body is held, with what gives them back their own methods. */
const held_ = new WeakMap<ServerResponse, () => void>();

/** Gives a held response back its own methods, so the caller can send the held body. */
export function releaseHeld(res: ServerResponse): void {
  held_.get(res)?.();
  held_.delete(res);
}

/**
 * Holds what is written to `res` until it ends and resolves with the body, when `hold()` says so
 * at the first write (the headers are set by then); otherwise (or past MAX_HELD_BYTES) the
 * response goes out untouched and this resolves with null. The caller sends the held body.
 */
export function holdResponse(req: IncomingMessage, res: ServerResponse, hold: () => boolean): Promise<Buffer | null> {
  const original = { write: res.write, end: res.end, writeHead: res.writeHead };
  const chunks: Buffer[] = [];
  let held = 0;
  let decided: 'hold' | 'pass' | 'ended' | null = null;
  return new Promise<Buffer | null>((resolve) => {
    const restore = () => {
      res.write = original.write;
      res.end = original.end;
      res.writeHead = original.writeHead;
    };
    const pass = () => {
      decided = 'pass';
      restore();
      for (const chunk of chunks.splice(0)) (original.write as (chunk: Buffer) => boolean).call(res, chunk);
      resolve(null);
    };
    const decide = () => {
      if (decided === null) decided = req.method !== 'HEAD' && res.statusCode !== 304 && res.statusCode !== 204 && hold() ? 'hold' : 'pass';
      if (decided === 'pass') pass();
      return decided;
    };
    const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer | null => {
      if (chunk === undefined || chunk === null) return null;
      if (typeof chunk === 'string') return Buffer.from(chunk, encoding);
      return Buffer.from(chunk as Uint8Array);
    };
    res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      if (decided === 'ended') return res;
      res.statusCode = status;
      const headers = rest.find((r) => typeof r === 'object' && r !== null) as OutgoingHttpHeaders | unknown[] | undefined;
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), String(headers[i + 1]));
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      }
      return res;
    } as ServerResponse['writeHead'];
    res.write = function write(chunk: unknown, encodingOrCb?: BufferEncoding | WriteCallback, cb?: WriteCallback) {
      if (decided === 'ended') return false;
      if (decide() === 'pass') return original.write.call(res, chunk as Buffer, encodingOrCb as BufferEncoding, cb);
      const buf = toBuffer(chunk, typeof encodingOrCb === 'string' ? encodingOrCb : undefined);
      if (buf) {
        chunks.push(buf);
        held += buf.length;
      }
      const callback = typeof encodingOrCb === 'function' ? encodingOrCb : cb;
      if (held > MAX_HELD_BYTES) pass();
      if (callback) process.nextTick(callback);
      return true;
    } as ServerResponse['write'];
    res.end = function end(chunk?: unknown, encodingOrCb?: BufferEncoding | (() => void), cb?: () => void) {
      if (decided === 'ended') return res;
      const callback = typeof chunk === 'function' ? chunk : typeof encodingOrCb === 'function' ? encodingOrCb : cb;
      const data = typeof chunk === 'function' ? undefined : chunk;
      if (decide() === 'pass') return original.end.call(res, data as Buffer, typeof encodingOrCb === 'string' ? encodingOrCb : 'utf8', callback as () => void);
      const buf = toBuffer(data, typeof encodingOrCb === 'string' ? encodingOrCb : undefined);
      if (buf) chunks.push(buf);
      // The handler has ended its answer: to it the response is ended (a handler that checks
      // `writableEnded` after ending it itself must not answer a second time), and anything it
      // writes later is dropped, until the caller sends the held body (releaseHeld).
      decided = 'ended';
      for (const name of ['writableEnded', 'finished'] as const) Object.defineProperty(res, name, { configurable: true, get: () => true });
      held_.set(res, () => {
        for (const name of ['writableEnded', 'finished'] as const) delete (res as unknown as Record<string, unknown>)[name];
        restore();
      });
      if (callback) res.once('finish', callback as () => void);
      resolve(Buffer.concat(chunks));
      return res;
    } as ServerResponse['end'];
  });
}

function addVary(res: ServerResponse, ...names: string[]): void {
  const current = String(res.getHeader('vary') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const name of names) if (!current.some((v) => v.toLowerCase() === name.toLowerCase())) current.push(name);
  res.setHeader('Vary', current.join(', '));
}

export { addVary };

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/** 304 for a validator the client already holds; the stored page keeps its own CSP (nonce). */
export function sendNotModified(res: ServerResponse): void {
  res.statusCode = 304;
  for (const name of ['content-security-policy', 'content-type', 'content-length', 'content-encoding']) res.removeHeader(name);
  res.end();
}

/** Sends a held body, compressed when worth it (brotli quality 4 or gzip: fast enough per request). */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, body: Buffer, acceptEncoding: string | string[] | undefined, ifNoneMatch?: string | string[]): void {
  releaseHeld(res);
  const etag = res.getHeader('etag');
  if (typeof etag === 'string' && res.statusCode === 200 && etagMatches(ifNoneMatch, etag)) {
    sendNotModified(res);
    return;
  }
  addVary(res, 'Accept-Encoding');
  const encoding = body.length >= MIN_COMPRESS_BYTES ? negotiate(acceptEncoding) : 'identity';
  let out = body;
  if (encoding === 'br') {
    out = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  } else if (encoding === 'gzip') {
    out = zlib.gzipSync(body, { level: 6 });
  }
  if (encoding !== 'identity') {
    res.setHeader('Content-Encoding', encoding);
    // A strong validator names one exact body; the compressed body is another one.
    if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
  }
  res.setHeader('Content-Length', out.length);
  res.end(out);
}
