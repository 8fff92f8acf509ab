import {
  conferenceContract,
  eventBookmarksContract,
  eventContract,
  eventDraftsContract,
  eventStatsContract,
  myEventsContract,
  recordingUploadContract,
  registrationContract,
  eventsSearchAnswerContract,
} from '@/lib/events/contracts';
import {
  cancelParticipantBody,
  conferenceParams,
  createEventBody,
  eventBookmarksParams,
  eventBookmarksQuery,
  eventParams,
  eventSearchQuery,
  myEventsQuery,
  participantBody,
  updateEventBody,
} from '@/lib/events/schemas';
import type { PostData, SearchResponse } from '@/lib/discussions/types';
import type { EventSearchResponse } from '@/lib/events/types';
import { projectSearchQuery } from '@/lib/projects/schemas';
import type { ProjectSearchResponse } from '@/lib/projects/types';
import { highlightsEndpoint } from '../discussions/readApi';
import { requestViewKey } from '../discussions/views';
import { validationError } from '../http/errors';
import { endpoint } from '../http/route';
import { searchProjects } from '../projects/reads';
import * as reads from './reads';
import { uploadRecording } from './recordings';
import * as events from './service';

/**
 * Endpoints of the events service (R7.3, R7.4) under `/api/events/v1`, in the service family
 * (the object, errors as `{error}`). Writes need a member and the csrf token; the rules are in
 * ./service and ./reads.
 */

const TAG = 'events';

export const createEventEndpoint = endpoint({
  method: 'POST',
  path: '/api/events/v1/conference',
  summary:
    'Create an event (R3.19 defaults; the caller is its first host): a draft unless event_status is publish; ' +
    'in one of your conferences (conference_id) or a new one (conference). Answers the event.',
  tag: TAG,
  family: 'service',
  access: 'member',
  body: createEventBody,
  response: eventContract,
  handle: ({ body, viewer }) => events.createEvent(viewer, body),
});

export const conferenceEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/conference/{id}',
  summary: 'A conference (R3.5: title, description, status) with its published events, by start time.',
  tag: TAG,
  family: 'service',
  access: 'public',
  params: conferenceParams,
  response: conferenceContract,
  handle: ({ params, viewer }) => reads.getConference(params.id, viewer),
});

export const updateEventEndpoint = endpoint({
  method: 'PUT',
  path: '/api/events/v1/event/{id}',
  summary:
    'Edit an event (hosts); event_status publish | unpublish | delete (R4.1; moderators may delete); ' +
    'event_lifecycle live | ended starts or ends it early. Answers the event.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  body: updateEventBody,
  response: eventContract,
  handle: ({ params, body, viewer }) => events.updateEvent(viewer, params.id, body),
});

export const recordingUploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/events/v1/event/{id}/recording',
  summary:
    "Upload the event's recording (hosts; multipart files[]): an mp3, ogg, wav or m4a file up to 100 MB, within the uploads quota. " +
    'Answers [{url, name, type, size}]; save the url as recording_url.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  rawBody: true,
  response: recordingUploadContract,
  handle: ({ params, req, viewer }) => uploadRecording(viewer, params.id, req),
});

export const draftsEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/event/draft',
  summary: 'The events you host that are drafts or unpublished, last changed first.',
  tag: TAG,
  family: 'service',
  access: 'member',
  response: eventDraftsContract,
  handle: ({ viewer }) => reads.getDrafts(viewer!),
});

export const draftEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/event/draft/{id}',
  summary: 'One event you host, whatever its status, with its Markdown (descriptionRaw) for editing.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  response: eventContract,
  handle: ({ params, viewer }) => reads.getDraft(params.id, viewer!),
});

export const myEventsEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/event/my_events',
  summary:
    'Your upcoming events (hosted or registered, not ended) and the events you registered for, 10 per page; ' +
    'filters common_timestamp (from..to, unix seconds), event_type, sort latest | popular, limit, skip.',
  tag: TAG,
  family: 'service',
  access: 'member',
  query: myEventsQuery,
  response: myEventsContract,
  handle: ({ query, viewer }) => reads.myEvents(viewer!, query),
});

export const eventEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/event/{id}',
  summary: 'An event with current_user_role (host, participant, waitlisted or none); drafts only for their hosts. A GET counts a view (once per viewer and hour).',
  tag: TAG,
  family: 'service',
  access: 'public',
  params: eventParams,
  response: eventContract,
  async handle({ req, params, viewer, session }) {
    const event = await reads.getEvent(params.id, viewer);
    await reads.countEventView(event.id, requestViewKey(req, { uid: viewer?.uid ?? null, sessionId: session?.id ?? null }));
    return event;
  },
});

export const eventStatsEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/event/{id}/stats',
  summary: "An event's registrations, waitlist, views, votes, bookmarks and registrants by time zone (hosts only).",
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  response: eventStatsContract,
  handle: ({ params, viewer }) => reads.getStats(params.id, viewer!),
});

export const registerEndpoint = endpoint({
  method: 'POST',
  path: '/api/events/v1/event/{id}/participant',
  summary:
    'Register for an event (user_id: yourself; hosts may add members) with your time zone. Past no_of_seats ' +
    'a member joins the waitlist. Refused when not published, ended, cancelled or already registered.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  body: participantBody,
  response: registrationContract,
  handle: ({ params, body, viewer }) => events.register(viewer, params.id, body),
});

export const cancelRegistrationEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/events/v1/event/{id}/participant',
  summary: 'Cancel a registration (yours; hosts may name members); the first waitlisted member takes the freed seat.',
  tag: TAG,
  family: 'service',
  access: 'member',
  ownStateOnly: true,
  params: eventParams,
  body: cancelParticipantBody,
  response: registrationContract,
  handle: ({ params, body, viewer }) => events.cancelRegistration(viewer, params.id, body),
});

export const searchEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/search',
  summary:
    'Search. type=event (the default): published events by common_timestamp (from..to, unix seconds), projects, ' +
    'event_type, term (the last word also matches as a prefix), page, sortBy latest | popular (latest: soonest first with when=upcoming), ' +
    'when upcoming | past, 10 per page, pinned first. type=post: posts, with the ' +
    "parameters and answer of /search/highlights. type=project: projects by term (empty: none, R5.4), page, perPage (at most 10). " +
    "All answer the feed's results[0] shape.",
  tag: TAG,
  family: 'service',
  access: 'public',
  query: eventSearchQuery,
  response: eventsSearchAnswerContract,
  handle(ctx): Promise<EventSearchResponse | SearchResponse<PostData> | ProjectSearchResponse> | SearchResponse<PostData> {
    if (ctx.query.type?.trim() === 'project') return searchProjects(projectSearchQuery.parse(ctx.req.query), ctx.viewer);
    if (ctx.query.type?.trim() === 'post') {
      const parsed = highlightsEndpoint.query!.safeParse(ctx.req.query);
      if (!parsed.success) throw validationError(parsed.error);
      return highlightsEndpoint.handle({ ...ctx, params: undefined, body: undefined, query: parsed.data });
    }
    return reads.searchEvents(ctx.query, ctx.viewer);
  },
});

export const eventBookmarksEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/event_bookmarks',
  aliases: ['GET /user/{uid}/event_bookmarks'],
  summary: "A member's saved events (slug: the member's uid), skip and limit (10), newest saved first; own only (administrators: any).",
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventBookmarksParams,
  query: eventBookmarksQuery,
  response: eventBookmarksContract,
  handle: ({ params, query, viewer }) => reads.eventBookmarksOf(viewer, params.slug, query.skip, query.limit),
});
