import type { EventData } from '@/lib/events/types';

/** An event as the events service answers it (R3.3), with the fields a test names changed. */
export function buildEvent(overrides: Partial<EventData> = {}): EventData {
  const id = overrides.id ?? 1;
  const timestamp = overrides.timestamp ?? Date.UTC(2030, 0, 15, 17, 0);
  const duration = overrides.duration ?? 60;
  const creator = { uid: 1, username: 'host', userslug: 'host', fullname: 'Host Person', picture: '' };
  return {
    type: 'event',
    doc_type: 'event',
    id,
    created_at: '2029-12-01T10:00:00.000Z',
    title: 'Building plugins together',
    slug: `${id}/building-plugins-together`,
    url: `/events/${id}/building-plugins-together`,
    description: '<p>We build a plugin live.</p>',
    summary: 'We build a plugin live.',
    duration,
    event_lifecycle: 'scheduled',
    event_status: 'published',
    event_type: 'webinar',
    project_details: [],
    recording_status: 'not_available',
    recording_url: '',
    organizers: [{ role: 'host', user_id: creator.uid, user: creator, bio: '' }],
    tags: [],
    thumbnails: [],
    timestamp,
    end_time: timestamp + duration * 60_000,
    audience_start_time: null,
    backstage_start_time: null,
    timezone: 'UTC',
    creator,
    current_user_role: 'none',
    comment_main_pid: null,
    comment_tid: null,
    no_of_seats: 0,
    seats_taken: 0,
    seats_left: null,
    waitlist_count: 0,
    enable_discussion: true,
    images: { cover: '', thumbnail: { mobile: '', desktop: '' }, backdrop: '' },
    search_result_order: 0,
    upvoted: false,
    upvote_count: 0,
    bookmarked: false,
    conference: null,
    ...overrides,
  };
}
