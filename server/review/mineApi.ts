import { emptyAnswer } from '@/lib/contracts';
import { emptyBody } from '@/lib/discussions/schemas';
import { ownHeldPageContract } from '@/lib/review/mineContracts';
import { ownHeldParams, ownHeldPostParams, ownHeldQuery } from '@/lib/review/mineSchemas';
import { endpoint } from '../http/route';
import * as mine from './mine';

/** A member's own posts held for review (issue 35): reading them and withdrawing one; the rules are in ./mine. */

const TAG = 'moderation';

export const ownHeldPostsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/users/{uid}/held',
  summary:
    "The member's own posts waiting for a moderator's approval (own only: no-privileges for anyone else), newest first, " +
    '20 per page (?page=): {items: [{id, kind: topic|reply, title, content (as written), topic ({tid, title, slug} of the ' +
    'topic a reply answers, else null), timestamp}], page, hasMore}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: ownHeldParams,
  query: ownHeldQuery,
  response: ownHeldPageContract,
  handle: ({ params, query, viewer }) => mine.ownHeldPosts(viewer, params.uid, query.page),
});

export const withdrawHeldPostEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/users/{uid}/held/{id}',
  summary:
    "Withdraw one of the member's own held posts (own only: no-privileges for another uid): it is never posted and leaves " +
    "the moderators' review queue at once (event:review). Another member's, or one a moderator approved or rejected " +
    'already: 404 no-held-post. Open to a suspended member (it changes only what they alone sent). Answers {}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: ownHeldPostParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => mine.withdrawHeld(viewer, params.uid, params.id),
});
