import { normalizeTags } from '@/lib/discussions/rules';
import type { ErrorIssue } from '@/lib/errors/validation';
import { mediaAddressIssue } from '@/lib/mediaAddress';
import { EVENT_LIMITS, type EventLifecycle } from './types';

/**
 * Rules of the events capability that both sides apply (the host form checks them before it
 * sends; the server applies them again, never trusting the client).
 */

const issue = (key: ErrorIssue['key'], ...args: Array<string | number>): ErrorIssue => ({ key, args });

// Zones already found valid, by the runtime's own spelling of them: a bounded set (the IANA
// names), so the events pages, which check an event's zone for every date they show, construct an
// `Intl.DateTimeFormat` once per zone, not once per date (about 0.6 ms of main thread each).
const knownZones = new Set<string>();

/** Whether `zone` is an IANA time zone this runtime knows ('UTC', 'Europe/Berlin'). */
export function isTimezone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > EVENT_LIMITS.timezoneMax) return false;
  if (knownZones.has(zone)) return true;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    if (resolved === zone) knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** The browser's time zone, or UTC when it has none a server would accept (R3.19). Dates read it once per page load (lib/react/useViewerZone.ts). */
export function guessTimezone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimezone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * What is stored about an event's place in time: `scheduled` (follow the clock), `live` (a host
 * started it early), `ended` (a host ended it early) or `cancelled`.
 */
export interface LifecycleInput {
  stored: EventLifecycle;
  /** Start, unix ms. */
  timestamp: number;
  /** Minutes. */
  duration: number;
}

/** When an event ends by the clock: start + duration (unix ms). */
export function scheduledEnd(timestamp: number, duration: number): number {
  return timestamp + duration * 60_000;
}

/**
 * The lifecycle as of `now` (R4.1): cancelled and ended stay; otherwise ended once start + duration
 * has passed, live once the start has passed (or a host started it), else scheduled.
 */
export function eventLifecycle(event: LifecycleInput, now: number): EventLifecycle {
  if (event.stored === 'cancelled' || event.stored === 'ended') return event.stored;
  if (now >= scheduledEnd(event.timestamp, event.duration)) return 'ended';
  if (event.stored === 'live' || now >= event.timestamp) return 'live';
  return 'scheduled';
}

/** Seats left (null: unlimited, `no_of_seats` 0). Never below 0. */
export function seatsLeft(noOfSeats: number, taken: number): number | null {
  return noOfSeats > 0 ? Math.max(0, noOfSeats - taken) : null;
}

/** Whether a new registration joins the waitlist rather than taking a seat. */
export function joinsWaitlist(noOfSeats: number, taken: number): boolean {
  return noOfSeats > 0 && taken >= noOfSeats;
}

/**
 * Whether an event's page is its live room (issue 36): published and live (by the clock, or started
 * early by a host). The server's writes (live chat, Q&A) and the page ask the same question.
 */
export function isLiveRoomOpen(event: { event_status: string; event_lifecycle: EventLifecycle }): boolean {
  return event.event_status === 'published' && event.event_lifecycle === 'live';
}

/**
 * The discussion topic an event page shows inline (R1.4): a published event with discussion on and
 * its topic made. Turned off later, the thread leaves the event page; the topic itself stays
 * readable at its own address (docs/DECISIONS.md "Events: pages").
 */
export function shownDiscussionTid(event: { enable_discussion: boolean; comment_tid: number | null; event_status: string }): number | null {
  return event.enable_discussion && event.event_status === 'published' && event.comment_tid !== null ? event.comment_tid : null;
}

/** An event page's address, `/events/{slug}` (a slug has only letters, digits and dashes). */
export function eventPath(id: number, title: string): string {
  return `/events/${eventSlug(id, title)}`;
}

/** An event's slug `{id}/{words}` (the event page is `/events/{slug}`). */
export function eventSlug(id: number, title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return words === '' ? String(id) : `${id}/${words}`;
}

/** The event id of an event page's slug (`12/some-words` or `12`), or null. */
export function eventIdFromSlug(slug: string): number | null {
  const found = /^(\d{1,10})(?:\/.*)?$/.exec(slug);
  if (!found) return null;
  const id = Number(found[1]);
  return id >= 1 && id <= 2147483647 ? id : null;
}

/** The site's folders an event's media may name (uploads, and the built-in images and audio). */
const MEDIA_FOLDERS = ['uploads', 'images', 'audio'] as const;

/**
 * Why an image, recording or thumbnail address is refused (`invalid-url`, `reserved-ip-address`),
 * or null: a file this site serves (`/uploads/...`, `/images/...`, `/audio/...`) or an `https:`
 * address of a public host (lib/mediaAddress.ts), at most EVENT_LIMITS.urlMax characters.
 */
export function mediaUrlIssue(value: unknown): ErrorIssue | null {
  return mediaAddressIssue(value, MEDIA_FOLDERS, EVENT_LIMITS.urlMax);
}

/** Whether `value` is an image, recording or thumbnail address an event may name (mediaUrlIssue). */
export function isMediaUrl(value: unknown): value is string {
  return mediaUrlIssue(value) === null;
}

/** An event's tags as stored: normalised like topic tags (lib/discussions/rules.ts). */
export function normalizeEventTags(raw: readonly string[]): string[] {
  return normalizeTags(raw);
}

/** The bounds of an event's (normalised) tags: too-many-tags, then each tag's length. */
export function eventTagsIssue(tags: readonly string[]): ErrorIssue | null {
  if (tags.length > EVENT_LIMITS.tagsMax) return issue('too-many-tags', EVENT_LIMITS.tagsMax);
  for (const tag of tags) {
    if (tag.length < EVENT_LIMITS.tagMin) return issue('tag-too-short', EVENT_LIMITS.tagMin);
    if (tag.length > EVENT_LIMITS.tagMax) return issue('tag-too-long', EVENT_LIMITS.tagMax);
  }
  return null;
}

/**
 * The `common_timestamp` filter `from..to` (unix seconds, from ≤ to) as seconds, or null when it is
 * missing or not that shape (then no date filter applies, R5.6).
 */
export function parseTimestampRange(value: unknown): { from: number; to: number } | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return null;
  const found = /^\s*(\d{1,12})\s*\.\.\s*(\d{1,12})\s*$/.exec(raw);
  if (!found) return null;
  const from = Number(found[1]);
  const to = Number(found[2]);
  return from <= to ? { from, to } : null;
}

/** How an events search orders its list (R1.2): most upvoted, soonest start first or latest start first. */
export type EventListOrder = 'popular' | 'soonest' | 'latest';

/**
 * The order of an events search: `sortBy=popular` is most upvoted; Latest lists upcoming events
 * soonest first (as My events) and any other list latest start first (R1.2).
 */
export function eventListOrder(sortBy: string | null | undefined, when: string | null | undefined): EventListOrder {
  if (sortBy?.trim() === 'popular') return 'popular';
  return when === 'upcoming' ? 'soonest' : 'latest';
}
