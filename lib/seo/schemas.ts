import { z } from 'zod';
import { errorKeyMessage } from '@/lib/errors/keys';
import { pathId } from '@/lib/params';
import { line } from '@/lib/strings';

/** Path values of `GET /sitemaps/{source}-{page}.xml` (`/api/seo/sitemap/{source}/{page}`). */
export const sitemapParams = z.object({
  source: line().regex(/^[a-z]{1,40}$/, { error: errorKeyMessage('not-found') }),
  page: pathId('not-found'),
});
