import {
  INTERVAL_DAYS,
  TOP_CONTRIBUTORS,
  type Comparison,
  type CommunityGraph,
  type CommunitySummary,
  type OptionalComparison,
} from '@/lib/community/types';
import type { CommunityGraphQuery, CommunitySummaryQuery } from '@/lib/community/schemas';
import { postUser } from '../discussions/present';
import { fail } from '../http/errors';
import { maySeeProject } from '../projects/permissions';
import type { Viewer } from '../users/viewer';
import * as q from './queries';
import { DAY_MS } from '@/lib/time';
import { LRUCache } from 'lru-cache';

/**
 * The community summary and graph (R1.15, R7.5, R9.6): how alive the site or one project is,
 * over whole UTC days ending today, compared with the days just before (docs/DECISIONS.md
 * "Community summary"). Reads only; public, like the project page that shows it (a hidden
 * project's only for moderators: `checkCommunityReader`).
 */


/** The start (00:00 UTC) of the day `now` is in. */
const dayStart = (now: Date): Date => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The last `days` UTC days ending today (today so far included) and the same number before. */
function windowOf(days: number, now: Date): q.Window {
  const to = new Date(dayStart(now).getTime() + DAY_MS);
  const from = new Date(to.getTime() - days * DAY_MS);
  return { previousFrom: new Date(from.getTime() - days * DAY_MS), from, to };
}

const changeOf = (current: number | null, previous: number | null): number | null =>
  current === null || previous === null || previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 1000;

const compare = ({ current, previous }: q.Pair): Comparison => ({ current, previous, change: changeOf(current, previous) });
const compareOptional = (current: number | null, previous: number | null): OptionalComparison => ({
  current,
  previous,
  change: changeOf(current, previous),
});

const share = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

async function checkScope(projectId: number | undefined): Promise<q.Scope> {
  if (projectId === undefined) return null;
  if (!(await q.projectState(projectId))) throw fail('no-project');
  return projectId;
}

/**
 * The data calls' permission (R1.10): a hidden project's figures only for moderators and
 * administrators, like the project itself; `no-project` for anyone else. The site is public.
 */
export async function checkCommunityReader(projectId: number | undefined, viewer: Viewer | null): Promise<void> {
  if (projectId === undefined) return;
  const state = await q.projectState(projectId);
  if (!state || !maySeeProject(state, viewer)) throw fail('no-project');
}

/**
 * Summaries computed lately, per scope, interval and day: a summary reads the rollups in a few
 * milliseconds for a project but counts distinct members over every member's days for a busy
 * site, and the rollups change once a minute at most. Kept for a minute, at most 500, forgotten
 * when this process refreshes the rollups.
 */
const MEMO_MS = 60 * 1000;
const MEMO_MAX = 500;
const memo = new LRUCache<string, { at: number; summary: Promise<CommunitySummary> }>({ max: MEMO_MAX, ttl: MEMO_MS });

/** Forgets every remembered summary (after the rollups changed). */
export function forgetSummaries(): void {
  memo.clear();
}

/** `GET /api/data/v1/community_summary?project_id&active_member_interval`. */
export async function communitySummary(query: CommunitySummaryQuery, now: Date = new Date()): Promise<CommunitySummary> {
  const scope = await checkScope(query.project_id);
  const key = `${scope ?? 0}:${query.active_member_interval}:${dayStart(now).getTime()}`;
  const known = memo.get(key);
  if (known && now.getTime() - known.at >= 0 && now.getTime() - known.at < MEMO_MS) return known.summary;
  const summary = computeSummary(scope, query, now);
  memo.set(key, { at: now.getTime(), summary });
  summary.catch(() => memo.delete(key));
  return summary;
}

async function computeSummary(scope: q.Scope, query: CommunitySummaryQuery, now: Date): Promise<CommunitySummary> {
  const interval = query.active_member_interval;
  const w = windowOf(INTERVAL_DAYS[interval], now);
  const [written, questions, active, joined, events, contributors] = await Promise.all([
    q.writtenCounts(scope, w),
    q.questionFigures(scope, w),
    q.activeMembers(scope, w),
    q.newMembers(scope, w),
    q.eventCounts(scope, w, now),
    q.topContributors(scope, w.from, w.to, TOP_CONTRIBUTORS),
  ]);
  return {
    project_id: scope,
    active_member_interval: interval,
    community: {
      from: isoDay(w.from),
      to: isoDay(new Date(w.to.getTime() - DAY_MS)),
      previous_from: isoDay(w.previousFrom),
      active_members: compare(active),
      new_members: compare(joined),
      posts: compare(written.posts),
      questions: compare(written.questions),
      answered_share: compareOptional(
        share(questions.current.answered, questions.current.questions),
        share(questions.previous.answered, questions.previous.questions),
      ),
      median_first_answer_seconds: compareOptional(questions.current.median, questions.previous.median),
      events_held: compare(events),
      events_upcoming: events.upcoming,
      top_contributors: contributors.map((c) => {
        const user = postUser(c);
        return {
          uid: user.uid,
          username: user.username,
          userslug: user.userslug,
          fullname: user.fullname,
          picture: user.picture || null,
          posts: c.posts,
          answers: c.answers,
          accepted: c.accepted,
        };
      }),
    },
  };
}

/** `GET /api/data/v1/graph?project_id&days`: the daily series behind the summary. */
export async function communityGraph(query: CommunityGraphQuery, now: Date = new Date()): Promise<CommunityGraph> {
  const scope = await checkScope(query.project_id);
  const w = windowOf(query.days, now);
  const rows = await q.dailySeries(scope, w.from, w.to);
  return {
    project_id: scope,
    days: query.days,
    series: rows.map((r) => ({ date: r.day, posts: r.posts, answers: r.answers, active_members: r.active_members, page_views: r.page_views })),
  };
}
