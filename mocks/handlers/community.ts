import { communityGraphContract, communitySummaryContract } from '@/lib/community/contracts';
import { communityGraphQuery, communitySummaryQuery } from '@/lib/community/schemas';
import { INTERVAL_DAYS, TOP_CONTRIBUTORS, type ActivityDay, type Comparison, type CommunitySummary } from '@/lib/community/types';
import type { MockDb, MockMember } from '../db';
import { mockEndpoint } from '../endpoint';
import { projectsOf } from '../fixtures/projects';
import { visibleProject } from './projects';
import { DAY_MS } from '@/lib/time';

/**
 * The data service (R7.5, R1.15, R9.6): the community summary and the daily activity graph of the
 * site or of a project, from the generated activity; a project the viewer may not see answers
 * `no-project`, as server/community/service.ts does.
 */


function activity(db: MockDb, projectId: number | undefined, viewer: MockMember | null): ActivityDay[] {
  if (projectId !== undefined) visibleProject(db, projectId, viewer);
  return projectsOf(db).activity.get(projectId ?? 0) ?? [];
}

const sum = (days: ActivityDay[], key: 'posts' | 'answers' | 'active_members') => days.reduce((n, d) => n + d[key], 0);

function compare(current: number, previous: number): Comparison {
  return { current, previous, change: previous === 0 ? null : (current - previous) / previous };
}

function summary(db: MockDb, projectId: number | undefined, interval: CommunitySummary['active_member_interval'], viewer: MockMember | null): CommunitySummary {
  const days = activity(db, projectId, viewer);
  const span = INTERVAL_DAYS[interval];
  const current = days.slice(-span);
  const previous = days.slice(-2 * span, -span);
  const today = Date.parse(`${days.at(-1)?.date ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  // Distinct members over an interval: a share of the daily sums, bounded by the community's size.
  const distinct = (ds: ActivityDay[]) => Math.min(db.members.length, Math.round(sum(ds, 'active_members') / Math.max(1, ds.length)));
  const questions = (ds: ActivityDay[]) => Math.round(sum(ds, 'posts') / 3);
  // Answered: between half and nine in ten of the questions, varying with the day's answers.
  const share = (ds: ActivityDay[]) => (questions(ds) === 0 ? null : Math.round(questions(ds) * (0.5 + (sum(ds, 'answers') % 5) / 10)) / questions(ds));
  const shareNow = share(current);
  const shareBefore = share(previous);
  const contributors = db.empty
    ? []
    : db.members.slice(0, TOP_CONTRIBUTORS).map((m, i) => ({
        uid: m.uid,
        username: m.username,
        userslug: m.userslug,
        fullname: m.fullname,
        picture: m.picture || null,
        posts: Math.max(1, (TOP_CONTRIBUTORS - i) * span),
        answers: (TOP_CONTRIBUTORS - i) * 2,
        accepted: TOP_CONTRIBUTORS - i - 1,
      }));
  return {
    project_id: projectId ?? null,
    active_member_interval: interval,
    community: {
      from: iso(today - (span - 1) * DAY_MS),
      to: iso(today),
      previous_from: iso(today - (2 * span - 1) * DAY_MS),
      active_members: compare(distinct(current), distinct(previous)),
      new_members: compare(projectId === undefined ? Math.min(db.members.length, span) : Math.ceil(span / 7), Math.ceil(span / 7)),
      posts: compare(sum(current, 'posts'), sum(previous, 'posts')),
      questions: compare(questions(current), questions(previous)),
      answered_share: { current: shareNow, previous: shareBefore, change: shareNow === null || !shareBefore ? null : (shareNow - shareBefore) / shareBefore },
      median_first_answer_seconds: { current: current.length ? 4500 : null, previous: previous.length ? 8100 : null, change: current.length && previous.length ? -4 / 9 : null },
      events_held: compare(Math.floor(span / 7), Math.floor(span / 7)),
      events_upcoming: db.empty ? 0 : 2,
      top_contributors: contributors,
    },
  };
}

export const communityMocks = [
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/data/v1/community_summary',
      aliases: ['/api/data/v2/community_summary'],
      family: 'service',
      access: 'public',
      response: communitySummaryContract,
    },
    ({ db, viewer, query }) => {
      const asked = communitySummaryQuery.parse(Object.fromEntries(query));
      return summary(db, asked.project_id, asked.active_member_interval, viewer);
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/data/v1/graph', aliases: ['/api/data/v2/graph'], family: 'service', access: 'public', response: communityGraphContract },
    ({ db, viewer, query }) => {
      const asked = communityGraphQuery.parse(Object.fromEntries(query));
      return { project_id: asked.project_id ?? null, days: asked.days, series: activity(db, asked.project_id, viewer).slice(-asked.days) };
    },
  ),
];
