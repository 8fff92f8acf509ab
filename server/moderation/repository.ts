import { desc, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { events, moderationLog, projects, silences, suspensions, topics, users } from '../db/schema';
import type { ModerationAction, Restriction } from '@/lib/moderation/types';
import type { Role } from '@/lib/roles/types';

/** The moderation log's rows (issue 35); the rules are in ./service. */

export interface NewEntry {
  actorUid: number;
  action: ModerationAction;
  /** The member the action concerned (the topic's author); null when nobody is (a gone author). */
  targetUid: number | null;
  tid: number | null;
  /** The post it concerned (a reply hidden or removed from the review queue). */
  pid?: number | null;
  /** The event or project it concerned (reported, from the review queue). */
  eventId?: number | null;
  projectId?: number | null;
  reason: string;
  /** A suspension's end (null: until lifted, and for the other actions). */
  until?: Date | null;
  /** The role an administrator gave (`role`). */
  role?: Role | null;
}

export interface EntryRow {
  id: number;
  action: string;
  reason: string;
  createdAt: Date;
  tid: number | null;
  title: string | null;
  slug: string | null;
  eventId: number | null;
  eventTitle: string | null;
  projectId: number | null;
  projectName: string | null;
  projectSlug: string | null;
  actorUid: number | null;
  actorUsername: string | null;
  actorSlug: string | null;
  until: Date | null;
  level: number | null;
  role: string | null;
}

/**
 * Changes a topic's lock or slow mode and logs it, together (a log without the change, or the
 * reverse, never stays).
 */
export async function changeTopic(tid: number, change: { locked: boolean } | { slowModeSeconds: number }, entry: NewEntry): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.update(topics).set(change).where(eq(topics.tid, tid));
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
      eventId: events.id,
      eventTitle: events.title,
      projectId: projects.id,
      projectName: projects.name,
      projectSlug: projects.slug,
      actorUid: users.uid,
      actorUsername: users.username,
      actorSlug: users.userslug,
      until: moderationLog.until,
      level: moderationLog.level,
      role: moderationLog.role,
    })
    .from(moderationLog)
    .leftJoin(topics, eq(topics.tid, moderationLog.tid))
    .leftJoin(events, eq(events.id, moderationLog.eventId))
    .leftJoin(projects, eq(projects.id, moderationLog.projectId))
    .leftJoin(users, eq(users.uid, moderationLog.actorUid))
    .where(eq(moderationLog.targetUid, uid))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(limit + 1)
    .offset(offset);
}

/** Each restriction's table (lib/moderation/types.ts `Restriction`): one row per member, the same columns. */
const RESTRICTION_TABLES = { ban: suspensions, silence: silences } as const;
export type RestrictionRow = typeof suspensions.$inferSelect;

/** A member's suspension or silence row (held or past its end), or null. */
export async function findRestriction(kind: Restriction, uid: number): Promise<RestrictionRow | null> {
  const table = RESTRICTION_TABLES[kind];
  const [row] = await getDb().select().from(table).where(eq(table.uid, uid));
  return row ?? null;
}

/** Suspends or silences a member (replacing the one they had) and logs it, together. */
export async function restrict(kind: Restriction, entry: NewEntry & { targetUid: number }): Promise<void> {
  const table = RESTRICTION_TABLES[kind];
  const row = { uid: entry.targetUid, reason: entry.reason, until: entry.until ?? null, actorUid: entry.actorUid, createdAt: new Date() };
  await getDb().transaction(async (tx) => {
    await tx.insert(table).values(row).onConflictDoUpdate({ target: table.uid, set: row });
    await tx.insert(moderationLog).values(entry);
  });
}

/** Lifts a member's suspension or silence and logs it, together; false when they had none. */
export async function lift(kind: Restriction, entry: NewEntry & { targetUid: number }): Promise<boolean> {
  const table = RESTRICTION_TABLES[kind];
  return getDb().transaction(async (tx) => {
    const gone = await tx.delete(table).where(eq(table.uid, entry.targetUid)).returning({ uid: table.uid });
    if (gone.length === 0) return false;
    await tx.insert(moderationLog).values(entry);
    return true;
  });
}
