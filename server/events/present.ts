import type { ProjectDetail } from '@/lib/discussions/types';
import { utcOffsetMinutes } from '@/lib/events/zones';
import { eventLifecycle, eventSlug, isLiveRoomOpen, scheduledEnd, seatsLeft } from '@/lib/events/rules';
import { streamOf } from '@/lib/events/stream';
import {
  EVENT_LIFECYCLES,
  EVENT_STATUSES,
  RECORDING_STATUSES,
  isEventType,
  type ConferenceStatus,
  type ConferenceSummary,
  type EventData,
  type EventLifecycle,
  type EventOrganizer,
  type EventRole,
  type EventStatus,
  type RecordingStatus,
} from '@/lib/events/types';
import type { EventLayer } from '@/lib/personal/types';
import { eventTrackId } from '@/lib/player/types';
import { postUser } from '../discussions/present';
import { playCounts } from '../player/queries';
import type { Viewer } from '../users/viewer';
import * as q from './queries';
import type { ConferenceRow, EventRow } from './queries';
import { usersByUids } from '../users/repository';
import { streamAllow } from './streams';

/**
 * Turns event rows into EventData (R3.3), a whole list at a time: one query each for organizers,
 * users, projects, conferences and the viewer's registrations, bookmarks and votes, never one per
 * event. The lifecycle is computed as of `now` (lib/events/rules.ts eventLifecycle).
 */

const ms = (date: Date | null | undefined): number | null => (date ? date.getTime() : null);

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export const lifecycleOf = (row: EventRow, now: number): EventLifecycle =>
  eventLifecycle(
    { stored: oneOf(EVENT_LIFECYCLES, row.lifecycle, 'scheduled'), timestamp: row.startsAt.getTime(), duration: row.duration },
    now,
  );

export const statusOf = (row: Pick<EventRow, 'eventStatus'>): EventStatus => oneOf(EVENT_STATUSES, row.eventStatus, 'draft');

export function conferenceSummary(row: ConferenceRow): ConferenceSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: oneOf<ConferenceStatus>(['active', 'archived'], row.status, 'active'),
  };
}

export interface PresentOptions {
  /** The moment lifecycles are computed for (unix ms; default now). */
  now?: number;
}

/** A visitor's relation to any event, and a member's to one they have nothing to do with. */
const NO_RELATION: EventLayer = { current_user_role: 'none', upvoted: false, bookmarked: false };

/**
 * The viewer's relation to events by id (empty for a visitor): their role (a host of the event,
 * else their registration), vote and save. What every presented event and the personal layer
 * (server/personal) show, read in one prepared statement (viewerEventRelations).
 */
export async function viewerEventStates(viewer: Viewer | null, ids: number[]): Promise<Map<number, EventLayer>> {
  const states = new Map<number, EventLayer>();
  if (!viewer || ids.length === 0) return states;
  for (const row of await q.viewerEventRelations(viewer.uid, ids)) {
    const registration = row.registration;
    const role: EventRole = row.organizes ? 'host' : registration === 'participant' || registration === 'waitlisted' ? registration : 'none';
    states.set(Number(row.id), { current_user_role: role, upvoted: row.upvoted, bookmarked: row.bookmarked });
  }
  return states;
}

/** Events as `viewer` sees them, in the order given. */
export async function presentEvents(rows: EventRow[], viewer: Viewer | null, opts: PresentOptions = {}): Promise<EventData[]> {
  if (rows.length === 0) return [];
  const now = opts.now ?? Date.now();
  const ids = rows.map((r) => r.id);
  const organizers = await q.organizersOf(ids);
  const uids = [...rows.map((r) => r.creatorUid).filter((u): u is number => u !== null), ...organizers.map((o) => o.uid)];
  const recorded = rows.filter((r) => r.recordingStatus === 'available' && r.recordingUrl !== '').map((r) => eventTrackId(r.id));
  const [users, projects, conferences, states, plays] = await Promise.all([
    usersByUids(uids),
    q.projectsByIds(rows.flatMap((r) => r.projects)),
    q.conferencesByIds(rows.map((r) => r.conferenceId).filter((c): c is number => c !== null)),
    viewerEventStates(viewer, ids),
    playCounts(recorded),
  ]);
  const recordedSet = new Set(recorded);
  const userById = new Map(users.map((u) => [u.uid, u]));
  const projectById = new Map(projects.map((p) => [p.id, p]));
  const conferenceById = new Map(conferences.map((c) => [c.id, c]));
  const moderator = viewer?.isModerator ?? false;
  const allow = streamAllow();
  const organizersByEvent = new Map<number, typeof organizers>();
  for (const o of organizers) organizersByEvent.set(o.eventId, [...(organizersByEvent.get(o.eventId) ?? []), o]);

  return rows.map((row) => {
    const hosts = organizersByEvent.get(row.id) ?? [];
    const state = states.get(row.id) ?? NO_RELATION;
    const isHost = state.current_user_role === 'host';
    const lifecycle = lifecycleOf(row, now);
    const timestamp = row.startsAt.getTime();
    const eventOrganizers: EventOrganizer[] = hosts.map((h) => ({
      role: 'host',
      user_id: h.uid,
      user: postUser(userById.get(h.uid)),
      bio: h.bio,
    }));
    // A hidden project is no label for members and visitors; moderators see it marked (R1.10).
    const projectDetails: ProjectDetail[] = row.projects
      .map((id) => projectById.get(id))
      .filter((p): p is NonNullable<typeof p> => p !== undefined && (!p.hidden || moderator))
      .map(({ id, name, slug, hidden }) => (hidden ? { id, name, slug, hidden: true } : { id, name, slug }));
    const conference = row.conferenceId !== null ? conferenceById.get(row.conferenceId) : undefined;
    const slug = eventSlug(row.id, row.title);
    const images = row.images ?? {};
    return {
      type: 'event',
      doc_type: 'event',
      id: row.id,
      created_at: row.createdAt.toISOString(),
      title: row.title,
      slug,
      url: `/events/${slug}`,
      description: row.descriptionHtml,
      ...(isHost || (viewer?.isModerator ?? false) ? { descriptionRaw: row.description } : {}),
      summary: row.summary,
      duration: row.duration,
      event_lifecycle: lifecycle,
      event_status: statusOf(row),
      event_type: isEventType(row.eventType) ? row.eventType : 'webinar',
      project_details: projectDetails,
      recording_status: oneOf<RecordingStatus>(RECORDING_STATUSES, row.recordingStatus, 'not_available'),
      recording_url: row.recordingUrl,
      // Issue 36: what the live room plays, while the published event is live; the address itself to its hosts.
      stream: isLiveRoomOpen({ event_status: statusOf(row), event_lifecycle: lifecycle }) ? streamOf(row.streamUrl, allow) : null,
      ...(isHost ? { stream_url: row.streamUrl } : {}),
      ...(recordedSet.has(eventTrackId(row.id)) ? { plays: plays.get(eventTrackId(row.id)) ?? 0 } : {}),
      organizers: eventOrganizers,
      tags: row.tags.map((tag_name) => ({ tag_name })),
      thumbnails: Array.isArray(row.thumbnails) ? row.thumbnails : [],
      timestamp,
      end_time: ms(row.endedAt) ?? scheduledEnd(timestamp, row.duration),
      audience_start_time: ms(row.audienceStartAt),
      backstage_start_time: ms(row.backstageStartAt),
      timezone: row.timezone,
      utc_offset: utcOffsetMinutes(timestamp, row.timezone),
      creator: postUser(row.creatorUid !== null ? userById.get(row.creatorUid) : undefined),
      current_user_role: state.current_user_role,
      comment_main_pid: row.commentMainPid,
      comment_tid: row.commentTid,
      no_of_seats: row.noOfSeats,
      seats_taken: row.seatsTaken,
      seats_left: seatsLeft(row.noOfSeats, row.seatsTaken),
      waitlist_count: row.waitlistCount,
      enable_discussion: row.enableDiscussion,
      images: {
        cover: images.cover ?? '',
        thumbnail: { mobile: images.thumbnail?.mobile ?? '', desktop: images.thumbnail?.desktop ?? '' },
        backdrop: images.backdrop ?? '',
      },
      search_result_order: row.searchResultOrder === 1 ? 1 : 0,
      upvoted: state.upvoted,
      upvote_count: row.upvoteCount,
      bookmarked: state.bookmarked,
      conference: conference ? conferenceSummary(conference) : null,
    } satisfies EventData;
  });
}

export async function presentEvent(row: EventRow, viewer: Viewer | null, opts: PresentOptions = {}): Promise<EventData> {
  const [event] = await presentEvents([row], viewer, opts);
  return event!;
}
