import { mentionSlugs } from '@/lib/notifications/mentions';
import type { HoldSignal } from '@/lib/review/types';
import { getConfig } from '../config';
import { externalLinkCount } from '../discussions/markdown';
import { fail } from '../http/errors';
import { heldRestriction } from '../moderation/service';
import type { Viewer } from '../users/viewer';
import * as repo from './heldRepository';

/**
 * What a new member (trust level 0; lib/trust/levels.ts) may post before a moderator looks
 * (issue 35; docs/features/review.md). They wait NEW_MEMBER_POST_DELAY seconds after joining
 * (`user-too-new` with the seconds left); then a post of theirs goes live unless it trips a spam
 * signal, and is held in the review queue instead:
 *
 * - `links`: more links to other sites than NEW_MEMBER_MAX_LINKS;
 * - `mentions`: more @mentions than NEW_MEMBER_MAX_MENTIONS;
 * - `duplicate`: the same text as one of their posts of the last day;
 * - `link-spree`: links in a third topic within the hour;
 * - `fast`: a long text sooner after their previous post (or joining) than a person types it.
 *
 * Members from level 1 up are held only while a moderator has silenced them (`silenced`: every new
 * topic and reply of theirs waits until the silence ends); moderators are never held.
 */

/** Characters a person types per second at the very most (about 240 words a minute). */
const TYPING_CHARS_PER_SECOND = 20;
/** Shorter texts are never "too fast" (a one-line thank-you is quick to write). */
const FAST_MIN_LENGTH = 280;
/** Topics with links within the hour that make a spree. */
const LINK_SPREE_TOPICS = 3;

/** The new member's wait before posting: `user-too-new` with the seconds left. */
export function checkNewMemberWait(viewer: Viewer, now = Date.now()): void {
  if (viewer.trustLevel > 0 || viewer.isModerator) return;
  const wait = Math.ceil((viewer.joinedAt + getConfig().newMembers.postDelaySeconds * 1000 - now) / 1000);
  if (wait > 0) throw fail('user-too-new', wait);
}

/** Why this post of the member should wait for a moderator; empty: it goes live. */
export async function holdSignals(viewer: Viewer, content: string, tid: number | null, now = Date.now()): Promise<HoldSignal[]> {
  if (viewer.isModerator) return [];
  const signals: HoldSignal[] = (await heldRestriction('silence', viewer.uid, now)) ? ['silenced'] : [];
  if (viewer.trustLevel > 0) return signals;
  const limits = getConfig().newMembers;
  const links = externalLinkCount(content);
  if (links > limits.maxLinks) signals.push('links');
  if (mentionSlugs(content, limits.maxMentions + 1).length > limits.maxMentions) signals.push('mentions');
  const recent = await repo.recentPostsOf(viewer.uid, new Date(now - 24 * 3_600_000));
  const text = content.trim();
  if (recent.some((post) => post.content.trim() === text)) signals.push('duplicate');
  if (links > 0) {
    const linkedTopics = new Set(recent.filter((post) => post.createdAt.getTime() > now - 3_600_000 && externalLinkCount(post.content) > 0).map((post) => post.tid));
    if (tid !== null) linkedTopics.add(tid);
    if (linkedTopics.size + (tid === null ? 1 : 0) >= LINK_SPREE_TOPICS) signals.push('link-spree');
  }
  const since = Math.max(viewer.joinedAt, recent[0]?.createdAt.getTime() ?? 0);
  if (text.length >= FAST_MIN_LENGTH && (now - since) / 1000 < text.length / TYPING_CHARS_PER_SECOND) signals.push('fast');
  return signals;
}
