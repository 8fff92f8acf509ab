import type { Federation } from '@fedify/fedify';
import { Flag } from '@fedify/vocab';
import { startPeriodicJob } from '../jobs/periodic';
import { federationSettings } from './config';
import { federationInboxes, getFederation } from './federation';
import { listenForContent } from './inbound';
import { listenForEvents } from './eventsInbound';
import { onFlag } from './flags';
import { kvSweep } from './repository';

/**
 * The site's federation as the server runs it (issue 38): the federation of
 * server/federation/federation.ts with its inbox listeners added (server/federation/inbound.ts;
 * kept apart because they write through the services, which send through the federation), and
 * the queue that delivers and receives.
 */

let listening = false;

/** The federation with every inbox listener (what answers requests and runs the queue). */
export function siteFederation(): Federation<void> {
  const federation = getFederation();
  if (!listening) {
    listening = true;
    listenForContent(federationInboxes());
    listenForEvents(federationInboxes());
    federationInboxes().on(Flag, onFlag);
  }
  return federation;
}

const HOUR_MS = 3600_000;

/**
 * Starts delivering and receiving through the queue (server.ts), and the hourly removal of the
 * key–value store's expired entries; answers a function that stops both.
 */
export function startFederationQueue(): () => void {
  if (!federationSettings().enabled) return () => undefined;
  const stop = new AbortController();
  void siteFederation()
    .startQueue(undefined, { signal: stop.signal })
    .catch((err: unknown) => console.error('[federation] the queue stopped', err));
  const stopSweep = startPeriodicJob('federation-kv-sweep', kvSweep, { intervalMs: HOUR_MS, firstAfterMs: HOUR_MS / 6 });
  return () => {
    stop.abort();
    stopSweep();
  };
}
