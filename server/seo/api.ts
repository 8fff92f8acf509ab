import type { NextApiResponse } from 'next';
import { sitemapParams } from '@/lib/seo/schemas';
import { fail } from '../http/errors';
import { endpoint } from '../http/route';
import { robotsTxt } from './robots';
import { sitemapIndex, sitemapPage } from './sitemaps';

/**
 * What crawlers read: robots.txt and the sitemaps (reached at `/robots.txt`, `/sitemap.xml` and
 * `/sitemaps/{source}-{page}.xml` through the server's aliases). Public, cached for an hour.
 */

function send(res: NextApiResponse, type: string, body: string): void {
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).end(body);
}

export const robotsEndpoint = endpoint({
  method: 'GET',
  path: '/api/seo/robots',
  aliases: ['GET /robots.txt'],
  summary: 'robots.txt: the private pages and the API are disallowed; names the sitemap index.',
  tag: 'seo',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  lenientQuery: true,
  produces: 'text/plain',
  handle: ({ res }) => send(res, 'text/plain', robotsTxt()),
});

export const sitemapIndexEndpoint = endpoint({
  method: 'GET',
  path: '/api/seo/sitemap',
  aliases: ['GET /sitemap.xml'],
  summary: 'The sitemap index: one child sitemap per page of public pages, topics and member profiles.',
  tag: 'seo',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  lenientQuery: true,
  produces: 'application/xml',
  handle: async ({ res }) => send(res, 'application/xml', await sitemapIndex()),
});

export const sitemapPageEndpoint = endpoint({
  method: 'GET',
  path: '/api/seo/sitemap/{source}/{page}',
  aliases: ['GET /sitemaps/{source}-{page}.xml'],
  summary: 'One child sitemap: a page of one source, each URL with its lastmod where known.',
  tag: 'seo',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  lenientQuery: true,
  produces: 'application/xml',
  params: sitemapParams,
  async handle({ params, res }) {
    const body = await sitemapPage(params.source, params.page);
    if (body === null) throw fail('not-found');
    send(res, 'application/xml', body);
  },
});
