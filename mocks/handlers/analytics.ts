import { emptyAnswer } from '@/lib/contracts';
import { mockEndpoint } from '../endpoint';

/** Page views (R9.10): the mocked API takes them and keeps nothing. */
export const analyticsMocks = [
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/v3/pageviews',
      family: 'v3',
      access: 'public',
      beforeConsent: true,
      response: emptyAnswer,
      example: () => ({ body: { path: '/discussions' } }),
    },
    () => ({}),
  ),
];
