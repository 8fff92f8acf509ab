import { z } from 'zod';
import { errorKeyMessage } from '@/lib/errors/keys';
import { pathId } from '@/lib/params';
import { line } from '@/lib/strings';
import { languageParam } from '@/lib/i18n/schemas';
import { PAGE_CARD_KINDS } from './cards';

/** Path values of `GET /sitemaps/{source}-{page}.xml` (`/api/seo/sitemap/{source}/{page}`). */
export const sitemapParams = z.object({
  source: line().regex(/^[a-z]{1,40}$/, { error: errorKeyMessage('not-found') }),
  page: pathId('not-found'),
});

/** Path values of `GET /api/cards/{kind}/{id}`: a card kind, and an id as the kind reads it (server/cards/data.ts). */
export const cardParams = z.object({
  kind: z.enum(PAGE_CARD_KINDS, { error: errorKeyMessage('not-found') }),
  id: line().min(1, { error: errorKeyMessage('not-found') }).max(100, { error: errorKeyMessage('not-found') }),
});

/** The query of `GET /api/cards/{kind}/{id}`: the language its words are drawn in (server/cards/layout.ts: Arabic right to left). */
export const cardQuery = z.object({ lang: languageParam });
