import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import {
  ACTIVE_MEMBER_INTERVALS,
  type ActivityDay,
  type CommunityFigures,
  type CommunityGraph,
  type CommunitySummary,
  type Comparison,
  type OptionalComparison,
  type TopContributor,
} from './types';

/**
 * What the data service answers (lib/contracts; R7.5, R1.15, R9.6): `GET /api/data/v1/community_summary`
 * and `GET /api/data/v1/graph`.
 */

/** YYYY-MM-DD (UTC). */
const day = z.iso.date();
const count = z.number().int().nonnegative();

const comparisonContract = contractFor<Comparison>()(
  z.strictObject({ current: count, previous: count, change: z.number().nullable() }),
);

const optionalComparisonContract = contractFor<OptionalComparison>()(
  z.strictObject({ current: z.number().nullable(), previous: z.number().nullable(), change: z.number().nullable() }),
);

const topContributorContract = contractFor<TopContributor>()(
  z.strictObject({
    uid: z.number().int().positive(),
    username: z.string(),
    userslug: z.string(),
    fullname: z.string(),
    picture: z.string().nullable(),
    posts: count,
    answers: count,
    accepted: count,
  }),
);

const communityFiguresContract = contractFor<CommunityFigures>()(
  z.strictObject({
    from: day,
    to: day,
    previous_from: day,
    active_members: comparisonContract,
    new_members: comparisonContract,
    posts: comparisonContract,
    questions: comparisonContract,
    answered_share: optionalComparisonContract,
    median_first_answer_seconds: optionalComparisonContract,
    events_held: comparisonContract,
    events_upcoming: count,
    top_contributors: z.array(topContributorContract),
  }),
);

export const communitySummaryContract = contractFor<CommunitySummary>()(
  z.strictObject({
    project_id: z.number().int().positive().nullable(),
    active_member_interval: z.enum(ACTIVE_MEMBER_INTERVALS),
    community: communityFiguresContract,
  }),
);

const activityDayContract = contractFor<ActivityDay>()(
  z.strictObject({ date: day, posts: count, answers: count, active_members: count, page_views: count }),
);

export const communityGraphContract = contractFor<CommunityGraph>()(
  z.strictObject({
    project_id: z.number().int().positive().nullable(),
    days: z.number().int().positive(),
    series: z.array(activityDayContract),
  }),
);
