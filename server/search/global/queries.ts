import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db';
import { eventEntries, feedCounts, feedEntries, posts, projects, searchLog, tagCounts, topics, topicTags, users } from '../../db/schema';
import {
  deletedThreadJoin,
  highlightsWhere,
  mainPostFeed,
  notInJoinedDeletedThread,
  notOnlyHiddenProjects,
  topicNotOnlyHiddenProjects,
  type HighlightFilters,
} from '../../discussions/queries';
import { eventSearchSource } from '../../events/queries';
import { projectSearchSource } from '../../projects/queries';
import { escapeHtmlSql, htmlTextSql, searchTsQuery, SEARCH_COUNT_CAP, type FacetValue, type SearchSource } from '../queries';
import { fullnameShownSql } from '../../users/fullnameSql';
import { localMemberSql } from '../../users/localMemberSql';
import { inOrderOf } from '../../db/inOrderOf';
import { TEXT_SEARCH } from '../../db/textSearch';

/**
 * Data access of the global search (R1.5, R1.6, R3.12, R9.2): the sources it runs on the shared
 * engine (the features' own, with the filters the global search adds), its extra facets, the
 * headlines, members, the vocabulary that corrects misspelt terms, tag suggestions and the
 * search log. Every read is bounded (SEARCH_COUNT_CAP rows at most, or an index's few).
 */

const textArray = (values: Array<string | number>): SQL => sql`ARRAY[${sql.join(values.map((v) => sql`${String(v)}`), sql`, `)}]::text[]`;

/** Candidate ids of a loose (typo-tolerant) match: a constant list, read by primary key. */
const idIn = (column: SQL) => (values: Array<string | number>) =>
  values.length === 0 ? sql`false` : sql`${column} IN ${values.map(Number)}`;

/** Rows (value, count) as one JSON array of {value, count}, most first (NULL for none). */
const facetArray = (rows: SQL): SQL =>
  sql`(SELECT json_agg(json_build_object('value', t.value, 'count', t.count) ORDER BY t.count DESC, t.value) FROM (${rows}) t)`;

/**
 * Main posts (the feed's `feed_entries`): every tag must match (`allTags`), the `answered`
 * filter (replies: the topic has more than its main post; accepted: a post of the topic has an
 * accepted answer) and sorts by relevance (popularity order, ranked) and popularity (unranked).
 */
export const postSource: SearchSource = {
  ...mainPostFeed,
  // Topics of hidden projects only are not found (hardening 17); the maintained counts step aside.
  visible: notOnlyHiddenProjects,
  sorts: {
    ...mainPostFeed.sorts,
    relevance: { columns: mainPostFeed.sorts.popular!.columns, ranked: true },
    popular: { columns: mainPostFeed.sorts.popular!.columns, ranked: false },
  },
  filters: {
    ...mainPostFeed.filters,
    allTags: (values) => sql`${feedEntries.tags} @> ${textArray(values)}`,
    answered: ([value]) =>
      value === 'accepted'
        ? sql`EXISTS (SELECT 1 FROM posts a WHERE a.tid = ${feedEntries.tid} AND a.aid > 0 AND NOT a.deleted)`
        : value === 'unanswered'
          ? sql`${feedEntries.postcount} <= 1`
          : sql`${feedEntries.postcount} > 1`,
    ids: idIn(sql`${feedEntries.pid}`),
  },
  // Counted with the hits, over the same matches (one statement): post types, projects, answers.
  moreFacets: {
    columns: { tid: feedEntries.tid, post_type: feedEntries.postType, projects: feedEntries.projects, postcount: feedEntries.postcount },
    counts: {
      post_type: (matches) => facetArray(sql`SELECT m.post_type AS value, count(*)::int AS count FROM ${matches} m GROUP BY 1`),
      projects: (matches, limit) =>
        facetArray(sql`SELECT pr.slug AS value, count(*)::int AS count FROM (SELECT unnest(m.projects) AS id FROM ${matches} m) p
          JOIN ${projects} pr ON pr.id = p.id AND NOT pr.hidden GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}`),
      // An accepted answer: a probe of the small index of posts with one (drizzle/0020) per match.
      answered: (matches) => sql`(SELECT json_build_array(
          json_build_object('value', 'answered', 'count', count(*) FILTER (WHERE m.postcount > 1)),
          json_build_object('value', 'unanswered', 'count', count(*) FILTER (WHERE m.postcount <= 1)),
          json_build_object('value', 'accepted', 'count',
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${posts} a WHERE a.tid = m.tid AND a.aid > 0 AND NOT a.deleted))))
        FROM ${matches} m)`,
    },
  },
};

/** Projects: every tag must match, never hidden ones (moderators manage those in the projects list). */
export const globalProjectSource: SearchSource = {
  ...projectSearchSource,
  visible: sql`${projects.hidden} = false`,
  sorts: {
    relevance: projectSearchSource.sorts.active!,
    recent: projectSearchSource.sorts.newest!,
    popular: projectSearchSource.sorts.followers!,
  },
  filters: {
    ...projectSearchSource.filters,
    allTags: (values) => sql`${projects.tags} @> ${textArray(values)}`,
    ids: idIn(sql`${projects.id}`),
  },
};

/** Published events: every tag must match; recent is by start time, relevance ranks the popular order. */
export const globalEventSource: SearchSource = {
  ...eventSearchSource,
  sorts: {
    relevance: { columns: eventSearchSource.sorts.popular!.columns, ranked: true },
    recent: eventSearchSource.sorts.latest!,
    popular: { columns: eventSearchSource.sorts.popular!.columns, ranked: false },
  },
  filters: {
    ...eventSearchSource.filters,
    allTags: (values) => sql`${eventEntries.tags} @> ${textArray(values)}`,
    ids: idIn(sql`${eventEntries.id}`),
  },
  moreFacets: {
    columns: { event_type: eventEntries.eventType },
    counts: { event_type: (matches) => facetArray(sql`SELECT m.event_type AS value, count(*)::int AS count FROM ${matches} m GROUP BY 1`) },
  },
};

const asFacets = (value: unknown): FacetValue[] =>
  Array.isArray(value) ? value.map((f: { value: unknown; count: unknown }) => ({ value: String(f.value), count: Number(f.count) })) : [];

/**
 * Posts with replies (`isMainPost=false`): live posts of visible topics (the discussions' rules,
 * `highlightsWhere`) matching the term (with the last word as a prefix when asked), in one
 * statement: the first SEARCH_COUNT_CAP + 1 matches in whatever order PostgreSQL finds cheapest
 * (the GIN index of `posts.search`), `found` (at most the cap), the tags of those matches, and
 * the page of them in the sort's order. A common word's page is the best of its first
 * SEARCH_COUNT_CAP matches, never a sort of every match.
 */
export async function searchReplies(
  f: Omit<HighlightFilters, 'term'>,
  term: string | null,
  prefix: boolean,
  sort: 'relevance' | 'recent' | 'popular',
  limit: number,
  offset: number,
  facetLimit: number,
): Promise<{ ids: number[]; found: number; tags: FacetValue[] }> {
  const query = term === null ? null : searchTsQuery(term, prefix);
  const base = sql`${highlightsWhere({ ...f, term: null }, notInJoinedDeletedThread)} AND ${topicNotOnlyHiddenProjects}`;
  const where = query === null ? base : sql`${base} AND ${posts.search} @@ ${query}`;
  const rank = query === null ? sql`0` : sql`ts_rank(${posts.search}, ${query})`;
  const popular = 'm.upvotes DESC, m.postcount DESC, m.viewcount DESC, m.created_at DESC, m.pid DESC';
  const order = sql.raw(sort === 'recent' ? 'm.created_at DESC, m.pid DESC' : sort === 'relevance' ? `m.rank DESC, ${popular}` : popular);
  const result = await getDb().execute<{ found: number; tags: unknown; ids: number[] }>(sql`
    WITH m AS MATERIALIZED (
      SELECT ${posts.pid} AS pid, ${posts.tid} AS tid, ${posts.createdAt} AS created_at, ${posts.upvotes} AS upvotes,
        ${topics.postcount} AS postcount, ${topics.viewcount} AS viewcount, ${rank}::real AS rank
      FROM ${posts} JOIN ${topics} ON ${topics.tid} = ${posts.tid} ${deletedThreadJoin}
      WHERE ${where} LIMIT ${SEARCH_COUNT_CAP + 1}
    )
    SELECT least((SELECT count(*) FROM m), ${SEARCH_COUNT_CAP})::int AS found,
      (SELECT json_agg(json_build_object('value', t.value, 'count', t.count) ORDER BY t.count DESC, t.value)
        FROM (SELECT tt.tag AS value, count(*)::int AS count FROM (SELECT tid FROM m LIMIT ${SEARCH_COUNT_CAP}) c
              JOIN ${topicTags} tt ON tt.tid = c.tid GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${facetLimit}) t) AS tags,
      ARRAY(SELECT m.pid FROM (SELECT * FROM m LIMIT ${SEARCH_COUNT_CAP}) m ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) AS ids`);
  const row = result.rows[0];
  return { ids: (row?.ids ?? []).map(Number), found: Number(row?.found ?? 0), tags: asFacets(row?.tags) };
}

const WHOLE = 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true';
const FRAGMENT = 'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15';

type Headline = { id: number; title: string; body: string };

async function headlines(statement: SQL): Promise<Headline[]> {
  const rows = await getDb().execute<{ id: number; title: string; body: string }>(statement);
  return rows.rows.map((r) => ({ id: Number(r.id), title: String(r.title ?? ''), body: String(r.body ?? '') }));
}

/** Post headlines: the topic's title in full, the summary (or the content's text) as a fragment. */
export function postHeadlines(pids: number[], term: string, prefix: boolean): Promise<Headline[]> {
  if (pids.length === 0) return Promise.resolve([]);
  const query = searchTsQuery(term, prefix);
  return headlines(sql`SELECT p.pid AS id,
      ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`t.title`)}, ${query}, ${WHOLE}) AS title,
      ts_headline(${TEXT_SEARCH}, CASE WHEN btrim(p.summary) <> '' THEN ${escapeHtmlSql(sql`p.summary`)} ELSE ${htmlTextSql(sql`p.content_html`)} END,
        ${query}, ${FRAGMENT}) AS body
    FROM posts p JOIN topics t ON t.tid = p.tid WHERE p.pid IN ${pids}`);
}

/** Project headlines: the name in full, the description's text as a fragment. */
export function projectHeadlines(ids: number[], term: string, prefix: boolean): Promise<Headline[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const query = searchTsQuery(term, prefix);
  return headlines(sql`SELECT id,
      ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`name`)}, ${query}, ${WHOLE}) AS title,
      ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`description`)}, ${query}, ${FRAGMENT}) AS body
    FROM projects WHERE id IN ${ids}`);
}

/** Event headlines: the title in full, the summary as a fragment. */
export function eventHeadlines(ids: number[], term: string, prefix: boolean): Promise<Headline[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const query = searchTsQuery(term, prefix);
  return headlines(sql`SELECT id,
      ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`title`)}, ${query}, ${WHOLE}) AS title,
      ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`summary`)}, ${query}, ${FRAGMENT}) AS body
    FROM events WHERE id IN ${ids}`);
}

// ------------------------------------------------------------------------------------------
// Loose matches (typo tolerance) and the vocabulary
// ------------------------------------------------------------------------------------------

/**
 * For each word, whether the vocabulary knows it and, if not, its nearest known word (trigram
 * similarity above pg_trgm's threshold, 0.3), read through the vocabulary's trigram index.
 */
export async function nearestWords(words: string[]): Promise<Array<{ word: string; known: boolean; near: string | null }>> {
  if (words.length === 0) return [];
  const result = await getDb().execute<{ word: string; known: boolean; near: string | null }>(sql`
    SELECT w.word,
      EXISTS (SELECT 1 FROM search_words s WHERE s.word = w.word) AS known,
      (SELECT s.word FROM search_words s WHERE s.word % w.word
        ORDER BY similarity(s.word, w.word) DESC, s.word LIMIT 1) AS near
    FROM unnest(${textArray(words)}) AS w(word)`);
  return result.rows.map((r) => ({ word: String(r.word), known: Boolean(r.known), near: r.near === null ? null : String(r.near) }));
}

// ------------------------------------------------------------------------------------------
// Members
// ------------------------------------------------------------------------------------------

/** The member's full name may be shown (and so matched): their `showfullname` setting. */
const FULLNAME_SHOWN = fullnameShownSql(users.settings);

/**
 * Members whose username starts with the term or is like it, or whose shown full name holds a
 * word like it (trigram indexes on both); no term: every member. Best match first, then
 * reputation. Answers one page of uids and the matches counted up to SEARCH_COUNT_CAP.
 */
export async function searchMembers(term: string | null, limit: number, offset: number): Promise<{ uids: number[]; found: number }> {
  const t = (term ?? '').toLowerCase();
  const like = `${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches =
    term === null
      ? sql`true`
      : sql`(lower(${users.username}) LIKE ${like} OR ${t} <% lower(${users.username})
          OR (${FULLNAME_SHOWN} AND (${t} <% lower(${users.fullname}) OR lower(${users.fullname}) LIKE ${like})))`;
  const where = sql`${localMemberSql(users.remote)} AND ${matches}`;
  const score =
    term === null
      ? sql`0`
      : sql`greatest(word_similarity(${t}, lower(${users.username})),
          CASE WHEN ${FULLNAME_SHOWN} THEN word_similarity(${t}, lower(${users.fullname})) ELSE 0 END)`;
  const [page, count] = await Promise.all([
    getDb().execute<{ uid: number }>(sql`SELECT ${users.uid} AS uid FROM ${users} WHERE ${where}
      ORDER BY ${score} DESC, ${users.reputation} DESC, ${users.uid} DESC LIMIT ${limit} OFFSET ${offset}`),
    getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${users} WHERE ${where} LIMIT ${SEARCH_COUNT_CAP}) m`),
  ]);
  return { uids: page.rows.map((r) => Number(r.uid)), found: Number(count.rows[0]?.n ?? 0) };
}

/** Every member (a member search's `out_of`), counted up to SEARCH_COUNT_CAP. */
export async function countMembers(): Promise<number> {
  const result = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${users} WHERE ${localMemberSql(users.remote)} LIMIT ${SEARCH_COUNT_CAP}) m`);
  return Number(result.rows[0]?.n ?? 0);
}

export type MemberRow = typeof users.$inferSelect;

/** Members by uid, in the order of `uids`. */
export async function membersByUids(uids: number[]): Promise<MemberRow[]> {
  if (uids.length === 0) return [];
  const rows = await getDb().select().from(users).where(sql`${users.uid} IN ${uids}`);
  return inOrderOf(uids, rows, (r) => r.uid);
}

/** Member headlines: the username and shown full name with the matching words marked. */
export async function memberHeadlines(uids: number[], term: string): Promise<Headline[]> {
  if (uids.length === 0) return [];
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return [];
  const query = sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' | ')})`;
  return headlines(sql`SELECT uid AS id,
      ts_headline('simple', ${escapeHtmlSql(sql`username`)}, ${query}, ${WHOLE}) AS title,
      CASE WHEN ${FULLNAME_SHOWN} THEN ts_headline('simple', ${escapeHtmlSql(sql`fullname`)}, ${query}, ${WHOLE}) ELSE '' END AS body
    FROM users WHERE uid IN ${uids}`);
}

// ------------------------------------------------------------------------------------------
// Projects named by hits and facets
// ------------------------------------------------------------------------------------------

/** Visible projects by id, in the order of `ids` (for labels and the projects facet). */
export async function projectBriefs(ids: number[]): Promise<Array<{ id: number; slug: string; name: string; logo: string }>> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select({ id: projects.id, slug: projects.slug, name: projects.name, logo: projects.logo })
    .from(projects)
    .where(sql`${projects.id} IN ${ids} AND ${projects.hidden} = false`);
  return inOrderOf(ids, rows, (r) => r.id);
}

/** The ids of the visible projects with these slugs. */
export async function projectIdsBySlugs(slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await getDb()
    .select({ id: projects.id })
    .from(projects)
    .where(sql`${projects.slug} IN ${slugs} AND ${projects.hidden} = false`);
  return rows.map((r) => r.id);
}

// ------------------------------------------------------------------------------------------
// Tag suggestions
// ------------------------------------------------------------------------------------------

/**
 * Tags starting with `text` or spelt like it (trigram similarity), with how many main posts,
 * visible projects and published events carry them: those starting with it first, then the most
 * used. Every count is a maintained one: main posts' from the feed's counts, events' and
 * projects' from tag_counts (drizzle/0021), each read by prefix and by trigrams.
 */
export async function tagsLike(text: string, limit: number): Promise<FacetValue[]> {
  const like = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = (tag: SQL) => sql`(${tag} LIKE ${like} OR ${tag} % ${text})`;
  const result = await getDb().execute<{ value: string; count: number }>(sql`
    SELECT u.tag AS value, sum(u.n)::int AS count FROM (
      SELECT ${feedCounts.tag} AS tag, ${feedCounts.n} AS n FROM ${feedCounts}
        WHERE ${feedCounts.tag} <> '' AND ${matches(sql`${feedCounts.tag}`)}
      UNION ALL
      SELECT ${tagCounts.tag}, ${tagCounts.n} FROM ${tagCounts} WHERE ${matches(sql`${tagCounts.tag}`)}
    ) u
    GROUP BY u.tag HAVING sum(u.n) > 0
    ORDER BY (u.tag LIKE ${like}) DESC, 2 DESC, similarity(u.tag, ${text}) DESC, u.tag
    LIMIT ${limit}`);
  return result.rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

// ------------------------------------------------------------------------------------------
// The search log
// ------------------------------------------------------------------------------------------

/** Adds searches of (normalised, distinct) terms to today's counts, with what each last found. */
export async function recordSearches(rows: Array<{ term: string; searches: number; found: number; at: Date }>): Promise<void> {
  if (rows.length === 0) return;
  await getDb().execute(sql`
    INSERT INTO ${searchLog} (day, term, searches, last_found, last_searched)
    SELECT current_date, r.term, r.searches, r.found, r.at
    FROM unnest(${textArray(rows.map((r) => r.term))}, ${sql`ARRAY[${sql.join(rows.map((r) => sql`${r.searches}`), sql`, `)}]::int[]`},
      ${sql`ARRAY[${sql.join(rows.map((r) => sql`${r.found}`), sql`, `)}]::int[]`},
      ${sql`ARRAY[${sql.join(rows.map((r) => sql`${r.at.toISOString()}`), sql`, `)}]::timestamptz[]`}) AS r(term, searches, found, at)
    ON CONFLICT (day, term) DO UPDATE SET searches = ${searchLog}.searches + EXCLUDED.searches,
      last_found = EXCLUDED.last_found, last_searched = greatest(${searchLog}.last_searched, EXCLUDED.last_searched)`);
}

export interface LogRow {
  term: string;
  searches: number;
  last_found: number;
  last_searched: Date;
}

/** The most searched terms of the last `days` days; `noResults`: only those whose last search found nothing. */
export async function searchLogTop(days: number, noResults: boolean, limit: number): Promise<LogRow[]> {
  const result = await getDb().execute<{ term: string; searches: number; last_found: number; last_searched: string | Date }>(sql`
    SELECT term, searches, last_found, last_searched FROM (
      SELECT term, sum(searches)::int AS searches,
        (array_agg(last_found ORDER BY last_searched DESC))[1] AS last_found,
        max(last_searched) AS last_searched
      FROM ${searchLog} WHERE day > current_date - ${days}::int GROUP BY term
    ) t ${noResults ? sql`WHERE last_found = 0` : sql``}
    ORDER BY searches DESC, last_searched DESC, term LIMIT ${limit}`);
  return result.rows.map((r) => ({
    term: String(r.term),
    searches: Number(r.searches),
    last_found: Number(r.last_found),
    last_searched: new Date(r.last_searched),
  }));
}

/** Forgets days older than `days` (the hourly sweep). */
export async function purgeSearchLog(days: number): Promise<number> {
  const result = await getDb().execute(sql`DELETE FROM ${searchLog} WHERE day <= current_date - ${days}::int`);
  return result.rowCount ?? 0;
}
