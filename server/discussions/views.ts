import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sessionSecret } from '../config';
import { clientIp } from '../http/address';
import { countViewsOnce } from './queries';

/**
 * Topic view counting (hardening 11): a viewer counts once per topic per hour. A member is known
 * by uid (every device counts once), a visitor with a session by that session, a visitor without
 * one by a keyed hash of address and user agent (never stored in clear). HEAD requests never count.
 */

/** How long one viewer's view of a topic counts once. */
export const VIEW_WINDOW_SECONDS = 60 * 60;

interface ViewerFacts {
  uid: number | null;
  sessionId: string | null;
  ip: string;
  userAgent: string;
}

/** The key one viewer's views are deduplicated by. */
function viewerKey({ uid, sessionId, ip, userAgent }: ViewerFacts): string {
  if (uid !== null) return `u:${uid}`;
  if (sessionId !== null) return `s:${sessionId.slice(0, 32)}`;
  const digest = createHash('sha256').update(sessionSecret()).update(`\n${ip}\n${userAgent}`).digest('hex');
  return `a:${digest.slice(0, 32)}`;
}

/** The view key of a request, or null when it does not count (anything but GET). */
export function requestViewKey(
  req: Pick<IncomingMessage, 'headers' | 'method'> & { socket?: { remoteAddress?: string } | null },
  who: { uid: number | null; sessionId: string | null },
): string | null {
  if ((req.method ?? 'GET').toUpperCase() !== 'GET') return null;
  const agent = req.headers['user-agent'];
  return viewerKey({ ...who, ip: clientIp(req), userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? '' });
}

/**
 * Page views of topics are counted off the render path: the custom server queues (topic, viewer)
 * for every topic page GET (cached or not, server/cache/) and one statement every few seconds
 * counts the batch with the same once-per-viewer-per-hour rule. `GET /api/topic/{tid}` still counts
 * at once, since its answer carries the new count. Pending views are flushed on shutdown.
 */
const MAX_QUEUED_VIEWS = 20_000;
const BATCH = 2_000;

/** Counts a batch of (item, viewer) views; answers how many counted. */
export type CountViews = (views: Array<{ id: number; viewerKey: string }>) => Promise<number>;

/** Topic views: once per viewer and topic per hour (VIEW_WINDOW_SECONDS). */
const countTopicViews: CountViews = (views) =>
  countViewsOnce(
    views.map((v) => ({ tid: v.id, viewerKey: v.viewerKey })),
    VIEW_WINDOW_SECONDS,
  );

export class ViewQueue {
  private pending = new Map<string, { id: number; viewerKey: string }>();

  /** `count` counts a batch: topic views by default; other pages (events) pass their own. */
  constructor(private readonly count: CountViews = countTopicViews) {}

  enqueue(id: number, viewerKey: string): void {
    // Past the bound (the database is away or slow), further views are dropped, not held.
    if (this.pending.size >= MAX_QUEUED_VIEWS) return;
    this.pending.set(`${id}\n${viewerKey}`, { id, viewerKey });
  }

  get size(): number {
    return this.pending.size;
  }

  /** Counts what is queued; answers how many views counted. A failed batch is dropped (logged by the caller). */
  async flush(): Promise<number> {
    const views = [...this.pending.values()];
    this.pending = new Map();
    let counted = 0;
    for (let i = 0; i < views.length; i += BATCH) counted += await this.count(views.slice(i, i + BATCH));
    return counted;
  }
}

/** Flushes `queue` every `intervalMs`; the answer stops the timer and flushes what is left. */
export function startViewCounting(queue: ViewQueue, intervalMs = 3000, log: (line: string) => void = console.error): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const flush = () => {
    running = running.then(() => queue.flush()).catch((err: unknown) => log(`[views] counting failed: ${err instanceof Error ? err.message : String(err)}`));
    return running;
  };
  const timer = setInterval(() => {
    if (queue.size > 0) void flush();
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await flush();
  };
}
