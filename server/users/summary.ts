import { eventSlug } from '@/lib/events/rules';
import {
  PROFILE_LIST_PAGE_SIZE,
  type HovercardAnswer,
  type ProfileAnswer,
  type ProfileEvent,
  type ProfileListPage,
  type ProfileProject,
  type ProfileSummary,
} from '@/lib/users/types';
import { fail } from '../http/errors';
import { creditTotal } from '../rewards/repository';
import { followListOfUid, readerRelations } from './follows';
import { followCounts } from './followsRepository';
import { findUserBySlug } from './repository';
import { hovercard } from './service';
import * as q from './summaryQueries';
import type { Viewer } from './viewer';

/** How many answers, events, projects and followers the summary lists (the counts cover them all); later pages are as long. */
const SUMMARY_LIST_SIZE = PROFILE_LIST_PAGE_SIZE;

const toAnswer = (a: { pid: number; tid: number; title: string; accepted: boolean; createdAt: Date }): ProfileAnswer => ({
  pid: a.pid,
  tid: a.tid,
  title: a.title,
  accepted: a.accepted,
  timestamp: a.createdAt.getTime(),
});

const toEvent = (row: { id: number; title: string; startsAt: Date }): ProfileEvent => ({
  id: row.id,
  title: row.title,
  url: `/events/${eventSlug(row.id, row.title)}`,
  startsAt: row.startsAt.getTime(),
});

/**
 * GET /api/user/{slug}/summary (R3.15): the member's answers (accepted ones marked and listed
 * first), events hosted and attended, projects, badges with when each was earned, reputation and
 * credits. Only what anyone may read is counted; `blocked` tells a member whether they block
 * this one (the profile's Block / Unblock button, R3.10).
 */
export async function profileSummary(slug: string, viewer: Viewer | null, now = new Date()): Promise<ProfileSummary> {
  const user = await findUserBySlug(slug);
  if (!user) throw fail('no-user');
  const uid = user.uid;
  const [counts, answers, hosted, attended, projects, badges, credits, relations, follows, followerList, followingList, remoteActor] = await Promise.all([
    q.answerCounts(uid),
    q.latestAnswers(uid, SUMMARY_LIST_SIZE),
    q.hostedEvents(uid, SUMMARY_LIST_SIZE),
    q.attendedEvents(uid, SUMMARY_LIST_SIZE, now),
    q.memberProjects(uid, SUMMARY_LIST_SIZE),
    q.badgeStory(uid),
    creditTotal(uid),
    readerRelations(viewer, [uid]),
    followCounts(uid),
    followListOfUid(uid, 'followers', 1),
    followListOfUid(uid, 'following', 1),
    user.remote ? q.remoteAccount(uid) : null,
  ]);
  const projectList: ProfileProject[] = projects.rows;
  return {
    uid,
    userslug: user.userslug,
    reputation: user.reputation,
    credits,
    counts: {
      posts: counts.posts,
      answers: counts.answers,
      acceptedAnswers: counts.accepted,
      eventsHosted: hosted.count,
      eventsAttended: attended.count,
      projects: projects.count,
      badges: badges.length,
    },
    answers: answers.map(toAnswer),
    eventsHosted: hosted.rows.map(toEvent),
    eventsAttended: attended.rows.map(toEvent),
    projects: projectList,
    badges: badges.map((b) => ({ badge: b.badge, awardedAt: b.awardedAt.getTime() })),
    blocked: relations.get(uid)?.blocked ?? false,
    followers: follows.followers,
    following: follows.following,
    viewerFollows: relations.get(uid)?.viewerFollows ?? false,
    followerList: followerList.items,
    followingList: followingList.items,
    remote: user.remote ? { host: remoteActor?.host ?? user.userslug.slice(user.userslug.lastIndexOf('@') + 1), url: safeProfileUrl(remoteActor?.url) } : null,
  };
}

/** A remote profile's address, shown as a link only when it is http(s) (a peer names it). */
function safeProfileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Pages of the profile's lists (R3.15): the rows after the summary's first page. */
const pageOf = <T>(rows: T[], page: number): ProfileListPage<T> => ({
  items: rows.slice(0, SUMMARY_LIST_SIZE),
  page,
  hasMore: rows.length > SUMMARY_LIST_SIZE,
});
const offsetOf = (page: number) => (page - 1) * SUMMARY_LIST_SIZE;

async function memberUid(slug: string): Promise<number> {
  const user = await findUserBySlug(slug);
  if (!user) throw fail('no-user');
  return user.uid;
}

/** GET /api/user/{slug}/answers?page=: accepted first, then newest. */
export async function answersPage(slug: string, page: number): Promise<ProfileListPage<ProfileAnswer>> {
  const rows = await q.latestAnswers(await memberUid(slug), SUMMARY_LIST_SIZE + 1, offsetOf(page));
  return pageOf(rows.map(toAnswer), page);
}

/** GET /api/user/{slug}/events?role=hosted|attended&page=: newest start first. */
export async function eventsPage(slug: string, role: 'hosted' | 'attended', page: number, now = new Date()): Promise<ProfileListPage<ProfileEvent>> {
  const uid = await memberUid(slug);
  const { rows } =
    role === 'hosted'
      ? await q.hostedEvents(uid, SUMMARY_LIST_SIZE + 1, offsetOf(page))
      : await q.attendedEvents(uid, SUMMARY_LIST_SIZE + 1, now, offsetOf(page));
  return pageOf(rows.map(toEvent), page);
}

/** GET /api/user/{slug}/projects?page=: maintained, then followed, each by name. */
export async function projectsPage(slug: string, page: number): Promise<ProfileListPage<ProfileProject>> {
  const { rows } = await q.memberProjects(await memberUid(slug), SUMMARY_LIST_SIZE + 1, offsetOf(page));
  return pageOf(rows, page);
}

/** GET /api/user/{slug}/hovercard: the short card with the same counts and credits as the profile (R3.15). */
export async function hovercardWithSummary(slug: string): Promise<HovercardAnswer> {
  const card = await hovercard(slug);
  const { credits, counts, followers, following } = await profileSummary(slug, null);
  return { ...card, credits, counts, followers, following };
}
