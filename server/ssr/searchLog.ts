import type { SearchLogPageProps } from '@/lib/search/global';
import { searchLogReport } from '../search/global/log';
import type { SsrContext } from './appState';

/**
 * /admin/searches: the search log for administrators (top searches and searches with no results,
 * the last 30 days). Visitors get a 404 (nothing is there for them); members who are not
 * administrators a 403.
 */
export async function loadSearchLogPage(
  ctx: { res: { statusCode: number } },
  { viewer }: SsrContext,
): Promise<{ props: SearchLogPageProps } | { notFound: true }> {
  if (!viewer) return { notFound: true };
  if (!viewer.isAdmin) {
    ctx.res.statusCode = 403;
    return { props: { state: 'forbidden' } };
  }
  return { props: { state: 'ok', report: await searchLogReport(viewer, 30) } };
}
