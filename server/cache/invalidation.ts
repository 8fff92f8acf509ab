import { Client, type ClientConfig } from 'pg';
import { getPool } from '../db';

/**
 * Every app instance listens on the PostgreSQL channel `page_cache`, where the database's triggers
 * (drizzle/0009_page_cache_notify.sql) announce each committed change as tags (`feed topic:12`,
 * or `all`). One dedicated connection per instance; when it drops, notifications may have been
 * missed, so the cache is emptied when it is back.
 */

const PAGE_CACHE_CHANNEL = 'page_cache';

export interface Invalidation {
  /** Resolves once every change committed before the call has been applied here. */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tags of one notification payload; null for a full flush. A project's change (`project:{id}`:
 * its counts, activity or text) also names `projects`, the list page that shows every project.
 */
export function tagsOf(payload: string): string[] | null {
  const tags = payload.split(' ').filter(Boolean);
  if (tags.includes('all')) return null;
  return tags.some((tag) => tag.startsWith('project:')) ? [...tags, 'projects'] : tags;
}

export function listenForChanges(onTags: (tags: string[] | null) => void, log: (line: string) => void): Invalidation {
  let client: Client | null = null;
  let ready = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closed) return;
    const next = new Client(getPool().options as ClientConfig);
    next.on('notification', (message) => {
      if (message.channel === PAGE_CACHE_CHANNEL) onTags(tagsOf(message.payload ?? 'all'));
    });
    next.on('error', (err) => {
      log(`page cache listener: ${err.message}`);
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      ready = true;
      onTags(null); // whatever changed while nobody listened
    } catch (err) {
      log(`page cache listener could not connect: ${err instanceof Error ? err.message : String(err)}`);
      drop(next);
    }
  };

  const drop = (which: Client) => {
    if (client === which) {
      client = null;
      ready = false;
    }
    void which.end().catch(() => undefined);
    if (!closed && !retry && !client) {
      onTags(null);
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, 1000);
      retry.unref();
    }
  };

  void connect();
  return {
    async barrier() {
      // The listener's connection answers a query only after delivering the notifications queued
      // before it: changes committed before this call have then been applied.
      if (!ready || !client) return;
      await client.query('SELECT 1').catch(() => undefined);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      ready = false;
      await current?.end().catch(() => undefined);
    },
  };
}
