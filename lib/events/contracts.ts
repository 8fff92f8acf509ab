import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { POST_TYPES, type PostData, type PostMetaData, type PostUser, type ProjectDetail, type SearchResponse, type UploadedFile } from '@/lib/discussions/types';
import type { CalendarFeedLink } from './calendarLinks';
import {
  EVENT_LIFECYCLES,
  EVENT_ROLES,
  EVENT_STATUSES,
  EVENT_TYPE_VALUES,
  RECORDING_STATUSES,
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
 * polls, stats, registrations, the calendar feed address and a recording upload.
 *
 * Times: `created_at` is ISO 8601; `timestamp`, `end_time` and the join times are unix milliseconds.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const unixMs = z.number().int();
const isoTime = z.iso.datetime();

/** A member on a card (creator, organizer; uid 0 and '' names for a deleted account). */
export const memberCardContract = contractFor<PostUser>()(
  z.strictObject({
    uid: count,
    username: z.string(),
    userslug: z.string(),
    fullname: z.string(),
    picture: z.string(),
  }),
);

/** A project an event or post belongs to; `hidden` only on hidden ones (seen by moderators alone). */
export const projectDetailContract = contractFor<ProjectDetail>()(
  z.strictObject({ id, name: z.string(), slug: z.string(), hidden: z.literal(true).optional() }),
);

/** A stored upload as the upload calls answer it. */
export const uploadedFileContract = contractFor<UploadedFile>()(
  z.strictObject({ url: z.string(), name: z.string(), type: z.string(), size: count }),
);

/**
 * The search answer's one shape (R3.12, R7.4), `results[0]`, for documents of `document`'s
 * contract: hits with their `<mark>` highlights, the page size and term asked for, and the tag facet.
 */
export function searchResponseContract<D>(document: z.ZodType<D>) {
  const resultSet = z.strictObject({
    found: count,
    page: z.number().int().positive(),
    out_of: count,
    hits: z.array(
      z.strictObject({
        document,
        highlights: z.array(z.strictObject({ field: z.string(), snippet: z.string() })),
      }),
    ),
    request_params: z.strictObject({ per_page: count, q: z.string() }),
    facet_counts: z.array(
      z.strictObject({ field_name: z.string(), counts: z.array(z.strictObject({ value: z.string(), count })) }),
    ),
  });
  return z.strictObject({ results: z.tuple([resultSet]) }) as z.ZodType<SearchResponse<D>>;
}

/** Type-specific data of a main post: the known keys checked, others kept as sent. */
const postMetaDataContract = contractFor<PostMetaData>()(
  z.object({ audioUrl: z.string().optional(), duration: z.number().nonnegative().optional(), url: z.string().optional() }).catchall(z.unknown()),
);

/** A post as lists show it (R3.2): the documents of a post search and a project's feed. */
export const postContract = contractFor<PostData>()(
  z.strictObject({
    type: z.literal('post'),
    doc_type: z.literal('post'),
    id: z.string(),
    pid: id,
    tid: id,
    cid: count,
    toPid: id.nullable(),
    qid: id.nullable(),
    title: z.string(),
    topicTitle: z.string(),
    slug: z.string(),
    url: z.string(),
    content: z.string(),
    contentRaw: z.string().optional(),
    summary: z.string(),
    isMainPost: z.boolean(),
    deleted: z.boolean(),
    postType: z.enum(POST_TYPES),
    metaData: postMetaDataContract,
    tags: z.array(z.string()),
    upvotes: count,
    downvotes: count,
    votes: z.number().int(),
    upvoted: z.boolean(),
    bookmarked: z.boolean(),
    paid: z.boolean(),
    private: z.boolean(),
    project_details: z.array(projectDetailContract),
    viewcount: count,
    replies: count,
    pinned: z.literal([0, 1]),
    aid: count,
    timestamp: unixMs,
    edited: unixMs,
    uid: count,
    username: z.string(),
    userslug: z.string(),
    userFullname: z.string(),
    userPicture: z.string(),
    user: memberCardContract,
    draft: z.boolean(),
    plays: count.optional(),
  }),
);

export const postSearchContract = searchResponseContract(postContract);

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
    plays: count.optional(),
    organizers: z.array(
      z.strictObject({ role: z.literal('host'), user_id: count, user: memberCardContract, bio: z.string() }),
    ),
    tags: z.array(z.strictObject({ tag_name: z.string() })),
    thumbnails: z.array(z.string()),
    timestamp: unixMs,
    end_time: unixMs,
    audience_start_time: unixMs.nullable(),
    backstage_start_time: unixMs.nullable(),
    timezone: z.string(),
    creator: memberCardContract,
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

export const calendarFeedLinkContract = contractFor<CalendarFeedLink>()(
  z.strictObject({ url: z.string(), webcal: z.string() }),
);

/** `POST /event/{id}/recording`: the stored file (one). */
export const recordingUploadContract = contractFor<UploadedFile[]>()(z.array(uploadedFileContract));
