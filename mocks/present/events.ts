import { utcOffsetMinutes } from '@/lib/events/display';
import { eventLifecycle, eventSlug, seatsLeft } from '@/lib/events/rules';
import type { ConferenceSummary, EventData, EventRole, EventStats, PollData } from '@/lib/events/types';
import { memberByUid, type MockDb, type MockMember } from '../db';
import { eventsOf, type MockEvent, type MockPoll } from '../fixtures/events';
import { postUserOf } from './discussions';

/** Mocked events, polls and stats in the server's shapes (server/events/present.ts is the original). */

export const isHost = (event: MockEvent, viewer: MockMember | null): boolean => Boolean(viewer && event.hosts.some((h) => h.uid === viewer.uid));

export function lifecycleOf(event: MockEvent, now = Date.now()): EventData['event_lifecycle'] {
  if (event.stored === 'ended' || event.stored === 'cancelled') return event.stored;
  return eventLifecycle({ stored: event.stored, timestamp: event.timestamp, duration: event.duration }, now);
}

export const participants = (event: MockEvent) => event.registrations.filter((r) => r.status === 'participant');
export const waitlisted = (event: MockEvent) => event.registrations.filter((r) => r.status === 'waitlisted');

export function roleOf(event: MockEvent, viewer: MockMember | null): EventRole {
  if (!viewer) return 'none';
  if (isHost(event, viewer)) return 'host';
  return event.registrations.find((r) => r.uid === viewer.uid)?.status ?? 'none';
}

export function conferenceSummary(db: MockDb, id: number | null): ConferenceSummary | null {
  const conference = id === null ? undefined : eventsOf(db).conferences.find((c) => c.id === id);
  return conference ? { id: conference.id, title: conference.title, description: conference.description, status: conference.status } : null;
}

export function eventData(db: MockDb, event: MockEvent, viewer: MockMember | null): EventData {
  const slug = eventSlug(event.id, event.title);
  const taken = participants(event).length;
  const lifecycle = lifecycleOf(event);
  return {
    type: 'event',
    doc_type: 'event',
    id: event.id,
    created_at: new Date(event.createdAt).toISOString(),
    title: event.title,
    slug,
    url: `/events/${slug}`,
    description: event.html,
    ...(isHost(event, viewer) || viewer?.isModerator ? { descriptionRaw: event.markdown } : {}),
    summary: event.summary,
    duration: event.duration,
    event_lifecycle: lifecycle,
    event_status: event.status,
    event_type: event.type,
    project_details: event.projects,
    recording_status: event.recordingStatus,
    recording_url: event.recordingUrl,
    ...(event.recordingStatus === 'available' ? { plays: event.plays } : {}),
    organizers: event.hosts.map((h) => ({ role: 'host' as const, user_id: h.uid, user: postUserOf(memberByUid(db, h.uid)), bio: h.bio })),
    tags: event.tags.map((tag_name) => ({ tag_name })),
    thumbnails: [],
    timestamp: event.timestamp,
    end_time: event.endedAt ?? event.timestamp + event.duration * 60_000,
    audience_start_time: event.audienceStart,
    backstage_start_time: event.backstageStart,
    timezone: event.timezone,
    utc_offset: utcOffsetMinutes(event.timestamp, event.timezone),
    creator: postUserOf(memberByUid(db, event.creatorUid)),
    current_user_role: roleOf(event, viewer),
    comment_main_pid: event.commentPid,
    comment_tid: event.commentTid,
    no_of_seats: event.seats,
    seats_taken: taken,
    seats_left: seatsLeft(event.seats, taken),
    waitlist_count: waitlisted(event).length,
    enable_discussion: event.enableDiscussion,
    // No generated pictures: the client shows its default thumbnail (R9.7).
    images: { cover: '', thumbnail: { mobile: '', desktop: '' }, backdrop: '' },
    search_result_order: event.pinned ? 1 : 0,
    upvoted: Boolean(viewer && event.upvoters.has(viewer.uid)),
    upvote_count: event.upvoters.size,
    bookmarked: Boolean(viewer && event.savedBy.has(viewer.uid)),
    conference: conferenceSummary(db, event.conferenceId),
  };
}

export function pollData(poll: MockPoll, viewer: MockMember | null): PollData {
  const counts = new Map<number, number>();
  for (const option of poll.votes.values()) counts.set(option, (counts.get(option) ?? 0) + 1);
  return {
    id: poll.id,
    event_id: poll.eventId,
    text: poll.text,
    options: poll.options.map((o) => ({ id: o.id, text: o.text, votes: counts.get(o.id) ?? 0 })),
    total_votes: poll.votes.size,
    my_vote: viewer ? (poll.votes.get(viewer.uid) ?? null) : null,
    created_at: new Date(poll.createdAt).toISOString(),
  };
}

export function statsOf(event: MockEvent): EventStats {
  const zones = new Map<string, number>();
  for (const r of event.registrations) zones.set(r.timezone, (zones.get(r.timezone) ?? 0) + 1);
  return {
    id: event.id,
    registrations: participants(event).length,
    waitlist: waitlisted(event).length,
    views: event.views,
    votes: event.upvoters.size,
    bookmarks: event.savedBy.size,
    registrants_by_timezone: [...zones].map(([timezone, count]) => ({ timezone, count })).sort((a, b) => b.count - a.count || a.timezone.localeCompare(b.timezone)),
  };
}
