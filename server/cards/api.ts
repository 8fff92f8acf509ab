import { SHARE_CARD } from '@/lib/seo/cards';
import { cardParams, cardQuery } from '@/lib/seo/schemas';
import { sendCard } from '../discussions/card';
import { endpoint } from '../http/route';
import { pageCardData } from './data';

/**
 * `GET /api/cards/{kind}/{id}`: the social card (og:image) of an event, project, conference,
 * member profile or list page, a 1200×630 PNG drawn as topics' cards are. Its ETag is a digest of
 * what it shows, so a crawler's revalidation costs a few reads and no drawing.
 */
export const pageCardEndpoint = endpoint({
  method: 'GET',
  path: '/api/cards/{kind}/{id}',
  summary:
    "A page's social card (its og:image): a 1200×630 PNG. kind: event, project, conference (their id), member (the profile's slug) " +
    'or list (discussions, events, projects, explore); `lang` (es, de, ar) draws its words in that language (ar: mirrored, right to left). Cached for an hour, with an ETag; what a visitor may not see is its 404.',
  tag: 'seo',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  lenientQuery: true,
  produces: SHARE_CARD.type,
  params: cardParams,
  query: cardQuery,
  async handle({ req, res, params, query }) {
    const card = await pageCardData(params.kind, params.id, query.lang);
    await sendCard(req, res, card, { etag: `"card-${card.kind}-${card.digest}"`, cacheControl: 'public, max-age=3600', type: SHARE_CARD.type });
  },
});
