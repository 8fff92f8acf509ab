import { endpoint } from '../http/route';
import { emptyAnswer } from '@/lib/contracts';
import { pageViewStatsContract } from '@/lib/analytics/contracts';
import { pageViewBody, pageViewStatsQuery } from '@/lib/analytics/schemas';
import { pageViewStats, recordPageView } from './service';

/** Page view endpoints: the app records its own views; administrators read the top paths. */

export const recordPageViewEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/pageviews',
  summary: 'Record a page view (sent on every non-shallow route change); answers {}.',
  tag: 'analytics',
  family: 'v3',
  access: 'public',
  ownStateOnly: true,
  // Counting a view gives nothing away, and must not send the client to the consent step.
  beforeConsent: true,
  body: pageViewBody,
  response: emptyAnswer,
  handle: ({ body, viewer, ip }) => recordPageView(body, { viewer, ip }),
});

export const pageViewStatsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/pageviews',
  summary: 'The most viewed paths of the last `days` days with their counts (administrators only).',
  tag: 'analytics',
  family: 'read',
  access: 'member',
  query: pageViewStatsQuery,
  response: pageViewStatsContract,
  handle: ({ query, viewer }) => pageViewStats(viewer!, query),
});
