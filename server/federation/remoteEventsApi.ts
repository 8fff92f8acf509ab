import { remoteEventContract, remoteEventJoinBody, remoteEventLookupBody, remoteEventsContract } from '@/lib/federation/remoteEvents';
import { endpoint } from '../http/route';
import { findRemoteEvent, joinRemoteEvent, leaveRemoteEvent, remoteEventsOf } from './remoteEvents';

/** Joining events on other sites (issue 38; docs/features/federation.md "Joining events elsewhere"); the rules are in ./remoteEvents.ts. */

const EVENT =
  'An event is {iri (its ActivityPub id), url (its page), title, summary (plain text), startsAt, endsAt (unix ms; endsAt may be ' +
  'null), host, organizer: {uid, username, userslug} (a remote member here), status: pending | participant | refused | null ' +
  '(not asked)}. Federation off: activitypub.not-enabled. ';
const FAILED = 'Not an address: activitypub.invalid-id; not found, not an event, or a refused instance: activitypub.get-failed. ';

export const lookupRemoteEventEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/federation/events/lookup',
  summary: `Find an event on another site by its address (members): {query: its ActivityPub id, or its page when the page links its ActivityPub form}. ${EVENT}${FAILED}`,
  tag: 'federation',
  family: 'v3',
  access: 'member',
  body: remoteEventLookupBody,
  response: remoteEventContract,
  handle: ({ viewer, body }) => findRemoteEvent(viewer, body.query),
});

export const listRemoteEventsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/federation/events/joins',
  summary: `The events on other sites the member asked to join: {events}, those not over yet first (the next to start first), then past ones. ${EVENT}`,
  tag: 'federation',
  family: 'v3',
  access: 'member',
  response: remoteEventsContract,
  handle: ({ viewer }) => remoteEventsOf(viewer),
});

export const joinRemoteEventEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/federation/events/joins',
  summary:
    'Ask for a place at an event on another site (members): {iri}. The event is read again from its site and its organizer is sent a ' +
    'Join; the answer (Accept: participant, Reject: refused) arrives later, pending until then. Already a participant: nothing is sent. ' +
    `An event that ended: event-ended; more than 30 requests an hour: activitypub.rate-limited. ${EVENT}${FAILED}Answers the event.`,
  tag: 'federation',
  family: 'v3',
  access: 'member',
  body: remoteEventJoinBody,
  response: remoteEventContract,
  handle: ({ viewer, body }) => joinRemoteEvent(viewer, body.iri),
});

export const leaveRemoteEventEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/federation/events/joins',
  summary: 'Give up a place at an event on another site, or withdraw the request (members): {iri}; its organizer is sent a Leave. Not asked: not-registered. Answers {events}, the list after.',
  tag: 'federation',
  family: 'v3',
  access: 'member',
  body: remoteEventJoinBody,
  response: remoteEventsContract,
  handle: ({ viewer, body }) => leaveRemoteEvent(viewer, body.iri),
});
