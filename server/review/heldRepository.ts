import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { getDb } from '../db';
import { heldPosts, moderationLog, posts, topics } from '../db/schema';
import type { NewEntry } from '../moderation/repository';

/** Posts held for review (issue 35): the rows of `held_posts`, and what the holding rules read. The rules are in ./holding.ts and ./service.ts. */

export type HeldRow = typeof heldPosts.$inferSelect;

/** What the member wrote, as a held row keeps it (`input`, the write as sent): the title ('' when none) and the text. */
export function heldWords(input: unknown): { title: string; content: string } {
  const { title, content } = (input ?? {}) as { title?: unknown; content?: unknown };
  return { title: typeof title === 'string' ? title : '', content: typeof content === 'string' ? content : '' };
}

/** A member's posts since `since` (not drafts), newest first (at most 50): the spam signals compare with them. */
export async function recentPostsOf(uid: number, since: Date): Promise<{ tid: number; content: string; createdAt: Date }[]> {
  return getDb()
    .select({ tid: posts.tid, content: posts.content, createdAt: posts.createdAt })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(and(eq(posts.uid, uid), gte(posts.createdAt, since), eq(topics.draft, false)))
    .orderBy(desc(posts.createdAt))
    .limit(50);
}

export async function insertHeld(values: { uid: number; kind: 'topic' | 'reply'; tid: number | null; input: Record<string, unknown>; signals: string[] }): Promise<HeldRow> {
  const [row] = await getDb().insert(heldPosts).values(values).returning();
  return row!;
}

/** Held posts by id, with the title and slug of the topic a held reply answers. */
export async function heldByIds(ids: number[]): Promise<(HeldRow & { topicTitle: string | null; topicSlug: string | null })[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select({ held: heldPosts, topicTitle: topics.title, topicSlug: topics.slug })
    .from(heldPosts)
    .leftJoin(topics, eq(topics.tid, heldPosts.tid))
    .where(inArray(heldPosts.id, ids));
  return rows.map((row) => ({ ...row.held, topicTitle: row.topicTitle, topicSlug: row.topicSlug }));
}

export async function findHeld(id: number): Promise<HeldRow | null> {
  const [row] = await getDb().select().from(heldPosts).where(eq(heldPosts.id, id));
  return row ?? null;
}

/** Removes a held post (approved: it was posted; rejected) and logs it, together; false when another moderator was first. */
export async function closeHeld(id: number, entry: NewEntry): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const gone = await tx.delete(heldPosts).where(eq(heldPosts.id, id)).returning({ id: heldPosts.id });
    if (gone.length === 0) return false;
    await tx.insert(moderationLog).values(entry);
    return true;
  });
}

/** Takes a held post out of the queue to publish it; null when another moderator was first. */
export async function claimHeld(id: number): Promise<HeldRow | null> {
  const [row] = await getDb().delete(heldPosts).where(eq(heldPosts.id, id)).returning();
  return row ?? null;
}

/** Puts a claimed post back (publishing it was refused). */
export async function restoreHeld(row: HeldRow): Promise<void> {
  await getDb().insert(heldPosts).values(row).onConflictDoNothing();
}

export async function logEntry(entry: NewEntry): Promise<void> {
  await getDb().insert(moderationLog).values(entry);
}

/** Whether a moderator has approved or rejected a held post of the member (the moderation log says). */
export async function heldDecidedFor(uid: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: moderationLog.id })
    .from(moderationLog)
    .where(and(eq(moderationLog.targetUid, uid), inArray(moderationLog.action, ['approve', 'reject'])))
    .limit(1);
  return row !== undefined;
}

/* A member's own rows: what they sent that waits for a moderator, and withdrawing one (the rules are in ./mine.ts). */

export interface OwnHeldRow {
  id: number;
  kind: string;
  tid: number | null;
  input: Record<string, unknown>;
  createdAt: Date;
  topicTitle: string | null;
  topicSlug: string | null;
}

/** The member's held posts, newest first, with the title and slug of the topic a reply answers (one more row than asked: is there a next page). */
export async function heldOfAuthor(uid: number, limit: number, offset: number): Promise<OwnHeldRow[]> {
  return getDb()
    .select({
      id: heldPosts.id,
      kind: heldPosts.kind,
      tid: heldPosts.tid,
      input: heldPosts.input,
      createdAt: heldPosts.createdAt,
      topicTitle: topics.title,
      topicSlug: topics.slug,
    })
    .from(heldPosts)
    .leftJoin(topics, eq(topics.tid, heldPosts.tid))
    .where(eq(heldPosts.uid, uid))
    .orderBy(desc(heldPosts.createdAt), desc(heldPosts.id))
    .limit(limit + 1)
    .offset(offset);
}

/**
 * Removes the member's held post `id`; false when there is none of theirs by that id (another
 * member's, or a moderator approved or rejected it first: one DELETE decides, so a withdrawal and a
 * moderator's action never both happen).
 */
export async function withdrawOwnHeld(uid: number, id: number): Promise<boolean> {
  const gone = await getDb()
    .delete(heldPosts)
    .where(and(eq(heldPosts.id, id), eq(heldPosts.uid, uid)))
    .returning({ id: heldPosts.id });
  return gone.length > 0;
}
