import type { TrustLevel } from './levels';

/**
 * What a member has done, as the promotion job counts it (server/trust/repository.ts `statsOf`),
 * and the one rule that turns it into the level they have earned (docs/features/trust.md).
 */
export interface TrustStats {
  /** Whole days since the account was made. */
  accountDays: number;
  /** Distinct days (UTC) the member was here: viewed a page or wrote something. */
  daysVisited: number;
  /** Distinct topics whose page the member opened. */
  topicsRead: number;
  /** Replies other members wrote to the member's posts. */
  repliesReceived: number;
  /** Upvotes on the member's posts. */
  upvotesReceived: number;
  /** The member's answers that a question's author (someone else) accepted. */
  acceptedAnswers: number;
  /** Whole days since a report about the member or one of their posts was upheld; null: none lately. */
  daysSinceUpheldFlag: number | null;
}

/** What a level may ask for: each count at least so much (0: not asked); `cleanDays`: days without an upheld report about the member. */
const REQUIREMENT_KEYS = ['accountDays', 'daysVisited', 'topicsRead', 'repliesReceived', 'upvotesReceived', 'acceptedAnswers', 'cleanDays'] as const;
export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];
type LevelRequirements = Record<RequirementKey, number>;

/** The levels the job gives (4, leader, is a moderator's decision only). */
type EarnedLevel = Exclude<TrustLevel, 4>;
export type PromotedLevel = Exclude<EarnedLevel, 0>;

export type TrustThresholds = Record<PromotedLevel, LevelRequirements>;

const NONE: LevelRequirements = { accountDays: 0, daysVisited: 0, topicsRead: 0, repliesReceived: 0, upvotesReceived: 0, acceptedAnswers: 0, cleanDays: 0 };

/**
 * The defaults, after Discourse's: a day and a little reading show a person, not a script (basic);
 * weeks of reading and others answering and upvoting show a member of the community (member);
 * months of visits and accepted answers show a regular. A report upheld against them holds the
 * two higher levels back for a while (60 and 100 days).
 */
export const DEFAULT_TRUST_THRESHOLDS: TrustThresholds = {
  1: { ...NONE, accountDays: 1, daysVisited: 2, topicsRead: 5 },
  2: { ...NONE, accountDays: 7, daysVisited: 10, topicsRead: 30, repliesReceived: 3, upvotesReceived: 5, cleanDays: 60 },
  3: { ...NONE, accountDays: 30, daysVisited: 50, topicsRead: 100, repliesReceived: 20, upvotesReceived: 20, acceptedAnswers: 3, cleanDays: 100 },
};

/** One requirement as the member reads it: what they have and what is asked. */
export interface TrustNeed {
  key: RequirementKey;
  have: number;
  need: number;
}

/** The member's count for a requirement (clean days: since the last upheld report, at most what is asked). */
function have(stats: TrustStats, key: RequirementKey, need: number): number {
  if (key === 'cleanDays') return stats.daysSinceUpheldFlag === null ? need : Math.min(stats.daysSinceUpheldFlag, need);
  return stats[key];
}

/** What a level asks for, each with the member's count (only what it asks). */
function needsFor(stats: TrustStats, requirements: LevelRequirements): TrustNeed[] {
  return REQUIREMENT_KEYS.filter((key) => requirements[key] > 0).map((key) => ({ key, have: have(stats, key, requirements[key]), need: requirements[key] }));
}

function meets(stats: TrustStats, requirements: LevelRequirements): boolean {
  return needsFor(stats, requirements).every((n) => n.have >= n.need);
}

/** The highest level (0 to 3) whose requirements, and those of every level below it, the stats meet. */
export function levelEarned(stats: TrustStats, thresholds: TrustThresholds = DEFAULT_TRUST_THRESHOLDS): EarnedLevel {
  let level: EarnedLevel = 0;
  for (const next of [1, 2, 3] as const) {
    if (!meets(stats, thresholds[next])) break;
    level = next;
  }
  return level;
}

/**
 * The level the job gives a member: what they earned when it is higher than what they have, else
 * what they have (it never lowers a level), and never a change to a level a moderator locked.
 */
export function promotedLevel(current: TrustLevel, locked: boolean, stats: TrustStats, thresholds: TrustThresholds = DEFAULT_TRUST_THRESHOLDS): TrustLevel {
  if (locked) return current;
  const earned = levelEarned(stats, thresholds);
  return earned > current ? earned : current;
}

/** The next level the job could give and what it asks for; null from level 3 up (leaders are chosen). */
export function nextLevel(current: TrustLevel, stats: TrustStats, thresholds: TrustThresholds = DEFAULT_TRUST_THRESHOLDS): { level: PromotedLevel; needs: TrustNeed[] } | null {
  if (current >= 3) return null;
  const level = (current + 1) as PromotedLevel;
  return { level, needs: needsFor(stats, thresholds[level]) };
}

/**
 * The thresholds with a level's requirements overridden from a setting such as
 * `daysVisited=20,topicsRead=50` (server/config.ts: TRUST_LEVEL_1 to TRUST_LEVEL_3). An unknown
 * name or a value that is not a whole number ≥ 0 is left out: the default stays.
 */
export function thresholdsWith(overrides: Partial<Record<PromotedLevel, string | undefined>>, base: TrustThresholds = DEFAULT_TRUST_THRESHOLDS): TrustThresholds {
  const result: TrustThresholds = { 1: { ...base[1] }, 2: { ...base[2] }, 3: { ...base[3] } };
  for (const level of [1, 2, 3] as const) {
    for (const pair of (overrides[level] ?? '').split(',')) {
      const [name, raw] = pair.split('=').map((part) => part.trim());
      const value = Number(raw);
      if ((REQUIREMENT_KEYS as readonly string[]).includes(name ?? '') && raw !== '' && Number.isInteger(value) && value >= 0) {
        result[level][name as RequirementKey] = value;
      }
    }
  }
  return result;
}
