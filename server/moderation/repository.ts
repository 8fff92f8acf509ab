import { desc, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { moderationLog, topics, users } from '../db/schema';
import type { ModerationAction } from '@/lib/moderation/types';

/** The moderation log's rows (issue 35); the rules are in ./service. */

export interface NewEntry {
  actorUid: number;
  action: ModerationAction;
  /** The member the action concerned (the topic's author); null when nobody is (a gone author). */
  targetUid: number | null;
  tid: number | null;
  reason: string;
}

export interface EntryRow {
  id: number;
  action: string;
  reason: string;
  createdAt: Date;
  tid: number | null;
  title: string | null;
  slug: string | null;
  actorUid: number | null;
  actorUsername: string | null;
  actorSlug: string | null;
}

/** Locks or unlocks a topic and logs it, together (a log without the change, or the reverse, never stays). */
export async function setTopicLocked(tid: number, locked: boolean, entry: NewEntry): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.update(topics).set({ locked }).where(eq(topics.tid, tid));
    await tx.insert(moderationLog).values(entry);
  });
}

/** One page of the entries about a member, newest first (one more row than asked: is there a next page). */
export async function entriesAbout(uid: number, limit: number, offset: number): Promise<EntryRow[]> {
  return getDb()
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
      tid: moderationLog.tid,
      title: topics.title,
      slug: topics.slug,
      actorUid: users.uid,
      actorUsername: users.username,
      actorSlug: users.userslug,
    })
    .from(moderationLog)
    .leftJoin(topics, eq(topics.tid, moderationLog.tid))
    .leftJoin(users, eq(users.uid, moderationLog.actorUid))
    .where(eq(moderationLog.targetUid, uid))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(limit + 1)
    .offset(offset);
}
