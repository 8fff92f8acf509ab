import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import { hasNul } from '@/lib/strings';
import { fail } from './errors';

/**
 * Request bodies of API calls (hardening 12, 13). Route files turn Next's body parser off
 * (`export const config = { api: { bodyParser: false } }`) so that a body that is too large or not
 * valid JSON is answered by the route helper, as JSON in the route family's envelope, and not by
 * Next as a plain-text 413 or 400.
 */

/** The largest body an API call takes (uploads read theirs with their own limit). */
const API_BODY_LIMIT = 1024 * 1024;
/**
 * How much of a body over the limit is still read and dropped, so the keep-alive connection can
 * carry the next request; a client that sends more than this has its connection closed.
 */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/** Reads and drops the rest of a refused body, or closes the connection when that would be too much. */
function discardRest(req: IncomingMessage, res: ServerResponse, alreadyRead: number): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT) {
    res.setHeader('Connection', 'close');
    return;
  }
  let dropped = alreadyRead;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT) req.socket.destroy();
  });
  req.resume();
}

function readRaw(req: IncomingMessage, res: ServerResponse): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > API_BODY_LIMIT) {
    discardRest(req, res, 0);
    return Promise.reject(fail('request-too-large', API_BODY_LIMIT / 1024));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= API_BODY_LIMIT) {
        chunks.push(chunk);
        return;
      }
      cleanup();
      chunks.length = 0;
      discardRest(req, res, size);
      reject(fail('request-too-large', API_BODY_LIMIT / 1024));
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = () => {
      cleanup();
      reject(fail('invalid-data'));
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The parsed body of a request: JSON (`application/json`, `*+json`), a form
 * (`application/x-www-form-urlencoded`, repeated names as lists), else the text itself; an empty
 * body is `{}`. Over API_BODY_LIMIT is `request-too-large` (413); JSON that does not parse is
 * `invalid-json` (400).
 */
export async function readBody(req: IncomingMessage & { body?: unknown }, res: ServerResponse): Promise<unknown> {
  // Parsed already: a route file that left Next's parser on.
  if (req.body !== undefined) return req.body === '' ? {} : req.body;
  const raw = (await readRaw(req, res)).toString('utf8');
  if (raw === '') return {};
  const type = mediaType(req);
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw fail('invalid-json');
    }
  }
  if (type === 'application/x-www-form-urlencoded') return { ...querystring.parse(raw) };
  return raw;
}

/**
 * The dotted path of the first string (value or key) in a parsed body that holds NUL, or null.
 * No field of any kind may hold NUL (PostgreSQL text and jsonb cannot); the route helper refuses
 * such a body before any schema sees it, so no schema can forget.
 */
export function nulPath(value: unknown): string | null {
  const found = firstNul(value, 'body', 0);
  // Named in the error: without control characters, and short.
  return found === null ? null : found.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, 100);
}

function firstNul(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = firstNul(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const here = path === 'body' ? key : `${path}.${key}`;
    if (hasNul(key)) return here;
    const found = firstNul(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}
