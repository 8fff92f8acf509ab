import type { Translate } from '@/lib/i18n/said';
import { isEventType, type EventType } from '@/lib/constants';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { EventSort } from './filterValues';
import type { EventData } from './types';

/**
 * The events' words in the page's language (issue 34, the `events` catalogue): the labels of the
 * values events carry (type, lifecycle, status, sort), each value mapped to its message's key.
 */

/** The `events` messages in a language: a component's `useT('events')`, a loader's `translator(locale, 'events')`. */
export type EventsT = Translate<'events'>;

/** An event type's name, app-wide (messages/<locale>/common.json): badges, filters, search hits and facets say it. */
export const EVENT_TYPE_KEY: Record<EventType, MessageKey<'common'>> = {
  webinar: 'eventType.webinar',
  ama: 'eventType.ama',
  tutorial: 'eventType.tutorial',
  live_coding: 'eventType.live_coding',
  announcement: 'eventType.announcement',
};

/** An event type's name ('Live Coding') with the `common` messages of a language; an unknown value is shown as it is. */
export function eventTypeText(type: string, t: Translate<'common'>): string {
  return isEventType(type) ? t(EVENT_TYPE_KEY[type]) : type;
}

export const EVENT_LIFECYCLE_KEY: Record<EventData['event_lifecycle'], MessageKey<'events'>> = {
  scheduled: 'lifecycle.scheduled',
  live: 'lifecycle.live',
  ended: 'lifecycle.ended',
  cancelled: 'lifecycle.cancelled',
};

/** The status words of an event that is not published (a published one has none). */
export const EVENT_STATUS_KEY: Record<Exclude<EventData['event_status'], 'published'>, MessageKey<'events'>> = {
  draft: 'status.draft',
  unpublished: 'status.unpublished',
  deleted: 'status.deleted',
};

export const EVENT_SORT_KEY: Record<EventSort, MessageKey<'events'>> = {
  latest: 'sort.latest',
  popular: 'sort.popular',
};
