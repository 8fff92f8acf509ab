import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db';
import { localMemberSql } from '../users/localMemberSql';

/**
 * Read side of the community summary and graph (R7.5), for the whole site or one project. Counts
 * of posts, questions, answers, page views and active members come from the daily rollups the
 * activity job keeps (`activity_days`, `activity_members`, ./repository.ts), so a month of a busy
 * site is about sixty rows, not every post and vote; questions' answers (share and time to the
 * first) and events are read from their tables through their indexes (docs/DECISIONS.md
 * "Community summary").
 */

/** Two adjacent intervals: [previousFrom, from) and [from, to). */
export interface Window {
  previousFrom: Date;
  from: Date;
  to: Date;
}

/** null: the whole site. */
export type Scope = number | null;

const at = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;

/** Visible topics of the scope, as a condition on a topics alias `t`. */
function topicScope(scope: Scope): SQL {
  const visible = sql`NOT t.deleted AND NOT t.draft`;
  return scope === null ? visible : sql`${visible} AND t.tid IN (SELECT tid FROM topic_projects WHERE project_id = ${scope})`;
}

/** Published events of the scope, as a condition on an events alias `e`. */
function eventScope(scope: Scope): SQL {
  const published = sql`e.event_status = 'published'`;
  return scope === null ? published : sql`${published} AND e.projects @> ARRAY[${scope}]::integer[]`;
}

export interface Pair {
  current: number;
  previous: number;
}

type PairRow = { current: number | string | null; previous: number | string | null };
const pair = (row: PairRow | undefined): Pair => ({ current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) });

const dayAt = (d: Date): SQL => sql`(${d.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date`;
const scopeId = (scope: Scope): number => scope ?? 0;

/** Posts, questions and answers written in each interval (the rollups' sums). */
export async function writtenCounts(scope: Scope, w: Window): Promise<{ posts: Pair; questions: Pair; answers: Pair }> {
  const { rows } = await getDb().execute<Record<string, number | string | null>>(sql`
    SELECT
      sum(posts) FILTER (WHERE day >= ${dayAt(w.from)}) AS posts_current, sum(posts) FILTER (WHERE day < ${dayAt(w.from)}) AS posts_previous,
      sum(questions) FILTER (WHERE day >= ${dayAt(w.from)}) AS questions_current, sum(questions) FILTER (WHERE day < ${dayAt(w.from)}) AS questions_previous,
      sum(answers) FILTER (WHERE day >= ${dayAt(w.from)}) AS answers_current, sum(answers) FILTER (WHERE day < ${dayAt(w.from)}) AS answers_previous
    FROM activity_days WHERE project_id = ${scopeId(scope)} AND day >= ${dayAt(w.previousFrom)} AND day < ${dayAt(w.to)}`);
  const row = rows[0] ?? {};
  const of = (name: string): Pair => ({ current: Number(row[`${name}_current`] ?? 0), previous: Number(row[`${name}_previous`] ?? 0) });
  return { posts: of('posts'), questions: of('questions'), answers: of('answers') };
}

export interface QuestionFigures {
  questions: number;
  answered: number;
  /** Median seconds to the first answer (null: none answered). */
  median: number | null;
}

/**
 * Questions (faq topics) asked in each interval, how many have an answer and the median time to
 * the first one (`topics.first_answer_at`, kept by a trigger on posts; an index-only scan of the
 * questions index for the site).
 */
export async function questionFigures(scope: Scope, w: Window): Promise<{ current: QuestionFigures; previous: QuestionFigures }> {
  const { rows } = await getDb().execute<{ cur: boolean; questions: number; answered: number; median: number | null }>(sql`
    SELECT t.created_at >= ${at(w.from)} AS cur, count(*)::int AS questions, count(t.first_answer_at)::int AS answered,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.first_answer_at - t.created_at))
        FILTER (WHERE t.first_answer_at IS NOT NULL) AS median
    FROM topics t
    WHERE t.post_type = 'faq' AND t.created_at >= ${at(w.previousFrom)} AND t.created_at < ${at(w.to)} AND ${topicScope(scope)}
    GROUP BY 1`);
  const of = (cur: boolean): QuestionFigures => {
    const row = rows.find((r) => r.cur === cur);
    return { questions: Number(row?.questions ?? 0), answered: Number(row?.answered ?? 0), median: row?.median == null ? null : Math.round(Number(row.median)) };
  };
  return { current: of(true), previous: of(false) };
}

/** Rows of `activity_members` or `activity_firsts` of this community's members, not remote ones (issue 38). */
const localMembersOnly = sql`uid NOT IN (SELECT r.uid FROM users r WHERE NOT ${localMemberSql(sql`r.remote`)})`;

/** Distinct active members in each interval. */
export async function activeMembers(scope: Scope, w: Window): Promise<Pair> {
  const { rows } = await getDb().execute<PairRow>(sql`
    SELECT count(DISTINCT uid) FILTER (WHERE day >= ${dayAt(w.from)}) AS current, count(DISTINCT uid) FILTER (WHERE day < ${dayAt(w.from)}) AS previous
    FROM activity_members WHERE project_id = ${scopeId(scope)} AND day >= ${dayAt(w.previousFrom)} AND day < ${dayAt(w.to)} AND ${localMembersOnly}`);
  return pair(rows[0]);
}

/**
 * New members in each interval: for the site, who joined; for a project, members whose first
 * activity in the project (`activity_firsts`) falls in the interval.
 */
export async function newMembers(scope: Scope, w: Window): Promise<Pair> {
  const query =
    scope === null
      ? sql`SELECT count(*) FILTER (WHERE joined_at >= ${at(w.from)}) AS current, count(*) FILTER (WHERE joined_at < ${at(w.from)}) AS previous
          FROM users WHERE ${localMemberSql(sql`remote`)} AND joined_at >= ${at(w.previousFrom)} AND joined_at < ${at(w.to)}`
      : sql`SELECT count(*) FILTER (WHERE first_day >= ${dayAt(w.from)}) AS current, count(*) FILTER (WHERE first_day < ${dayAt(w.from)}) AS previous
          FROM activity_firsts WHERE project_id = ${scope} AND first_day >= ${dayAt(w.previousFrom)} AND first_day < ${dayAt(w.to)} AND ${localMembersOnly}`;
  const { rows } = await getDb().execute<PairRow>(query);
  return pair(rows[0]);
}

/** Events held (started, not cancelled) in each interval, and events still to start. */
export async function eventCounts(scope: Scope, w: Window, now: Date): Promise<Pair & { upcoming: number }> {
  const { rows } = await getDb().execute<PairRow & { upcoming: number }>(sql`
    SELECT
      count(*) FILTER (WHERE e.starts_at >= ${at(w.from)} AND e.starts_at < ${at(w.to)} AND e.starts_at <= ${at(now)}) AS current,
      count(*) FILTER (WHERE e.starts_at >= ${at(w.previousFrom)} AND e.starts_at < ${at(w.from)}) AS previous,
      count(*) FILTER (WHERE e.starts_at > ${at(now)}) AS upcoming
    FROM events e
    WHERE ${eventScope(scope)} AND e.lifecycle <> 'cancelled' AND e.starts_at >= ${at(w.previousFrom)}`);
  return { ...pair(rows[0]), upcoming: Number(rows[0]?.upcoming ?? 0) };
}

export type ContributorRow = {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
  settings: Record<string, unknown>;
  posts: number;
  answers: number;
  accepted: number;
};

/** The members who wrote most in [from, to): posts, answers to questions and accepted answers. */
export async function topContributors(scope: Scope, from: Date, to: Date, limit: number): Promise<ContributorRow[]> {
  const { rows } = await getDb().execute<ContributorRow>(sql`
    SELECT u.uid, u.username, u.userslug, u.fullname, u.picture, u.settings, c.posts, c.answers, c.accepted
    FROM (
      SELECT uid, sum(posts)::int AS posts, sum(answers)::int AS answers, sum(accepted)::int AS accepted
      FROM activity_members WHERE project_id = ${scopeId(scope)} AND day >= ${dayAt(from)} AND day < ${dayAt(to)}
        AND ${localMembersOnly}
      GROUP BY uid HAVING sum(posts) > 0
      ORDER BY 2 DESC, 3 DESC, uid
      LIMIT ${limit}
    ) c JOIN users u ON u.uid = c.uid
    ORDER BY c.posts DESC, c.answers DESC, c.uid`);
  return rows.map((r) => ({ ...r, uid: Number(r.uid), posts: Number(r.posts), answers: Number(r.answers), accepted: Number(r.accepted) }));
}

export type DayRow = {
  day: string;
  posts: number;
  answers: number;
  active_members: number;
  page_views: number;
};

/** One row per UTC day from `from` (a day's start) to `to` (exclusive), oldest first; days without activity are zeros. */
export async function dailySeries(scope: Scope, from: Date, to: Date): Promise<DayRow[]> {
  const { rows } = await getDb().execute<DayRow>(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(a.posts, 0) AS posts, coalesce(a.answers, 0) AS answers,
      coalesce(a.active_members, 0) AS active_members, coalesce(a.page_views, 0) AS page_views
    FROM generate_series(${dayAt(from)}, ${dayAt(to)} - 1, interval '1 day') AS d(day)
    LEFT JOIN activity_days a ON a.project_id = ${scopeId(scope)} AND a.day = d.day::date
    ORDER BY d.day`);
  return rows.map((r) => ({
    day: String(r.day),
    posts: Number(r.posts),
    answers: Number(r.answers),
    active_members: Number(r.active_members),
    page_views: Number(r.page_views),
  }));
}

/** Whether a project exists, and whether it is hidden (null: no such project). */
export async function projectState(id: number): Promise<{ hidden: boolean } | null> {
  const { rows } = await getDb().execute<{ hidden: boolean }>(sql`SELECT hidden FROM projects WHERE id = ${id}`);
  return rows[0] ? { hidden: Boolean(rows[0].hidden) } : null;
}
