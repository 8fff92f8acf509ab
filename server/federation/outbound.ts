import { getTopic } from '../discussions/reads';
import { findUserByUid } from '../users/repository';
import { federationSettings } from './config';
import { federationContext, getFederation } from './federation';
import { createOf, memberActor } from './objects';
import { startPeriodicJob } from '../jobs/periodic';
import { countFollowers, kvSweep } from './repository';

/**
 * What this site sends into the fediverse (issue 38): a topic a visitor may read, once published,
 * goes to its author's followers as a `Create` (one delivery per shared inbox, queued in
 * PostgreSQL and retried by Fedify). Never throws: federating must not fail the write that
 * caused it.
 */
export async function federateNewTopic(tid: number, authorUid: number): Promise<void> {
  if (!federationSettings().enabled) return;
  try {
    // Most members have no followers elsewhere: nothing to read or send.
    if ((await countFollowers(memberActor(authorUid))) === 0) return;
    const topic = await getTopic(tid, null).catch(() => null);
    const author = topic ? await findUserByUid(topic.uid) : null;
    if (!topic || !author) return;
    const ctx = federationContext();
    await ctx.sendActivity({ identifier: author.userslug }, 'followers', createOf(ctx, topic, author.userslug), { preferSharedInbox: true });
  } catch (err) {
    console.error('[federation] sending a topic failed', err);
  }
}

const HOUR_MS = 3600_000;

/**
 * Starts delivering and receiving through the queue (server.ts), and the hourly removal of the
 * key–value store's expired entries; answers a function that stops both.
 */
export function startFederationQueue(): () => void {
  if (!federationSettings().enabled) return () => undefined;
  const stop = new AbortController();
  void getFederation()
    .startQueue(undefined, { signal: stop.signal })
    .catch((err: unknown) => console.error('[federation] the queue stopped', err));
  const stopSweep = startPeriodicJob('federation-kv-sweep', kvSweep, { intervalMs: HOUR_MS, firstAfterMs: HOUR_MS / 6 });
  return () => {
    stop.abort();
    stopSweep();
  };
}
