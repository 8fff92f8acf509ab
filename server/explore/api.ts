import { exploreTagsContract } from '@/lib/search/contracts';
import { endpoint } from '../http/route';
import { exploreTags } from './service';

/** The explore page's tags (R1.6), public: the same answer for everyone. */
export const exploreTagsEndpoint = endpoint({
  method: 'GET',
  path: '/api/explore/tags',
  summary:
    'Popular tags (posts, events and projects carrying each, all time; visible content only) and trending tags ' +
    '(used more in the last 7 days than in the 7 before, with `recent` uses), for /explore. Recomputed at most once a minute.',
  tag: 'search',
  family: 'read',
  access: 'public',
  response: exploreTagsContract,
  handle: () => exploreTags(),
});
