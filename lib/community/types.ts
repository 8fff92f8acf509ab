/**
 * The community data contract (R1.15 project community page, R7.5 data calls, R9.6): what
 * `GET /api/data/v1/community_summary` and `GET /api/data/v1/graph` answer, for one project or
 * the whole site. Built by server/community/, read by the project page's community tab.
 *
 * Intervals are whole UTC days ending today (today so far included): `day` is today, `week` the
 * last 7 days, `month` the last 30; the comparison is with the same number of days just before.
 * Definitions (docs/DECISIONS.md "Community summary"): a post is any post of a visible topic; a
 * question is a faq topic; its answers are the replies to it; a member is active on a day when
 * they posted, voted on a post, registered for an event or viewed a page of the project (or of
 * the site) signed in.
 */

export const ACTIVE_MEMBER_INTERVALS = ['day', 'week', 'month'] as const;
export type ActiveMemberInterval = (typeof ACTIVE_MEMBER_INTERVALS)[number];

/** R9.6: the interval when none (or an unknown one) is asked for. */
export const DEFAULT_ACTIVE_MEMBER_INTERVAL: ActiveMemberInterval = 'week';

/** Days an interval covers. */
export const INTERVAL_DAYS: Readonly<Record<ActiveMemberInterval, number>> = { day: 1, week: 7, month: 30 };

/** The graph's days: 90 by default, 7 to 365. */
export const GRAPH_DAYS = { fallback: 90, min: 7, max: 365 } as const;

/** How many top contributors the summary lists. */
export const TOP_CONTRIBUTORS = 5;

/** A figure for the interval and the one before it; `change` is (current - previous) / previous, null when previous is 0. */
export interface Comparison {
  current: number;
  previous: number;
  change: number | null;
}

/** A figure that may be missing (the median of nothing). */
export interface OptionalComparison {
  current: number | null;
  previous: number | null;
  change: number | null;
}

export interface TopContributor {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string | null;
  /** Posts written in the interval (topics and replies). */
  posts: number;
  /** Replies to questions written in the interval. */
  answers: number;
  /** Of those, accepted. */
  accepted: number;
}

export interface CommunityFigures {
  /** The interval's first and last day and the previous interval's first day (YYYY-MM-DD, UTC). */
  from: string;
  to: string;
  previous_from: string;
  active_members: Comparison;
  /** Members whose first activity here falls in the interval (for the site: who joined). */
  new_members: Comparison;
  posts: Comparison;
  questions: Comparison;
  /** Of the interval's questions, the share (0–1) with at least one answer; null without questions. */
  answered_share: OptionalComparison;
  /** Median seconds from a question to its first answer, over the interval's answered questions. */
  median_first_answer_seconds: OptionalComparison;
  /** Published events that started in the interval (not cancelled). */
  events_held: Comparison;
  /** Published events still to start. */
  events_upcoming: number;
  top_contributors: TopContributor[];
}

/** `GET /api/data/v1/community_summary` (the spec's community summary state: project_id, active_member_interval, community). */
export interface CommunitySummary {
  project_id: number | null;
  active_member_interval: ActiveMemberInterval;
  community: CommunityFigures;
}

export interface ActivityDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  posts: number;
  answers: number;
  active_members: number;
  page_views: number;
}

/** `GET /api/data/v1/graph`: one row per day, oldest first, today last. */
export interface CommunityGraph {
  project_id: number | null;
  days: number;
  series: ActivityDay[];
}

export function isActiveMemberInterval(value: unknown): value is ActiveMemberInterval {
  return typeof value === 'string' && (ACTIVE_MEMBER_INTERVALS as readonly string[]).includes(value);
}
