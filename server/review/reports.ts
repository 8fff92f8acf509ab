import type { FlagCategory, ReportType } from '@/lib/review/types';
import type { ErrorKey } from '@/lib/errors/keys';
import { assertReportable as reportableChatMessage } from '../chat/service';
import { reportablePost } from '../discussions/service';
import { visibleEvent } from '../events/reads';
import { LIMITS, takeSlot } from '../auth/rateLimit';
import { fail } from '../http/errors';
import { visibleProject } from '../projects/service';
import { findUserByUid } from '../users/repository';
import type { Viewer } from '../users/viewer';
import { announceItem } from './realtime';
import { insertFlag } from './repository';

/**
 * Members' reports (R3.7, issue 35; docs/features/review.md): a post, a member, an event, a
 * project or a chat message (issue 36) goes to the review queue with why, once per member and target
 * while it is open, and at most CONTENT_REPORTS_PER_DAY posts, events, projects and chat messages and MEMBER_REPORTS_PER_DAY members a
 * day per member (`too-many-post-flags-per-day`, `too-many-user-flags-per-day`).
 */

/** What a second report of the same target by the same member answers. */
const ALREADY: Record<ReportType, ErrorKey> = {
  post: 'post-already-flagged',
  user: 'user-already-flagged',
  event: 'event-already-flagged',
  project: 'project-already-flagged',
  chat: 'chat-message-already-flagged',
};

/** The target exists and the member may see it (else the target's `no-…` key). */
async function reportable(viewer: Viewer, type: ReportType, id: number): Promise<void> {
  if (type === 'post') await reportablePost(viewer, id);
  else if (type === 'event') await visibleEvent(id, viewer);
  else if (type === 'project') await visibleProject(id, viewer);
  else if (type === 'chat') await reportableChatMessage(viewer, id);
  else if (!(await findUserByUid(id))) throw fail('no-user');
}

/** POST /api/flag: reports a post, a member, an event, a project or a chat message to the moderators. */
export async function report(
  viewer: Viewer | null,
  input: { id: number; reason: string; type: ReportType; category: FlagCategory },
): Promise<{ flagId: number }> {
  if (!viewer) throw fail('not-logged-in');
  await reportable(viewer, input.type, input.id);
  // A day's reports are counted per member (moderators, who act instead, are not held to it).
  const limit = input.type === 'user' ? LIMITS.memberReportsPerMember : LIMITS.contentReportsPerMember;
  const giveBack = viewer.isModerator ? null : await takeSlot(limit, String(viewer.uid));
  const flagId = await insertFlag({ type: input.type, targetId: input.id, uid: viewer.uid, category: input.category, reason: input.reason.trim() });
  if (flagId === null) {
    await giveBack?.();
    throw fail(ALREADY[input.type]);
  }
  await announceItem('added', input.type, input.id);
  return { flagId };
}
