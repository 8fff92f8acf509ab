import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { nonceFromHeaders } from '@/lib/http/nonce';
import { rememberRequestSession } from '../auth/sessions';
import { requestViewKey, startViewCounting, ViewQueue } from '../discussions/views';
import { countEventPageViews } from '../events/reads';
import { isStaticFile } from '../http/front';
import { bodyFor, cachedBody } from './body';
import { listenForChanges, type Invalidation } from './invalidation';
import { addVary, compressible, etagMatches, holdResponse, negotiate, releaseHeld, sendCompressed, sendNotModified } from './respond';
import { cacheablePage, type CacheablePage } from './routes';
import { createSearchShells } from './searchShell';
import { servingCountsOf } from './servings';
import { PageStore, type CacheEntry } from './store';
import { GuestIds, identify, renderedForMember, visitorRequest, type Requester } from './visitor';

/**
 * The custom server's request pipeline between the security headers and Next (server.ts):
 * - visitors' pages listed in ./routes.ts come from the page cache (./store.ts), rendered once as a
 *   visitor without a session and stored with the render's CSP nonce cut out (./body.ts), so each
 *   response carries its own nonce; `Cache-Control: public, max-age=0, must-revalidate`, a strong
 *   ETag and 304s let a browser or CDN revalidate;
 * - members get the same stored page on the routes marked shared (their own state comes from
 *   `GET /api/personal`, lib/personal; their theme from the page's first script), and the same
 *   stored navigation data (`/_next/data/…`: the browser asks for the page's layer after it,
 *   store/personal.ts `followPageData`); staff, a member's own profile and the other pages are
 *   rendered for them, never stored (`private, no-store`);
 * - pages and API answers are compressed here (./respond.ts), never by Next;
 * - topic page views are queued and counted in batches (server/discussions/views.ts);
 * - a write answered by the API waits until this instance has applied the change's eviction, so
 *   the writer's next page load shows it.
 * Static files (`/_next/static`, files under public/, uploads) go straight to Next.
 */

/** A visitor page older than this is rendered again even without a change (relative dates move on). */
const PAGE_MAX_AGE_MS = 5 * 60 * 1000;

export type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface PipelineOptions {
  render: Render;
  /** API paths answered without Next (server/http/direct.ts); undefined: Next answers. */
  direct?: (url: string) => Render | undefined;
  /** Bytes of rendered pages kept in memory; 0 turns the page cache off. */
  maxBytes: number;
  log: (line: string) => void;
  /** Listen for committed changes (false in unit tests that evict by hand). */
  listen?: boolean;
  viewFlushMs?: number;
}

export interface Pipeline {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  readonly store: PageStore;
  /** Stops listening and counts the views still queued. */
  close(): Promise<void>;
}

/** Files Next serves from disk and uploads: never cached or compressed here. */
function isStaticPath(pathname: string): boolean {
  if (pathname.startsWith('/uploads/')) return true;
  return !pathname.startsWith('/api/') && isStaticFile(pathname);
}

const VISITOR_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const MEMBER_CACHE_CONTROL = 'private, no-store';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Page renders (not API answers, not cache hits) run at most this many at a time; the rest wait
 * their turn. More at once does not finish sooner on a few cores, but each render in flight
 * holds its data and markup in memory (RSS under load).
 */
const MAX_CONCURRENT_RENDERS = 4;

/** Addresses of pages stored when asked again (routes.ts `storedWhenAskedAgain`) remembered as asked once. */
const MAX_ASKED_ONCE = 10_000;

/** A counting semaphore: `run` waits for a free slot. */
export class Slots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(count: number) {
    this.free = count;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * A stored page: its validator, the nonce of this request, gzip when accepted. A shared page (the
 * same for members, ./routes.ts) does not vary with the cookie, so a CDN may keep one copy for
 * everyone (docs/features/page-cache.md); the others do, and so does a profile, whose member gets
 * theirs rendered (a cache in front cannot tell whose session it is).
 */
function sendEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, state: 'hit' | 'miss', accept: string | undefined, ifNoneMatch: string | undefined, page: CacheablePage & { data: boolean }) {
  releaseHeld(res);
  const encoding = negotiate(accept, ['gzip']);
  const etag = `"${entry.body.hash}${encoding === 'gzip' ? '-gz' : ''}"`;
  for (const name of ['etag', 'content-length', 'x-nextjs-cache', 'x-powered-by']) res.removeHeader(name);
  res.statusCode = entry.status;
  res.setHeader('Content-Type', entry.contentType);
  res.setHeader('Cache-Control', VISITOR_CACHE_CONTROL);
  res.setHeader('ETag', etag);
  res.setHeader('X-Page-Cache', state);
  if (page.shared && !page.data && page.ownerSlug === undefined) addVary(res, 'Accept-Encoding');
  else addVary(res, 'Cookie', 'Accept-Encoding');
  if (etagMatches(ifNoneMatch, etag)) {
    sendNotModified(res);
    return;
  }
  const nonce = nonceFromHeaders(req.headers) ?? '';
  const body = bodyFor(entry.body, nonce, encoding === 'gzip' ? 'gzip' : 'identity');
  if (encoding === 'gzip') res.setHeader('Content-Encoding', 'gzip');
  else res.removeHeader('content-encoding');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const store = new PageStore(options.maxBytes, PAGE_MAX_AGE_MS);
  const cacheOn = options.maxBytes > 0;
  const guests = new GuestIds();
  const askedOnce = new LRUCache<string, true>({ max: MAX_ASKED_ONCE, ttl: PAGE_MAX_AGE_MS });
  const renders = new Slots(MAX_CONCURRENT_RENDERS);
  /** Next's render of a page (limited), an API answer (not), or one answered here without Next. */
  const render: Render = (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/api/')) return renders.run(() => options.render(req, res));
    return (options.direct?.(url) ?? options.render)(req, res);
  };
  // A search not yet stored: its results spliced into the page's stored shell (./searchShell.ts).
  const shells = cacheOn ? createSearchShells(render, store, PAGE_MAX_AGE_MS, options.log) : null;
  /** The render of a page as every visitor sees it. */
  const visitorRender = (page: CacheablePage & { data: boolean }): Render => (shells && page.kind === 'search' && !page.data ? shells.render : render);
  const views = new ViewQueue();
  const stopViews = startViewCounting(views, options.viewFlushMs, options.log);
  const eventViews = new ViewQueue(countEventPageViews);
  const stopEventViews = startViewCounting(eventViews, options.viewFlushMs, options.log);
  const invalidation: Invalidation | null =
    cacheOn && options.listen !== false ? listenForChanges((tags) => (tags ? store.evict(tags) : store.evictAll()), options.log) : null;

  /** Renders through Next, holding the answer to compress it; writes wait for their evictions. */
  async function renderDynamic(req: IncomingMessage, res: ServerResponse, accept: string | undefined, ifNoneMatch: string | undefined, member: boolean, renderer: Render = render) {
    const held = holdResponse(req, res, () => compressible(res));
    await renderer(req, res);
    const body = await held;
    if (body === null) return;
    if (member) res.setHeader('Cache-Control', MEMBER_CACHE_CONTROL);
    const path = req.url ?? '/';
    if (invalidation && WRITE_METHODS.has(req.method ?? 'GET') && path.startsWith('/api/')) await invalidation.barrier();
    sendCompressed(req, res, body, accept, ifNoneMatch);
  }

  /**
   * A member's miss of a shared page: the visitors' page is rendered apart (a request of its own,
   * without the cookie, whose answer goes nowhere), stored and sent to the member. A page that is
   * not a plain 200 for visitors (a draft topic for its author) is rendered for the member instead.
   * Not `stored`: the page is only sent (a search's first ask).
   */
  async function renderSharedForMember(req: IncomingMessage, res: ServerResponse, page: CacheablePage & { data: boolean }, key: string, accept: string | undefined, ifNoneMatch: string | undefined, stored = true) {
    const { req: visitorReq, res: visitorRes } = visitorRequest(req, req.url);
    const renderNonce = nonceFromHeaders(visitorReq.headers) ?? '';
    const snap = store.snapshot(page.tags);
    const held = holdResponse(visitorReq, visitorRes, () => compressible(visitorRes));
    await visitorRender(page)(visitorReq, visitorRes);
    const body = await held;
    const contentType = visitorRes.getHeader('content-type');
    if (body === null || visitorRes.statusCode !== 200 || visitorRes.hasHeader('set-cookie') || typeof contentType !== 'string') {
      return renderDynamic(req, res, accept, ifNoneMatch, true);
    }
    if (!stored) {
      // A first ask (routes.ts `storedWhenAskedAgain`): the shared page, sent as it is.
      res.statusCode = 200;
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', MEMBER_CACHE_CONTROL);
      sendCompressed(req, res, body, accept, ifNoneMatch);
      return;
    }
    const entry = { body: cachedBody(body, renderNonce), status: 200, contentType, counts: servingCountsOf(visitorReq) };
    store.put(key, entry, snap);
    sendEntry(req, res, { ...entry, tags: page.tags, storedAt: Date.now() }, 'miss', accept, ifNoneMatch, page);
  }

  async function renderForVisitors(req: IncomingMessage, res: ServerResponse, page: CacheablePage & { data: boolean }, key: string, accept: string | undefined, ifNoneMatch: string | undefined) {
    // The page is made for every visitor: no cookie, no session, nothing of this requester.
    delete req.headers.cookie;
    rememberRequestSession(req, null);
    const renderNonce = nonceFromHeaders(req.headers) ?? '';
    const snap = store.snapshot(page.tags);
    const held = holdResponse(req, res, () => compressible(res));
    await visitorRender(page)(req, res);
    const body = await held;
    if (body === null) return;
    const contentType = res.getHeader('content-type');
    if (res.statusCode !== 200 || res.hasHeader('set-cookie') || typeof contentType !== 'string') {
      sendCompressed(req, res, body, accept, ifNoneMatch);
      return;
    }
    const entry = { body: cachedBody(body, renderNonce), status: 200, contentType, counts: servingCountsOf(req) };
    store.put(key, entry, snap);
    sendEntry(req, res, { ...entry, tags: page.tags, storedAt: Date.now() }, 'miss', accept, ifNoneMatch, page);
  }

  /** A topic or event page's view, counted in the background (ViewQueue). */
  function countView(req: IncomingMessage, page: CacheablePage, who: Requester): void {
    if (page.viewsOf === undefined && page.eventViewsOf === undefined) return;
    const viewKey = requestViewKey(req, who.member ? { uid: who.session.uid, sessionId: who.session.id } : { uid: null, sessionId: who.sessionId });
    if (viewKey && page.viewsOf !== undefined) views.enqueue(page.viewsOf, viewKey);
    if (viewKey && page.eventViewsOf !== undefined) eventViews.enqueue(page.eventViewsOf, viewKey);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if (isStaticPath(pathname)) return options.render(req, res);
    // Compression is this pipeline's: Next never sees Accept-Encoding (nothing is compressed
    // twice). If-None-Match stays: handlers with their own validators (the social card) use it.
    const accept = header(req.headers['accept-encoding']);
    const ifNoneMatch = header(req.headers['if-none-match']);
    delete req.headers['accept-encoding'];
    const method = (req.method ?? 'GET').toUpperCase();
    const page = method === 'GET' || method === 'HEAD' ? cacheablePage(pathname) : null;
    if (!page) return renderDynamic(req, res, accept, ifNoneMatch, false);

    let who: Requester;
    try {
      who = await identify(req, res, guests);
    } catch {
      // The database is unreachable: Next answers (the outage page), uncached.
      return renderDynamic(req, res, accept, ifNoneMatch, false);
    }
    countView(req, page, who);
    if (!cacheOn) return renderDynamic(req, res, accept, ifNoneMatch, who.member);
    // Members get a shared page's stored copy, its document or its navigation data (their own
    // state comes from GET /api/personal); staff, their own profile and other pages are rendered
    // for them.
    if (who.member && (!page.shared || (await renderedForMember(req, who.session.uid, page)))) return renderDynamic(req, res, accept, ifNoneMatch, true);
    const key = `${page.data ? 'data' : 'page'} ${url}`;
    const entry = store.get(key);
    if (entry) {
      if (method === 'GET') for (const count of entry.counts ?? []) count();
      sendEntry(req, res, entry, 'hit', accept, ifNoneMatch, page);
      return;
    }
    if (method === 'HEAD') return renderDynamic(req, res, accept, ifNoneMatch, who.member);
    if (page.storedWhenAskedAgain && !askedOnce.has(key)) {
      askedOnce.set(key, true);
      // The shared page, not stored: a member's own state comes with its personal layer, as on a hit.
      if (who.member) return renderSharedForMember(req, res, page, key, accept, ifNoneMatch, false);
      return renderDynamic(req, res, accept, ifNoneMatch, false, visitorRender(page));
    }
    if (who.member) return renderSharedForMember(req, res, page, key, accept, ifNoneMatch);
    return renderForVisitors(req, res, page, key, accept, ifNoneMatch);
  }

  return {
    store,
    async handle(req, res) {
      try {
        await handle(req, res);
      } catch (err) {
        options.log(`request failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        } else res.destroy();
      }
    },
    async close() {
      await invalidation?.close();
      await stopViews();
      await stopEventViews();
    },
  };
}
