import { localeOr, type Locale } from '@/lib/i18n/locales';
import { translator } from '../i18n/catalogues';
import { findUserByUid } from '../users/repository';
import { settingsOf } from '../users/viewer';
import { signatureMatches, signFor } from '../auth/signatures';
import { createEvents, type EventAttributes } from 'ics';
import { eventSlug, scheduledEnd } from '@/lib/events/rules';
import { eventPageUrl, type CalendarFeedLink } from '@/lib/events/calendarLinks';
import { fail } from '../http/errors';
import { foldIcsLines } from './icsFolding';
import { publicOrigin } from '../http/origin';
import type { Viewer } from '../users/viewer';
import * as repo from './engagementRepository';
import { lifecycleOf, statusOf } from './present';
import type { EventRow } from './queries';
import { visibleEvent } from './reads';

/**
 * Calendars (R7.3): an event's `.ics` file and a member's private calendar feed of the events
 * they registered for or host, both made by the `ics` package (RFC 5545).
 *
 * - Times are UTC (`DTSTART:20261123T170000Z`): every calendar shows them in its reader's zone, so
 *   no VTIMEZONE is needed; the event's own zone is named in the description.
 * - `UID` is `event-{id}@{site host}`, the same for every download, and `SEQUENCE` is the event's
 *   `sequence`, which the events service raises when what a calendar shows changes, so an import
 *   updates the entry instead of adding one.
 * - Lines are folded at 75 octets without splitting a UTF-8 sequence (./icsFolding.ts).
 * - `STATUS:CANCELLED` for a cancelled or deleted event, `TENTATIVE` in the feed of a member on the
 *   waitlist, else `CONFIRMED`.
 * - The feed address carries `{uid}.{version}.{signature}` (an HMAC under a key derived from the
 *   session secret, like invite links); revoking raises the member's version, so every address
 *   given out before stops working.
 */

const PRODUCT_ID = 'opensource-community/events';
/** The feed lists events that started at most this long ago, and at most FEED_MAX of them. */
const FEED_PAST_MS = 30 * 24 * 3600 * 1000;
const FEED_MAX = 500;

type IcsStatus = NonNullable<EventAttributes['status']>;

/** The site's host name (without a port, so UIDs survive a port change). */
function siteHost(): string {
  return new URL(publicOrigin()).hostname;
}

/** The `.ics` UID of an event: stable for the event on this site. */
const eventUid = (id: number): string => `event-${id}@${siteHost()}`;

function statusOfEvent(row: EventRow, registration: string | null, now: number): IcsStatus {
  if (statusOf(row) === 'deleted' || lifecycleOf(row, now) === 'cancelled') return 'CANCELLED';
  return registration === 'waitlisted' ? 'TENTATIVE' : 'CONFIRMED';
}

function attributes(row: EventRow, registration: string | null, now: number, locale: Locale): EventAttributes {
  const start = row.startsAt.getTime();
  const end = row.endedAt ? row.endedAt.getTime() : scheduledEnd(start, row.duration);
  const page = eventPageUrl({ url: `/events/${eventSlug(row.id, row.title)}` }, publicOrigin(), locale);
  const description = [row.summary.trim(), translator(locale, 'feeds')('calendar.timeZone', { zone: row.timezone }), page].filter((line) => line !== '').join('\n\n');
  return {
    uid: eventUid(row.id),
    sequence: row.sequence,
    productId: PRODUCT_ID,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Math.max(end, start + 60_000),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: row.title,
    description,
    url: page,
    location: page,
    status: statusOfEvent(row, registration, now),
    created: row.createdAt.getTime(),
    lastModified: row.updatedAt.getTime(),
  };
}

function calendarText(list: EventAttributes[], name?: string): string {
  const { error, value } = createEvents(list, { productId: PRODUCT_ID, method: 'PUBLISH', ...(name ? { calName: name } : {}) });
  if (error || value === undefined || value === null) throw error ?? new Error('the calendar could not be written');
  // Folded by octets, never inside a UTF-8 sequence (the package folds by characters).
  return foldIcsLines(value);
}

/** GET /event/{id}/ics: the event as an iCalendar file (for anyone who may see the event), its words in `locale`. */
export async function eventIcs(viewer: Viewer | null, id: number, locale: Locale): Promise<{ filename: string; body: string }> {
  const { row, access } = await visibleEvent(id, viewer);
  return { filename: `event-${id}.ics`, body: calendarText([attributes(row, access.registration, Date.now(), locale)]) };
}

/* The member's feed ------------------------------------------------------------------------- */

const FEED_PURPOSE = 'calendar-feeds/v1';

function feedSignature(uid: number, version: number): string {
  return signFor(FEED_PURPOSE, `${uid}:${version}`);
}

/** The feed token of a member at a version: `{uid}.{version}.{signature}`. */
const feedToken = (uid: number, version: number): string => `${uid}.${version}.${feedSignature(uid, version)}`;

function feedLink(uid: number, version: number): CalendarFeedLink {
  const url = `${publicOrigin()}/api/events/v1/calendar/feed/${feedToken(uid, version)}.ics`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}

/** GET /calendar/feed-link: the member's private feed address (made on first use). */
export async function calendarFeedLink(viewer: Viewer | null): Promise<CalendarFeedLink> {
  if (!viewer) throw fail('not-logged-in');
  return feedLink(viewer.uid, await repo.calendarFeedVersion(viewer.uid));
}

/** DELETE /calendar/feed-link: revokes every address given out so far; answers the new one. */
export async function revokeCalendarFeed(viewer: Viewer | null): Promise<CalendarFeedLink> {
  if (!viewer) throw fail('not-logged-in');
  return feedLink(viewer.uid, await repo.bumpCalendarFeedVersion(viewer.uid));
}

/** The member a feed token names, when its signature is right and its version current; else not-found. */
async function feedOwner(token: string): Promise<number> {
  const found = /^(\d{1,10})\.(\d{1,9})\.([A-Za-z0-9_-]{43})(?:\.ics)?$/.exec(token);
  if (!found) throw fail('not-found');
  const uid = Number(found[1]);
  const version = Number(found[2]);
  if (!signatureMatches(FEED_PURPOSE, `${uid}:${version}`, found[3])) throw fail('not-found');
  if ((await repo.storedFeedVersion(uid)) !== version) throw fail('not-found');
  return uid;
}

/** GET /calendar/feed/{token}.ics: the member's events as a calendar a calendar app subscribes to. */
export async function calendarFeed(token: string, now = Date.now()): Promise<string> {
  const uid = await feedOwner(token);
  // The member's language setting ('auto' is English: a calendar app has no browser language to ask).
  const owner = await findUserByUid(uid);
  const locale = localeOr(owner ? settingsOf(owner).language : null);
  const rows = await repo.feedEventsOf(uid, new Date(now - FEED_PAST_MS), FEED_MAX);
  return calendarText(
    rows.map(({ row, status }) => attributes(row, status === 'host' ? null : status, now, locale)),
    translator(locale, 'feeds')('calendar.name'),
  );
}
