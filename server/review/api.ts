import { emptyAnswer } from '@/lib/contracts';
import { ownHeldPageContract, reviewActionContract, reviewPageContract } from '@/lib/review/contracts';
import { flagContract } from '@/lib/discussions/contracts';
import { emptyBody, flagBody } from '@/lib/discussions/schemas';
import { ownHeldParams, ownHeldPostParams, ownHeldQuery, reviewActionBody, reviewParams, reviewQuery } from '@/lib/review/schemas';
import { endpoint } from '../http/route';
import * as mine from './mine';
import { report } from './reports';
import * as review from './service';

/** The review queue (issue 35): moderators read what members reported and act on it; the rules are in ./service. */

const TAG = 'moderation';

export const reviewQueueEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/review',
  summary:
    'The review queue (moderators and administrators): open reports grouped by post, member, event or project, and held posts, newest first, 20 per ' +
    'page (?page=), filtered by ?type=post|user|event|project|held and ?category=spam|rude|off-topic|other: {items: [{key, type, targetId, ' +
    'post, held, place, member, reportCount, categories, reports, timestamp}], page, hasMore, total}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  query: reviewQuery,
  response: reviewPageContract,
  handle: ({ query, viewer }) => review.queue(viewer, { type: query.type, category: query.category }, query.page),
});

export const reviewActionEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/review/{type}/{id}',
  summary:
    'Act on a review queue item (moderators and administrators): {action: dismiss|hide|delete|lock|warn|silence|suspend|approve|reject, reason?, ' +
    'until?} (until: a suspension\'s end in unix ms, or null for until lifted). Closes the item\'s open reports (no-flag when ' +
    'none are open: another moderator handled it) and writes the moderation log. Answers {closed, count}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: reviewParams,
  body: reviewActionBody,
  response: reviewActionContract,
  handle: ({ params, body, viewer }) => review.act(viewer, params.type, params.id, body),
});

export const flagEndpoint = endpoint({
  method: 'POST',
  path: '/api/flag',
  summary: 'Report a post, a member, an event or a project to the moderators: {id, category, reason, type: post|user|event|project}. Answers {flagId}.',
  tag: TAG,
  family: 'read',
  access: 'member',
  body: flagBody,
  response: flagContract,
  handle: ({ body, viewer }) => report(viewer, body),
});

/* A member's own posts held for review: reading them and withdrawing one; the rules are in ./mine. */

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
