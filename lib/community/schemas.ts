import { z } from 'zod';
import { idFilter } from '@/lib/params';
import { DEFAULT_ACTIVE_MEMBER_INTERVAL, GRAPH_DAYS, isActiveMemberInterval, type ActiveMemberInterval } from './types';

/**
 * Query schemas of the data service (R7.5). Lenient, as every query of the site (R5.1): an
 * unknown interval is the default week, a bad project id or day count is no filter / the default.
 */

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

const interval = z
  .preprocess(first, z.unknown())
  .transform((v): ActiveMemberInterval => {
    const value = typeof v === 'string' ? v.trim().toLowerCase() : v;
    return isActiveMemberInterval(value) ? value : DEFAULT_ACTIVE_MEMBER_INTERVAL;
  });

const days = z
  .preprocess(first, z.unknown())
  .transform((v): number => {
    const n = typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : typeof v === 'number' && Number.isInteger(v) ? v : NaN;
    return Number.isFinite(n) ? Math.min(GRAPH_DAYS.max, Math.max(GRAPH_DAYS.min, n)) : GRAPH_DAYS.fallback;
  });

/** `GET /api/data/v1/community_summary?project_id&active_member_interval` (day | week | month). */
export const communitySummaryQuery = z.object({
  project_id: idFilter,
  active_member_interval: interval,
});
export type CommunitySummaryQuery = z.infer<typeof communitySummaryQuery>;

/** `GET /api/data/v1/graph?project_id&days` (7–365, default 90). */
export const communityGraphQuery = z.object({
  project_id: idFilter,
  days,
});
export type CommunityGraphQuery = z.infer<typeof communityGraphQuery>;
