import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { heldPosts, topics } from '../db/schema';

/**
 * A member's own rows of `held_posts` (issue 35): what they sent that waits for a moderator, and
 * withdrawing one. The rules are in ./mine.ts; the moderators' side is ./heldRepository.ts.
 */

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
