import { calendarFeedLinkContract, eventContract, eventPollsContract, pollContract } from '@/lib/events/contracts';
import { calendarFeedParams, createPollBody, icsQuery, eventEmptyBody, eventParams, eventVoteBody, pollParams, pollVoteBody } from '@/lib/events/schemas';
import { endpoint } from '../http/route';
import { calendarFeed, calendarFeedLink, eventIcs, revokeCalendarFeed } from './calendar';
import * as engagement from './engagement';
import { createPoll, eventPolls, votePoll } from './polls';

/**
 * Endpoints of events engagement (R4.2, R7.3, R8.4) under `/api/events/v1`, in the service family
 * (the object, errors as `{error}`): bookmarks, votes, the search order, polls, the `.ics` file
 * and the member's calendar feed. The rules are in ./engagement, ./polls and ./calendar.
 */

const TAG = 'events';
const CALENDAR = 'text/calendar';

export const bookmarkEventEndpoint = endpoint({
  method: 'PUT',
  path: '/api/events/v1/event/{id}/bookmark',
  summary: 'Save an event (R4.2). Answers the event; already saved: event-already-bookmarked.',
  tag: TAG,
  family: 'service',
  access: 'member',
  ownStateOnly: true,
  params: eventParams,
  body: eventEmptyBody,
  response: eventContract,
  handle: ({ params, viewer }) => engagement.bookmarkEvent(viewer, params.id),
});

export const unbookmarkEventEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/events/v1/event/{id}/bookmark',
  summary: 'Remove a saved event. Answers the event; not saved: event-not-bookmarked.',
  tag: TAG,
  family: 'service',
  access: 'member',
  ownStateOnly: true,
  params: eventParams,
  body: eventEmptyBody,
  response: eventContract,
  handle: ({ params, viewer }) => engagement.unbookmarkEvent(viewer, params.id),
});

export const voteEventEndpoint = endpoint({
  method: 'PUT',
  path: '/api/events/v1/event/{id}/vote',
  summary: 'Upvote a published event (body delta 1), once; not one you host. Answers the event with its upvote_count.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  body: eventVoteBody,
  response: eventContract,
  handle: ({ params, body, viewer }) => engagement.voteEvent(viewer, params.id, body.delta ?? 1),
});

export const unvoteEventEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/events/v1/event/{id}/vote',
  summary: 'Withdraw your upvote of an event. Answers the event; no vote: event-not-voted.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  body: eventVoteBody,
  response: eventContract,
  handle: ({ params, viewer }) => engagement.unvoteEvent(viewer, params.id),
});

export const pinEventEndpoint = endpoint({
  method: 'POST',
  path: '/api/events/v1/event/{id}/search-order',
  summary:
    'Pin a published event first in the events search (search_result_order 1; moderators and administrators). ' +
    'Already pinned: HTTP 409 {error: "[[error:event-already-pinned]]"}, which the client rethrows (R8.4).',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  body: eventEmptyBody,
  response: eventContract,
  handle: ({ params, viewer }) => engagement.setEventSearchOrder(viewer, params.id, true),
});

export const unpinEventEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/events/v1/event/{id}/search-order',
  summary: 'Unpin an event (search_result_order 0; moderators and administrators). Not pinned: HTTP 409 event-not-pinned.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  body: eventEmptyBody,
  response: eventContract,
  handle: ({ params, viewer }) => engagement.setEventSearchOrder(viewer, params.id, false),
});

export const eventPollsEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/poll/event/{id}',
  summary: "An event's polls (R3.11) with each option's votes, the total and your own vote (my_vote).",
  tag: TAG,
  family: 'service',
  access: 'public',
  params: eventParams,
  response: eventPollsContract,
  handle: ({ params, viewer }) => eventPolls(viewer, params.id),
});

export const createPollEndpoint = endpoint({
  method: 'POST',
  path: '/api/events/v1/poll/event/{id}',
  summary: 'Add a poll (text and 2 to 10 options) to an event you host. Answers the poll.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: eventParams,
  body: createPollBody,
  response: pollContract,
  handle: ({ params, body, viewer }) => createPoll(viewer, params.id, body),
});

export const votePollEndpoint = endpoint({
  method: 'PUT',
  path: '/api/events/v1/poll/{id}/vote',
  summary:
    'Vote for one option of a poll (option_id), once per member: poll-already-voted after that; poll-closed once ' +
    'its event ended or was cancelled. Answers the poll with its counts.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: pollParams,
  body: pollVoteBody,
  response: pollContract,
  handle: ({ params, body, viewer }) => votePoll(viewer, params.id, body),
});

export const eventIcsEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/event/{id}/ics',
  summary:
    'The event as an iCalendar file (RFC 5545; times in UTC, UID stable per event, SEQUENCE raised by every edit ' +
    'of what a calendar shows, STATUS:CANCELLED once cancelled); `lang` (es, de, ar): its words and link in that language.',
  tag: TAG,
  family: 'service',
  access: 'public',
  produces: CALENDAR,
  params: eventParams,
  query: icsQuery,
  async handle({ params, viewer, res, query }) {
    const { filename, body } = await eventIcs(viewer, params.id, query.lang);
    res.setHeader('Content-Type', `${CALENDAR}; charset=utf-8`);
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.status(200).send(body);
  },
});

export const calendarFeedLinkEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/calendar/feed-link',
  summary: 'Your private calendar feed address (https and webcal://) listing the events you registered for or host.',
  tag: TAG,
  family: 'service',
  access: 'member',
  response: calendarFeedLinkContract,
  handle: ({ viewer }) => calendarFeedLink(viewer),
});

export const revokeCalendarFeedEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/events/v1/calendar/feed-link',
  summary: 'Revoke every calendar feed address given out so far; answers the new one.',
  tag: TAG,
  family: 'service',
  access: 'member',
  ownStateOnly: true,
  body: eventEmptyBody,
  response: calendarFeedLinkContract,
  handle: ({ viewer }) => revokeCalendarFeed(viewer),
});

export const calendarFeedEndpoint = endpoint({
  method: 'GET',
  path: '/api/events/v1/calendar/feed/{token}',
  summary:
    "A member's calendar feed (the address from feed-link, ending in .ics): the events they registered for or " +
    'host, from 30 days ago on. The token is the only credential; a revoked or wrong one is not-found.',
  tag: TAG,
  family: 'service',
  access: 'public',
  produces: CALENDAR,
  params: calendarFeedParams,
  async handle({ params, res }) {
    const body = await calendarFeed(params.token);
    res.setHeader('Content-Type', `${CALENDAR}; charset=utf-8`);
    res.setHeader('Content-Disposition', 'inline; filename="events.ics"');
    res.status(200).send(body);
  },
});
