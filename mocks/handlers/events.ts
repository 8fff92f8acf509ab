import {
  calendarFeedLinkContract,
  conferenceContract,
  eventBookmarksContract,
  eventContract,
  eventDraftsContract,
  eventPollsContract,
  eventStatsContract,
  myEventsContract,
  pollContract,
  recordingUploadContract,
  registrationContract,
  eventsSearchAnswerContract,
} from '@/lib/events/contracts';
import { eventListOrder, isTimezone, parseTimestampRange, type EventListOrder } from '@/lib/events/rules';
import { toUnixMs } from '@/lib/time';
import { EVENT_PAGE_SIZE, isEventType, RECORDING_STATUSES, type EventData, type EventRole, type EventType } from '@/lib/events/types';
import { MOCK_PROJECTS, renderMock } from '../fixtures/discussions';
import { discussionTopic, eventsOf, type MockEvent, type MockPoll } from '../fixtures/events';
import { AUDIO_FILES } from '../fixtures/podcasts';
import { memberByUid, type MockDb, type MockMember } from '../db';
import { mockEndpoint, mockFail, type MockRequest } from '../endpoint';
import { searchAnswer } from '../present/discussions';
import { eventData, isHost, lifecycleOf, participants, pollData, statsOf, waitlisted } from '../present/events';
import { announce } from '../realtime';
import { addTopic, highlights } from './discussions';
import { matcher, projectSearchAnswer, wordsOf } from './search';
import { calendarFeedSignature } from './signatures';

/**
 * The events calls (R1.2, R3.3–R3.5, R3.11, R3.19, R4.1, R4.2, R6.3, R7.1, R7.3): the feed's
 * search with its filters, an event, a conference, my events, drafts, saved events, stats, polls
 * and the calendar feed address; and the writes (create, edit, publish, start and end early,
 * register and cancel with seats and a waitlist, save, upvote, pin, polls and votes), kept in
 * memory. Registrations and lifecycle changes are announced as the server's socket does.
 */

const idParam = (req: MockRequest, name = 'id') => Number(req.params[name]);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

function visibleEvent(db: MockDb, id: number, viewer: MockMember | null): MockEvent {
  const event = eventsOf(db).events.find((e) => e.id === id);
  if (!event || event.status === 'deleted') throw mockFail('no-event');
  if (event.status !== 'published' && !isHost(event, viewer) && !viewer?.isModerator) throw mockFail('no-event');
  return event;
}

function hostedEvent(db: MockDb, id: number, viewer: MockMember | null): MockEvent {
  const event = eventsOf(db).events.find((e) => e.id === id && e.status !== 'deleted');
  if (!event) throw mockFail('no-event');
  if (!isHost(event, viewer)) throw mockFail('no-privileges');
  return event;
}

function publishedEvent(db: MockDb, id: number, viewer: MockMember | null): MockEvent {
  const event = visibleEvent(db, id, viewer);
  if (event.status !== 'published') throw mockFail('event-not-published');
  return event;
}

const types = (query: URLSearchParams): EventType[] =>
  query
    .getAll('event_type')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(isEventType);

/** The published events a query asks for (the events search and my events share the filters). */
function filtered(events: MockEvent[], query: URLSearchParams): MockEvent[] {
  const range = parseTimestampRange(query.get('common_timestamp'));
  const wanted = types(query);
  const projects = (query.get('projects') ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  // As the server's full-text search: each word where a word starts (the last one a prefix).
  const matches = matcher(wordsOf((query.get('term') ?? '').trim()));
  const when = query.get('when');
  const now = Date.now();
  return events.filter((e) => {
    const ended = ['ended', 'cancelled'].includes(lifecycleOf(e, now));
    return (
      (!range || (e.timestamp >= range.from * 1000 && e.timestamp <= range.to * 1000)) &&
      (wanted.length === 0 || wanted.includes(e.type)) &&
      (projects.length === 0 || e.projects.some((p) => projects.includes(p.slug) || projects.includes(String(p.id)))) &&
      matches(`${e.title} ${e.summary} ${e.markdown} ${e.tags.join(' ')}`) &&
      (when === 'upcoming' ? !ended : when === 'past' ? ended : true)
    );
  });
}

const byStart = (a: MockEvent, b: MockEvent) => a.timestamp - b.timestamp;
const popular = (a: MockEvent, b: MockEvent) => b.upvoters.size - a.upvoters.size || b.timestamp - a.timestamp;
/** Each order of an events search (eventListOrder, the server's rule) as a comparison of mock events. */
const ORDERS: Record<EventListOrder, (a: MockEvent, b: MockEvent) => number> = {
  popular,
  soonest: byStart,
  latest: (a, b) => b.timestamp - a.timestamp,
};

function searchEvents(req: MockRequest) {
  const { db, viewer, query } = req;
  const type = query.get('type')?.trim();
  if (type === 'post') return highlights(req);
  if (type === 'project') return projectSearchAnswer(req);
  const page = Math.max(1, Number(query.get('page')) || 1);
  const events = filtered(eventsOf(db).events.filter((e) => e.status === 'published'), query);
  const order = ORDERS[eventListOrder(query.get('sortBy'), query.get('when'))];
  events.sort((a, b) => Number(b.pinned) - Number(a.pinned) || order(a, b));
  const size = EVENT_PAGE_SIZE.search;
  const shown = events.slice((page - 1) * size, page * size).map((e) => eventData(db, e, viewer));
  const facets = new Map<string, number>();
  for (const e of events) facets.set(e.type, (facets.get(e.type) ?? 0) + 1);
  return searchAnswer<EventData>(shown, events.length, page, size, query.get('term') ?? '', [
    { field_name: 'event_type', counts: [...facets].map(([value, count]) => ({ value, count })) },
  ]);
}

function announceSeats(event: MockEvent): void {
  const taken = participants(event).length;
  announce('event:registrations', {
    id: event.id,
    seats_taken: taken,
    seats_left: event.seats > 0 ? Math.max(0, event.seats - taken) : null,
    waitlist_count: waitlisted(event).length,
  });
}

function named(body: Record<string, unknown>, viewer: MockMember): number[] {
  const raw = body.user_id;
  const ids = (Array.isArray(raw) ? raw : raw === undefined ? [viewer.uid] : [raw]).map(num).filter((v): v is number => v !== undefined);
  if (ids.length === 0) throw mockFail('invalid-data');
  return ids;
}

function register(req: MockRequest) {
  const { db, viewer, body } = req;
  const event = publishedEvent(db, idParam(req), viewer);
  const lifecycle = lifecycleOf(event);
  if (lifecycle === 'ended') throw mockFail('event-ended');
  if (lifecycle === 'cancelled') throw mockFail('event-cancelled');
  const uids = named(body, viewer!);
  if (uids.some((uid) => uid !== viewer!.uid) && !isHost(event, viewer)) throw mockFail('no-privileges');
  const timezone = text(body.timezone) || 'UTC';
  if (!isTimezone(timezone)) throw mockFail('invalid-timezone');
  const answered: Array<{ user_id: number; role: EventRole }> = [];
  for (const uid of uids) {
    if (!memberByUid(db, uid)) throw mockFail('no-user');
    if (event.registrations.some((r) => r.uid === uid) || event.hosts.some((h) => h.uid === uid)) throw mockFail('event-already-registered');
    const status = event.seats > 0 && participants(event).length >= event.seats ? 'waitlisted' : 'participant';
    event.registrations.push({ uid, status, timezone });
    answered.push({ user_id: uid, role: status });
  }
  announceSeats(event);
  return { event: eventData(db, event, viewer), registrations: answered };
}

function cancel(req: MockRequest) {
  const { db, viewer, body } = req;
  const event = visibleEvent(db, idParam(req), viewer);
  const uids = named(body, viewer!);
  if (uids.some((uid) => uid !== viewer!.uid) && !isHost(event, viewer)) throw mockFail('no-privileges');
  for (const uid of uids) {
    const index = event.registrations.findIndex((r) => r.uid === uid);
    if (index < 0) throw mockFail('not-registered');
    const [gone] = event.registrations.splice(index, 1);
    // The first waitlisted member takes the freed seat.
    if (gone?.status === 'participant') {
      const next = event.registrations.find((r) => r.status === 'waitlisted');
      if (next) next.status = 'participant';
    }
  }
  announceSeats(event);
  return { event: eventData(db, event, viewer), registrations: uids.map((user_id) => ({ user_id, role: 'none' as const })) };
}

/** The fields create and edit share (R3.19 defaults on create). */
function applyFields(db: MockDb, event: MockEvent, body: Record<string, unknown>): void {
  const title = text(body.title);
  if (title !== undefined) {
    if (title.length < 3 || title.length > 200) throw mockFail('invalid-data');
    event.title = title;
  }
  const timestamp = num(body.timestamp);
  if (timestamp !== undefined) event.timestamp = toUnixMs(timestamp);
  const description = text(body.description);
  if (description !== undefined) {
    event.markdown = description;
    event.html = renderMock(description);
  }
  const summary = text(body.summary);
  if (summary !== undefined) event.summary = summary;
  const duration = num(body.duration);
  if (duration !== undefined && duration >= 1) event.duration = duration;
  if (isEventType(body.event_type)) event.type = body.event_type;
  const timezone = text(body.timezone);
  if (timezone !== undefined) {
    if (!isTimezone(timezone)) throw mockFail('invalid-timezone');
    event.timezone = timezone;
  }
  const seats = num(body.no_of_seats);
  if (seats !== undefined && seats >= 0) event.seats = seats;
  if (body.enable_discussion !== undefined) event.enableDiscussion = body.enable_discussion === true || body.enable_discussion === 'true';
  if (Array.isArray(body.tags)) {
    event.tags = [...new Set(body.tags.map((t) => (typeof t === 'object' && t ? String((t as { tag_name?: unknown }).tag_name ?? '') : String(t)).trim().toLowerCase()).filter((t) => t.length >= 2))].slice(0, 5);
  }
  if (Array.isArray(body.projects)) event.projects = body.projects.map(num).flatMap((id) => MOCK_PROJECTS.filter((p) => p.id === id));
  const audience = num(body.audience_start_time);
  if (audience !== undefined) event.audienceStart = toUnixMs(audience);
  const backstage = num(body.backstage_start_time);
  if (backstage !== undefined) event.backstageStart = toUnixMs(backstage);
  if (Array.isArray(body.organizers)) {
    const hosts = body.organizers
      .map((o) => (o && typeof o === 'object' ? (o as { user_id?: unknown; bio?: unknown }) : {}))
      .map((o) => ({ uid: num(o.user_id) ?? 0, bio: text(o.bio) ?? '' }))
      .filter((h) => memberByUid(db, h.uid));
    if (hosts.length === 0) throw mockFail('event-needs-host');
    event.hosts = hosts;
  }
  const recording = text(body.recording_url);
  if (recording !== undefined) event.recordingUrl = recording;
  if (RECORDING_STATUSES.some((s) => s === body.recording_status)) event.recordingStatus = body.recording_status as MockEvent['recordingStatus'];
}

/**
 * As the server's ensureDiscussion (R3.3 comment_main_pid): a published event with discussion on
 * and no topic yet gets one, written by the member publishing and announced as any new topic.
 */
function ensureDiscussion(db: MockDb, event: MockEvent, viewer: MockMember): void {
  if (event.status !== 'published' || !event.enableDiscussion || event.commentTid !== null) return;
  const topic = addTopic(db, viewer.uid, discussionTopic(event));
  event.commentTid = topic.tid;
  event.commentPid = topic.mainPid;
}

function createEvent(req: MockRequest) {
  const { db, viewer, body } = req;
  const data = eventsOf(db);
  if (!text(body.title) || num(body.timestamp) === undefined) throw mockFail('invalid-data');
  let conferenceId: number | null = null;
  const askedConference = num(body.conference_id);
  if (askedConference !== undefined) {
    const conference = data.conferences.find((c) => c.id === askedConference && c.creatorUid === viewer!.uid);
    if (!conference) throw mockFail('no-conference');
    conferenceId = conference.id;
  } else if (body.conference && typeof body.conference === 'object') {
    const asked = body.conference as { title?: unknown; description?: unknown };
    const id = data.nextId.conference++;
    data.conferences.push({ id, title: text(asked.title) ?? 'Conference', description: text(asked.description) ?? '', status: 'active', createdAt: Date.now(), creatorUid: viewer!.uid });
    conferenceId = id;
  }
  const event: MockEvent = {
    id: data.nextId.event++,
    createdAt: Date.now(),
    title: '',
    markdown: '',
    html: '',
    summary: '',
    duration: 60,
    stored: 'scheduled',
    status: body.event_status === 'publish' ? 'published' : 'draft',
    type: 'webinar',
    projects: [],
    recordingStatus: 'not_available',
    recordingUrl: '',
    plays: 0,
    hosts: [{ uid: viewer!.uid, bio: '' }],
    tags: [],
    timestamp: 0,
    endedAt: null,
    audienceStart: null,
    backstageStart: null,
    timezone: 'UTC',
    creatorUid: viewer!.uid,
    seats: 0,
    registrations: [],
    upvoters: new Set(),
    savedBy: new Map(),
    pinned: false,
    conferenceId,
    enableDiscussion: true,
    commentTid: null,
    commentPid: null,
    views: 0,
  };
  applyFields(db, event, body);
  if (!event.hosts.some((h) => h.uid === viewer!.uid)) event.hosts.unshift({ uid: viewer!.uid, bio: '' });
  data.events.push(event);
  ensureDiscussion(db, event, viewer!);
  return eventData(db, event, viewer);
}

function updateEvent(req: MockRequest) {
  const { db, viewer, body } = req;
  const event = eventsOf(db).events.find((e) => e.id === idParam(req) && e.status !== 'deleted');
  if (!event) throw mockFail('no-event');
  const deleting = body.event_status === 'delete';
  if (!isHost(event, viewer) && !(deleting && viewer?.isModerator)) throw mockFail('no-privileges');
  applyFields(db, event, body);
  if (body.event_status === 'publish') event.status = 'published';
  else if (body.event_status === 'unpublish') event.status = 'unpublished';
  else if (deleting) {
    if (event.registrations.length > 0) {
      event.stored = 'cancelled';
      announce('event:lifecycle', { id: event.id, event_lifecycle: 'cancelled' });
    }
    event.status = 'deleted';
  } else if (body.event_status !== undefined) throw mockFail('invalid-event-status');
  const lifecycle = lifecycleOf(event);
  if (body.event_lifecycle === 'live' || body.event_lifecycle === 'ended') {
    if (lifecycle === 'ended' || lifecycle === 'cancelled') throw mockFail(lifecycle === 'ended' ? 'event-ended' : 'event-cancelled');
    event.stored = body.event_lifecycle;
    if (body.event_lifecycle === 'ended') event.endedAt = Date.now();
    announce('event:lifecycle', { id: event.id, event_lifecycle: lifecycleOf(event) });
  }
  ensureDiscussion(db, event, viewer!);
  return eventData(db, event, viewer);
}

function myEvents({ db, viewer, query }: MockRequest) {
  const events = eventsOf(db).events.filter((e) => e.status === 'published');
  const limit = Math.min(EVENT_PAGE_SIZE.myEvents, Math.max(1, Number(query.get('limit')) || EVENT_PAGE_SIZE.myEvents));
  const skip = Math.max(0, Number(query.get('skip')) || 0);
  const mine = (e: MockEvent) => e.registrations.some((r) => r.uid === viewer!.uid);
  const upcoming = filtered(events.filter((e) => (isHost(e, viewer) || mine(e)) && !['ended', 'cancelled'].includes(lifecycleOf(e))), query);
  upcoming.sort(query.get('sort') === 'popular' ? popular : byStart);
  const registered = filtered(events.filter(mine), query).sort((a, b) => b.timestamp - a.timestamp);
  return {
    upcoming_events: upcoming.slice(skip, skip + limit).map((e) => eventData(db, e, viewer)),
    registered_events: registered.slice(skip, skip + limit).map((e) => eventData(db, e, viewer)),
  };
}

function savedEvents(req: MockRequest) {
  const { db, viewer, query } = req;
  const uid = Number(req.params.slug ?? req.params.uid);
  if (uid !== viewer!.uid && !viewer!.isAdmin) throw mockFail('no-privileges');
  const skip = Math.max(0, Number(query.get('skip')) || 0);
  const limit = Math.min(EVENT_PAGE_SIZE.bookmarks, Math.max(1, Number(query.get('limit')) || EVENT_PAGE_SIZE.bookmarks));
  const saved = eventsOf(db)
    .events.filter((e) => e.savedBy.has(uid) && e.status === 'published')
    .sort((a, b) => b.savedBy.get(uid)! - a.savedBy.get(uid)!);
  return { events: saved.slice(skip, skip + limit).map((e) => eventData(db, e, viewer)), skip, limit };
}

function pollById(db: MockDb, id: number): MockPoll {
  const poll = eventsOf(db).polls.find((p) => p.id === id);
  if (!poll) throw mockFail('no-poll');
  return poll;
}

/** The member's private feed address, its token signed as the server signs it (`{uid}.{version}.{signature}`). */
async function feedLink(db: MockDb, uid: number) {
  const version = eventsOf(db).feedVersions.get(uid) ?? 1;
  const path = `/api/events/v1/calendar/feed/${uid}.${version}.${await calendarFeedSignature(uid, version)}.ics`;
  const origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
  return { url: `${origin}${path}`, webcal: `webcal://${origin.replace(/^https?:\/\//, '')}${path}` };
}

/** The first event the default member hosts and one they may register for (the examples). */
const hostedByDefault = (db: MockDb) => eventsOf(db).events.find((e) => e.status === 'published' && e.hosts.some((h) => h.uid === db.defaultUid))!;
const draftOfDefault = (db: MockDb) => eventsOf(db).events.find((e) => e.status === 'draft' && e.hosts.some((h) => h.uid === db.defaultUid)) ?? hostedByDefault(db);
const openToDefault = (db: MockDb) =>
  eventsOf(db).events.find(
    (e) => e.status === 'published' && lifecycleOf(e) === 'scheduled' && !e.hosts.some((h) => h.uid === db.defaultUid) && !e.registrations.some((r) => r.uid === db.defaultUid),
  )!;
const notUpvotedByDefault = (db: MockDb) =>
  eventsOf(db).events.find((e) => e.status === 'published' && !e.hosts.some((h) => h.uid === db.defaultUid) && !e.upvoters.has(db.defaultUid))!;
const registeredByDefault = (db: MockDb) => eventsOf(db).events.find((e) => e.registrations.some((r) => r.uid === db.defaultUid) && lifecycleOf(e) !== 'ended')!;
const savedByDefault = (db: MockDb) => eventsOf(db).events.find((e) => e.savedBy.has(db.defaultUid))!;
const openPoll = (db: MockDb) => eventsOf(db).polls.find((p) => !p.votes.has(db.defaultUid) && !['ended', 'cancelled'].includes(lifecycleOf(eventsOf(db).events.find((e) => e.id === p.eventId)!)))!;
const moderatorUid = (db: MockDb) => db.members.find((m) => m.isModerator)!.uid;

export const eventsMocks = [
  mockEndpoint(
    { method: 'GET', path: '/api/events/v1/search', family: 'service', access: 'public', response: eventsSearchAnswerContract, example: () => ({ url: '/api/events/v1/search?type=event' }) },
    searchEvents,
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/events/v1/conference/{id}', family: 'service', access: 'public', response: conferenceContract, example: () => ({ url: '/api/events/v1/conference/1' }) },
    ({ db, viewer, params }) => {
      const conference = eventsOf(db).conferences.find((c) => c.id === Number(params.id));
      if (!conference) throw mockFail('no-conference');
      const events = eventsOf(db).events.filter((e) => e.conferenceId === conference.id && e.status === 'published').sort(byStart);
      return {
        id: conference.id,
        title: conference.title,
        description: conference.description,
        status: conference.status,
        created_at: new Date(conference.createdAt).toISOString(),
        events: events.map((e) => eventData(db, e, viewer)),
      };
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/events/v1/conference',
      family: 'service',
      access: 'member',
      response: eventContract,
      example: () => ({ body: { title: 'Office hours: ask about the release', timestamp: Date.now() + 86_400_000, event_type: 'ama', timezone: 'Europe/Berlin', description: 'Bring **questions**.' } }),
    },
    createEvent,
  ),
  mockEndpoint(
    { method: 'PUT', path: '/api/events/v1/event/{id}', family: 'service', access: 'member', response: eventContract, example: (db) => ({ url: `/api/events/v1/event/${draftOfDefault(db).id}`, body: { event_status: 'publish', summary: 'Now published.' } }) },
    updateEvent,
  ),
  mockEndpoint(
    { method: 'POST', path: '/api/events/v1/event/{id}/recording', family: 'service', access: 'member', response: recordingUploadContract, example: (db) => ({ url: `/api/events/v1/event/${hostedByDefault(db).id}/recording` }) },
    (req) => {
      hostedEvent(req.db, idParam(req), req.viewer);
      // No file is stored: the answer names one of the site's own recordings.
      const audio = AUDIO_FILES[idParam(req) % AUDIO_FILES.length]!;
      return [{ url: audio.url, name: audio.url.split('/').pop()!, type: 'audio/mpeg', size: 480_000 }];
    },
  ),
  mockEndpoint({ method: 'GET', path: '/api/events/v1/event/draft', family: 'service', access: 'member', response: eventDraftsContract }, ({ db, viewer }) => ({
    events: eventsOf(db)
      .events.filter((e) => (e.status === 'draft' || e.status === 'unpublished') && isHost(e, viewer))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((e) => eventData(db, e, viewer)),
  })),
  mockEndpoint(
    { method: 'GET', path: '/api/events/v1/event/draft/{id}', family: 'service', access: 'member', response: eventContract, example: (db) => ({ url: `/api/events/v1/event/draft/${draftOfDefault(db).id}` }) },
    (req) => eventData(req.db, hostedEvent(req.db, idParam(req), req.viewer), req.viewer),
  ),
  mockEndpoint({ method: 'GET', path: '/api/events/v1/event/my_events', family: 'service', access: 'member', response: myEventsContract }, myEvents),
  // After the fixed addresses under /event/ (draft, my_events), which `{id}` would match too.
  mockEndpoint(
    { method: 'GET', path: '/api/events/v1/event/{id}', family: 'service', access: 'public', response: eventContract, example: (db) => ({ url: `/api/events/v1/event/${hostedByDefault(db).id}` }) },
    (req) => {
      const event = visibleEvent(req.db, idParam(req), req.viewer);
      event.views += 1;
      return eventData(req.db, event, req.viewer);
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/events/v1/event/{id}/stats', family: 'service', access: 'member', response: eventStatsContract, example: (db) => ({ url: `/api/events/v1/event/${hostedByDefault(db).id}/stats` }) },
    (req) => statsOf(hostedEvent(req.db, idParam(req), req.viewer)),
  ),
  mockEndpoint(
    { method: 'POST', path: '/api/events/v1/event/{id}/participant', family: 'service', access: 'member', response: registrationContract, example: (db) => ({ url: `/api/events/v1/event/${openToDefault(db).id}/participant`, body: { timezone: 'Asia/Tokyo' } }) },
    register,
  ),
  mockEndpoint(
    { method: 'DELETE', path: '/api/events/v1/event/{id}/participant', family: 'service', access: 'member', response: registrationContract, example: (db) => ({ url: `/api/events/v1/event/${registeredByDefault(db).id}/participant` }) },
    cancel,
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/user/{slug}/event_bookmarks', aliases: ['GET /user/{uid}/event_bookmarks'], family: 'service', access: 'member', response: eventBookmarksContract, example: (db) => ({ url: `/api/user/${db.defaultUid}/event_bookmarks` }) },
    savedEvents,
  ),
  mockEndpoint(
    { method: 'PUT', path: '/api/events/v1/event/{id}/bookmark', family: 'service', access: 'member', response: eventContract, example: (db) => ({ url: `/api/events/v1/event/${openToDefault(db).id}/bookmark` }) },
    (req) => {
      const event = visibleEvent(req.db, idParam(req), req.viewer);
      if (event.savedBy.has(req.viewer!.uid)) throw mockFail('event-already-bookmarked');
      event.savedBy.set(req.viewer!.uid, Date.now());
      return eventData(req.db, event, req.viewer);
    },
  ),
  mockEndpoint(
    { method: 'DELETE', path: '/api/events/v1/event/{id}/bookmark', family: 'service', access: 'member', response: eventContract, example: (db) => ({ url: `/api/events/v1/event/${savedByDefault(db).id}/bookmark` }) },
    (req) => {
      const event = visibleEvent(req.db, idParam(req), req.viewer);
      if (!event.savedBy.delete(req.viewer!.uid)) throw mockFail('event-not-bookmarked');
      return eventData(req.db, event, req.viewer);
    },
  ),
  mockEndpoint(
    { method: 'PUT', path: '/api/events/v1/event/{id}/vote', family: 'service', access: 'member', response: eventContract, example: (db) => ({ url: `/api/events/v1/event/${notUpvotedByDefault(db).id}/vote`, body: { delta: 1 } }) },
    (req) => {
      const event = publishedEvent(req.db, idParam(req), req.viewer);
      if (isHost(event, req.viewer)) throw mockFail('event-self-vote');
      if (event.upvoters.has(req.viewer!.uid)) throw mockFail('event-already-voted');
      event.upvoters.add(req.viewer!.uid);
      return eventData(req.db, event, req.viewer);
    },
  ),
  mockEndpoint(
    {
      method: 'DELETE',
      path: '/api/events/v1/event/{id}/vote',
      family: 'service',
      access: 'member',
      response: eventContract,
      example: (db) => ({ url: `/api/events/v1/event/${eventsOf(db).events.find((e) => e.status === 'published' && e.upvoters.size > 0)!.id}/vote`, as: [...eventsOf(db).events.find((e) => e.status === 'published' && e.upvoters.size > 0)!.upvoters][0] }),
    },
    (req) => {
      const event = visibleEvent(req.db, idParam(req), req.viewer);
      if (!event.upvoters.delete(req.viewer!.uid)) throw mockFail('event-not-voted');
      return eventData(req.db, event, req.viewer);
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/events/v1/event/{id}/search-order',
      family: 'service',
      access: 'member',
      response: eventContract,
      example: (db) => ({ url: `/api/events/v1/event/${eventsOf(db).events.find((e) => e.status === 'published' && !e.pinned)!.id}/search-order`, as: moderatorUid(db) }),
    },
    (req) => {
      if (!req.viewer!.isModerator) throw mockFail('no-privileges');
      const event = publishedEvent(req.db, idParam(req), req.viewer);
      if (event.pinned) throw mockFail('event-already-pinned');
      event.pinned = true;
      return eventData(req.db, event, req.viewer);
    },
  ),
  mockEndpoint(
    {
      method: 'DELETE',
      path: '/api/events/v1/event/{id}/search-order',
      family: 'service',
      access: 'member',
      response: eventContract,
      example: (db) => ({ url: `/api/events/v1/event/${eventsOf(db).events.find((e) => e.pinned)!.id}/search-order`, as: moderatorUid(db) }),
    },
    (req) => {
      if (!req.viewer!.isModerator) throw mockFail('no-privileges');
      const event = visibleEvent(req.db, idParam(req), req.viewer);
      if (!event.pinned) throw mockFail('event-not-pinned');
      event.pinned = false;
      return eventData(req.db, event, req.viewer);
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/events/v1/poll/event/{id}', family: 'service', access: 'public', response: eventPollsContract, example: (db) => ({ url: `/api/events/v1/poll/event/${eventsOf(db).polls[0]!.eventId}` }) },
    (req) => {
      const event = visibleEvent(req.db, idParam(req), req.viewer);
      return { polls: eventsOf(req.db).polls.filter((p) => p.eventId === event.id).map((p) => pollData(p, req.viewer)) };
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/events/v1/poll/event/{id}',
      family: 'service',
      access: 'member',
      response: pollContract,
      example: (db) => ({ url: `/api/events/v1/poll/event/${hostedByDefault(db).id}`, body: { text: 'Which demo next?', options: ['Parser', 'Dashboard'] } }),
    },
    (req) => {
      const event = hostedEvent(req.db, idParam(req), req.viewer);
      const data = eventsOf(req.db);
      const question = text(req.body.text) ?? '';
      const options = Array.isArray(req.body.options) ? req.body.options.map((o) => String(o).trim()).filter(Boolean) : [];
      if (question.length < 2 || options.length < 2 || options.length > 10) throw mockFail('invalid-data');
      const poll: MockPoll = { id: data.nextId.poll++, eventId: event.id, text: question, options: options.map((o) => ({ id: data.nextId.option++, text: o })), votes: new Map(), createdAt: Date.now() };
      data.polls.push(poll);
      return pollData(poll, req.viewer);
    },
  ),
  mockEndpoint(
    { method: 'PUT', path: '/api/events/v1/poll/{id}/vote', family: 'service', access: 'member', response: pollContract, example: (db) => ({ url: `/api/events/v1/poll/${openPoll(db).id}/vote`, body: { option_id: openPoll(db).options[0]!.id } }) },
    (req) => {
      const poll = pollById(req.db, idParam(req));
      const event = visibleEvent(req.db, poll.eventId, req.viewer);
      if (['ended', 'cancelled'].includes(lifecycleOf(event))) throw mockFail('poll-closed');
      if (poll.votes.has(req.viewer!.uid)) throw mockFail('poll-already-voted');
      const option = num(req.body.option_id);
      if (!poll.options.some((o) => o.id === option)) throw mockFail('invalid-poll-option');
      poll.votes.set(req.viewer!.uid, option!);
      return pollData(poll, req.viewer);
    },
  ),
  mockEndpoint({ method: 'GET', path: '/api/events/v1/calendar/feed-link', family: 'service', access: 'member', response: calendarFeedLinkContract }, ({ db, viewer }) => feedLink(db, viewer!.uid)),
  mockEndpoint({ method: 'DELETE', path: '/api/events/v1/calendar/feed-link', family: 'service', access: 'member', response: calendarFeedLinkContract }, ({ db, viewer }) => {
    const versions = eventsOf(db).feedVersions;
    versions.set(viewer!.uid, (versions.get(viewer!.uid) ?? 1) + 1);
    return feedLink(db, viewer!.uid);
  }),
];
