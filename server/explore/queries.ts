import { sql, type SQL } from 'drizzle-orm';
import type { TagTrend } from '@/lib/explore/tags';
import { getDb } from '../db';
import { events, feedCounts, feedEntries, projects, tagCounts as eventProjectTags } from '../db/schema';
import { DAY_MS } from '@/lib/time';

/**
 * The tag counts of `/explore` (R1.6) over visible content only: posts through the feed's own
 * tables (`feed_entries` holds exactly the visible main posts and `feed_counts` their counts per
 * post type and tag, both kept by drizzle/0008's triggers), published events and projects that
 * are not hidden (`tag_counts`, kept by drizzle/0021's triggers). All-time counts come from the
 * maintained counts, never by reading every post, event or project; only trending's 7-day windows
 * read event and project rows (by their times).
 */

export interface TagCount {
  value: string;
  count: number;
}

/** The newest posts of the last 14 days read for trending at most (a burst of posts bounds the read, not the clock). */
const TRENDING_POST_CAP = 20_000;

const PUBLISHED_EVENT = sql`${events.eventStatus} = 'published'`;
const SHOWN_PROJECT = sql`${projects.hidden} = false`;

/** Posts, events and projects carrying each tag, most first (then by name), `limit` of them. */
export function popularTagsSql(limit: number): SQL {
  return sql`
    SELECT tag AS value, sum(n)::int AS count FROM (
      SELECT ${feedCounts.tag} AS tag, ${feedCounts.n} AS n FROM ${feedCounts} WHERE ${feedCounts.tag} <> ''
      UNION ALL
      SELECT ${eventProjectTags.tag}, ${eventProjectTags.n} FROM ${eventProjectTags}
    ) t
    GROUP BY tag HAVING sum(n) > 0
    ORDER BY count DESC, value ASC
    LIMIT ${limit}`;
}

export async function popularTags(limit: number): Promise<TagCount[]> {
  const { rows } = await getDb().execute<{ value: string; count: number }>(popularTagsSql(limit));
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

/** All-time counts of these tags (as popularTags counts them). */
export function tagCountsSql(tags: string[]): SQL {
  const list = sql`ARRAY[${sql.join(tags.map((t) => sql`${t}`), sql`, `)}]::text[]`;
  return sql`
    SELECT tag AS value, sum(n)::int AS count FROM (
      SELECT ${feedCounts.tag} AS tag, ${feedCounts.n} AS n FROM ${feedCounts} WHERE ${feedCounts.tag} = ANY(${list})
      UNION ALL
      SELECT ${eventProjectTags.tag}, ${eventProjectTags.n} FROM ${eventProjectTags} WHERE ${eventProjectTags.tag} = ANY(${list})
    ) t
    GROUP BY tag`;
}

export async function tagCounts(tags: string[]): Promise<Map<string, number>> {
  if (tags.length === 0) return new Map();
  const { rows } = await getDb().execute<{ value: string; count: number }>(tagCountsSql(tags));
  return new Map(rows.map((r) => [String(r.value), Number(r.count)]));
}

/**
 * Uses of each tag in the 7 days before `now` (`recent`) and the 7 before those (`previous`):
 * posts by their time (the feed's time index, at most TRENDING_POST_CAP of the newest), events by
 * when they were published, projects by when they were added. Tags used in the last 7 days only.
 */
export function tagTrendsSql(now: Date): SQL {
  const split = new Date(now.getTime() - 7 * DAY_MS);
  const start = new Date(now.getTime() - 14 * DAY_MS);
  return sql`
    SELECT tag AS value,
      count(*) FILTER (WHERE at > ${split.toISOString()}::timestamptz)::int AS recent,
      count(*) FILTER (WHERE at <= ${split.toISOString()}::timestamptz)::int AS previous
    FROM (
      SELECT x AS tag, f.at FROM (
        SELECT ${feedEntries.tags} AS tags, ${feedEntries.createdAt} AS at FROM ${feedEntries}
        WHERE ${feedEntries.createdAt} > ${start.toISOString()}::timestamptz AND ${feedEntries.createdAt} <= ${now.toISOString()}::timestamptz
        ORDER BY ${feedEntries.createdAt} DESC LIMIT ${TRENDING_POST_CAP}
      ) f, unnest(f.tags) AS x
      UNION ALL
      SELECT x, ${events.publishedAt} FROM ${events}, unnest(${events.tags}) AS x
      WHERE ${PUBLISHED_EVENT} AND ${events.publishedAt} > ${start.toISOString()}::timestamptz AND ${events.publishedAt} <= ${now.toISOString()}::timestamptz
      UNION ALL
      SELECT x, ${projects.createdAt} FROM ${projects}, unnest(${projects.tags}) AS x
      WHERE ${SHOWN_PROJECT} AND ${projects.createdAt} > ${start.toISOString()}::timestamptz AND ${projects.createdAt} <= ${now.toISOString()}::timestamptz
    ) t
    GROUP BY tag
    HAVING count(*) FILTER (WHERE at > ${split.toISOString()}::timestamptz) > 0`;
}

export async function tagTrends(now: Date): Promise<TagTrend[]> {
  const { rows } = await getDb().execute<{ value: string; recent: number; previous: number }>(tagTrendsSql(now));
  return rows.map((r) => ({ value: String(r.value), recent: Number(r.recent), previous: Number(r.previous) }));
}

/** Every tag visible content carries (the same counts as popularTags). */
const usedTags = sql`
  SELECT ${feedCounts.tag} AS tag FROM ${feedCounts} WHERE ${feedCounts.tag} <> '' AND ${feedCounts.n} > 0
  UNION
  SELECT ${eventProjectTags.tag} FROM ${eventProjectTags} WHERE ${eventProjectTags.n} > 0`;

/** How many tags visible content carries (the sitemap's tag landing pages). */
export const countUsedTagsSql = (): SQL => sql`SELECT count(*)::int AS n FROM (${usedTags}) t`;

export async function countUsedTags(): Promise<number> {
  const { rows } = await getDb().execute<{ n: number }>(countUsedTagsSql());
  return Number(rows[0]?.n ?? 0);
}

/** One page (from 1) of those tags, by name. */
export const usedTagsPageSql = (page: number, size: number): SQL =>
  sql`SELECT tag FROM (${usedTags}) t ORDER BY tag LIMIT ${size} OFFSET ${(page - 1) * size}`;

export async function usedTagsPage(page: number, size: number): Promise<string[]> {
  if (!Number.isInteger(page) || page < 1) return [];
  const { rows } = await getDb().execute<{ tag: string }>(usedTagsPageSql(page, size));
  return rows.map((r) => String(r.tag));
}
