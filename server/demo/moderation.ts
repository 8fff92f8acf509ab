import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { posts } from '../db/schema';
import { latestTopicNotBy } from '../notifications/repository';
import { heldDecidedFor, insertHeld } from '../review/heldRepository';
import { insertFlag } from '../review/repository';
import { act } from '../review/service';
import { loadViewer } from '../users/viewer';
import type { DemoContext, DemoStep } from './seed';

/**
 * Two posts that waited for review, decided by priya as a moderator does it (the review queue's
 * `act`), so their authors' notifications and moderation logs hold what the app says then: noah's
 * reply with links, approved (`post-approved`), and olga's reply posted twice, not published
 * (`post-rejected`, with the reason). A second run finds the decisions logged and adds nothing.
 */
const HELD: Array<{ author: string; content: string; signals: string[]; action: 'approve' | 'reject'; reason: string }> = [
  {
    author: 'noah',
    content: 'Three write-ups that helped me get started: https://example.org/setup, https://example.org/first-issue and https://example.org/review.',
    signals: ['links'],
    action: 'approve',
    reason: '',
  },
  {
    author: 'olga',
    content: 'Same here, the cache had to be cleared before the watcher picked the change up.',
    signals: ['duplicate'],
    action: 'reject',
    reason: 'The same words were posted in another topic a minute before.',
  },
];

async function decideHeldPosts(ctx: DemoContext): Promise<void> {
  const moderator = ctx.members.get('priya');
  const priya = moderator ? await loadViewer(moderator.uid) : null;
  if (!moderator || !priya) return;
  for (const held of HELD) {
    const author = ctx.members.get(held.author);
    if (!author) continue;
    const tid = (await heldDecidedFor(author.uid)) ? null : await latestTopicNotBy([author.uid, moderator.uid]);
    if (tid === null) continue;
    const row = await insertHeld({ uid: author.uid, kind: 'reply', tid, input: { tid, content: held.content }, signals: held.signals });
    await act(priya, 'held', row.id, { action: held.action, reason: held.reason });
  }
}

/**
 * The review queue's demo (issue 35): one reply two members reported as off topic, so a moderator
 * (priya, alex) finds an item in /admin/review and its count on the header's link. Reports are one
 * open report per member and post, so a second run adds nothing.
 */
async function reportCarlosReply(ctx: DemoContext): Promise<void> {
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
}

export const moderationStep: DemoStep = {
  name: 'moderation',
  async run(ctx) {
    await reportCarlosReply(ctx);
    await decideHeldPosts(ctx);
  },
};
