import type { ParsedUrlQuery } from 'node:querystring';
import { intervalFromQuery } from '@/lib/community/display';
import { GRAPH_DAYS } from '@/lib/community/types';
import type { CommunitySeed } from '@/lib/ssr/seed';
import { communityGraph, communitySummary } from '../community/service';

/**
 * The community tab's part of a page seed (R1.15, R7.5, R9.6): the summary for the address's
 * `?interval=` (week by default) and the 90-day graph of a project (or of the site: null), read
 * through the community service as the API answers them. A page loader calls it when the tab is
 * open and puts the answer in its seed as `community`; a part that fails to read is left null and
 * the tab asks for it in the browser.
 */
export async function loadCommunitySeed(projectId: number | null, query: ParsedUrlQuery): Promise<CommunitySeed> {
  const interval = intervalFromQuery(query.interval);
  const scope = projectId ?? undefined;
  const [summary, graph] = await Promise.allSettled([
    communitySummary({ project_id: scope, active_member_interval: interval }),
    communityGraph({ project_id: scope, days: GRAPH_DAYS.fallback }),
  ]);
  return {
    project_id: projectId,
    interval,
    summary: summary.status === 'fulfilled' ? summary.value : null,
    graph: graph.status === 'fulfilled' ? graph.value : null,
  };
}
