import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '../db';
import {
  bookmarks,
  categories,
  eventUploads,
  posts,
  projects,
  topicFollows,
  topicProjects,
  topicReviews,
  topics,
  topicTags,
  uploads,
  users,
  votes,
} from '../db/schema';
import type { PostRow, TopicRow } from './queries';
import { TEXT_SEARCH } from '../db/textSearch';

/**
 * Write-side data access for discussions. Counters (postcount, postercount, replies, upvotes,
 * users.postcount, users.reputation) change only in single atomic UPDATEs; rows that change
 * together change in one transaction. A reply, a delete, a restore and a purge first lock their
 * topic's row, so the posts of one topic change one transaction at a time while other topics go on.
 */

export type { PostRow, TopicRow };
export type UploadRow = typeof uploads.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the full-text vector of a post is made of (title, summary and tags only on main posts). */
interface SearchParts {
  title?: string;
  summary?: string;
  tags?: string[];
  /** Plain text of the content. */
  text: string;
}

function searchVector(parts: SearchParts): SQL {
  const text = sql`setweight(to_tsvector(${TEXT_SEARCH}, ${parts.text}), 'C')`;
  if (parts.title === undefined) return text;
  const middle = [parts.summary ?? '', ...(parts.tags ?? [])].join(' ');
  return sql`setweight(to_tsvector(${TEXT_SEARCH}, ${parts.title}), 'A') || setweight(to_tsvector(${TEXT_SEARCH}, ${middle}), 'B') || ${text}`;
}

async function setSearch(tx: Tx, pid: number, parts: SearchParts): Promise<void> {
  await tx.update(posts).set({ search: searchVector(parts) }).where(eq(posts.pid, pid));
}

/**
 * Locks a topic's row for the transaction. The rule for every write to a topic, its main post or
 * its counts: take this lock first. The feed's triggers (drizzle/0008) rewrite the topic's feed row
 * when its topic row or main post changes, so a reply (topic, feed row, then the main post's reply
 * count) and a vote on the main post (the post, then the feed row) would otherwise lock the same
 * rows in opposite orders and deadlock under concurrent writes.
 */
async function lockTopic(tx: Tx, tid: number): Promise<TopicRow | null> {
  const [row] = await tx.select().from(topics).where(eq(topics.tid, tid)).for('update');
  return row ?? null;
}

/** The posts whose `replies` count a post: its direct parent and, for an answer, its question. */
function countingParents(post: Pick<PostRow, 'toPid' | 'qid'>): number[] {
  return [...new Set([post.toPid, post.qid].filter((p): p is number => typeof p === 'number'))];
}

async function addReplies(tx: Tx, pids: number[], delta: number): Promise<void> {
  if (!pids.length || delta === 0) return;
  await tx
    .update(posts)
    .set({ replies: sql`${posts.replies} + ${delta}` })
    .where(inArray(posts.pid, pids));
}

async function addUserPostcount(tx: Tx, uid: number | null, delta: number): Promise<void> {
  if (uid === null || delta === 0) return;
  await tx
    .update(users)
    .set({ postcount: sql`${users.postcount} + ${delta}` })
    .where(eq(users.uid, uid));
}

/* ------------------------------------------------------------------------------------------ */
/* Categories                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/** Makes a "General" category when there is none; answers the first category by position. */
export async function ensureDefaultCategory(): Promise<number> {
  const first = await firstCategory();
  if (first !== null) return first;
  await getDb()
    .insert(categories)
    .values({ name: 'General', slug: 'general', description: 'Everything else.', position: 0 })
    .onConflictDoNothing();
  return (await firstCategory())!;
}

/** The category with `slug`, made (last in order) when missing. */
export async function ensureCategory(category: { slug: string; name: string; description: string }): Promise<number> {
  const find = async () => (await getDb().select({ cid: categories.cid }).from(categories).where(eq(categories.slug, category.slug)))[0]?.cid ?? null;
  const known = await find();
  if (known !== null) return known;
  await getDb()
    .insert(categories)
    .values({ ...category, position: sql`(SELECT coalesce(max(position), 0) + 1 FROM categories)` })
    .onConflictDoNothing();
  return (await find())!;
}

async function firstCategory(): Promise<number | null> {
  const [row] = await getDb()
    .select({ cid: categories.cid })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.cid))
    .limit(1);
  return row?.cid ?? null;
}

export async function listCategories(): Promise<Array<{ cid: number; name: string; slug: string }>> {
  return getDb()
    .select({ cid: categories.cid, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.cid));
}

export async function categoryExists(cid: number): Promise<boolean> {
  const [row] = await getDb().select({ cid: categories.cid }).from(categories).where(eq(categories.cid, cid));
  return Boolean(row);
}

/* ------------------------------------------------------------------------------------------ */
/* Lookups                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/**
 * Slow mode (issue 35): how many more seconds member `uid` waits before replying in topic `tid`
 * again, `interval` seconds after their latest post there; 0 when they may now.
 */
export async function slowModeWait(tid: number, uid: number, interval: number): Promise<number> {
  const [row] = await getDb()
    .select({
      wait: sql<number>`coalesce(ceil(extract(epoch FROM max(${posts.createdAt}) + make_interval(secs => ${interval}) - now())), 0)::int`,
    })
    .from(posts)
    .where(and(eq(posts.tid, tid), eq(posts.uid, uid)));
  return Math.max(0, row?.wait ?? 0);
}

export async function findTopic(tid: number): Promise<TopicRow | null> {
  const [row] = await getDb().select().from(topics).where(eq(topics.tid, tid));
  return row ?? null;
}

export async function findPost(pid: number): Promise<PostRow | null> {
  const [row] = await getDb().select().from(posts).where(eq(posts.pid, pid));
  return row ?? null;
}

/* ------------------------------------------------------------------------------------------ */
/* Topics and posts                                                                             */
/* ------------------------------------------------------------------------------------------ */

export interface NewTopic {
  uid: number;
  cid: number;
  title: string;
  /** The words of the slug; the stored slug is `{tid}/{words}`. */
  words: string;
  postType: string;
  draft: boolean;
  content: string;
  contentHtml: string;
  summary: string;
  metaData: Record<string, unknown>;
  tags: string[];
  projects: number[];
  searchText: string;
  /** Backdates the topic (demo content); default now. */
  at?: Date;
}

/** Inserts a topic with its main post, tags and projects; counts the post unless it is a draft. */
export async function insertTopic(input: NewTopic): Promise<{ tid: number; pid: number }> {
  return getDb().transaction(async (tx) => {
    const when = input.at ? { createdAt: input.at, lastPostAt: input.at } : {};
    const [topic] = await tx
      .insert(topics)
      .values({
        cid: input.cid,
        uid: input.uid,
        title: input.title,
        slug: '',
        postType: input.postType,
        postcount: 1,
        postercount: 1,
        draft: input.draft,
        ...when,
      })
      .returning({ tid: topics.tid });
    const tid = topic!.tid;
    const [post] = await tx
      .insert(posts)
      .values({
        tid,
        uid: input.uid,
        isMainPost: true,
        content: input.content,
        contentHtml: input.contentHtml,
        summary: input.summary,
        metaData: input.metaData,
        ...(input.at ? { createdAt: input.at } : {}),
      })
      .returning({ pid: posts.pid });
    const pid = post!.pid;
    await tx.update(topics).set({ mainPid: pid, slug: `${tid}/${input.words}` }).where(eq(topics.tid, tid));
    await replaceTags(tx, tid, input.tags);
    await replaceProjects(tx, tid, input.projects);
    if (!input.draft) await addUserPostcount(tx, input.uid, 1);
    await setSearch(tx, pid, { title: input.title, summary: input.summary, tags: input.tags, text: input.searchText });
    return { tid, pid };
  });
}

async function replaceTags(tx: Tx, tid: number, tags: string[]): Promise<void> {
  await tx.delete(topicTags).where(eq(topicTags.tid, tid));
  if (tags.length) await tx.insert(topicTags).values(tags.map((tag, position) => ({ tid, tag, position })));
}

async function replaceProjects(tx: Tx, tid: number, projectIds: number[]): Promise<void> {
  await tx.delete(topicProjects).where(eq(topicProjects.tid, tid));
  if (projectIds.length) {
    await tx.insert(topicProjects).values(projectIds.map((projectId, position) => ({ tid, projectId, position })));
  }
}

export interface MainPostEdit {
  tid: number;
  pid: number;
  uid: number | null;
  title: string;
  words: string;
  content: string;
  contentHtml: string;
  summary: string;
  metaData: Record<string, unknown>;
  postType: string;
  cid: number;
  /** Undefined: keep the current tags / projects. */
  tags?: string[];
  projects?: number[];
  /** The topic was a draft and is published by this edit. */
  publish: boolean;
  /** The topic is a draft (before this edit): editing it is not an "edit" anyone sees. */
  wasDraft: boolean;
  searchText: string;
}

/** Edits a main post and its topic; publishing a draft dates it now and counts the post. */
export async function updateMainPost(edit: MainPostEdit): Promise<void> {
  await getDb().transaction(async (tx) => {
    await lockTopic(tx, edit.tid);
    const now = sql`now()`;
    await tx
      .update(posts)
      .set({
        content: edit.content,
        contentHtml: edit.contentHtml,
        summary: edit.summary,
        metaData: edit.metaData,
        ...(edit.wasDraft ? {} : { editedAt: now }),
        ...(edit.publish ? { createdAt: now } : {}),
      })
      .where(eq(posts.pid, edit.pid));
    await tx
      .update(topics)
      .set({
        title: edit.title,
        slug: `${edit.tid}/${edit.words}`,
        postType: edit.postType,
        cid: edit.cid,
        ...(edit.publish ? { draft: false, createdAt: now, lastPostAt: now } : {}),
      })
      .where(eq(topics.tid, edit.tid));
    if (edit.tags) await replaceTags(tx, edit.tid, edit.tags);
    if (edit.projects) await replaceProjects(tx, edit.tid, edit.projects);
    if (edit.publish) await addUserPostcount(tx, edit.uid, 1);
    const tags = edit.tags ?? (await tx.select({ tag: topicTags.tag }).from(topicTags).where(eq(topicTags.tid, edit.tid))).map((r) => r.tag);
    await setSearch(tx, edit.pid, { title: edit.title, summary: edit.summary, tags, text: edit.searchText });
  });
}

/** Edits a reply's content. */
export async function updateReplyContent(pid: number, content: string, contentHtml: string, searchText: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.update(posts).set({ content, contentHtml, editedAt: sql`now()` }).where(eq(posts.pid, pid));
    await setSearch(tx, pid, { text: searchText });
  });
}

export interface NewReply {
  tid: number;
  uid: number;
  toPid: number;
  qid: number | null;
  content: string;
  contentHtml: string;
  searchText: string;
  at?: Date;
}

/**
 * Inserts a reply and counts it: the topic's postcount (+1), postercount (+1 for a new poster),
 * lastPostAt, the replies of the post answered and of the question of the thread, and the
 * member's postcount. Answers null when the topic is gone.
 */
export async function insertReply(input: NewReply): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    if (!(await lockTopic(tx, input.tid))) return null;
    const [post] = await tx
      .insert(posts)
      .values({
        tid: input.tid,
        uid: input.uid,
        toPid: input.toPid,
        qid: input.qid,
        content: input.content,
        contentHtml: input.contentHtml,
        ...(input.at ? { createdAt: input.at } : {}),
      })
      .returning({ pid: posts.pid, createdAt: posts.createdAt });
    const pid = post!.pid;
    const postedBefore = sql`EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.tid} = ${input.tid} AND ${posts.uid} = ${input.uid} AND ${posts.pid} <> ${pid})`;
    await tx
      .update(topics)
      .set({
        postcount: sql`${topics.postcount} + 1`,
        postercount: sql`${topics.postercount} + CASE WHEN ${postedBefore} THEN 0 ELSE 1 END`,
        lastPostAt: sql`GREATEST(${topics.lastPostAt}, ${post!.createdAt.toISOString()}::timestamptz)`,
      })
      .where(eq(topics.tid, input.tid));
    await addReplies(tx, countingParents(input), 1);
    await addUserPostcount(tx, input.uid, 1);
    await setSearch(tx, pid, { text: input.searchText });
    return pid;
  });
}

/** Adds views to a topic's count in one atomic update (demo content; readers count through reads.getTopic). */
export async function addViews(tid: number, views: number): Promise<void> {
  await getDb()
    .update(topics)
    .set({ viewcount: sql`${topics.viewcount} + ${views}` })
    .where(eq(topics.tid, tid));
}

/**
 * Soft-deletes or restores a reply, adjusting the counts that include it (topic postcount, the
 * replies of its parents, the author's postcount). Answers false when it already was in that state.
 */
export async function setReplyDeleted(pid: number, tid: number, deleted: boolean, by: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    await lockTopic(tx, tid);
    const [post] = await tx
      .update(posts)
      .set({ deleted, deletedBy: deleted ? by : null })
      .where(and(eq(posts.pid, pid), eq(posts.deleted, !deleted)))
      .returning();
    if (!post) return false;
    const delta = deleted ? -1 : 1;
    await tx
      .update(topics)
      .set({ postcount: sql`${topics.postcount} + ${delta}` })
      .where(eq(topics.tid, tid));
    await addReplies(tx, countingParents(post), delta);
    await addUserPostcount(tx, post.uid, delta);
    return true;
  });
}

/** Deletes or restores a topic (and flags its main post the same, counted out of or back into its author's post count). False when already so. */
export async function setTopicDeleted(tid: number, deleted: boolean, by: number): Promise<boolean> {
  return getDb().transaction((tx) => flagTopicDeleted(tx, tid, deleted, by));
}

/**
 * `deleted_by` of an event's topic hidden because its event is not published (hardening 17): no
 * member has uid 0, so only the event brings it back (`setEventTopicHidden`), never a member.
 */
export const HIDDEN_WITH_EVENT = 0;

/**
 * An event's discussion topic follows the event's visibility (hardening 17), inside the event's
 * own transaction: hidden (deleted by HIDDEN_WITH_EVENT, main post too) unless someone deleted it
 * already; shown again only when it was hidden so, so a moderator's or the author's deletion stands.
 */
export async function setEventTopicHidden(tx: Tx, tid: number, hidden: boolean): Promise<boolean> {
  return flagTopicDeleted(tx, tid, hidden, HIDDEN_WITH_EVENT, hidden ? undefined : sql`${topics.deletedBy} = ${HIDDEN_WITH_EVENT}`);
}

async function flagTopicDeleted(tx: Tx, tid: number, deleted: boolean, by: number, also?: SQL): Promise<boolean> {
  const [topic] = await tx
    .update(topics)
    .set({ deleted, deletedBy: deleted ? by : null })
    .where(and(eq(topics.tid, tid), eq(topics.deleted, !deleted), also))
    .returning({ mainPid: topics.mainPid });
  if (!topic) return false;
  if (topic.mainPid !== null) {
    const [main] = await tx
      .update(posts)
      .set({ deleted, deletedBy: deleted ? by : null })
      .where(and(eq(posts.pid, topic.mainPid), eq(posts.deleted, !deleted)))
      .returning({ uid: posts.uid });
    // The author's post count leaves out a deleted main post, as it does a deleted reply.
    if (main) await addUserPostcount(tx, main.uid, deleted ? -1 : 1);
  }
  return true;
}

/**
 * Removes a reply for good; a question goes with its whole thread. Counts drop for the posts that
 * were still counted (not soft-deleted); authors lose the reputation their removed posts earned;
 * answers that replied to a removed answer now reply to its parent; an accepted answer that is
 * removed leaves its post unanswered. Answers the pids removed (empty when it was already gone).
 */
export async function purgeReply(pid: number, tid: number): Promise<number[]> {
  return getDb().transaction(async (tx) => {
    await lockTopic(tx, tid);
    const [target] = await tx.select().from(posts).where(eq(posts.pid, pid)).for('update');
    if (!target || target.isMainPost) return [];
    const isQuestion = target.qid === null;
    const victims = isQuestion
      ? await tx
          .select()
          .from(posts)
          .where(or(eq(posts.pid, pid), eq(posts.qid, pid)))
          .for('update')
      : [target];
    const ids = victims.map((v) => v.pid);
    const counted = victims.filter((v) => !v.deleted);

    if (!target.deleted) await addReplies(tx, countingParents(target), -1);
    if (!isQuestion) {
      // Answers to the removed answer move up to its parent (counted there when it is an answer).
      const moved = await tx
        .update(posts)
        .set({ toPid: target.toPid })
        .where(eq(posts.toPid, pid))
        .returning({ deleted: posts.deleted });
      const stillCounted = moved.filter((m) => !m.deleted).length;
      if (target.toPid !== null && target.toPid !== target.qid) await addReplies(tx, [target.toPid], stillCounted);
    }
    await tx
      .update(posts)
      .set({ aid: 0 })
      .where(and(inArray(posts.aid, ids), eq(posts.tid, tid)));

    const perAuthor = new Map<number, { posts: number; upvotes: number }>();
    for (const v of victims) {
      if (v.uid === null) continue;
      const entry = perAuthor.get(v.uid) ?? { posts: 0, upvotes: 0 };
      entry.posts += v.deleted ? 0 : 1;
      entry.upvotes += v.upvotes;
      perAuthor.set(v.uid, entry);
    }
    for (const [uid, { posts: count, upvotes }] of [...perAuthor].sort(([a], [b]) => a - b)) {
      if (count === 0 && upvotes === 0) continue;
      await tx
        .update(users)
        .set({ postcount: sql`${users.postcount} - ${count}`, reputation: sql`${users.reputation} - ${upvotes}` })
        .where(eq(users.uid, uid));
    }

    await tx.delete(posts).where(inArray(posts.pid, ids));
    await tx
      .update(topics)
      .set({
        postcount: sql`${topics.postcount} - ${counted.length}`,
        postercount: sql`(SELECT count(DISTINCT ${posts.uid})::int FROM ${posts} WHERE ${posts.tid} = ${tid} AND ${posts.uid} IS NOT NULL)`,
      })
      .where(eq(topics.tid, tid));
    return ids;
  });
}

/** Sets the accepted answer of a post; answers the one it replaced (0: none). */
export async function setAcceptedAnswer(pid: number, aid: number): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const [current] = await tx.select({ aid: posts.aid }).from(posts).where(eq(posts.pid, pid)).for('update');
    if (!current) return null;
    await tx.update(posts).set({ aid }).where(eq(posts.pid, pid));
    return current.aid;
  });
}

export async function setTopicPinned(tid: number, pinned: boolean): Promise<void> {
  await getDb()
    .update(topics)
    .set({ pinned: pinned ? 1 : 0 })
    .where(eq(topics.tid, tid));
}

/* ------------------------------------------------------------------------------------------ */
/* Votes, bookmarks, follows                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** A vote: the post, its topic (locked first, `lockTopic`), the voter and the post's author. */
export interface VoteTarget {
  pid: number;
  tid: number;
  uid: number;
  authorUid: number | null;
}

/** Records an upvote and counts it on the post and the author's reputation; false when already voted. */
export async function insertUpvote({ pid, tid, uid, authorUid }: VoteTarget): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    await lockTopic(tx, tid);
    const [vote] = await tx.insert(votes).values({ pid, uid, delta: 1 }).onConflictDoNothing().returning({ pid: votes.pid });
    if (!vote) return false;
    await tx
      .update(posts)
      .set({ upvotes: sql`${posts.upvotes} + 1` })
      .where(eq(posts.pid, pid));
    if (authorUid !== null) {
      await tx
        .update(users)
        .set({ reputation: sql`${users.reputation} + 1` })
        .where(eq(users.uid, authorUid));
    }
    return true;
  });
}

/** Withdraws an upvote; false when there was none. */
export async function deleteUpvote({ pid, tid, uid, authorUid }: VoteTarget): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    await lockTopic(tx, tid);
    const [vote] = await tx
      .delete(votes)
      .where(and(eq(votes.pid, pid), eq(votes.uid, uid), eq(votes.delta, 1)))
      .returning({ pid: votes.pid });
    if (!vote) return false;
    await tx
      .update(posts)
      .set({ upvotes: sql`${posts.upvotes} - 1` })
      .where(eq(posts.pid, pid));
    if (authorUid !== null) {
      await tx
        .update(users)
        .set({ reputation: sql`${users.reputation} - 1` })
        .where(eq(users.uid, authorUid));
    }
    return true;
  });
}

export async function insertBookmark(pid: number, uid: number): Promise<boolean> {
  const rows = await getDb().insert(bookmarks).values({ pid, uid }).onConflictDoNothing().returning({ pid: bookmarks.pid });
  return rows.length > 0;
}

export async function deleteBookmark(pid: number, uid: number): Promise<boolean> {
  const rows = await getDb()
    .delete(bookmarks)
    .where(and(eq(bookmarks.pid, pid), eq(bookmarks.uid, uid)))
    .returning({ pid: bookmarks.pid });
  return rows.length > 0;
}

export async function insertFollow(tid: number, uid: number): Promise<void> {
  await getDb().insert(topicFollows).values({ tid, uid }).onConflictDoNothing();
}

export async function deleteFollow(tid: number, uid: number): Promise<void> {
  await getDb()
    .delete(topicFollows)
    .where(and(eq(topicFollows.tid, tid), eq(topicFollows.uid, uid)));
}

/* ------------------------------------------------------------------------------------------ */
/* Reviews, uploads                                                                             */
/* ------------------------------------------------------------------------------------------ */

export async function insertReview(values: { tid: number; uid: number; content: string }) {
  const [row] = await getDb().insert(topicReviews).values(values).returning();
  return row!;
}

/**
 * Stores an upload's row unless it would take the member past `quotaBytes` in total: counted and
 * inserted under a per-member lock, so concurrent uploads cannot both slip under the quota.
 * Answers null when the quota refuses it.
 */
export async function insertUploadWithinQuota(
  values: {
    uid: number;
    cid: number | null;
    url: string;
    storageKey: string;
    name: string;
    mime: string;
    size: number;
  },
  quotaBytes: number,
): Promise<UploadRow | null> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('uploads-quota'), ${values.uid})`);
    const used = await bytesUploadedBy(values.uid, tx);
    if (used + values.size > quotaBytes) return null;
    const [row] = await tx.insert(uploads).values(values).returning();
    return row!;
  });
}

/** Bytes of the member's stored uploads. */
export async function bytesUploadedBy(uid: number, db: Database | Tx = getDb()): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(eq(uploads.uid, uid));
  return Number(row?.total ?? 0);
}

/** Ties the author's unclaimed uploads named by these storage keys to the post that uses them. */
export async function claimUploads(pid: number, uid: number, storageKeys: string[]): Promise<number> {
  if (storageKeys.length === 0) return 0;
  const claimed = await getDb()
    .update(uploads)
    .set({ pid })
    .where(and(inArray(uploads.storageKey, storageKeys), eq(uploads.uid, uid), sql`${uploads.pid} IS NULL`))
    .returning({ id: uploads.id });
  return claimed.length;
}

/**
 * Removes the rows of uploads no post uses that are older than `before`, not anyone's profile
 * picture and named by no event's media (`event_uploads`), at most `limit` at a time; answers their storage keys (the caller removes the files).
 */
export async function deleteUnusedUploads(before: Date, limit: number): Promise<string[]> {
  const rows = await getDb().execute<{ storage_key: string }>(sql`
    DELETE FROM ${uploads} WHERE ${uploads.id} IN (
      SELECT u.id FROM ${uploads} u
      WHERE u.pid IS NULL AND u.created_at < ${before.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.picture} <> '' AND strpos(${users.picture}, u.url) > 0)
        AND NOT EXISTS (SELECT 1 FROM ${eventUploads} eu WHERE eu.upload_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM ${projects} p WHERE p.logo = u.url)
      ORDER BY u.created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${uploads.storageKey} AS storage_key`);
  return rows.rows.map((r) => r.storage_key);
}

export async function findUploadByKey(storageKey: string): Promise<UploadRow | null> {
  const [row] = await getDb().select().from(uploads).where(eq(uploads.storageKey, storageKey));
  return row ?? null;
}

/**
 * Whether a question's thread holds what its author may not remove: other members' answers, or
 * answers a moderator deleted.
 */
export async function threadHasOthers(qid: number, uid: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ pid: posts.pid })
    .from(posts)
    .where(
      and(
        eq(posts.qid, qid),
        or(sql`${posts.uid} IS DISTINCT FROM ${uid}`, and(eq(posts.deleted, true), sql`${posts.deletedBy} IS DISTINCT FROM ${uid}`)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
