import { readerFacts } from '../db/readerFacts';
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db';
import { hostsEventOfTopicSql } from '../events/queries';
import { firstProjectOfTopicSql, maintainsSql } from '../projects/repository';
import { escapeHtmlSql, htmlTextSql, type SearchSource } from '../search/engine';
import {
  bookmarks,
  feedCounts,
  feedEntries,
  feedTagPairs,
  posts,
  projects,
  topicFollows,
  topicProjects,
  topicTags,
  topicViews,
  topics,
  users,
  votes,
} from '../db/schema';
import { inOrderOf } from '../db/inOrderOf';
import { wholeNumbers } from '../db/intArray';
import { preparedQuery, statementName } from '../db/prepared';
import { TEXT_SEARCH } from '../db/textSearch';

/**
 * Read-side data access for discussions (the write side lives in repository.ts). Every list
 * query here answers a whole page at once; the presenter then loads what the rows refer to with
 * one query per kind (users, tags, projects, the viewer's votes and bookmarks).
 */

export type TopicRow = typeof topics.$inferSelect;
/** A post as the read side uses it: every column but the search vector, which only the database reads. */
export type PostRow = Omit<typeof posts.$inferSelect, 'search'>;
/** An answer row with its 1-based position in its question's thread (by time). */
export type AnswerRow = PostRow & { index: number };
const { search: _search, ...postColumns } = getTableColumns(posts);


// ------------------------------------------------------------------------------------------
// Single rows
// ------------------------------------------------------------------------------------------

export async function findTopic(tid: number): Promise<TopicRow | null> {
  const [row] = await getDb().select().from(topics).where(eq(topics.tid, tid)).limit(1);
  return row ?? null;
}

export async function findPost(pid: number): Promise<PostRow | null> {
  const [row] = await getDb().select(postColumns).from(posts).where(eq(posts.pid, pid)).limit(1);
  return row ?? null;
}

/**
 * Counts one view of a topic unless this viewer was counted in the last `windowSeconds`: one
 * statement (the unique (tid, viewer_key) row decides, so concurrent requests count once).
 * Answers the new count, or null when this view was not counted.
 */
export async function countViewOnce(tid: number, viewerKey: string, windowSeconds: number): Promise<number | null> {
  const result = await getDb().execute<{ viewcount: number }>(sql`
    WITH seen AS (
      INSERT INTO ${topicViews} (tid, viewer_key, seen_at)
      SELECT ${tid}, ${viewerKey}, now() WHERE EXISTS (SELECT 1 FROM ${topics} WHERE ${topics.tid} = ${tid})
      ON CONFLICT (tid, viewer_key) DO UPDATE SET seen_at = excluded.seen_at
        WHERE ${topicViews.seenAt} <= excluded.seen_at - make_interval(secs => ${windowSeconds})
      RETURNING tid
    )
    UPDATE ${topics} SET viewcount = ${topics.viewcount} + 1
    WHERE ${topics.tid} IN (SELECT tid FROM seen)
    RETURNING ${topics.viewcount} AS viewcount`);
  const row = result.rows[0];
  return row ? Number(row.viewcount) : null;
}

/**
 * Counts a batch of views in one statement, with the rule of `countViewOnce` for each (tid, viewer)
 * pair: the pairs must be distinct. Topics that no longer exist are skipped. Answers how many counted.
 */
export async function countViewsOnce(views: Array<{ tid: number; viewerKey: string }>, windowSeconds: number): Promise<number> {
  if (views.length === 0) return 0;
  const result = await getDb().execute<{ counted: number }>(sql`
    WITH input AS (
      SELECT v.tid, v.viewer_key FROM jsonb_to_recordset(${JSON.stringify(views.map((v) => ({ tid: v.tid, viewer_key: v.viewerKey })))}::jsonb)
        AS v(tid integer, viewer_key text)
      WHERE EXISTS (SELECT 1 FROM ${topics} WHERE ${topics.tid} = v.tid)
    ), seen AS (
      INSERT INTO ${topicViews} (tid, viewer_key, seen_at)
      SELECT tid, viewer_key, now() FROM input
      ON CONFLICT (tid, viewer_key) DO UPDATE SET seen_at = excluded.seen_at
        WHERE ${topicViews.seenAt} <= excluded.seen_at - make_interval(secs => ${windowSeconds})
      RETURNING tid
    ), counted AS (SELECT tid, count(*)::int AS n FROM seen GROUP BY tid),
    updated AS (
      UPDATE ${topics} SET viewcount = ${topics.viewcount} + counted.n FROM counted
      WHERE ${topics.tid} = counted.tid RETURNING counted.n
    )
    SELECT coalesce(sum(n), 0)::int AS counted FROM updated`);
  return Number(result.rows[0]?.counted ?? 0);
}

/** Forgets views older than the window (they no longer stop a view from counting). */
export async function purgeTopicViews(windowSeconds: number, now: Date = new Date()): Promise<number> {
  const removed = await getDb()
    .delete(topicViews)
    .where(sql`${topicViews.seenAt} < ${now.toISOString()}::timestamptz - make_interval(secs => ${windowSeconds})`)
    .returning({ tid: topicViews.tid });
  return removed.length;
}

export async function isFollowing(tid: number, uid: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ uid: topicFollows.uid })
    .from(topicFollows)
    .where(and(eq(topicFollows.tid, tid), eq(topicFollows.uid, uid)))
    .limit(1);
  return Boolean(row);
}

export async function userExists(uid: number): Promise<boolean> {
  const [row] = await getDb().select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).limit(1);
  return Boolean(row);
}

// ------------------------------------------------------------------------------------------
// Batches for the presenter
// ------------------------------------------------------------------------------------------

export async function topicsByTids(tids: number[]): Promise<TopicRow[]> {
  if (tids.length === 0) return [];
  return getDb().select().from(topics).where(inArray(topics.tid, tids));
}

export async function postsByPids(pids: number[]): Promise<PostRow[]> {
  if (pids.length === 0) return [];
  return getDb().select(postColumns).from(posts).where(inArray(posts.pid, pids));
}

/**
 * The viewer's upvotes and saves among posts, in one statement: the pids with either. (An upvote
 * is a vote whose delta is positive.) The personal layer's statements are prepared (parsed and
 * planned once per connection, their SQL built once): every member's view of a shared page runs
 * them (issue 33).
 */
const postFlags = readerFacts('post_flags_of', (pid, uid) => ({
  upvoted: sql<boolean>`EXISTS (SELECT 1 FROM ${votes} v WHERE v.uid = ${uid} AND v.pid = ${pid} AND v.delta > 0)`,
  bookmarked: sql<boolean>`EXISTS (SELECT 1 FROM ${bookmarks} b WHERE b.uid = ${uid} AND b.pid = ${pid})`,
}));

export async function postFlagsOf(uid: number, pids: number[]): Promise<Array<{ pid: number; upvoted: boolean; bookmarked: boolean }>> {
  const rows = await postFlags(uid, pids);
  return rows.filter((r) => r.upvoted || r.bookmarked).map((r) => ({ pid: Number(r.id), upvoted: r.upvoted, bookmarked: r.bookmarked }));
}

/**
 * Topics with what `uid` is to each, in one statement (the personal layer): the row's facts the
 * rules read, the follow, and TopicRelation (server/discussions/permissions.ts) from the same SQL
 * as firstProjectOfTopic, isMaintainer and hostsEventOfTopic.
 */
const topicRelationsStatement = preparedQuery((db) => {
  const uid = sql`${sql.placeholder('uid')}`;
  return db
    .select({
      tid: topics.tid,
      uid: topics.uid,
      locked: topics.locked,
      deleted: topics.deleted,
      draft: topics.draft,
      following: sql<boolean>`EXISTS (SELECT 1 FROM ${topicFollows} f WHERE f.tid = ${topics.tid} AND f.uid = ${uid})`,
      maintainsFirstProject: sql<boolean>`${maintainsSql(firstProjectOfTopicSql(sql`${topics.tid}`), uid)}`,
      hostsEvent: sql<boolean>`${hostsEventOfTopicSql(sql`${topics.tid}`, uid)}`,
    })
    .from(topics)
    .where(sql`${topics.tid} = ANY(${sql.placeholder('tids')}::int[])`)
    .prepare(statementName('topic_relations_of'));
});

export async function topicRelationsOf(uid: number, tids: number[]): Promise<Array<Pick<TopicRow, 'tid' | 'uid' | 'locked' | 'deleted' | 'draft'> & { following: boolean; maintainsFirstProject: boolean; hostsEvent: boolean }>> {
  if (tids.length === 0) return [];
  return topicRelationsStatement().execute({ uid, tids: wholeNumbers(tids) });
}

/** Which of the given posts `uid` wrote (the personal layer's own posts). */
const postsOfAuthorStatement = preparedQuery((db) =>
  db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.uid, sql.placeholder('uid')), sql`${posts.pid} = ANY(${sql.placeholder('pids')}::int[])`))
    .prepare(statementName('posts_of_author_among')),
);

export async function postsOfAuthorAmong(uid: number, pids: number[]): Promise<PostRow[]> {
  if (pids.length === 0) return [];
  return postsOfAuthorStatement().execute({ uid, pids: wholeNumbers(pids) });
}

export async function tagsByTids(tids: number[]): Promise<Array<{ tid: number; tag: string }>> {
  if (tids.length === 0) return [];
  return getDb()
    .select({ tid: topicTags.tid, tag: topicTags.tag })
    .from(topicTags)
    .where(inArray(topicTags.tid, tids))
    .orderBy(asc(topicTags.tid), asc(topicTags.position), asc(topicTags.tag));
}

export async function projectsByTids(
  tids: number[],
): Promise<Array<{ tid: number; id: number; name: string; slug: string; hidden: boolean }>> {
  if (tids.length === 0) return [];
  return getDb()
    .select({ tid: topicProjects.tid, id: projects.id, name: projects.name, slug: projects.slug, hidden: projects.hidden })
    .from(topicProjects)
    .innerJoin(projects, eq(projects.id, topicProjects.projectId))
    .where(inArray(topicProjects.tid, tids))
    .orderBy(asc(topicProjects.tid), asc(topicProjects.position), asc(projects.id));
}

// ------------------------------------------------------------------------------------------
// Questions and answers
// ------------------------------------------------------------------------------------------

/**
 * The replies to a topic's main post (its questions). A reply is always in its parent's topic
 * (server/discussions/service.ts reply), so the main post's pid alone names them, and the
 * `posts_to_pid_*` indexes serve the count (from the index alone) and each order's page (its
 * entries read in order): a topic with thousands of questions costs what a small one does. The
 * queries are exported as queries for their plans' test (__tests__/api/topic-reads.test.ts).
 */
export function countQuestionsQuery(mainPid: number) {
  return getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.toPid, mainPid));
}

export async function countQuestions(mainPid: number): Promise<number> {
  const [row] = await countQuestionsQuery(mainPid);
  return row?.n ?? 0;
}

export type QuestionSort = 'popular' | 'recent';

/** A page of a topic's questions in one order: a query, awaited for its rows. */
export function questionsPage(mainPid: number, sort: QuestionSort, limit: number, offset: number) {
  const order =
    sort === 'recent'
      ? [desc(posts.createdAt), desc(posts.pid)]
      : [desc(posts.upvotes), desc(posts.replies), desc(posts.createdAt), desc(posts.pid)];
  return getDb()
    .select(postColumns)
    .from(posts)
    .where(eq(posts.toPid, mainPid))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** Raw row of the answers queries (the select adds a window column). */
type AnswerSelect = PostRow & { index: number; rn?: number };

const answerColumns = {
  pid: posts.pid,
  tid: posts.tid,
  uid: posts.uid,
  toPid: posts.toPid,
  qid: posts.qid,
  isMainPost: posts.isMainPost,
  content: posts.content,
  contentHtml: posts.contentHtml,
  summary: posts.summary,
  metaData: posts.metaData,
  upvotes: posts.upvotes,
  downvotes: posts.downvotes,
  replies: posts.replies,
  aid: posts.aid,
  deleted: posts.deleted,
  deletedBy: posts.deletedBy,
  editedAt: posts.editedAt,
  createdAt: posts.createdAt,
};

/**
 * The first `perQuestion` answers of each question, in one query: accepted answer first, then
 * oldest first, each with its position in the thread by time.
 */
export async function firstAnswersOf(
  questions: Array<{ pid: number; aid: number }>,
  perQuestion: number,
): Promise<AnswerRow[]> {
  if (questions.length === 0) return [];
  const qids = questions.map((q) => q.pid);
  const accepted = questions.filter((q) => q.aid > 0).map((q) => q.aid);
  const isAccepted: SQL = accepted.length > 0 ? sql`${posts.pid} IN ${accepted}` : sql`false`;
  const inner = getDb()
    .select({
      ...answerColumns,
      index: sql<number>`(row_number() over (partition by ${posts.qid} order by ${posts.createdAt} asc, ${posts.pid} asc))::int`.as(
        'idx',
      ),
      rn: sql<number>`(row_number() over (partition by ${posts.qid} order by (${isAccepted}) desc, ${posts.createdAt} asc, ${posts.pid} asc))::int`.as(
        'rn',
      ),
    })
    .from(posts)
    .where(inArray(posts.qid, qids))
    .as('a');
  const rows = (await getDb()
    .select()
    .from(inner)
    .where(sql`${inner.rn} <= ${perQuestion}`)
    .orderBy(asc(inner.qid), asc(inner.rn))) as unknown as AnswerSelect[];
  return rows.map(({ rn: _rn, ...row }) => row);
}

/** Number of answers in a question's thread. */
export async function countThread(qid: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.qid, qid));
  return row?.n ?? 0;
}

/** One page of a question's thread: accepted answer first, then oldest first. */
export async function threadPage(qid: number, aid: number, limit: number, offset: number): Promise<AnswerRow[]> {
  const inner = getDb()
    .select({
      ...answerColumns,
      index: sql<number>`(row_number() over (order by ${posts.createdAt} asc, ${posts.pid} asc))::int`.as('idx'),
    })
    .from(posts)
    .where(eq(posts.qid, qid))
    .as('a');
  const rows = (await getDb()
    .select()
    .from(inner)
    .orderBy(sql`(${inner.pid} = ${aid}) desc`, asc(inner.createdAt), asc(inner.pid))
    .limit(limit)
    .offset(offset)) as unknown as AnswerSelect[];
  return rows;
}

/** Direct replies to a post (not a question): oldest first. */
export async function countDirectReplies(pid: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.toPid, pid));
  return row?.n ?? 0;
}

export async function directRepliesPage(pid: number, limit: number, offset: number): Promise<PostRow[]> {
  return getDb()
    .select(postColumns)
    .from(posts)
    .where(eq(posts.toPid, pid))
    .orderBy(asc(posts.createdAt), asc(posts.pid))
    .limit(limit)
    .offset(offset);
}

/** Positions (1-based, by time) of the given answers in their threads. */
export async function answerIndexes(pids: number[]): Promise<Map<number, number>> {
  if (pids.length === 0) return new Map();
  const rows = await getDb().execute<{ pid: number; idx: number }>(sql`
    select pid, idx from (
      select p.pid, (row_number() over (partition by p.qid order by p.created_at asc, p.pid asc))::int as idx
      from posts p
      where p.qid in (select q.qid from posts q where q.pid in ${pids} and q.qid is not null)
    ) t where t.pid in ${pids}`);
  return new Map(rows.rows.map((r) => [Number(r.pid), Number(r.idx)]));
}

// ------------------------------------------------------------------------------------------
// Shared card, recommended, bookmarks, drafts
// ------------------------------------------------------------------------------------------

/** Visible topics: neither deleted nor drafts. */
export const visibleTopic = and(eq(topics.deleted, false), eq(topics.draft, false));

/** Not an answer inside a deleted question's thread (hardening 9: the thread is hidden with it). */
export const notInDeletedThread: SQL = sql`(${posts.qid} IS NULL OR NOT EXISTS (
  SELECT 1 FROM ${posts} AS "question" WHERE "question"."pid" = ${posts.qid} AND "question"."deleted"))`;

/**
 * Up to `limit` visible main posts sharing a tag or a project with the topic, most shared
 * first, then upvotes. Candidates come from the tag and project indexes, not a scan of topics.
 */
export async function relatedMainPosts(tid: number, limit: number): Promise<PostRow[]> {
  const shared = getDb()
    .select({
      tid: sql<number>`s.tid`.as('shared_tid'),
      shared: sql<number>`count(*)::int`.as('shared'),
    })
    .from(
      sql`(
        SELECT b.tid FROM ${topicTags} a JOIN ${topicTags} b ON b.tag = a.tag WHERE a.tid = ${tid} AND b.tid <> ${tid}
        UNION ALL
        SELECT d.tid FROM ${topicProjects} c JOIN ${topicProjects} d ON d.project_id = c.project_id
          WHERE c.tid = ${tid} AND d.tid <> ${tid}
      ) s`,
    )
    .groupBy(sql`s.tid`)
    .as('shared');
  const rows = await getDb()
    .select({ post: postColumns })
    .from(shared)
    .innerJoin(topics, eq(topics.tid, shared.tid))
    .innerJoin(posts, eq(posts.pid, topics.mainPid))
    .where(and(visibleTopic, eq(posts.deleted, false)))
    .orderBy(desc(shared.shared), desc(posts.upvotes), desc(topics.createdAt), desc(topics.tid))
    .limit(limit);
  return rows.map((r) => r.post);
}

/**
 * Popular visible main posts to fill the recommended list: the last 90 days first, then by
 * upvotes, posts and time; skipping the given topics.
 */
export async function popularMainPosts(excludeTids: number[], limit: number): Promise<PostRow[]> {
  if (limit <= 0) return [];
  const rows = await getDb()
    .select({ post: postColumns })
    .from(topics)
    .innerJoin(posts, eq(posts.pid, topics.mainPid))
    .where(
      and(
        visibleTopic,
        eq(posts.deleted, false),
        excludeTids.length > 0 ? sql`${topics.tid} NOT IN ${excludeTids}` : undefined,
      ),
    )
    .orderBy(
      sql`(${topics.createdAt} > now() - interval '90 days') DESC`,
      desc(posts.upvotes),
      desc(topics.postcount),
      desc(topics.createdAt),
      desc(topics.tid),
    )
    .limit(limit);
  return rows.map((r) => r.post);
}

/** The member's saved posts in visible topics, newest saved first. */
export async function bookmarksPage(uid: number, limit: number, offset: number): Promise<PostRow[]> {
  const rows = await getDb()
    .select({ post: postColumns })
    .from(bookmarks)
    .innerJoin(posts, eq(posts.pid, bookmarks.pid))
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(and(eq(bookmarks.uid, uid), visibleTopic, notInDeletedThread))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.pid))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.post);
}

/**
 * A member's posts everyone may read (topics and replies, not deleted, in visible topics and
 * threads), newest first. The (uid, created_at, pid) index serves it without a sort.
 */
export async function memberPostsPage(uid: number, limit: number, offset: number): Promise<PostRow[]> {
  const rows = await getDb()
    .select({ post: postColumns })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(and(eq(posts.uid, uid), eq(posts.deleted, false), visibleTopic, notInDeletedThread))
    .orderBy(desc(posts.createdAt), desc(posts.pid))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.post);
}

/** Main posts of the member's draft topics (not deleted), newest first. */
export async function draftMainPosts(uid: number): Promise<PostRow[]> {
  const rows = await getDb()
    .select({ post: postColumns })
    .from(topics)
    .innerJoin(posts, eq(posts.pid, topics.mainPid))
    .where(and(eq(topics.uid, uid), eq(topics.draft, true), eq(topics.deleted, false)))
    .orderBy(desc(topics.createdAt), desc(topics.tid));
  return rows.map((r) => r.post);
}

// ------------------------------------------------------------------------------------------
// The highlights feed (full-text search on posts.search)
// ------------------------------------------------------------------------------------------

/** Filters of the highlights feed, already validated (see highlights.ts). */
export interface HighlightFilters {
  /** Search text for websearch_to_tsquery; null: no text filter. */
  term: string | null;
  mainOnly: boolean;
  postTypes: string[];
  tags: string[];
  projectSlugs: string[];
  uid: number | null;
  /** Unix seconds on the topic's creation time; both or neither. */
  range: { from: number; to: number } | null;
  sort: 'popular' | 'recent';
  pinnedFirst: boolean;
}

const tsQuery = (term: string): SQL => sql`websearch_to_tsquery(${TEXT_SEARCH}, ${term})`;

/**
 * notInDeletedThread as a join, for a statement that reads many posts and stops at a limit: add
 * `deletedThreadJoin` after the FROM and pass `notInJoinedDeletedThread` to highlightsWhere. The
 * planner costs the join per post read, so a scan that stops after enough matches stays its
 * choice; NOT EXISTS inside the OR becomes a hashed subplan over every deleted post, which made
 * it build a whole-index bitmap of a common word instead.
 */
export const deletedThreadJoin: SQL = sql`LEFT JOIN ${posts} AS "question" ON "question"."pid" = ${posts.qid}`;
export const notInJoinedDeletedThread: SQL = sql`"question"."deleted" IS NOT TRUE`;

/**
 * The WHERE of the feed: visible topics, live posts and every given filter. `thread` is the
 * deleted-thread condition (notInJoinedDeletedThread with deletedThreadJoin).
 */
export function highlightsWhere(f: HighlightFilters, thread: SQL = notInDeletedThread): SQL {
  const conditions: SQL[] = [
    sql`${topics.deleted} = false`,
    sql`${topics.draft} = false`,
    sql`${posts.deleted} = false`,
    thread,
  ];
  if (f.mainOnly) conditions.push(sql`${posts.isMainPost} = true`);
  if (f.term !== null) conditions.push(sql`${posts.search} @@ ${tsQuery(f.term)}`);
  if (f.postTypes.length > 0) conditions.push(sql`${topics.postType} IN ${f.postTypes}`);
  if (f.tags.length > 0) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${topicTags} WHERE ${topicTags.tid} = ${topics.tid} AND ${topicTags.tag} IN ${f.tags})`,
    );
  }
  if (f.projectSlugs.length > 0) {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${topicProjects} JOIN ${projects} ON ${projects.id} = ${topicProjects.projectId}
      WHERE ${topicProjects.tid} = ${topics.tid} AND ${projects.slug} IN ${f.projectSlugs})`);
  }
  if (f.uid !== null) conditions.push(sql`${posts.uid} = ${f.uid}`);
  if (f.range) {
    conditions.push(
      sql`${topics.createdAt} BETWEEN to_timestamp(${f.range.from}) AND to_timestamp(${f.range.to})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

function highlightsOrder(f: HighlightFilters): SQL[] {
  const order: SQL[] = [];
  if (f.pinnedFirst) order.push(sql`${topics.pinned} DESC`);
  if (f.sort === 'recent') {
    order.push(sql`${posts.createdAt} DESC`);
  } else {
    if (f.term !== null) order.push(sql`ts_rank(${posts.search}, ${tsQuery(f.term)}) DESC`);
    order.push(sql`${posts.upvotes} DESC`, sql`${topics.postcount} DESC`, sql`${topics.viewcount} DESC`);
    order.push(sql`${posts.createdAt} DESC`);
  }
  order.push(sql`${posts.pid} DESC`);
  return order;
}

/**
 * The feed of main posts as a search source (server/search/): `feed_entries` holds one row per
 * visible main post, kept by triggers (drizzle/0008_feed_entries.sql), `feed_counts` its
 * counts per post type and tag and `feed_tag_pairs` per post type and pair of tags (the facets
 * of a one-tag filter, drizzle/0027). The sorts are the feed's: recent (the post's time), popular
 * (upvotes, posts, views, time), ranked by relevance first when a term is given; pinned first
 * unless `search-order` is 0.
 */
export const mainPostFeed: SearchSource = {
  table: feedEntries,
  id: feedEntries.pid,
  pinned: feedEntries.pinned,
  search: feedEntries.search,
  sorts: {
    recent: { columns: [feedEntries.createdAt, feedEntries.pid], ranked: false },
    popular: {
      columns: [feedEntries.upvotes, feedEntries.postcount, feedEntries.viewcount, feedEntries.createdAt, feedEntries.pid],
      ranked: true,
    },
  },
  filters: {
    postType: (values) => sql`${feedEntries.postType} IN ${values}`,
    tags: (values) => sql`${feedEntries.tags} && ARRAY[${sql.join(values.map((v) => sql`${String(v)}`), sql`, `)}]::text[]`,
    // Project ids (see projectIdsBySlugs): a constant array, so the planner sees how many rows match.
    projects: (values) =>
      sql`${feedEntries.projects} && ARRAY[${sql.join(values.map((v) => sql`${Number(v)}`), sql`, `)}]::integer[]`,
    uid: (values) => sql`${feedEntries.uid} IN ${values}`,
    from: ([from]) => sql`${feedEntries.createdAt} >= to_timestamp(${from})`,
    to: ([to]) => sql`${feedEntries.createdAt} <= to_timestamp(${to})`,
  },
  facet: feedEntries.tags,
  counts: {
    table: feedCounts,
    group: feedCounts.postType,
    value: feedCounts.tag,
    n: feedCounts.n,
    groupFilter: 'postType',
    facetFilter: 'tags',
    pairs: { table: feedTagPairs, group: feedTagPairs.postType, value: feedTagPairs.tag, covalue: feedTagPairs.cotag, n: feedTagPairs.n },
  },
};

/**
 * Not a topic attached to projects that are all hidden (hardening 17): the global search finds
 * no topic that only a hidden project's page would lead to. For `feed_entries` rows and for topics.
 * The entry's project ids (kept from topic_projects, whose rows go with their project) are
 * compared with the hidden projects' ids, gathered once per statement: a lookup of `projects`
 * per entry was a scan of every project for each match tested (20 ms for 1,000 matches among 200
 * projects, bench/global-explain.ts).
 */
export const notOnlyHiddenProjects: SQL = sql`(cardinality(${feedEntries.projects}) = 0
  OR NOT (${feedEntries.projects} <@ coalesce((SELECT array_agg(p.id) FROM ${projects} p WHERE p.hidden), '{}'::integer[])))`;
export const topicNotOnlyHiddenProjects: SQL = sql`(NOT EXISTS (SELECT 1 FROM ${topicProjects} tp WHERE tp.tid = ${topics.tid})
  OR EXISTS (SELECT 1 FROM ${topicProjects} tp JOIN ${projects} p ON p.id = tp.project_id WHERE tp.tid = ${topics.tid} AND NOT p.hidden))`;

/** The ids of the projects with these slugs (unknown slugs have none). */
export async function projectIdsBySlugs(slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await getDb().select({ id: projects.id }).from(projects).where(inArray(projects.slug, slugs));
  return rows.map((r) => r.id);
}

/** Every visible main post (the feed's `out_of`), from the maintained counts. */
export async function countVisibleMainPosts(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`coalesce(sum(${feedCounts.n}), 0)::int` })
    .from(feedCounts)
    .where(eq(feedCounts.tag, ''));
  return row?.n ?? 0;
}

/** The given posts with their topics, in the order of `pids` (a feed page). */
export async function postsWithTopics(pids: number[]): Promise<Array<{ post: PostRow; topic: TopicRow }>> {
  if (pids.length === 0) return [];
  const rows = await getDb().select({ post: postColumns, topic: topics }).from(posts).innerJoin(topics, eq(topics.tid, posts.tid)).where(inArray(posts.pid, pids));
  return inOrderOf(pids, rows, (r) => r.post.pid);
}

/*
 * The feed with replies included (`isMainPost=false`): posts joined to topics per request. Not
 * served by feed_entries (one row per main post), so it still reads every matching post; the
 * counts are bounded like the engine's.
 */

/**
 * The pids of one page of the feed with replies. Only narrow columns take part in the filter
 * and the sort.
 */
export function highlightsPageQuery(f: HighlightFilters, limit: number, offset: number) {
  return getDb()
    .select({ pid: posts.pid })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(highlightsWhere(f))
    .orderBy(...highlightsOrder(f))
    .limit(limit)
    .offset(offset);
}

export async function highlightsPage(
  f: HighlightFilters,
  limit: number,
  offset: number,
): Promise<Array<{ post: PostRow; topic: TopicRow }>> {
  return postsWithTopics((await highlightsPageQuery(f, limit, offset)).map((r) => r.pid));
}

/** Matches of the feed with replies, counted up to `cap`. */
export async function countHighlights(f: HighlightFilters, cap: number): Promise<number> {
  const matches = getDb()
    .select({ one: sql`1`.as('one') })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(highlightsWhere(f))
    .limit(cap)
    .as('matches');
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

/** Tag counts over the matches of the feed with replies (up to `cap` of them). */
export async function highlightTagCounts(
  f: HighlightFilters,
  cap: number,
  limit: number,
): Promise<Array<{ value: string; count: number }>> {
  const matches = getDb()
    .select({ tid: topics.tid })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(highlightsWhere(f))
    .limit(cap)
    .as('matches');
  const count = sql<number>`count(*)::int`;
  return getDb()
    .select({ value: topicTags.tag, count })
    .from(matches)
    .innerJoin(topicTags, eq(topicTags.tid, matches.tid))
    .groupBy(topicTags.tag)
    .orderBy(desc(count), asc(topicTags.tag))
    .limit(limit);
}

/**
 * Search headlines of the given posts: the title in full, and the summary (or, without one,
 * the text of the content) as a short fragment, matches wrapped in <mark>...</mark>. The
 * source is HTML-escaped first (the content's HTML is already escaped text once its tags are
 * removed), so the headlines are safe to show as HTML.
 */
export async function highlightHeadlines(
  pids: number[],
  term: string,
): Promise<Array<{ pid: number; title: string; summary: string }>> {
  if (pids.length === 0) return [];
  const query = tsQuery(term);
  const summarySource = sql`CASE WHEN btrim(${posts.summary}) <> '' THEN ${escapeHtmlSql(sql`${posts.summary}`)}
    ELSE ${htmlTextSql(sql`${posts.contentHtml}`)} END`;
  return getDb()
    .select({
      pid: posts.pid,
      title: sql<string>`ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`${topics.title}`)}, ${query},
        'StartSel=<mark>, StopSel=</mark>, HighlightAll=true')`,
      summary: sql<string>`ts_headline(${TEXT_SEARCH}, ${summarySource}, ${query},
        'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15')`,
    })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(inArray(posts.pid, pids));
}
