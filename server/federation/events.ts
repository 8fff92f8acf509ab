import type { Context, Federation } from '@fedify/fedify';
import { Document, Event as ApEvent, Hashtag, Image, Join, Link, PUBLIC_COLLECTION, Source } from '@fedify/vocab';
import './runtime';
import type { EventData } from '@/lib/events/types';
import { presentEvent, statusOf } from '../events/present';
import type { EventRow } from '../events/queries';
import { visibleEvent } from '../events/reads';
import { findUserByUid } from '../users/repository';
import { PostgresKv } from './kvStore';
import { withTerms } from './objects';

/**
 * Events in the fediverse (issue 38, docs/features/federation.md "Events"): a published event is
 * an ActivityPub `Event` at `/ap/events/{eid}`, shaped as Mobilizon and Gancio read one. What a
 * visitor may not see (a draft, an unpublished or deleted event) is never an object: it is read
 * through the events module's own read side (`visibleEvent(id, null)`, the rule of the event page).
 *
 * Sending (`Create(Event)` on publishing, `Accept(Join)` on a seat from the waitlist) is
 * ./eventsOutbound.ts and the inbox listeners (`Join`, `Leave`, `Undo(Join)`) ./eventsInbound.ts:
 * this file is what server/federation/federation.ts imports, so it imports neither the events
 * service nor the federation (import/no-cycle).
 *
 * Fedify's `Event` has no property for Mobilizon's extensions, so they are added to its JSON-LD
 * with Mobilizon's own context terms (MOBILIZON_TERMS) and the object is read back from that
 * (Fedify keeps and serves the JSON-LD an object was read from): the event's time zone
 * (`timezone`, an IANA name; `startTime` and `endTime` are instants), `isOnline` (every event
 * here is), `joinMode` `free` (a Join registers at once), `participantCount`, and the seats
 * (`maximumAttendeeCapacity`, `remainingAttendeeCapacity`; left out when unlimited). The online
 * event's address (its page, where the live room opens) is the `url` and, as Mobilizon sends its
 * online address, an attachment `Link` named `Website`; the cover is the `image` and, as Mobilizon
 * sends its banner, an attachment `Document` named `Banner`. This site's events have no physical
 * place, so there is no `location`.
 */

/** A published event as the fediverse sees it, with its host (the member whose actor organizes it). */
export interface PublicEvent {
  row: EventRow;
  event: EventData;
  hostUid: number;
  hostSlug: string;
}

const ID = /^\d{1,10}$/;

/** The event's host: its creator when still a host, else its first host; a local member, never a remote one. */
async function hostOf(row: EventRow, event: EventData): Promise<{ uid: number; slug: string } | null> {
  const hosts = event.organizers.map((o) => o.user_id);
  const order = row.creatorUid !== null && hosts.includes(row.creatorUid) ? [row.creatorUid, ...hosts] : hosts;
  for (const uid of new Set(order)) {
    const user = await findUserByUid(uid);
    if (user && !user.remote) return { uid, slug: user.userslug };
  }
  return null;
}

/** A published event a visitor may see, with its host, or null (missing, a draft, unpublished, deleted, no host). */
export async function publicEvent(id: number): Promise<PublicEvent | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const found = await visibleEvent(id, null).catch(() => null);
  if (!found || statusOf(found.row) !== 'published') return null;
  const event = await presentEvent(found.row, null);
  const host = await hostOf(found.row, event);
  return host ? { row: found.row, event, hostUid: host.uid, hostSlug: host.slug } : null;
}

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

function imageType(url: URL): string | null {
  const ext = url.pathname.split('.').at(-1)?.toLowerCase() ?? '';
  return IMAGE_TYPES[ext] ?? null;
}

/** The event's ActivityPub id. */
export const eventIri = (ctx: Context<void>, id: number): URL => ctx.getObjectUri(ApEvent, { eid: String(id) });

/** The event id behind one of our `/ap/events/{eid}` ids, or null. */
export function eventIdOf(ctx: Context<void>, iri: URL | null): number | null {
  const parsed = iri ? ctx.parseUri(iri) : null;
  if (parsed?.type !== 'object' || parsed.class !== ApEvent) return null;
  const eid = parsed.values.eid ?? '';
  return ID.test(eid) ? Number(eid) : null;
}

/** Mobilizon's JSON-LD terms for what Fedify's `Event` has no property for (as Mobilizon's own context defines them). */
const MOBILIZON_TERMS = {
  sc: 'http://schema.org#',
  mz: 'https://joinmobilizon.org/ns#',
  timezone: { '@id': 'mz:timezone', '@type': 'sc:Text' },
  isOnline: { '@id': 'mz:isOnline', '@type': 'sc:Boolean' },
  joinMode: { '@id': 'mz:joinMode', '@type': 'mz:joinModeType' },
  participantCount: { '@id': 'mz:participantCount', '@type': 'sc:Integer' },
  maximumAttendeeCapacity: 'sc:maximumAttendeeCapacity',
  remainingAttendeeCapacity: 'sc:remainingAttendeeCapacity',
} as const;

/** The event as an ActivityPub `Event` by its host, public, addressed to the host's followers, with Mobilizon's terms. */
export async function eventObjectOf(ctx: Context<void>, facts: PublicEvent): Promise<ApEvent> {
  const { event } = facts;
  const seats = event.no_of_seats > 0 ? { maximumAttendeeCapacity: event.no_of_seats, remainingAttendeeCapacity: event.seats_left ?? 0 } : {};
  return withTerms(ctx, typedEventOf(ctx, facts), MOBILIZON_TERMS, {
    timezone: event.timezone,
    isOnline: true,
    joinMode: 'free',
    participantCount: event.seats_taken,
    ...seats,
  });
}

/** What Fedify's `Event` itself says of the event. */
function typedEventOf(ctx: Context<void>, facts: PublicEvent): ApEvent {
  const { event, row, hostSlug } = facts;
  const page = new URL(event.url, ctx.canonicalOrigin);
  const cover = event.images.cover ? new URL(event.images.cover, ctx.canonicalOrigin) : null;
  const coverType = cover ? imageType(cover) : null;
  const attachments = [
    new Link({ name: 'Website', href: page, mediaType: 'text/html' }),
    ...(cover ? [new Document({ name: 'Banner', url: cover, mediaType: coverType })] : []),
  ];
  // Changed since published in what a calendar shows (the .ics SEQUENCE moves on then).
  const updated = row.sequence > 0 ? row.updatedAt : null;
  return new ApEvent({
    id: eventIri(ctx, event.id),
    attribution: ctx.getActorUri(hostSlug),
    name: event.title,
    summary: event.summary || null,
    // Rendered from the Markdown and sanitised on write (server/events/service.ts), as the page shows it.
    content: event.description,
    source: new Source({ content: row.description, mediaType: 'text/markdown' }),
    startTime: Temporal.Instant.fromEpochMilliseconds(event.timestamp),
    endTime: Temporal.Instant.fromEpochMilliseconds(event.end_time),
    url: page,
    attachments,
    image: cover ? new Image({ url: cover, mediaType: coverType }) : null,
    published: Temporal.Instant.fromEpochMilliseconds((row.publishedAt ?? row.createdAt).getTime()),
    updated: updated ? Temporal.Instant.fromEpochMilliseconds(updated.getTime()) : null,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(hostSlug),
    tags: event.tags.map(
      ({ tag_name }) => new Hashtag({ name: `#${tag_name}`, href: new URL(`/events?term=${encodeURIComponent(tag_name)}`, ctx.canonicalOrigin) }),
    ),
  });
}

/** Serves `/ap/events/{eid}` (one line in server/federation/federation.ts build()). */
export function dispatchEvents(federation: Federation<void>): void {
  federation.setObjectDispatcher(ApEvent, '/ap/events/{eid}', async (ctx, values) => {
    if (!ID.test(values.eid)) return null;
    const facts = await publicEvent(Number(values.eid));
    return facts ? await eventObjectOf(ctx, facts) : null;
  });
}

/*
 * The Join a remote member sent, kept while they wait for a seat: the Accept sent when a seat
 * comes names it (Mobilizon finds the participation by the Join's id). In the federation's
 * key–value store, without expiry; removed when they leave.
 */
const kv = new PostgresKv();
const joinKey = (eid: number, uid: number) => ['site', 'event-join', String(eid), String(uid)] as const;

export async function rememberJoin(eid: number, uid: number, join: Join): Promise<void> {
  if (join.id && join.actorId) await kv.set(joinKey(eid, uid), { id: join.id.href, actor: join.actorId.href });
}

export async function forgetJoin(eid: number, uid: number): Promise<void> {
  await kv.delete(joinKey(eid, uid));
}

/** The Join kept for a member waiting for a seat, rebuilt (id, actor, the event), or null. */
export async function rememberedJoin(ctx: Context<void>, eid: number, uid: number): Promise<Join | null> {
  const kept = await kv.get<{ id?: string; actor?: string }>(joinKey(eid, uid));
  if (!kept?.id || !kept.actor) return null;
  return new Join({ id: new URL(kept.id), actor: new URL(kept.actor), object: eventIri(ctx, eid) });
}
