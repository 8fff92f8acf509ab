import { consume, LIMITS } from '../auth/rateLimit';
import { AppError, fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import { insertPageView, topPaths } from './repository';
import { isPagePath } from '@/lib/analytics/routes';
import { PATH_MAX } from '@/lib/analytics/schemas';
import type { PageViewStats } from '@/lib/analytics/types';

/** Page views recorded by the app itself (R9.10). */

/** A path or URL without its query string and hash. */
function withoutQuery(value: string): string {
  return value.split(/[?#]/, 1)[0]!;
}

/** The referrer as stored: same form as a path for this site's pages, origin + path for others. */
function cleanReferrer(value: string | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return withoutQuery(value) || null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, PATH_MAX);
  } catch {
    return null;
  }
}

/**
 * Records one view. A path the app does not serve (lib/analytics/routes.ts) is not stored, and a
 * client beyond the per-address limit is not counted any more; both still get an ordinary answer:
 * tracking must never disturb navigation.
 */
export async function recordPageView(input: { path: string; referrer?: string }, ctx: { viewer: Viewer | null; ip: string }) {
  const path = withoutQuery(input.path) || '/';
  if (!isPagePath(path)) return {};
  try {
    await consume(LIMITS.pageViewsPerIp, ctx.ip);
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return {};
    throw err;
  }
  await insertPageView({
    path,
    uid: ctx.viewer?.uid ?? null,
    referrer: cleanReferrer(input.referrer),
  });
  return {};
}

/** GET /api/admin/pageviews: administrators only. */
export async function pageViewStats(viewer: Viewer, query: { days: number; limit: number }): Promise<PageViewStats> {
  if (!viewer.isAdmin) throw fail('no-privileges');
  const { rows, total } = await topPaths(query.days, query.limit);
  return { days: query.days, total, paths: rows };
}
