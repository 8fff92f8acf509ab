import type { ActiveMemberInterval, CommunityGraph, CommunitySummary } from '@/lib/community/types';
import { BASES, get } from './http';

/**
 * The data service calls (R7.5): the community summary and its daily graph, for the whole site
 * (no project) or one project. The base is `/api/data/v1` in production, `/api/data/v2` otherwise.
 */

export type { ActiveMemberInterval, CommunityGraph, CommunitySummary };

/** `GET community_summary?project_id&active_member_interval` (R1.15, R9.6: week by default). */
export const fetchCommunitySummary = (projectId: number | null, interval: ActiveMemberInterval) =>
  get<CommunitySummary>(`${BASES.data}/community_summary`, { project_id: projectId ?? undefined, active_member_interval: interval });

/** `GET graph?project_id&days`: one row per UTC day, oldest first (90 days unless asked). */
export const fetchCommunityGraph = (projectId: number | null, days?: number) =>
  get<CommunityGraph>(`${BASES.data}/graph`, { project_id: projectId ?? undefined, days });
