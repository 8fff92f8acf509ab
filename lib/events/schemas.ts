import { languageParam } from '@/lib/i18n/schemas';
import { z } from 'zod';
import { EVENT_TYPE_VALUES, type EventType } from '@/lib/constants';
import { pageQueryValue, pathId, PG_INT_MAX } from '@/lib/params';
import { csrfField, line, text } from '@/lib/strings';
import {
  EVENT_LIFECYCLE_ACTIONS,
  EVENT_LIMITS,
  EVENT_PAGE_SIZE,
  EVENT_STATUS_ACTIONS,
  RECORDING_STATUSES,
} from './types';
import { QA_LIMITS, QUESTION_STATUSES } from './qa';

/**
 * Input schemas of the events service (also the source of its OpenAPI description). Rules that
 * need more than the shape (the time zone, tags, media addresses, who may do what) are checked by
 * server/events/service.ts with their own catalogue keys. Query values are lenient: a bad value
 * is the default, never an error (R5.1).
 */

/** A whole number, also from a path, query or form string (a missing value stays missing). */
const int = () => z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number().int());

/** A positive integer id within PostgreSQL's integer range, also from a string. */
const id = int().pipe(z.number().positive().max(PG_INT_MAX));

/** `null`, `''` and `0` mean "not given" for optional ids. */
const optionalId = z.preprocess((v) => (v === null || v === '' || v === 0 || v === '0' ? undefined : v), id.optional());

/** `true`/`false` also as the strings a form or query sends. */
const flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

/**
 * A moment in unix milliseconds (seconds are accepted: below 1e11 they are read as seconds, see
 * lib/time.ts toUnixMs), within what a JavaScript date holds.
 */
const moment = int().pipe(z.number().positive().max(8_640_000_000_000_000));

/** An optional moment: null or '' clears it. */
const optionalMoment = z.preprocess((v) => (v === '' ? null : v), moment.nullable().optional());

/** A media address (checked by the service: http(s) or a file this site serves). '' = none. */
const mediaUrl = line().trim().max(EVENT_LIMITS.urlMax);

/** The event types as zod wants them (a non-empty tuple). */
const eventTypes = EVENT_TYPE_VALUES as [EventType, ...EventType[]];

const csrf = { _csrf: csrfField, csrf_token: csrfField };

const title = line().trim().min(EVENT_LIMITS.titleMin).max(EVENT_LIMITS.titleMax);

/** R3.3 images: each an address or '' (none). */
export const eventImages = z.object({
  cover: mediaUrl.optional(),
  thumbnail: z.object({ mobile: mediaUrl.optional(), desktop: mediaUrl.optional() }).optional(),
  backdrop: mediaUrl.optional(),
});

/** R3.4: an organizer to add (role host). The creator is always a host. */
export const organizerInput = z.object({
  user_id: id,
  bio: text().trim().max(EVENT_LIMITS.bioMax).optional(),
});

/** The fields an event takes on create and edit (each optional on edit). */
const eventFields = {
  /** Markdown; rendered and sanitised on the server. */
  description: text().trim().max(EVENT_LIMITS.descriptionMax).optional(),
  summary: text().trim().max(EVENT_LIMITS.summaryMax).optional(),
  /** Minutes. */
  duration: int().pipe(z.number().min(EVENT_LIMITS.durationMin).max(EVENT_LIMITS.durationMax)).optional(),
  event_type: z.enum(eventTypes).optional(),
  /** IANA zone (checked by the service: invalid-timezone). */
  timezone: line().trim().max(EVENT_LIMITS.timezoneMax).optional(),
  /** 0 = unlimited. */
  no_of_seats: int().pipe(z.number().min(0).max(EVENT_LIMITS.seatsMax)).optional(),
  enable_discussion: flag.optional(),
  /** Tag names (normalised and bounded by the service); `{tag_name}` objects are accepted too. */
  tags: z
    .array(z.union([line().max(1000), z.object({ tag_name: line().max(1000) }).transform((t) => t.tag_name)]))
    .max(100)
    .optional(),
  /** Project ids, the first is the event's main project. */
  projects: z.array(id).max(EVENT_LIMITS.projectsMax).optional(),
  images: eventImages.optional(),
  thumbnails: z.array(mediaUrl).max(EVENT_LIMITS.thumbnailsMax).optional(),
  audience_start_time: optionalMoment,
  backstage_start_time: optionalMoment,
  /** Hosts besides the creator; on edit, the whole list of hosts (at least one). */
  organizers: z.array(organizerInput).max(EVENT_LIMITS.organizersMax).optional(),
  recording_url: mediaUrl.optional(),
  recording_status: z.enum(RECORDING_STATUSES).optional(),
  /**
   * The live stream's address (issue 36; checked by the service against the site's allow-list,
   * lib/events/stream.ts: invalid-url). '' = none.
   */
  stream_url: line().trim().max(EVENT_LIMITS.urlMax).optional(),
  ...csrf,
};

/**
 * POST /api/events/v1/conference: creates one event (a draft unless `event_status` is
 * `publish`), optionally inside a conference: an existing one of the caller's (`conference_id`)
 * or a new one (`conference`). See docs/DECISIONS.md "Events".
 */
export const createEventBody = z.object({
  title,
  /** Start, unix ms (or seconds). */
  timestamp: moment,
  event_status: z.enum(['draft', 'publish']).optional(),
  conference_id: optionalId,
  conference: z
    .object({
      title: line().trim().min(EVENT_LIMITS.titleMin).max(EVENT_LIMITS.conferenceTitleMax),
      description: text().trim().max(EVENT_LIMITS.conferenceDescriptionMax).optional(),
    })
    .optional(),
  ...eventFields,
});
export type CreateEventBody = z.infer<typeof createEventBody>;

/**
 * PUT /api/events/v1/event/{id}: edit any field; `event_status` publish / unpublish / delete
 * (R4.1); `event_lifecycle` live / ended (a host starts or ends the event early).
 */
export const updateEventBody = z.object({
  title: title.optional(),
  timestamp: moment.optional(),
  event_status: z.enum(EVENT_STATUS_ACTIONS).optional(),
  event_lifecycle: z.enum(EVENT_LIFECYCLE_ACTIONS).optional(),
  ...eventFields,
});
export type UpdateEventBody = z.infer<typeof updateEventBody>;

/** A member id or a list of them. */
const memberIds = z.preprocess((v) => (Array.isArray(v) ? v : v === undefined ? v : [v]), z.array(id).min(1).max(EVENT_LIMITS.registrantsMax));

/**
 * POST /api/events/v1/event/{id}/participant: register members (`user_id`: the caller, or members
 * a host adds) with the time zone they follow the event in (R4.11).
 */
export const participantBody = z.object({
  user_id: memberIds.optional(),
  timezone: line().trim().max(EVENT_LIMITS.timezoneMax).optional(),
  ...csrf,
});
export type ParticipantBody = z.infer<typeof participantBody>;

/** DELETE /api/events/v1/event/{id}/participant: cancel (the caller's own, or members a host names). */
export const cancelParticipantBody = z.object({ user_id: memberIds.optional(), ...csrf });
export type CancelParticipantBody = z.infer<typeof cancelParticipantBody>;

/** PUT|DELETE /api/events/v1/event/{id}/vote (delta 1). */
export const eventVoteBody = z.object({ delta: int().pipe(z.number().min(-PG_INT_MAX).max(PG_INT_MAX)).optional(), ...csrf });

/** An empty body (toggles); the csrf token may come in it. */
export const eventEmptyBody = z.object({ ...csrf });

/** `{id}` of an event path: digits, else `[[error:invalid-event]]`. */
export const eventParams = z.object({ id: pathId('invalid-event') });

/** `{id}` of a conference path. */
export const conferenceParams = z.object({ id: pathId('no-conference') });

/** `{slug}` (the member's uid) of `/user/{slug}/event_bookmarks`, as the saved posts call names it. */
export const eventBookmarksParams = z.object({ slug: pathId('no-user') });

/** POST /api/events/v1/poll/event/{id}: a poll on an event (hosts). */
export const createPollBody = z.object({
  text: line().trim().min(EVENT_LIMITS.pollTextMin).max(EVENT_LIMITS.pollTextMax),
  options: z.array(line().trim().min(1).max(EVENT_LIMITS.pollOptionMax)).min(EVENT_LIMITS.pollOptionsMin).max(EVENT_LIMITS.pollOptionsMax),
  ...csrf,
});
export type CreatePollBody = z.infer<typeof createPollBody>;

/** PUT /api/events/v1/poll/{id}/vote: the member's one vote. */
export const pollVoteBody = z.object({ option_id: id, ...csrf });
export type PollVoteBody = z.infer<typeof pollVoteBody>;

/** `{id}` of a poll path. */
export const pollParams = z.object({ id: pathId('no-poll') });

/** POST /api/events/v1/event/{id}/questions: a registrant's question to the live Q&A queue (issue 36), plain text. */
export const askQuestionBody = z.object({ text: text().trim().min(QA_LIMITS.textMin).max(QA_LIMITS.textMax), ...csrf });
export type AskQuestionBody = z.infer<typeof askQuestionBody>;

/** PUT /api/events/v1/event/{id}/questions/{qid}: a host handles a question (issue 36). */
export const questionStatusBody = z.object({
  status: z.enum(QUESTION_STATUSES),
  answer: text().trim().max(QA_LIMITS.answerMax).optional(),
  ...csrf,
});
export type QuestionStatusBody = z.infer<typeof questionStatusBody>;

/** `{id}` and `{qid}` of a question path. */
export const questionParams = z.object({ id: pathId('invalid-event'), qid: pathId('no-event-question') });

// --- Queries (lenient: a bad value is the default) -----------------------------------------

const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A query string value, or undefined. */
const queryText = (max: number) => z.preprocess(firstValue, line().max(max).optional()).catch(undefined);

/** A comma list (or repeated parameter) of event types; unknown ones are dropped (R5.1). */
const eventTypeList = z
  .preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : v),
    z
      .string()
      .max(500)
      .transform((s) =>
        [...new Set(s.split(',').map((t) => t.trim()))].filter((t): t is string => (EVENT_TYPE_VALUES as readonly string[]).includes(t)),
      )
      .optional(),
  )
  .catch(undefined);

/** A whole number ≥ 0 from a query string (an offset), else 0. */
const skipValue = z.preprocess(firstValue, z.string().trim().regex(/^\d{1,9}$/).pipe(z.coerce.number<string>().int().min(0))).catch(0);

/** A page size in 1..max, else `fallback`. */
const limitValue = (max: number, fallback: number) =>
  z.preprocess(firstValue, z.string().trim().regex(/^\d{1,3}$/).pipe(z.coerce.number<string>().int().min(1).max(max))).catch(fallback);

/**
 * GET /api/events/v1/event/my_events: `common_timestamp` `from..to` (unix seconds), `event_type`,
 * `sort` latest | popular, `limit` (10, at most 10), `skip`.
 */
export const myEventsQuery = z.object({
  common_timestamp: queryText(40),
  event_type: eventTypeList,
  sort: queryText(20),
  limit: limitValue(EVENT_PAGE_SIZE.myEvents, EVENT_PAGE_SIZE.myEvents),
  skip: skipValue,
});
export type MyEventsQuery = z.infer<typeof myEventsQuery>;

/**
 * GET /api/events/v1/search: `type` event (the events search) or post (the questions search);
 * for events: `common_timestamp` from..to, `projects` (slugs), `event_type`, `term`, `page`,
 * `sortBy` latest | popular, `when` upcoming | past.
 */
export const eventSearchQuery = z.object({
  type: queryText(20),
  common_timestamp: queryText(40),
  projects: queryText(1000),
  event_type: eventTypeList,
  term: queryText(EVENT_LIMITS.termMax * 2),
  page: pageQueryValue,
  sortBy: queryText(20),
  /** `upcoming` (not ended yet) or `past` (ended); anything else: both. */
  when: queryText(20),
});
export type EventSearchQuery = z.infer<typeof eventSearchQuery>;

/** GET /user/{uid}/event_bookmarks?skip&limit (10). */
export const eventBookmarksQuery = z.object({
  skip: skipValue,
  limit: limitValue(EVENT_PAGE_SIZE.bookmarks, EVENT_PAGE_SIZE.bookmarks),
});

/** `{token}` of a member's calendar feed address (`{uid}.{version}.{signature}.ics`, checked by the service). */
export const calendarFeedParams = z.object({ token: line().max(120) });

/** The query of an event's `.ics` file: the language of its words and of the page it links to. */
export const icsQuery = z.object({ lang: languageParam });
