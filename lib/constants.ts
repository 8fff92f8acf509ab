/**
 * Business constants of the client (spec section 9; R9.1-R9.7, R5.10, R1.16, R3.20).
 */

/** R9.1 / R4.17: the configuration is fetched again every 15 minutes. */
export const CONFIG_REFRESH_MS = 900_000;

/** R9.2: page sizes. Saved posts have more pages exactly when a page holds 20. */
export const PAGE_SIZE = {
  savedPosts: 20,
  savedEvents: 10,
  questions: 10,
  projectSearch: 10,
  myEvents: 10,
  search: 10,
} as const;

/**
 * R9.4: debounce waits. `eventFilters` (250 ms) is for the event, project event and my-event
 * filters; `default` (500 ms) and `short` (100 ms) for everything else.
 */
export const DEBOUNCE_MS = {
  eventFilters: 250,
  default: 500,
  short: 100,
} as const;

/** R9.4: default scroll throttle. */
export const SCROLL_THROTTLE_MS = 50;

/** R1.16: tablet and up from 768 px, desktop from 1280 px (min-width). */
export const BREAKPOINTS = {
  tablet: 768,
  desktop: 1280,
} as const;

/** A choice in a select or a tab row. */
export interface Option<V extends string = string> {
  readonly label: string;
  readonly value: V;
}

/**
 * Event types (spec section 1), as the API spells them. Their names are said in the page's language
 * (`eventTypeText`, lib/events/texts.ts; messages/<locale>/common.json).
 */
export const EVENT_TYPES = [{ value: 'webinar' }, { value: 'ama' }, { value: 'tutorial' }, { value: 'live_coding' }, { value: 'announcement' }] as const satisfies ReadonlyArray<Pick<Option, 'value'>>;

export type EventType = (typeof EVENT_TYPES)[number]['value'];

export const EVENT_TYPE_VALUES: ReadonlyArray<EventType> = EVENT_TYPES.map((t) => t.value);

export function isEventType(value: unknown): value is EventType {
  return EVENT_TYPE_VALUES.some((type) => type === value);
}


/**
 * R1.1: feed sort options; the first is the default. Their names are in the page's language
 * (components/discussions/FeedFilters.tsx, messages/<locale>/discussions.json).
 */
export const FEED_SORTS = [{ value: 'popular' }, { value: 'recent' }] as const satisfies ReadonlyArray<Pick<Option, 'value'>>;

/** R1.2: events sort options; the first is the default. Their names are in the page's language (lib/events/texts.ts `EVENT_SORT_KEY`). */
export const EVENT_SORTS = [{ value: 'latest' }, { value: 'popular' }] as const satisfies ReadonlyArray<Pick<Option, 'value'>>;

/** Text colour on every event badge. */
export const BADGE_TEXT_COLOUR = '#FFFFFF';

/**
 * R3.20: event badge backgrounds: webinar blue, AMA purple, and a distinct colour for each other
 * type. Each has a contrast ratio of at least 4.5:1 with white text (WCAG AA for normal text).
 */
export const EVENT_BADGE_COLOURS: Readonly<Record<EventType, string>> = {
  webinar: '#1D4ED8', // blue
  ama: '#7E22CE', // purple
  tutorial: '#047857', // green
  live_coding: '#B91C1C', // red
  announcement: '#B45309', // amber
};

/** Badge background for a type outside the list (grey, also AA with white). */
export const EVENT_BADGE_FALLBACK = '#4B5563';

export function eventBadgeColour(type: string | null | undefined): string {
  return isEventType(type) ? EVENT_BADGE_COLOURS[type] : EVENT_BADGE_FALLBACK;
}

/** R9.5: player defaults. */
export const PLAYER_DEFAULTS = {
  speed: 1.0,
  autoPlayNext: true,
} as const;

/** R9.6: default active member interval of the community summary. */
export const COMMUNITY_ACTIVE_MEMBER_INTERVAL = 'week';

/** Spec section 9: the notification type the unread badge counts. */
export const COUNTED_NOTIFICATION_TYPE = 'new-reply';

/** R5.10: toast display times. */
const TOAST_SHORT_MS = 1500;
const TOAST_LONG_MS = 3000;
/** R5.10: messages with fewer characters than this are short. */
const TOAST_SHORT_BELOW = 20;

/**
 * R5.10: how long a toast stays: 1500 ms for a message under 20 characters (Unicode code points,
 * so an emoji counts once), else 3000 ms.
 */
export function toastDuration(message: string): number {
  return Array.from(message).length < TOAST_SHORT_BELOW ? TOAST_SHORT_MS : TOAST_LONG_MS;
}
