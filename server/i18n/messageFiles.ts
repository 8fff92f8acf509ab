import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { APP_NAMESPACES, NAMESPACES, type Namespace, type PageMessages } from '@/lib/i18n/catalogues';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { negotiate } from '../cache/respond';
import { compiledNamespace, pageMessagesFrom } from './catalogues';

/**
 * A page's messages as files (docs/features/languages.md, "Messages as files"): a page loaded as a
 * document carries no messages in its data; it names two files, the app-wide namespaces' and its
 * own, and the browser loads them before it hydrates (lib/i18n/messageFiles.ts). Each file's name
 * holds a hash of its content, so it is cached for a year by the browser, a CDN and the service
 * worker, and a reader who comes back loads the texts once per language, not with every page.
 * A client-side navigation's data (`/_next/data/…`) keeps its messages: it is never a first page.
 *
 * Answered by the custom server before the static files (server.ts), from memory: the file is
 * joined from the compiled namespaces (./catalogues.ts) and compressed off the main thread at its
 * first request. An address whose hash is not the content's (a page of another deployment) gets
 * the current texts, never cached, so that page still hydrates.
 */
export const MESSAGE_FILES_PREFIX = '/_next/static/messages/';

/** Namespaces only the server says (social cards, e-mail, feeds): never in a file. */
const SERVER_ONLY = new Set<Namespace>(['cards', 'mail', 'feeds']);
const APP = new Set<Namespace>(APP_NAMESPACES);
/** More namespaces than any page lists: a longer list in an address is not answered. */
const MAX_NAMESPACES = 8;
/** Joined files kept in memory (4 languages × the pages' lists of namespaces fit with room). */
const MAX_FILES = 200;

const FILE_PATH = /^\/_next\/static\/messages\/([a-z]{2})\/([a-z]+(?:-[a-z]+)*)\.([0-9a-f]{12})\.json$/;

interface MessageFile {
  json: Buffer;
  hash: string;
  compressed?: Promise<{ br: Buffer; gzip: Buffer }>;
}

const files = new LRUCache<string, MessageFile>({ max: MAX_FILES });

function isFileNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value) && !SERVER_ONLY.has(value as Namespace);
}

/** A file's namespaces: the app-wide ones together, or a page's own sorted (one name, one file). */
function fileGroups(namespaces: readonly Namespace[]): Namespace[][] {
  const own = [...new Set(namespaces.filter((namespace) => !APP.has(namespace) && !SERVER_ONLY.has(namespace)))].sort();
  return own.length > 0 ? [[...APP_NAMESPACES], own] : [[...APP_NAMESPACES]];
}

function isFileGroup(namespaces: readonly string[]): namespaces is Namespace[] {
  if (namespaces.length === 0 || namespaces.length > MAX_NAMESPACES || !namespaces.every(isFileNamespace)) return false;
  if (namespaces.join() === APP_NAMESPACES.join()) return true;
  return namespaces.every((namespace, i) => !APP.has(namespace) && (i === 0 || namespaces[i - 1]! < namespace));
}

function messageFile(locale: Locale, namespaces: readonly Namespace[]): MessageFile {
  const key = `${locale}/${namespaces.join('-')}`;
  let file = files.get(key);
  if (!file) {
    const json = Buffer.from(JSON.stringify(Object.assign({}, ...namespaces.map((namespace) => compiledNamespace(locale, namespace)))));
    file = { json, hash: createHash('sha256').update(json).digest('hex').slice(0, 12) };
    files.set(key, file);
  }
  return file;
}

/** The address of a file of namespaces in a language. */
function fileUrl(locale: Locale, namespaces: readonly Namespace[]): string {
  return `${MESSAGE_FILES_PREFIX}${locale}/${namespaces.join('-')}.${messageFile(locale, namespaces).hash}.json`;
}

/** The files holding a page's messages (its props' `messages`, ./catalogues.ts `pageMessages`); null for other values. */
export function messageFilesOf(messages: PageMessages | undefined): string[] | null {
  const from = messages ? pageMessagesFrom(messages) : undefined;
  return from ? fileGroups(from.namespaces).map((group) => fileUrl(from.locale, group)) : null;
}

/** The files of a page that lists these namespaces, in each language (the service worker precaches the offline page's). */
export function messageFilesFor(locale: Locale, namespaces: readonly Namespace[]): string[] {
  return fileGroups(namespaces).map((group) => fileUrl(locale, group));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressed(file: MessageFile): Promise<{ br: Buffer; gzip: Buffer }> {
  file.compressed ??= Promise.all([
    brotliAsync(file.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.json.length } }),
    gzipAsync(file.json, { level: 9 }),
  ]).then(
    ([br, gz]) => ({ br, gzip: gz }),
    (err: unknown) => {
      // Not kept as failed: the next request compresses again.
      file.compressed = undefined;
      throw err;
    },
  );
  return file.compressed;
}

/** Answers `GET`/`HEAD` of a message file; true when the address is one (answered, 404 included). */
export function answerMessageFile(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(MESSAGE_FILES_PREFIX)) return false;
  const match = FILE_PATH.exec(req.url.split('?')[0]!);
  const namespaces = match?.[2]!.split('-') ?? [];
  if (!match || !isLocale(match[1]) || !isFileGroup(namespaces)) {
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-store');
    res.end();
    return true;
  }
  const file = messageFile(match[1], namespaces);
  const current = file.hash === match[3];
  const etag = `"${file.hash}"`;
  res.setHeader('Content-Type', 'application/json; charset=UTF-8');
  res.setHeader('Vary', 'Accept-Encoding');
  // Another deployment's file: the current texts, asked again next time.
  res.setHeader('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('ETag', etag);
  if (current && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  const encoding = negotiate(req.headers['accept-encoding']);
  const send = (body: Buffer, coding: typeof encoding) => {
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (encoding === 'identity') send(file.json, encoding);
  else
    compressed(file).then(
      (bodies) => send(bodies[encoding], encoding),
      () => send(file.json, 'identity'),
    );
  return true;
}
