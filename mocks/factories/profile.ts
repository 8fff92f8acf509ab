import type { FollowMember, ProfileAnswer, ProfileEvent, ProfileProject, ProfileSummary, PublicUser, UserProfile } from '@/lib/users/types';
import { memberUser } from './config';

/**
 * A member's profile as `GET /api/user/{slug}` and `GET /api/user/{slug}/summary` give it (R3.15):
 * by default Mei Chen, another member than the signed-in one of the client tests, with three
 * followers and two answers.
 */

/** The profile page's member: `GET /api/user/{slug}` without the badges (the page takes those apart). */
export type ProfileUser = Omit<UserProfile, 'badges'>;

export const OTHER_UID = memberUser.uid + 100;

/** The public face of the member (`PUT /api/v3/users/{uid}` answers it). */
export function publicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    uid: OTHER_UID,
    username: 'mei',
    userslug: 'mei',
    fullname: 'Mei Chen',
    picture: '',
    aboutme: '',
    location: '',
    website: '',
    email: '',
    joindate: Date.UTC(2024, 0, 5),
    lastonline: 0,
    reputation: 80,
    postcount: 12,
    isSelf: false,
    ...overrides,
  };
}

export function profileUser(overrides: Partial<ProfileUser> = {}): ProfileUser {
  const { groups = [], trustLevel = 1, ...face } = overrides;
  return { ...publicUser(face), groups, trustLevel };
}

/** A row of a followers or following list. */
export function followMember(uid: number, username: string, fullname = ''): FollowMember {
  return { uid, username, userslug: username, fullname, picture: `/uploads/${username}.png`, followedAt: Date.UTC(2026, 0, 1) };
}

/** An answer on the profile (`pid` > 0, its topic `pid + 1000`). */
export function profileAnswer(pid: number, overrides: Partial<ProfileAnswer> = {}): ProfileAnswer {
  return { pid, tid: pid + 1000, title: `Answer topic ${pid}`, accepted: false, timestamp: Date.UTC(2025, 0, 1) + pid, ...overrides };
}

export function profileEvent(id: number, overrides: Partial<ProfileEvent> = {}): ProfileEvent {
  return { id, title: `Event ${id}`, url: `/events/${id}/event`, startsAt: Date.UTC(2025, 0, id), ...overrides };
}

export function profileProject(id: number, overrides: Partial<ProfileProject> = {}): ProfileProject {
  return { id, name: `Project ${id}`, slug: `project-${id}`, role: 'maintainer', ...overrides };
}

export function profileSummary(overrides: Partial<ProfileSummary> = {}): ProfileSummary {
  return {
    uid: OTHER_UID,
    userslug: 'mei',
    reputation: 80,
    credits: 40,
    counts: { posts: 12, answers: 2, acceptedAnswers: 0, eventsHosted: 0, eventsAttended: 0, projects: 0, badges: 0 },
    answers: [profileAnswer(2), profileAnswer(1)],
    eventsHosted: [],
    eventsAttended: [],
    projects: [],
    badges: [],
    blocked: false,
    followers: 3,
    following: 5,
    viewerFollows: false,
    followerList: [followMember(201, 'jonas', 'Jonas Becker'), followMember(202, 'carlos'), followMember(203, 'amara', 'Amara Okafor')],
    remote: null,
    followingList: [followMember(205, 'priya', 'Priya Nair'), followMember(206, 'liam'), followMember(207, 'sofia'), followMember(208, 'jonas', 'Jonas Becker'), followMember(209, 'amara', 'Amara Okafor')],
    ...overrides,
  };
}
