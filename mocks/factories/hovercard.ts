import type { HovercardAnswer } from '@/lib/users/types';

/**
 * A member's card as `GET /api/user/{slug}/hovercard` answers it (R3.15): Mei Chen's summary,
 * counts, credits and follows, with the fields a test names changed.
 */
export function buildHovercard(overrides: Partial<HovercardAnswer> = {}): HovercardAnswer {
  return {
    uid: 6,
    username: 'mei',
    userslug: 'mei',
    fullname: 'Mei Chen',
    picture: '/avatars/mei.svg',
    aboutme: 'Audio engineer',
    location: 'Taipei',
    reputation: 1234,
    postcount: 40,
    joindate: Date.UTC(2025, 0, 2),
    credits: 85,
    counts: { posts: 38, answers: 12, acceptedAnswers: 5, eventsHosted: 2, eventsAttended: 7, projects: 3, badges: 4 },
    followers: 4,
    following: 11,
    ...overrides,
  };
}
