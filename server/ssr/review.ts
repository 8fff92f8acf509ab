import type { FederationInstances } from '@/lib/federation/types';
import { listInstances } from '../federation/instances';
import type { SsrContext } from './appState';

/**
 * /admin/review's answer: the queue loads in the browser (it is live); who may see it is decided
 * here. Administrators also get the fediverse instances list (issue 38), the page's section below
 * the queue; null for moderators.
 */
export type ReviewPageProps = { state: 'ok'; instances: FederationInstances | null } | { state: 'forbidden' };

/**
 * /admin/review (issue 35): moderators and administrators. Visitors get a 404 (nothing is there
 * for them); other members a 403 with a sentence.
 */
export async function loadReviewPage(
  ctx: { res: { statusCode: number } },
  { viewer }: SsrContext,
): Promise<{ props: ReviewPageProps } | { notFound: true }> {
  if (!viewer) return { notFound: true };
  if (!viewer.isModerator) {
    ctx.res.statusCode = 403;
    return { props: { state: 'forbidden' } };
  }
  return { props: { state: 'ok', instances: viewer.isAdmin ? await listInstances(viewer) : null } };
}
