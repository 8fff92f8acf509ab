import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { posts } from '../db/schema';
import { insertFlag } from '../review/repository';
import type { DemoStep } from './seed';

/**
 * The review queue's demo (issue 35): one reply two members reported as off topic, so a moderator
 * (priya, alex) finds an item in /admin/review and its count on the header's link. Reports are one
 * open report per member and post, so a second run adds nothing.
 */
export const moderationStep: DemoStep = {
  name: 'moderation',
  async run(ctx) {
    const author = ctx.members.get('carlos');
    if (!author) return;
    const [reply] = await getDb()
      .select({ pid: posts.pid })
      .from(posts)
      .where(and(eq(posts.uid, author.uid), eq(posts.isMainPost, false), eq(posts.deleted, false)))
      .orderBy(desc(posts.createdAt))
      .limit(1);
    if (!reply) return;
    const reports: Array<[string, string]> = [
      ['mei', 'This is about a different library; maybe it deserves its own topic?'],
      ['sofia', ''],
    ];
    for (const [username, reason] of reports) {
      const reporter = ctx.members.get(username);
      if (reporter) await insertFlag({ type: 'post', targetId: reply.pid, uid: reporter.uid, category: 'off-topic', reason });
    }
  },
};
