import { createHash } from 'node:crypto';
import type { Context } from '@fedify/fedify';
import { Event as ApEvent, isActor, Join, Leave, Link, type Activity } from '@fedify/vocab';
import { REMOTE_EVENT_LIMITS, type RemoteEvent, type RemoteEvents, type RemoteJoinState } from '@/lib/federation/remoteEvents';
import { consume, LIMITS } from '../auth/rateLimit';
import { htmlToText } from '../discussions/markdown';
import { fail } from '../http/errors';
import { findUserByUid, usersByUids } from '../users/repository';
import type { Viewer } from '../users/viewer';
import { remoteMemberOf } from './actors';
import { sendTo } from './delivery';
import { federationContext } from './federation';
import { instanceAllowed } from './instances';
import { lookupSigned } from './localActors';
import { assertInstanceAllowed, assertOtherSite, federatingMember } from './lookupRules';
import { remoteActorsByUids, type RemoteActorRow } from './repository';
import { answerEventJoin, deleteEventJoin, eventJoinByJoinIri, eventJoinOf, eventJoinsOf, saveEventJoin, type EventJoinRow } from './remoteEventsRepository';

/**
 * Joining an event on another site (issue 38, docs/features/federation.md "Joining events
 * elsewhere"), as a Mobilizon member joins one on another instance: the member looks the event up
 * by its address (its ActivityPub id, or its page when the page names its ActivityPub form), then
 * asks for a place: a `Join` from the member's actor goes to the event's organizer. The organizer's
 * `Accept(Join)` makes the member a participant, `Reject(Join)` says they were refused; until then
 * the request is pending (an event with no seat left may answer only when one frees up). Leaving
 * sends `Leave`. The same guarded, signed fetch as every lookup (./localActors.ts lookupSigned),
 * never to a refused instance; a member asks at most LIMITS.remoteJoinsPerMember times an hour.
 */

const LOOKUP_MS = 10_000;
const LIST_MAX = 100;

interface ReadEvent {
  iri: URL;
  url: string;
  title: string;
  summary: string;
  startsAt: Date;
  endsAt: Date | null;
  organizer: RemoteActorRow;
}

function addressOf(text: string): URL {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw fail('activitypub.invalid-id');
  assertOtherSite(url.host);
  return url;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const textOf = (value: unknown): string => htmlToText(String(value ?? ''));

/** The event behind an address on another site, with its organizer as a remote member here. */
async function readEvent(ctx: Context<void>, address: URL): Promise<ReadEvent> {
  await assertInstanceAllowed(address.host);
  const object = await lookupSigned(ctx, address, AbortSignal.timeout(LOOKUP_MS)).catch(() => null);
  if (!(object instanceof ApEvent) || !object.id || !object.startTime) throw fail('activitypub.get-failed');
  const iri = object.id;
  const organizerId = object.attributionId;
  if (!organizerId || organizerId.origin !== iri.origin || !(await instanceAllowed(iri.host))) throw fail('activitypub.get-failed');
  const actor = await lookupSigned(ctx, organizerId, AbortSignal.timeout(LOOKUP_MS)).catch(() => null);
  const organizer = actor && isActor(actor) && actor.id?.href === organizerId.href ? await remoteMemberOf(actor) : null;
  if (!organizer) throw fail('activitypub.get-failed');
  const page = object.url instanceof Link ? object.url.href : object.url;
  return {
    iri,
    url: (page && page.origin === iri.origin ? page : iri).href,
    title: clip(textOf(object.name) || iri.href, REMOTE_EVENT_LIMITS.titleMax),
    summary: clip(textOf(object.summary ?? object.content), REMOTE_EVENT_LIMITS.summaryMax),
    startsAt: new Date(object.startTime.epochMilliseconds),
    endsAt: object.endTime ? new Date(object.endTime.epochMilliseconds) : null,
    organizer,
  };
}

type Organizer = { username: string; userslug: string } | null | undefined;

async function present(row: Omit<EventJoinRow, 'uid' | 'joinIri' | 'status'>, status: RemoteJoinState | null): Promise<RemoteEvent> {
  return presentWith(row, status, await findUserByUid(row.organizerUid));
}

function presentWith(row: Omit<EventJoinRow, 'uid' | 'joinIri' | 'status'>, status: RemoteJoinState | null, organizer: Organizer): RemoteEvent {
  const iri = new URL(row.eventIri);
  return {
    iri: iri.href,
    url: row.url,
    title: row.title,
    summary: row.summary,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    host: iri.host,
    organizer: { uid: row.organizerUid, username: organizer?.username ?? '', userslug: organizer?.userslug ?? '' },
    status,
  };
}

const rowOf = (read: ReadEvent) => ({
  eventIri: read.iri.href,
  organizerUid: read.organizer.uid,
  title: read.title,
  summary: read.summary,
  url: read.url,
  startsAt: read.startsAt,
  endsAt: read.endsAt,
});

/** An event on another site by its address, and where the viewer's request for it stands. */
export async function findRemoteEvent(viewerIn: Viewer | null, query: string): Promise<RemoteEvent> {
  const viewer = federatingMember(viewerIn);
  const read = await readEvent(federationContext(), addressOf(query.trim()));
  const mine = await eventJoinOf(viewer.uid, read.iri.href);
  return present(rowOf(read), mine?.status ?? null);
}

/** A new id for each request: Fedify's inboxes drop an activity id they have seen. */
function joinIdOf(actor: URL, eventIri: string, kind: 'joins' | 'leaves'): URL {
  const event = createHash('sha256').update(eventIri).digest('hex').slice(0, 16);
  return new URL(`${actor.href}#${kind}/${event}-${Date.now().toString(36)}`);
}

async function send(ctx: Context<void>, viewer: Viewer, organizerUid: number, activity: Activity): Promise<void> {
  const [organizer] = await remoteActorsByUids([organizerUid]);
  if (!organizer) throw fail('activitypub.get-failed');
  await sendTo(ctx, viewer.userslug, organizer, activity);
}

/**
 * Asks the event's organizer for a place (a Join), unless the viewer has one already. The event
 * is read again from its site: nothing of it is taken from the client. An event that ended is
 * refused here.
 */
export async function joinRemoteEvent(viewerIn: Viewer | null, iri: string): Promise<RemoteEvent> {
  const viewer = federatingMember(viewerIn);
  const ctx = federationContext();
  const read = await readEvent(ctx, addressOf(iri));
  const known = await eventJoinOf(viewer.uid, read.iri.href);
  if (known?.status === 'participant') return present(rowOf(read), 'participant');
  if ((read.endsAt ?? read.startsAt).getTime() < Date.now()) throw fail('event-ended');
  await consume(LIMITS.remoteJoinsPerMember, String(viewer.uid));
  const actor = ctx.getActorUri(viewer.userslug);
  const join = new Join({ id: joinIdOf(actor, read.iri.href, 'joins'), actor, object: read.iri });
  await saveEventJoin({ ...rowOf(read), uid: viewer.uid, joinIri: join.id!.href, status: 'pending' });
  await send(ctx, viewer, read.organizer.uid, join);
  return present(rowOf(read), 'pending');
}

/** Gives the place back (or withdraws the request): a Leave to the organizer. Answers the member's list. */
export async function leaveRemoteEvent(viewerIn: Viewer | null, iri: string): Promise<RemoteEvents> {
  const viewer = federatingMember(viewerIn);
  const known = await eventJoinOf(viewer.uid, addressOf(iri).href);
  if (!known) throw fail('not-registered');
  const ctx = federationContext();
  const actor = ctx.getActorUri(viewer.userslug);
  await deleteEventJoin(viewer.uid, known.eventIri);
  await send(ctx, viewer, known.organizerUid, new Leave({ id: joinIdOf(actor, known.eventIri, 'leaves'), actor, object: new URL(known.eventIri) }));
  return remoteEventsOf(viewer);
}

/** The events on other sites the member asked to join. */
export async function remoteEventsOf(viewerIn: Viewer | null): Promise<RemoteEvents> {
  const viewer = federatingMember(viewerIn);
  const rows = await eventJoinsOf(viewer.uid, new Date(), LIST_MAX);
  // The organizers in one query, not one per event.
  const organizers = new Map((await usersByUids(rows.map((row) => row.organizerUid))).map((user) => [user.uid, user]));
  return { events: rows.map((row) => presentWith(row, row.status, organizers.get(row.organizerUid))) };
}

/**
 * An `Accept` or `Reject` whose object is one of our members' Joins (server/federation/inbound.ts
 * and ./eventsInbound.ts): from the event's organizer, it settles the request. Whether it was one.
 */
export async function answeredJoin(actorId: URL | null, objectId: URL | null, accepted: boolean): Promise<boolean> {
  const request = objectId ? await eventJoinByJoinIri(objectId.href) : null;
  if (!request || !actorId) return false;
  const [organizer] = await remoteActorsByUids([request.organizerUid]);
  if (organizer?.iri !== actorId.href) return false;
  return answerEventJoin(request.joinIri, accepted ? 'participant' : 'refused');
}
