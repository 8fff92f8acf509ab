import { isEventType, type EventType } from '@/lib/constants';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { MessageValues } from '@/lib/i18n/said';
import type { EventSort } from './filterValues';
import type { EventData } from './types';

/**
 * The events' words in the page's language (issue 34, the `events` catalogue): the labels of the
 * values events carry (type, lifecycle, status, sort), each value mapped to its message's key.
 */

/** The `events` messages in a language: a component's `useT('events')`, a loader's `translator(locale, 'events')`. */
export type EventsT = (key: MessageKey<'events'>, values?: MessageValues) => string;

export const EVENT_TYPE_KEY: Record<EventType, MessageKey<'events'>> = {
  webinar: 'type.webinar',
  ama: 'type.ama',
  tutorial: 'type.tutorial',
  live_coding: 'type.live_coding',
  announcement: 'type.announcement',
};

/** An event type's label ('Live Coding'); an unknown value is shown as it is. */
export function eventTypeText(type: string, t: EventsT): string {
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
