import type { InboxContext } from '@fedify/fedify';
import type { Flag } from '@fedify/vocab';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import { plainText } from '../discussions/markdown';
import { report } from '../review/reports';
import { findUserBySlug } from '../users/repository';
import { remoteMemberByIri, remoteViewer } from './actors';
import { localPidOf } from './inbound';
import { remoteActorByIri } from './repository';

/**
 * A report from another server (issue 38): Mastodon sends a `Flag`, from its instance's actor,
 * naming the reported account and posts, with the reporter's comment. Each post here it names (and,
 * when it names no post, each member here or remote member) goes to the review queue as a report
 * by the sending actor (a remote member), under the same rules as a member's report: once per
 * target while open, and the daily limit.
 */

const MAX_TARGETS = 20;

export async function onFlag(ctx: InboxContext<void>, flag: Flag): Promise<void> {
  if (!flag.actorId) return;
  const reporter = await remoteMemberByIri(ctx, flag.actorId);
  const viewer = reporter ? await remoteViewer(reporter) : null;
  if (!viewer) return;
  const reason = plainText(String(flag.content ?? '')).trim().slice(0, TOPIC_LIMITS.flagReasonMax) || `Reported from ${flag.actorId.host}`;
  const posts: number[] = [];
  const members: number[] = [];
  for (const iri of flag.objectIds.slice(0, MAX_TARGETS)) {
    const pid = await localPidOf(ctx, iri);
    if (pid !== null) {
      posts.push(pid);
      continue;
    }
    const parsed = ctx.parseUri(iri);
    const uid = parsed?.type === 'actor' ? (await findUserBySlug(parsed.identifier))?.uid : (await remoteActorByIri(iri.href))?.uid;
    if (uid !== undefined) members.push(uid);
  }
  const targets = posts.length > 0 ? posts.map((id) => ({ type: 'post' as const, id })) : members.map((id) => ({ type: 'user' as const, id }));
  for (const target of targets) {
    try {
      await report(viewer, { ...target, reason, category: 'other' });
    } catch (err) {
      console.warn(`[federation] a report from ${flag.actorId.href} was refused:`, err instanceof Error ? err.message : err);
    }
  }
}
