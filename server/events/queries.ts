import { readerFacts } from '../db/readerFacts';
import { EVENT_LIMITS } from '@/lib/events/types';
import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db';
import { escapeHtmlSql, searchTsQuery, type SearchSource } from '../search/engine';
import {
  conferences,
  eventBookmarks,
  eventCounts,
  eventEntries,
  eventOrganizers,
  eventRegistrations,
  events,
  eventVotes,
  groupMembers,
  projects,
  users,
} from '../db/schema';
import { inOrderOf } from '../db/inOrderOf';
import { TEXT_SEARCH } from '../db/textSearch';

/**
 * Read-side data access for events (the write side lives in repository.ts). List queries answer
 * a whole page at once; the presenter (present.ts) then loads what the rows refer to with one
 * query per kind (organizers, users, projects, conferences, the viewer's registrations, bookmarks
 * and votes).
 */

export type EventRow = typeof events.$inferSelect;
export type ConferenceRow = typeof conferences.$inferSelect;
export type OrganizerRow = typeof eventOrganizers.$inferSelect;

const PUBLISHED = sql`${events.eventStatus} = 'published'`;

export async function findEvent(id: number): Promise<EventRow | null> {
  const [row] = await getDb().select().from(events).where(eq(events.id, id));
  return row ?? null;
}

/** Events by id, in the order of `ids` (unknown ids are left out). */
export async function eventsByIds(ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const rows = await getDb().select().from(events).where(inArray(events.id, ids));
  return inOrderOf(ids, rows, (r) => r.id);
}

export async function organizersOf(eventIds: number[]): Promise<OrganizerRow[]> {
  if (eventIds.length === 0) return [];
  return getDb()
    .select()
    .from(eventOrganizers)
    .where(inArray(eventOrganizers.eventId, eventIds))
    .orderBy(asc(eventOrganizers.eventId), asc(eventOrganizers.position), asc(eventOrganizers.uid));
}

export async function isOrganizer(eventId: number, uid: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ uid: eventOrganizers.uid })
    .from(eventOrganizers)
    .where(and(eq(eventOrganizers.eventId, eventId), eq(eventOrganizers.uid, uid)));
  return row !== undefined;
}

/** Which of these members exist. */
export async function existingUids(uids: number[]): Promise<number[]> {
  if (uids.length === 0) return [];
  const rows = await getDb().select({ uid: users.uid }).from(users).where(inArray(users.uid, [...new Set(uids)]));
  return rows.map((r) => r.uid);
}

/** Which of these members may post (in at least one group): who may be made a host (R3.4). */
export async function postingUids(uids: number[]): Promise<number[]> {
  if (uids.length === 0) return [];
  const rows = await getDb()
    .selectDistinct({ uid: groupMembers.uid })
    .from(groupMembers)
    .where(inArray(groupMembers.uid, [...new Set(uids)]));
  return rows.map((r) => r.uid);
}

export async function projectsByIds(ids: number[]): Promise<Array<{ id: number; name: string; slug: string; hidden: boolean }>> {
  if (ids.length === 0) return [];
  return getDb()
    .select({ id: projects.id, name: projects.name, slug: projects.slug, hidden: projects.hidden })
    .from(projects)
    .where(inArray(projects.id, [...new Set(ids)]));
}

/** The ids of the projects with these slugs (unknown slugs have none). */
export async function projectIdsBySlugs(slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await getDb().select({ id: projects.id }).from(projects).where(inArray(projects.slug, slugs));
  return rows.map((r) => r.id);
}

export async function conferencesByIds(ids: number[]): Promise<ConferenceRow[]> {
  if (ids.length === 0) return [];
  return getDb().select().from(conferences).where(inArray(conferences.id, [...new Set(ids)]));
}

export async function findConference(id: number): Promise<ConferenceRow | null> {
  const [row] = await getDb().select().from(conferences).where(eq(conferences.id, id));
  return row ?? null;
}

/** The viewer's registrations among these events (event id → status). */
export async function registrationsOf(uid: number, eventIds: number[]): Promise<Array<{ eventId: number; status: string }>> {
  if (eventIds.length === 0) return [];
  return getDb()
    .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.uid, uid), inArray(eventRegistrations.eventId, eventIds)));
}

/**
 * What a member is to each of these events, in one prepared statement (the events' presenter and the
 * personal layer, issue 33): organizer (any role), registration status, saved, upvoted.
 */
export const viewerEventRelations = readerFacts('viewer_event_relations', (id, uid) => ({
  organizes: sql<boolean>`EXISTS (SELECT 1 FROM ${eventOrganizers} o WHERE o.event_id = ${id} AND o.uid = ${uid})`,
  registration: sql<string | null>`(SELECT r.status FROM ${eventRegistrations} r WHERE r.event_id = ${id} AND r.uid = ${uid} LIMIT 1)`,
  bookmarked: sql<boolean>`EXISTS (SELECT 1 FROM ${eventBookmarks} b WHERE b.event_id = ${id} AND b.uid = ${uid})`,
  upvoted: sql<boolean>`EXISTS (SELECT 1 FROM ${eventVotes} v WHERE v.event_id = ${id} AND v.uid = ${uid})`,
}));

/** A member's role rows for several members of one event (registrations). */
export async function registrationsOfMembers(eventId: number, uids: number[]): Promise<Array<{ uid: number; status: string }>> {
  if (uids.length === 0) return [];
  return getDb()
    .select({ uid: eventRegistrations.uid, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.uid, uids)));
}

/** Registrants (participants and waitlisted) per time zone, most first. */
export async function registrantsByTimezone(eventId: number): Promise<Array<{ timezone: string; count: number }>> {
  const rows = await getDb()
    .select({ timezone: eventRegistrations.timezone, count: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .groupBy(eventRegistrations.timezone)
    .orderBy(sql`count(*) DESC`, asc(eventRegistrations.timezone));
  return rows.map((r) => ({ timezone: r.timezone, count: Number(r.count) }));
}

/** The events a member hosts that are drafts or unpublished, newest first. */
export async function draftsOfHost(uid: number, limit: number): Promise<EventRow[]> {
  const rows = await getDb()
    .select({ event: events })
    .from(events)
    .innerJoin(eventOrganizers, and(eq(eventOrganizers.eventId, events.id), eq(eventOrganizers.uid, uid)))
    .where(inArray(events.eventStatus, ['draft', 'unpublished']))
    .orderBy(desc(events.updatedAt), desc(events.id))
    .limit(limit);
  return rows.map((r) => r.event);
}

/** Filters of the my-events lists. */
export interface MyEventsFilters {
  types: string[];
  /** Unix seconds. */
  range: { from: number; to: number } | null;
  sort: 'latest' | 'popular';
}

function filterConditions(f: MyEventsFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.types.length > 0) conditions.push(inArray(events.eventType, f.types));
  if (f.range) {
    conditions.push(sql`${events.startsAt} >= to_timestamp(${f.range.from})`);
    conditions.push(sql`${events.startsAt} <= to_timestamp(${f.range.to})`);
  }
  return conditions;
}

/** The columns an event's end is known from, on `events` and on the search's `event_entries`. */
type EventTimes = { endedAt: typeof events.endedAt | typeof eventEntries.endedAt; startsAt: typeof events.startsAt | typeof eventEntries.startsAt; duration: typeof events.duration | typeof eventEntries.duration };

/** When an event ends: a host's early end, else start + duration. */
const endsAtOf = (t: EventTimes) => sql`coalesce(${t.endedAt}, ${t.startsAt} + make_interval(mins => ${t.duration}))`;
const endsAt = endsAtOf(events);

/**
 * An event not ended by a host has no early end, and no event lasts longer than the longest
 * duration (EVENT_LIMITS, also the database's check): one that has not ended started after this.
 * Said beside the exact condition, it lets the events search read upcoming events from a range of
 * the latest-first index instead of walking past every past event.
 */
const startedAfterLongest = (t: EventTimes) => sql`${t.startsAt} > now() - make_interval(mins => ${EVENT_LIMITS.durationMax})`;

/**
 * Events that have not ended (nor been cancelled) that the member hosts (published) or registered
 * for (published or not, as long as not deleted): soonest first, or most upvoted.
 */
export async function upcomingOfMember(uid: number, f: MyEventsFilters, limit: number, offset: number): Promise<EventRow[]> {
  // Driven by the member's own rows (their indexes by uid), never by a scan of every event.
  const hostedIds = sql`(SELECT o.event_id FROM ${eventOrganizers} o WHERE o.uid = ${uid})`;
  const registeredIds = sql`(SELECT r.event_id FROM ${eventRegistrations} r WHERE r.uid = ${uid})`;
  const mine = sql`(SELECT o.event_id FROM ${eventOrganizers} o WHERE o.uid = ${uid} UNION SELECT r.event_id FROM ${eventRegistrations} r WHERE r.uid = ${uid})`;
  return getDb()
    .select()
    .from(events)
    .where(
      and(
        inArray(events.id, mine),
        or(
          and(inArray(events.id, hostedIds), PUBLISHED),
          and(inArray(events.id, registeredIds), ne(events.eventStatus, 'deleted'), ne(events.eventStatus, 'draft')),
        ),
        ne(events.lifecycle, 'cancelled'),
        ne(events.lifecycle, 'ended'),
        gt(endsAt, sql`now()`),
        ...filterConditions(f),
      ),
    )
    .orderBy(...(f.sort === 'popular' ? [desc(events.upvoteCount)] : []), asc(events.startsAt), asc(events.id))
    .limit(limit)
    .offset(offset);
}

/** Events the member registered for, latest start first (or most upvoted): cancelled ones too. */
export async function registeredOfMember(uid: number, f: MyEventsFilters, limit: number, offset: number): Promise<EventRow[]> {
  const rows = await getDb()
    .select({ event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.uid, uid), ne(events.eventStatus, 'draft'), ...filterConditions(f)))
    .orderBy(...(f.sort === 'popular' ? [desc(events.upvoteCount)] : []), desc(events.startsAt), desc(events.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.event);
}

/** A member's saved events, newest saved first (only events others may see, or that they host). */
export async function bookmarksOfMember(uid: number, limit: number, offset: number): Promise<EventRow[]> {
  const hosted = sql`EXISTS (SELECT 1 FROM ${eventOrganizers} o WHERE o.event_id = ${events.id} AND o.uid = ${uid})`;
  const rows = await getDb()
    .select({ event: events })
    .from(eventBookmarks)
    .innerJoin(events, eq(events.id, eventBookmarks.eventId))
    .where(and(eq(eventBookmarks.uid, uid), or(PUBLISHED, and(hosted, ne(events.eventStatus, 'deleted')))))
    .orderBy(desc(eventBookmarks.createdAt), desc(eventBookmarks.eventId))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.event);
}

/** Published events of a conference, by start time. */
export async function publishedEventsOfConference(conferenceId: number): Promise<EventRow[]> {
  return getDb()
    .select()
    .from(events)
    .where(and(eq(events.conferenceId, conferenceId), PUBLISHED))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/**
 * The events search (R1.2, R7.4) as a source of the search engine (server/search/): the published
 * events' rows of `event_entries` (drizzle/0032: narrow rows kept by a trigger on `events`, with an
 * index per sort). Sorts: latest (latest start first: past events), soonest (soonest start first:
 * upcoming events) and popular (upvotes, then start); a term ranks by relevance within popular;
 * pinned (search_result_order 1) first. `out_of`, and `found` and the tag facets with no filter
 * but event types (and at most one tag), are the maintained counts of published events
 * (`event_counts`, drizzle/0027).
 */
const e = eventEntries;
export const eventSearchSource: SearchSource = {
  table: e,
  id: e.id,
  pinned: e.searchResultOrder,
  search: e.search,
  sorts: {
    latest: { columns: [e.startsAt, e.id], ranked: false },
    soonest: { columns: [e.startsAt, e.id], ranked: false, ascending: true },
    popular: { columns: [e.upvoteCount, e.startsAt, e.id], ranked: true },
  },
  filters: {
    eventType: (values) => sql`${e.eventType} IN ${values}`,
    projects: (values) => sql`${e.projects} && ARRAY[${sql.join(values.map((v) => sql`${Number(v)}`), sql`, `)}]::integer[]`,
    tags: (values) => sql`${e.tags} && ARRAY[${sql.join(values.map((v) => sql`${String(v)}`), sql`, `)}]::text[]`,
    from: ([from]) => sql`${e.startsAt} >= to_timestamp(${from})`,
    to: ([to]) => sql`${e.startsAt} <= to_timestamp(${to})`,
    // 'upcoming': not ended (by the clock or by a host); 'past': ended.
    when: ([when]) =>
      when === 'past'
        ? sql`(${e.lifecycle} = 'ended' OR ${endsAtOf(e)} <= now())`
        : sql`(${e.lifecycle} <> 'ended' AND ${startedAfterLongest(e)} AND ${endsAtOf(e)} > now())`,
  },
  facet: e.tags,
  // Counted over published events, as every row here is.
  counts: {
    table: eventCounts,
    group: eventCounts.eventType,
    value: eventCounts.tag,
    n: eventCounts.n,
    groupFilter: 'eventType',
    facetFilter: 'tags',
  },
};

/**
 * `ts_headline` snippets of title and summary for the events of a page (only `<mark>` is markup),
 * the term's last word marked as a prefix as the search matched it (searchTsQuery).
 */
export async function eventHeadlines(ids: number[], term: string): Promise<Array<{ id: number; title: string; summary: string }>> {
  if (ids.length === 0) return [];
  const query = searchTsQuery(term, true);
  const options = 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true';
  const rows = await getDb().execute<{ id: number; title: string; summary: string }>(sql`
    SELECT id,
      ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`title`)}, ${query}, ${options}) AS title,
      ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`summary`)}, ${query}, ${options}) AS summary
    FROM events WHERE id IN ${ids}`);
  return rows.rows.map((r) => ({ id: Number(r.id), title: String(r.title), summary: String(r.summary) }));
}

/**
 * Whether the member hosts the (not deleted) event whose discussion topic is `tid`: an event's
 * hosts accept answers in its discussion as the topic's owner does (server/discussions/permissions.ts).
 */
export async function hostsEventOfTopic(tid: number, uid: number): Promise<boolean> {
  const { rows } = await getDb().execute<{ yes: boolean }>(sql`SELECT ${hostsEventOfTopicSql(tid, uid)} AS yes`);
  return rows[0]?.yes === true;
}

/** hostsEventOfTopic as SQL, for statements that read it with other facts of a topic. */
export const hostsEventOfTopicSql = (tid: SQL | number, uid: SQL | number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${events} e JOIN ${eventOrganizers} o ON o.event_id = e.id AND o.uid = ${uid} AND o.role = 'host'
              WHERE e.comment_tid = ${tid} AND e.event_status <> 'deleted')`;
