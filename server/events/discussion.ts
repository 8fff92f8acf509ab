import { createTopic, setTopicDeleted } from '../discussions/service';
import { translator } from '../i18n/catalogues';
import { memberLocale } from '../i18n/setting';
import type { Viewer } from '../users/viewer';
import { statusOf } from './present';
import * as q from './queries';
import type { EventRow } from './queries';
import * as repo from './repository';

/**
 * With discussion on, a published event gets its topic (R3.3 comment_main_pid): made through the
 * discussions service by the member publishing, once (a concurrent publish keeps the first). The
 * live Q&A's move after the event (./qaTransfer.ts, issue 36) makes it the same way when missing.
 */
export async function ensureDiscussion(viewer: Viewer, id: number): Promise<void> {
  const row = await q.findEvent(id);
  if (!row || !row.enableDiscussion || row.commentTid !== null || statusOf(row) !== 'published') return;
  try {
    await createDiscussion(viewer, row);
  } catch (err) {
    // The event is published already: it stays so, without a topic until the next publish or
    // edit by a host who may post.
    console.error('[events] creating the discussion topic failed', err);
  }
}

async function createDiscussion(viewer: Viewer, row: EventRow): Promise<void> {
  const id = row.id;
  const topic = await createTopic(
    viewer,
    {
      title: row.title,
      // The topic is the publishing member's: its first post is in their language.
      content: translator(memberLocale(viewer.language), 'events')('discussion.firstPost', { title: row.title.replace(/[[\]\\]/g, ''), path: `/events/${row.id}` }),
      postType: 'ama',
      summary: row.summary.slice(0, 500),
      tags: row.tags,
      projects: row.projects,
    },
    // The event's followers hear of the event itself (tellFollowersOfEvent), not of its topic.
    { skipRateLimit: true, tellFollowers: false },
  );
  const set = await repo.setDiscussion(id, topic.tid, topic.mainPid);
  if (!set) await setTopicDeleted(viewer, topic.tid, true);
}
