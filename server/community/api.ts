import { communityGraphContract, communitySummaryContract } from '@/lib/community/contracts';
import { communityGraphQuery, communitySummaryQuery } from '@/lib/community/schemas';
import type { CommunityGraph, CommunitySummary } from '@/lib/community/types';
import { endpoint } from '../http/route';
import * as community from './service';

/**
 * The data service (R7.5, R1.15, R9.6): how alive the site or a project is. Public, like the
 * project page's community tab; answered at `/api/data/v1` and at the spec's non-production base
 * `/api/data/v2` (server/http/aliases.ts).
 */

const TAG = 'data';

export const communitySummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/data/v1/community_summary',
  aliases: ['/api/data/v2/community_summary'],
  summary:
    'Community summary of the site or a project (project_id) over the last day, week (default) or month (active_member_interval), each figure compared with the interval before.',
  tag: TAG,
  family: 'service',
  access: 'public',
  query: communitySummaryQuery,
  response: communitySummaryContract,
  handle: async ({ query, viewer }): Promise<CommunitySummary> => {
    await community.checkCommunityReader(query.project_id, viewer);
    return community.communitySummary(query);
  },
});

export const communityGraphEndpoint = endpoint({
  method: 'GET',
  path: '/api/data/v1/graph',
  aliases: ['/api/data/v2/graph'],
  summary: 'Daily activity of the site or a project (project_id) over the last days (7–365, default 90): posts, answers, active members, page views.',
  tag: TAG,
  family: 'service',
  access: 'public',
  query: communityGraphQuery,
  response: communityGraphContract,
  handle: async ({ query, viewer }): Promise<CommunityGraph> => {
    await community.checkCommunityReader(query.project_id, viewer);
    return community.communityGraph(query);
  },
});
