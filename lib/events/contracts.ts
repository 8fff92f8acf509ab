import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import {
  highlightsContract,
  postUserContract,
  projectDetailContract,
  searchResponseContract,
  uploadContract,
} from '@/lib/discussions/contracts';
import { projectSearchContract } from '@/lib/projects/contracts';
import type { CalendarFeedLink } from './calendarLinks';
import { QUESTION_STATUSES, type EventQuestion, type EventQuestionsAnswer } from './qa';
import {
  EVENT_LIFECYCLES,
  EVENT_ROLES,
  EVENT_STATUSES,
  EVENT_TYPE_VALUES,
  RECORDING_STATUSES,
  STREAM_KINDS,
  type ConferenceData,
  type ConferenceSummary,
  type EventBookmarksAnswer,
  type EventData,
  type EventDraftsAnswer,
  type EventPollsAnswer,
  type EventStats,
  type MyEventsAnswer,
  type PollData,
  type RegistrationAnswer,
} from './types';

/**
 * What the events service answers (lib/contracts; R3.3, R3.5, R3.11, R7.3, R7.4): one `eventContract`
 * for every answer that carries events (an event, lists, the search's hits, a conference's events),
 * polls, stats, registrations, the calendar feed address and a recording upload. Members, project
 * labels, posts and the search shape are the discussions contracts'.
 *
 * Times: `created_at` is ISO 8601; `timestamp`, `end_time` and the join times are unix milliseconds.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const unixMs = z.number().int();
const isoTime = z.iso.datetime();

export const conferenceSummaryContract = contractFor<ConferenceSummary>()(
  z.strictObject({
    id,
    title: z.string(),
    description: z.string(),
    status: z.enum(['active', 'archived']),
  }),
);

export const eventContract = contractFor<EventData>()(
  z.strictObject({
    type: z.literal('event'),
    doc_type: z.literal('event'),
    id,
    created_at: isoTime,
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    description: z.string(),
    descriptionRaw: z.string().optional(),
    summary: z.string(),
    duration: z.number().int().positive(),
    event_lifecycle: z.enum(EVENT_LIFECYCLES),
    event_status: z.enum(EVENT_STATUSES),
    event_type: z.enum(EVENT_TYPE_VALUES),
    project_details: z.array(projectDetailContract),
    recording_status: z.enum(RECORDING_STATUSES),
    recording_url: z.string(),
    stream: z.strictObject({ kind: z.enum(STREAM_KINDS), src: z.string() }).nullable(),
    stream_url: z.string().optional(),
    plays: count.optional(),
    organizers: z.array(
      z.strictObject({ role: z.literal('host'), user_id: count, user: postUserContract, bio: z.string() }),
    ),
    tags: z.array(z.strictObject({ tag_name: z.string() })),
    thumbnails: z.array(z.string()),
    timestamp: unixMs,
    end_time: unixMs,
    audience_start_time: unixMs.nullable(),
    backstage_start_time: unixMs.nullable(),
    timezone: z.string(),
    utc_offset: z.number().int().min(-24 * 60).max(24 * 60),
    creator: postUserContract,
    current_user_role: z.enum(EVENT_ROLES),
    comment_main_pid: id.nullable(),
    comment_tid: id.nullable(),
    no_of_seats: count,
    seats_taken: count,
    seats_left: count.nullable(),
    waitlist_count: count,
    enable_discussion: z.boolean(),
    images: z.strictObject({
      cover: z.string(),
      thumbnail: z.strictObject({ mobile: z.string(), desktop: z.string() }),
      backdrop: z.string(),
    }),
    search_result_order: z.literal([0, 1]),
    upvoted: z.boolean(),
    upvote_count: count,
    bookmarked: z.boolean(),
    conference: conferenceSummaryContract.nullable(),
  }),
);

export const conferenceContract = contractFor<ConferenceData>()(
  conferenceSummaryContract.extend({ created_at: isoTime, events: z.array(eventContract) }),
);

export const eventDraftsContract = contractFor<EventDraftsAnswer>()(z.strictObject({ events: z.array(eventContract) }));

export const myEventsContract = contractFor<MyEventsAnswer>()(
  z.strictObject({ upcoming_events: z.array(eventContract), registered_events: z.array(eventContract) }),
);

export const eventBookmarksContract = contractFor<EventBookmarksAnswer>()(
  z.strictObject({ events: z.array(eventContract), skip: count, limit: count }),
);

export const eventStatsContract = contractFor<EventStats>()(
  z.strictObject({
    id,
    registrations: count,
    waitlist: count,
    views: count,
    votes: count,
    bookmarks: count,
    registrants_by_timezone: z.array(z.strictObject({ timezone: z.string(), count })),
  }),
);

export const registrationContract = contractFor<RegistrationAnswer>()(
  z.strictObject({
    event: eventContract,
    registrations: z.array(z.strictObject({ user_id: id, role: z.enum(EVENT_ROLES) })),
  }),
);

export const eventSearchContract = searchResponseContract(eventContract);

/** `GET /api/events/v1/search`: events (type=event, the default), posts (type=post) or projects (type=project). */
export const eventsSearchAnswerContract = z.union([eventSearchContract, highlightsContract, projectSearchContract]);

export const pollContract = contractFor<PollData>()(
  z.strictObject({
    id,
    event_id: id,
    text: z.string(),
    options: z.array(z.strictObject({ id, text: z.string(), votes: count })),
    total_votes: count,
    my_vote: id.nullable(),
    created_at: isoTime,
  }),
);

export const eventPollsContract = contractFor<EventPollsAnswer>()(z.strictObject({ polls: z.array(pollContract) }));

/** A question of the live Q&A queue (issue 36); times are unix milliseconds. */
export const eventQuestionContract = contractFor<EventQuestion>()(
  z.strictObject({
    id,
    event_id: id,
    text: z.string(),
    status: z.enum(QUESTION_STATUSES),
    vote_count: count,
    voted: z.boolean(),
    answer: z.string(),
    answering_at: count.nullable(),
    answered_at: count.nullable(),
    user: postUserContract,
    created_at: count,
  }),
);

export const eventQuestionsContract = contractFor<EventQuestionsAnswer>()(
  z.strictObject({ questions: z.array(eventQuestionContract), can_ask: z.boolean(), can_moderate: z.boolean() }),
);

export const calendarFeedLinkContract = contractFor<CalendarFeedLink>()(
  z.strictObject({ url: z.string(), webcal: z.string() }),
);

/** `POST /event/{id}/recording`: the stored file (one), as every upload answers. */
export const recordingUploadContract = uploadContract;
