import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { csrfField, line } from '@/lib/strings';

/**
 * Joining an event on another site (issue 38; docs/features/federation.md "Joining events
 * elsewhere"): a member pastes the event's address, sees it, and asks for a place. The event's
 * organizer answers: a seat (`participant`) or a refusal (`refused`); until then the request is
 * `pending` (a waitlist elsewhere answers only when a seat frees up). Shared by the server's
 * endpoints, services/federation.ts and the "Elsewhere" tab of My events.
 */

const REMOTE_JOIN_STATES = ['pending', 'participant', 'refused'] as const;
export type RemoteJoinState = (typeof REMOTE_JOIN_STATES)[number];

/** An event on another site, as read from there. */
export interface RemoteEvent {
  /** Its ActivityPub id: what joining and leaving name. */
  iri: string;
  /** Its page on its own site. */
  url: string;
  title: string;
  /** Plain text ('' when it has none). */
  summary: string;
  /** Unix milliseconds. */
  startsAt: number;
  endsAt: number | null;
  /** The site it is on (a host name). */
  host: string;
  /** Its organizer, a remote member here (profile page /user/{userslug}). */
  organizer: { uid: number; username: string; userslug: string };
  /** Where the viewer's request stands; null when they have not asked. */
  status: RemoteJoinState | null;
}

export interface RemoteEvents {
  /** The events the member asked to join, the next to start first, then the past ones. */
  events: RemoteEvent[];
}

export const REMOTE_EVENT_LIMITS = {
  /** The longest address a member may paste. */
  addressMax: 2000,
  /** The longest title and summary kept. */
  titleMax: 200,
  summaryMax: 500,
} as const;

export const remoteEventLookupBody = z.object({ query: line().trim().min(3).max(REMOTE_EVENT_LIMITS.addressMax), _csrf: csrfField, csrf_token: csrfField });

/** Joining and leaving name the event by its ActivityPub id (`iri` of a looked-up event). */
export const remoteEventJoinBody = z.object({
  iri: line()
    .max(REMOTE_EVENT_LIMITS.addressMax)
    .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), { message: 'activitypub.invalid-id' }),
  _csrf: csrfField,
  csrf_token: csrfField,
});

const remoteEventSchema = z.strictObject({
  iri: z.string(),
  url: z.string(),
  title: z.string(),
  summary: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  host: z.string(),
  organizer: z.strictObject({ uid: z.number().int().positive(), username: z.string(), userslug: z.string() }),
  status: z.enum(REMOTE_JOIN_STATES).nullable(),
});

export const remoteEventContract = contractFor<RemoteEvent>()(remoteEventSchema);
export const remoteEventsContract = contractFor<RemoteEvents>()(z.strictObject({ events: z.array(remoteEventSchema) }));
