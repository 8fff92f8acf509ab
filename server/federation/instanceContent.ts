import type { RemovedInstanceContent } from '@/lib/federation/types';
import * as discussions from '../discussions/service';
import { AppError } from '../http/errors';
import type { Viewer } from '../users/viewer';
import { administrator, hostCandidates } from './instances';
import * as repo from './instancesRepository';

/**
 * An administrator removes what an instance's accounts posted here (issue 38;
 * docs/features/federation.md "Instances"): every reply and topic of a remote member (users.remote)
 * whose actor lives on `host` or a subdomain of it (the hosts an entry for `host` covers), deleted
 * as a moderator deletes (soft: a moderator can still read and restore each), through the
 * discussions service so counts, the feed and the pages follow. Apart from ./instances.ts so the
 * federation's inbound and outbound code can ask `instanceAllowed` without loading discussions.
 */

/** What was already deleted (or went meanwhile) is not counted and not an error. */
const GONE = new Set(['post-already-deleted', 'topic-already-deleted', 'no-post', 'no-topic']);

async function counted(remove: () => Promise<unknown>): Promise<number> {
  try {
    await remove();
    return 1;
  } catch (err) {
    if (err instanceof AppError && GONE.has(err.key)) return 0;
    throw err;
  }
}

/** POST /api/v3/admin/federation/instances/{instance}/remove-content. */
export async function removeRemoteContent(viewerIn: Viewer | null, host: string): Promise<RemovedInstanceContent> {
  const viewer = administrator(viewerIn);
  const hosts = (await repo.remoteHosts()).filter((h) => hostCandidates(h).includes(host));
  let posts = 0;
  for (const pid of await repo.remoteReplyIds(hosts)) posts += await counted(() => discussions.setPostDeleted(viewer, pid, true));
  let topics = 0;
  for (const tid of await repo.remoteTopicIds(hosts)) topics += await counted(() => discussions.setTopicDeleted(viewer, tid, true));
  return { host, topics, posts };
}
