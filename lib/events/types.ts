/**
 * The events contract: the shapes the events service answers and the client reads (spec R3.3,
 * R3.4, R3.5, R3.11, R3.19, R3.20, R6.3, R7.3). Server modules (server/events/present.ts) build
 * them, services/events.ts types its calls with them, and slices store them.
 *
 * Times: `timestamp`, `audience_start_time`, `backstage_start_time` and `end_time` are unix
 * milliseconds; `created_at` is an ISO 8601 string (docs/DECISIONS.md "Timestamps"). The search
 * and my-events filter `common_timestamp` is `from..to` in unix seconds, like the feed's from/to.
 */
import type { ProjectDetail, SearchResponse } from '@/lib/discussions/types';
import { EVENT_BADGE_COLOURS, EVENT_TYPE_VALUES, EVENT_TYPES, isEventType } from '@/lib/constants';
import type { EventType } from '@/lib/constants';

export { EVENT_TYPE_VALUES, EVENT_TYPES, isEventType };
export type { EventType };

/**
 * Where an event is in time. scheduled → live → ended follow the clock (start time, then start +
 * duration; computed on every read by `eventLifecycle` in ./rules.ts); a host may start it early
 * (live) or end it early (ended); cancelled when it is deleted after members registered.
 */
export const EVENT_LIFECYCLES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type EventLifecycle = (typeof EVENT_LIFECYCLES)[number];

/** How an event is stored (R4.1): drafts are seen only by their hosts. */
export const EVENT_STATUSES = ['draft', 'published', 'unpublished', 'deleted'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What `PUT /event/{id}` takes in `event_status` (R4.1): the verbs, each leading to a status. */
export const EVENT_STATUS_ACTIONS = ['publish', 'unpublish', 'delete'] as const;

/** A host's lifecycle action in `PUT /event/{id}` (`event_lifecycle`): start or end early. */
export const EVENT_LIFECYCLE_ACTIONS = ['live', 'ended'] as const;

export const RECORDING_STATUSES = ['not_available', 'processing', 'available'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/** What kind of player the live room shows for a stream (issue 36, ./stream.ts). */
export const STREAM_KINDS = ['youtube', 'peertube', 'twitch', 'jitsi', 'hls', 'audio'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

/** What the live room plays (issue 36): an embedded player's address, or the media the page plays itself (hls, audio). */
export interface StreamDescriptor {
  kind: StreamKind;
  src: string;
}

/** The viewer's relation to an event (R6.3). `none` for visitors and unregistered members. */
export const EVENT_ROLES = ['host', 'participant', 'waitlisted', 'none'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

/** Organizer roles (R3.4): only `host` exists. */
export type OrganizerRole = 'host';

/** R3.20: badge colours by event type (white text on each, contrast ≥ 4.5:1). */
export const EVENT_TYPE_COLOURS = EVENT_BADGE_COLOURS;

/** Bounds the server enforces (and the host form shows). */
export const EVENT_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  /** Markdown source. */
  descriptionMax: 20_000,
  summaryMax: 500,
  /** Minutes: at least 1 minute, at most 7 days. */
  durationMin: 1,
  durationMax: 7 * 24 * 60,
  /** 0 = unlimited. */
  seatsMax: 100_000,
  tagsMax: 5,
  tagMin: 2,
  tagMax: 30,
  projectsMax: 5,
  organizersMax: 10,
  bioMax: 1_000,
  urlMax: 2_000,
  thumbnailsMax: 8,
  timezoneMax: 64,
  /** Members one registration call may name (a host adding several). */
  registrantsMax: 50,
  conferenceTitleMax: 200,
  conferenceDescriptionMax: 5_000,
  pollTextMin: 2,
  pollTextMax: 300,
  pollOptionsMin: 2,
  pollOptionsMax: 10,
  pollOptionMax: 200,
  /** The search term. */
  termMax: 200,
} as const;

/**
 * A recording a host uploads (`POST /api/events/v1/event/{id}/recording`): audio only, up to
 * 100 MB (two hours of speech at 96 kbps; other uploads stop at 20 MB). The uploads quota and
 * hourly limit apply as to every upload. `RECORDING_MAX_BYTES` overrides the size on the server.
 */
export const RECORDING_UPLOAD = {
  maxBytes: 100 * 1024 * 1024,
  types: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4'],
  /** For the file input's `accept`: types and extensions (some browsers only match these). */
  accept: 'audio/mpeg,audio/ogg,audio/wav,audio/mp4,.mp3,.ogg,.oga,.opus,.wav,.m4a',
} as const;

/** Page sizes of the events calls (R9.2). */
/**
 * The thumbnails the server draws from a cover the host uploaded (R3.3 images.thumbnail): 16:9
 * PNGs filling the frame, the desktop one for cards on wide screens, the mobile one for phones.
 */
export const EVENT_THUMBNAIL_SIZES = {
  desktop: { width: 960, height: 540 },
  mobile: { width: 480, height: 270 },
} as const;

export const EVENT_PAGE_SIZE = {
  search: 10,
  myEvents: 10,
  bookmarks: 10,
} as const;

/** R3.19: what a new event is when the host leaves a field out. */
export const EVENT_DEFAULTS = {
  event_lifecycle: 'scheduled',
  event_type: 'webinar',
  no_of_seats: 0,
  enable_discussion: true,
  /** The browser's guess is sent by the host form; without one the server uses UTC. */
  timezone: 'UTC',
  organizerRole: 'host',
  recording_status: 'not_available',
  event_status: 'draft',
  duration: 60,
} as const satisfies {
  event_lifecycle: EventLifecycle;
  event_type: EventType;
  no_of_seats: number;
  enable_discussion: boolean;
  timezone: string;
  organizerRole: OrganizerRole;
  recording_status: RecordingStatus;
  event_status: EventStatus;
  duration: number;
};

/** The event's creator (the spec's `creator`). */
export interface EventCreator {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
}

/** R3.4: an organizer. The creator is the first host. */
export interface EventOrganizer {
  role: OrganizerRole;
  user_id: number;
  user: EventCreator;
  /** Plain text, as the host wrote it ('' when none). */
  bio: string;
}

/** R3.3: images (addresses; '' when none: the client then shows a default thumbnail, R9.7). */
interface EventImages {
  cover: string;
  thumbnail: { mobile: string; desktop: string };
  backdrop: string;
}

/** R3.3: a tag as the events service spells it. */
interface EventTag {
  tag_name: string;
}

/** R3.5: a conference without its events (what an event says about its conference). */
export interface ConferenceSummary {
  id: number;
  title: string;
  /** Plain text. */
  description: string;
  status: ConferenceStatus;
}

export type ConferenceStatus = 'active' | 'archived';

/** R3.5: a conference with its published events (`GET /conference/{id}`). */
export interface ConferenceData extends ConferenceSummary {
  created_at: string;
  events: EventData[];
}

/** R3.3: an event as every list and page shows it. */
export interface EventData {
  type: 'event';
  doc_type: 'event';
  id: number;
  /** ISO 8601. */
  created_at: string;
  title: string;
  /** `{id}/{words}`; the event page is `/events/{slug}`. */
  slug: string;
  /** `/events/{slug}`. */
  url: string;
  /** Sanitised HTML rendered from the host's Markdown. */
  description: string;
  /** The Markdown source: only for the event's hosts (and moderators), absent otherwise. */
  descriptionRaw?: string;
  summary: string;
  /** Minutes. */
  duration: number;
  /** As of the answer (computed from the clock and the host's early start/end). */
  event_lifecycle: EventLifecycle;
  event_status: EventStatus;
  event_type: EventType;
  project_details: ProjectDetail[];
  recording_status: RecordingStatus;
  /** '' when none. */
  recording_url: string;
  /**
   * What the live room plays (issue 36, ./stream.ts): to everyone who may see the event while it is
   * live and published, else null.
   */
  stream: StreamDescriptor | null;
  /** The stream address its hosts named ('' when none): only for the event's hosts, absent otherwise. */
  stream_url?: string;
  /** Events with an available recording only: times it was listened to (R3.17, once per member per day). */
  plays?: number;
  organizers: EventOrganizer[];
  tags: EventTag[];
  /** Extra image addresses (gallery); the card uses `images.thumbnail`. */
  thumbnails: string[];
  /** Start, unix ms. */
  timestamp: number;
  /** End (start + duration, or when a host ended it early), unix ms. */
  end_time: number;
  /** When the audience may join, unix ms; null: at the start. */
  audience_start_time: number | null;
  /** When hosts may join backstage, unix ms; null: not set. */
  backstage_start_time: number | null;
  /** The event's IANA time zone ('Europe/Berlin', 'UTC'). */
  timezone: string;
  /**
   * The zone's offset from UTC at the start, in minutes east (Asia/Kolkata 330), by the server's
   * time-zone data: the event's own time is written with it on the server and in the browser alike.
   */
  utc_offset: number;
  creator: EventCreator;
  current_user_role: EventRole;
  /** The main post of the event's discussion topic; null until published with discussion on. */
  comment_main_pid: number | null;
  /** The discussion topic (its page is `/posts/{comment_tid}`); null like comment_main_pid. */
  comment_tid: number | null;
  /** 0 = unlimited. */
  no_of_seats: number;
  /** Participants (registrations within the seats). */
  seats_taken: number;
  /** null when seats are unlimited. */
  seats_left: number | null;
  /** Members on the waitlist. */
  waitlist_count: number;
  enable_discussion: boolean;
  images: EventImages;
  /** R4.2: 1 = pinned first in the events search. */
  search_result_order: 0 | 1;
  upvoted: boolean;
  upvote_count: number;
  bookmarked: boolean;
  conference: ConferenceSummary | null;
}

/** `GET /event/{id}/stats` (hosts only). */
export interface EventStats {
  id: number;
  registrations: number;
  waitlist: number;
  views: number;
  votes: number;
  bookmarks: number;
  /** Registrants (participants and waitlisted) per time zone, most first. */
  registrants_by_timezone: Array<{ timezone: string; count: number }>;
}

/** `GET /event/my_events`: one page (10) of each list. */
export interface MyEventsAnswer {
  /**
   * Events that have not ended which the member hosts (published) or registered for, soonest
   * first (sort popular: most upvoted first). Drafts are at GET /event/draft.
   */
  upcoming_events: EventData[];
  /** Events the member registered for (participant or waitlisted), past ones too, latest start first. */
  registered_events: EventData[];
}

/** `GET /event/draft`: the viewer's drafts (events they host that are drafts or unpublished). */
export interface EventDraftsAnswer {
  events: EventData[];
}

/** `GET /user/{uid}/event_bookmarks?skip&limit` (R7.1, 10 a page). */
export interface EventBookmarksAnswer {
  events: EventData[];
  skip: number;
  limit: number;
}

/** `POST|DELETE /event/{id}/participant`: the event as the caller now sees it. */
export interface RegistrationAnswer {
  event: EventData;
  /** What became of each member named: their role now. */
  registrations: Array<{ user_id: number; role: EventRole }>;
}

/** R3.11: a poll option with its count. */
interface PollOption {
  id: number;
  text: string;
  votes: number;
}

/** R3.11: a poll on an event; one vote per member. */
export interface PollData {
  id: number;
  event_id: number;
  text: string;
  options: PollOption[];
  total_votes: number;
  /** The option id the viewer chose; null when they have not voted (or are a visitor). */
  my_vote: number | null;
  created_at: string;
}

/** `GET /poll/event/{id}`. */
export interface EventPollsAnswer {
  polls: PollData[];
}

/** `GET /api/events/v1/search?type=event`: the feed's `results[0]` shape (R7.4). */
export type EventSearchResponse = SearchResponse<EventData>;
