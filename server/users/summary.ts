import { eventSlug } from '@/lib/events/rules';
import type { HovercardAnswer, ProfileEvent, ProfileProject, ProfileSummary } from '@/lib/users/types';
import { fail } from '../http/errors';
import { creditTotal } from '../rewards/repository';
import { findUserBySlug } from './repository';
import { hovercard } from './service';
import * as q from './summaryQueries';
import type { Viewer } from './viewer';

/** How many answers and events of each kind the summary lists (the counts cover them all). */
export const SUMMARY_LIST_SIZE = 5;

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
  const [counts, answers, hosted, attended, projects, badges, credits, blocked] = await Promise.all([
    q.answerCounts(uid),
    q.latestAnswers(uid, SUMMARY_LIST_SIZE),
    q.hostedEvents(uid, SUMMARY_LIST_SIZE),
    q.attendedEvents(uid, SUMMARY_LIST_SIZE, now),
    q.memberProjects(uid),
    q.badgeStory(uid),
    creditTotal(uid),
    viewer && viewer.uid !== uid ? q.blocks(viewer.uid, uid) : Promise.resolve(false),
  ]);
  const maintainedIds = new Set(projects.maintained.map((p) => p.id));
  const projectList: ProfileProject[] = [
    ...projects.maintained.map((p) => ({ ...p, role: 'maintainer' as const })),
    ...projects.followed.filter((p) => !maintainedIds.has(p.id)).map((p) => ({ ...p, role: 'follower' as const })),
  ];
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
      projects: projectList.length,
      badges: badges.length,
    },
    answers: answers.map((a) => ({ pid: a.pid, tid: a.tid, title: a.title, accepted: a.accepted, timestamp: a.createdAt.getTime() })),
    eventsHosted: hosted.rows.map(toEvent),
    eventsAttended: attended.rows.map(toEvent),
    projects: projectList,
    badges: badges.map((b) => ({ badge: b.badge, awardedAt: b.awardedAt.getTime() })),
    blocked,
  };
}

/** GET /api/user/{slug}/hovercard: the short card with the same counts and credits as the profile (R3.15). */
export async function hovercardWithSummary(slug: string): Promise<HovercardAnswer> {
  const card = await hovercard(slug);
  const { credits, counts } = await profileSummary(slug, null);
  return { ...card, credits, counts };
}
