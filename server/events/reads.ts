import { commaItems } from '@/lib/filters';
import { searchResponse } from '../search/response';
import { eventListOrder, parseTimestampRange } from '@/lib/events/rules';
import type { EventSearchQuery, MyEventsQuery } from '@/lib/events/schemas';
import {
  EVENT_LIMITS,
  EVENT_PAGE_SIZE,
  type ConferenceData,
  type EventBookmarksAnswer,
  type EventData,
  type EventDraftsAnswer,
  type EventSearchResponse,
  type EventStats,
  type MyEventsAnswer,
} from '@/lib/events/types';
import { clampPage } from '@/lib/pageNumber';
import { fail } from '../http/errors';
import { runSearch, type SearchRequest } from '../search/engine';
import type { Viewer } from '../users/viewer';
import { mayManageEvent, maySeeEvent, type EventAccess } from './permissions';
import { conferenceSummary, presentEvent, presentEvents } from './present';
import * as q from './queries';
import type { EventRow, MyEventsFilters } from './queries';
import { VIEW_WINDOW_SECONDS } from '../discussions/views';
import { addViewsOnce } from './repository';

/**
 * The read side of events (R7.3, R7.4): one event, drafts, stats, my events, the events search
 * and saved events. The API (./api.ts) and the page loaders (server/ssr/events*.ts) both read
 * through these functions, so a page shows exactly what the API answers.
 */

/** How many drafts `GET /event/draft` lists at most. */
const DRAFTS_MAX = 100;
/** How many tags the events search's facet lists. */
const TAG_FACET_LIMIT = 20;
/** No project has id 0: the filter of project slugs that name no project. */
const NO_PROJECT = 0;

/** The viewer's relation to one event (hosts and registration). */
async function accessOf(row: EventRow, viewer: Viewer | null): Promise<EventAccess> {
  if (!viewer) return { host: false, registration: null };
  const [host, registrations] = await Promise.all([q.isOrganizer(row.id, viewer.uid), q.registrationsOf(viewer.uid, [row.id])]);
  return { host, registration: registrations[0]?.status ?? null };
}

/** An event the viewer may see, with the viewer's access, else `no-event`. */
export async function visibleEvent(id: number, viewer: Viewer | null): Promise<{ row: EventRow; access: EventAccess }> {
  const row = await q.findEvent(id);
  if (!row) throw fail('no-event');
  const access = await accessOf(row, viewer);
  if (!maySeeEvent(row, viewer, access)) throw fail('no-event');
  return { row, access };
}

/** `GET /event/{id}`: the event as the viewer sees it, with `current_user_role` (R6.3). */
export async function getEvent(id: number, viewer: Viewer | null): Promise<EventData> {
  const { row } = await visibleEvent(id, viewer);
  return presentEvent(row, viewer);
}

/**
 * Counts a view of an event for its stats: once per viewer and event per hour, as topic views
 * (VIEW_WINDOW_SECONDS); hosts' own views never. `viewKey` null (not a GET) counts nothing.
 */
export async function countEventView(eventId: number, viewKey: string | null): Promise<void> {
  if (viewKey !== null) await addViewsOnce([{ id: eventId, viewerKey: viewKey }], VIEW_WINDOW_SECONDS);
}

/** Views of event pages queued by the page pipeline (server/cache), counted in batches with the same rule. */
export const countEventPageViews = (views: Array<{ id: number; viewerKey: string }>): Promise<number> =>
  addViewsOnce(views, VIEW_WINDOW_SECONDS);

/** `GET /event/draft`: the events the viewer hosts that are drafts or unpublished, last changed first. */
export async function getDrafts(viewer: Viewer): Promise<EventDraftsAnswer> {
  return { events: await presentEvents(await q.draftsOfHost(viewer.uid, DRAFTS_MAX), viewer) };
}

/** `GET /event/draft/{id}`: one event of the viewer's, whatever its status, for editing (hosts only). */
export async function getDraft(id: number, viewer: Viewer): Promise<EventData> {
  const { row, access } = await visibleEvent(id, viewer);
  if (!mayManageEvent(viewer, access)) throw fail('no-privileges');
  return presentEvent(row, viewer);
}

/** `GET /event/{id}/stats` (hosts only). */
export async function getStats(id: number, viewer: Viewer): Promise<EventStats> {
  const { row, access } = await visibleEvent(id, viewer);
  if (!mayManageEvent(viewer, access)) throw fail('no-privileges');
  return {
    id: row.id,
    registrations: row.seatsTaken,
    waitlist: row.waitlistCount,
    views: row.viewCount,
    votes: row.upvoteCount,
    bookmarks: row.bookmarkCount,
    registrants_by_timezone: await q.registrantsByTimezone(row.id),
  };
}

function myEventsFilters(query: Pick<MyEventsQuery, 'common_timestamp' | 'event_type' | 'sort'>): MyEventsFilters {
  return {
    types: query.event_type ?? [],
    range: parseTimestampRange(query.common_timestamp),
    sort: query.sort?.trim() === 'popular' ? 'popular' : 'latest',
  };
}

/**
 * `GET /event/my_events`: one page of the member's upcoming events (hosted or registered, not
 * ended) and of the events they registered for (R1.3, 10 per page).
 */
export async function myEvents(viewer: Viewer, query: MyEventsQuery): Promise<MyEventsAnswer> {
  const filters = myEventsFilters(query);
  const limit = Math.min(query.limit, EVENT_PAGE_SIZE.myEvents);
  const [upcoming, registered] = await Promise.all([
    q.upcomingOfMember(viewer.uid, filters, limit, query.skip),
    q.registeredOfMember(viewer.uid, filters, limit, query.skip),
  ]);
  const presented = await presentEvents([...upcoming, ...registered], viewer);
  return {
    upcoming_events: presented.slice(0, upcoming.length),
    registered_events: presented.slice(upcoming.length),
  };
}

/** The events search's request to the search engine. */
export function eventSearchRequest(
  query: Pick<EventSearchQuery, 'common_timestamp' | 'event_type' | 'term' | 'page' | 'sortBy' | 'when'>,
  projectIds: number[] | null,
): SearchRequest {
  const term = (query.term ?? '').trim().slice(0, EVENT_LIMITS.termMax);
  const range = parseTimestampRange(query.common_timestamp);
  const page = clampPage(query.page);
  return {
    term: term === '' ? null : term,
    filters: {
      eventType: query.event_type ?? [],
      projects: projectIds === null ? [] : projectIds.length === 0 ? [NO_PROJECT] : projectIds,
      from: range ? [range.from] : [],
      to: range ? [range.to] : [],
      when: query.when === 'upcoming' || query.when === 'past' ? [query.when] : [],
    },
    sort: eventListOrder(query.sortBy, query.when),
    pinnedFirst: true,
    // The last word also matches as a prefix, as the global search ('maint' finds 'maintainers').
    prefix: true,
    limit: EVENT_PAGE_SIZE.search,
    offset: (page - 1) * EVENT_PAGE_SIZE.search,
  };
}

/**
 * `GET /api/events/v1/search?type=event` (R1.2, R7.4): published events matching term, types,
 * projects (slugs), the start-time range and `when` (upcoming | past), 10 per page, pinned first, in the feed's
 * `results[0]` shape with tag facets and `<mark>` highlights.
 */
export async function searchEvents(query: EventSearchQuery, viewer: Viewer | null): Promise<EventSearchResponse> {
  const slugs = commaItems(query.projects);
  const projectIds = slugs.length > 0 ? await q.projectIdsBySlugs(slugs) : null;
  const request = eventSearchRequest(query, projectIds);
  const page = clampPage(query.page);
  const answer = await runSearch(q.eventSearchSource, request, TAG_FACET_LIMIT);
  const rows = await q.eventsByIds(answer.ids);
  const [documents, headlines] = await Promise.all([
    presentEvents(rows, viewer),
    request.term !== null ? q.eventHeadlines(answer.ids, request.term) : Promise.resolve([]),
  ]);
  const byId = new Map(headlines.map((h) => [h.id, h]));
  return searchResponse({
    documents,
    headlines: (d) => {
      const h = byId.get(d.id);
      return h && { title: h.title, summary: h.summary };
    },
    found: answer.found,
    page,
    outOf: answer.outOf,
    perPage: EVENT_PAGE_SIZE.search,
    term: request.term,
    tags: answer.facets,
  });
}

/**
 * `GET /user/{uid}/event_bookmarks?skip&limit` (R7.1, R1.7): a member's saved events, 10 per page,
 * newest saved first; only your own (administrators: any).
 */
export async function eventBookmarksOf(viewer: Viewer | null, uid: number, skip: number, limit: number): Promise<EventBookmarksAnswer> {
  if (!viewer) throw fail('not-logged-in');
  if (viewer.uid !== uid && !viewer.isAdmin) throw fail('no-privileges');
  if ((await q.existingUids([uid])).length === 0) throw fail('no-user');
  const size = Math.min(limit, EVENT_PAGE_SIZE.bookmarks);
  const rows = await q.bookmarksOfMember(uid, size, skip);
  return { events: await presentEvents(rows, viewer), skip, limit: size };
}

/** `GET /api/events/v1/conference/{id}` (R3.5): a conference with its published events, by start. */
export async function getConference(id: number, viewer: Viewer | null): Promise<ConferenceData> {
  const conference = await q.findConference(id);
  if (!conference) throw fail('no-conference');
  const rows = await q.publishedEventsOfConference(id);
  return {
    ...conferenceSummary(conference),
    created_at: conference.createdAt.toISOString(),
    events: await presentEvents(rows, viewer),
  };
}
