import { and, asc, eq, gt, isNotNull, lte, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PG_INT_MAX } from '@/lib/params';
import { getDb } from '../db';
import { conferences, events, projects, topics, users } from '../db/schema';
import { localMemberSql } from '../users/localMemberSql';

/**
 * Reads for the sitemaps. A sitemap page holds the rows whose id is in `((page-1)*size, page*size]`,
 * so a page is one range scan of the primary key (never OFFSET, never the whole table), and the
 * list of pages costs one index probe per page that holds a row (a skip scan), whatever the
 * table's size.
 */

/** A topic anyone may read: neither deleted nor a draft, with its main post. */
const publicTopic = and(not(topics.deleted), not(topics.draft), isNotNull(topics.mainPid))!;

/** An event anyone may read: published (drafts, unpublished and deleted events are not listed). */
const publicEvent = eq(events.eventStatus, 'published');

/** A conference with at least one published event (its page lists them). */
const publicConference = sql`EXISTS (SELECT 1 FROM ${events} WHERE ${events.conferenceId} = ${conferences.id} AND ${events.eventStatus} = 'published')`;

/** A member whose registration is complete (both consents given). */
const listedMember = and(isNotNull(users.gdprDataConsentAt), isNotNull(users.gdprEmailConsentAt), localMemberSql(users.remote))!;

/** The id range of a page, within PostgreSQL's integer range (null when the page lies beyond it). */
function idRange(page: number, size: number): { after: number; upTo: number } | null {
  const after = (page - 1) * size;
  if (!Number.isSafeInteger(after) || after >= PG_INT_MAX) return null;
  return { after, upTo: Math.min(PG_INT_MAX, page * size) };
}

/**
 * The pages (1-based) that hold at least one row matching `where`: a recursive query that jumps
 * from the first id of one page to the first id past its end, one index probe per page.
 */
async function occupiedPages(table: PgTable, id: PgColumn, where: SQL, size: number): Promise<number[]> {
  const result = await getDb().execute<{ page: number | string }>(sql`
    WITH RECURSIVE starts(id) AS (
      (SELECT ${id} FROM ${table} WHERE ${where} ORDER BY ${id} LIMIT 1)
      UNION ALL
      SELECT (
        SELECT ${id} FROM ${table}
        WHERE ${where} AND ${id} > ((s.id - 1) / ${size}::bigint + 1) * ${size}::bigint
        ORDER BY ${id} LIMIT 1
      )
      FROM starts s WHERE s.id IS NOT NULL
    )
    SELECT ((id - 1) / ${size}::bigint + 1)::int AS page FROM starts WHERE id IS NOT NULL`);
  return result.rows.map((row) => Number(row.page));
}

/**
 * The newest `lastmod` of each page's rows (the child sitemap's own lastmod in the index): one
 * grouped pass over the source's rows in SQL, read when the index is built (cached for an hour).
 */
async function pageLastmods(table: PgTable, id: PgColumn, where: SQL, lastmod: SQL, size: number): Promise<Map<number, Date>> {
  const result = await getDb().execute<{ page: number | string; lastmod: Date | string | null }>(sql`
    SELECT ((${id} - 1) / ${size}::bigint + 1)::int AS page, max(${lastmod}) AS lastmod
    FROM ${table} WHERE ${where} GROUP BY 1`);
  const out = new Map<number, Date>();
  for (const row of result.rows) if (row.lastmod !== null) out.set(Number(row.page), new Date(row.lastmod));
  return out;
}

export const topicSitemapPages = (size: number) => occupiedPages(topics, topics.tid, publicTopic, size);
export const topicSitemapLastmods = (size: number) => pageLastmods(topics, topics.tid, publicTopic, sql`${topics.lastPostAt}`, size);

/** One page of public topics: address parts and last activity, by tid. */
export async function publicTopicsPage(page: number, size: number): Promise<Array<{ slug: string; lastPostAt: Date }>> {
  const range = idRange(page, size);
  if (!range) return [];
  return getDb()
    .select({ slug: topics.slug, lastPostAt: topics.lastPostAt })
    .from(topics)
    .where(and(gt(topics.tid, range.after), lte(topics.tid, range.upTo), publicTopic))
    .orderBy(asc(topics.tid));
}

export const memberSitemapPages = (size: number) => occupiedPages(users, users.uid, listedMember, size);
/** A profile shows when its member was last online: its last change. */
export const memberSitemapLastmods = (size: number) => pageLastmods(users, users.uid, listedMember, sql`${users.lastOnlineAt}`, size);

/** One page of members with a profile to list, by uid, with when they were last online. */
export async function listedMembersPage(page: number, size: number): Promise<Array<{ userslug: string; lastOnlineAt: Date }>> {
  const range = idRange(page, size);
  if (!range) return [];
  return getDb()
    .select({ userslug: users.userslug, lastOnlineAt: users.lastOnlineAt })
    .from(users)
    .where(and(gt(users.uid, range.after), lte(users.uid, range.upTo), listedMember))
    .orderBy(asc(users.uid));
}

export const eventSitemapPages = (size: number) => occupiedPages(events, events.id, publicEvent, size);
export const eventSitemapLastmods = (size: number) => pageLastmods(events, events.id, publicEvent, sql`${events.updatedAt}`, size);

/** One page of published events: id, title (their address) and last change, by id. */
export async function publicEventsPage(page: number, size: number): Promise<Array<{ id: number; title: string; updatedAt: Date }>> {
  const range = idRange(page, size);
  if (!range) return [];
  return getDb()
    .select({ id: events.id, title: events.title, updatedAt: events.updatedAt })
    .from(events)
    .where(and(gt(events.id, range.after), lte(events.id, range.upTo), publicEvent))
    .orderBy(asc(events.id));
}

/** A conference page's last change: the newest change of the published events it lists. */
const conferenceLastmod = sql<Date>`(SELECT max(${events.updatedAt}) FROM ${events} WHERE ${events.conferenceId} = ${conferences.id} AND ${events.eventStatus} = 'published')`;

export const conferenceSitemapPages = (size: number) => occupiedPages(conferences, conferences.id, publicConference, size);
export const conferenceSitemapLastmods = (size: number) => pageLastmods(conferences, conferences.id, publicConference, conferenceLastmod, size);

/** One page of conferences that list a published event: their ids and last change, by id (R3.5). */
export async function publicConferencesPage(page: number, size: number): Promise<Array<{ id: number; lastmod: Date }>> {
  const range = idRange(page, size);
  if (!range) return [];
  return getDb()
    .select({ id: conferences.id, lastmod: conferenceLastmod.mapWith((v: Date | string) => new Date(v)) })
    .from(conferences)
    .where(and(gt(conferences.id, range.after), lte(conferences.id, range.upTo), publicConference))
    .orderBy(asc(conferences.id));
}

/** A project anyone may see: not hidden by a moderator (R1.11). */
const publicProject = not(projects.hidden);

export const projectSitemapPages = (size: number) => occupiedPages(projects, projects.id, publicProject, size);
export const projectSitemapLastmods = (size: number) => pageLastmods(projects, projects.id, publicProject, sql`${projects.updatedAt}`, size);

/**
 * The newest change of what the list pages show: public topics' last activity, published events'
 * and shown projects' last change (the lastmod of /discussions, /events, /projects, /explore and
 * the tag pages). Each a max over its table's rows.
 */
export async function newestContent(): Promise<{ topics: Date | null; events: Date | null; projects: Date | null }> {
  const result = await getDb().execute<{ topics: string | Date | null; events: string | Date | null; projects: string | Date | null }>(sql`
    SELECT (SELECT max(${topics.lastPostAt}) FROM ${topics} WHERE ${publicTopic}) AS topics,
           (SELECT max(${events.updatedAt}) FROM ${events} WHERE ${publicEvent}) AS events,
           (SELECT max(${projects.updatedAt}) FROM ${projects} WHERE ${publicProject}) AS projects`);
  const row = result.rows[0];
  const date = (v: string | Date | null | undefined) => (v === null || v === undefined ? null : new Date(v));
  return { topics: date(row?.topics), events: date(row?.events), projects: date(row?.projects) };
}

/** One page of shown projects: id, slug (their address) and last change, by id. */
export async function publicProjectsPage(page: number, size: number): Promise<Array<{ id: number; slug: string; updatedAt: Date }>> {
  const range = idRange(page, size);
  if (!range) return [];
  return getDb()
    .select({ id: projects.id, slug: projects.slug, updatedAt: projects.updatedAt })
    .from(projects)
    .where(and(gt(projects.id, range.after), lte(projects.id, range.upTo), publicProject))
    .orderBy(asc(projects.id));
}
