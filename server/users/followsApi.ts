import { followParams, profileListQuery, slugParams } from '@/lib/users/schemas';
import { followListContract, followStateContract } from '@/lib/users/followsContracts';
import { endpoint } from '../http/route';
import * as follows from './follows';

/** Members following members (R3.15): NodeBB's follow write and the profile's follower lists. */

export const followMemberEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}/follow',
  summary:
    'Follow a member (idempotent): answers {followers, viewerFollows}. Not yourself (you-cant-follow-yourself), ' +
    'not while either of you blocks the other (follow-blocked). A new follow notifies them (new-follower).',
  tag: 'users',
  family: 'v3',
  access: 'member',
  params: followParams,
  response: followStateContract,
  handle: ({ params, viewer }) => follows.follow(viewer!, params.uid),
});

export const unfollowMemberEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/users/{uid}/follow',
  summary: 'Stop following a member (idempotent): answers {followers, viewerFollows}.',
  tag: 'users',
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: followParams,
  response: followStateContract,
  handle: ({ params, viewer }) => follows.unfollow(viewer!, params.uid),
});

export const followersEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/followers',
  summary:
    "A member's followers, newest follow first, 10 per page (?page=): {items: [{uid, username, userslug, fullname, picture, followedAt}], page, hasMore, total}.",
  tag: 'users',
  family: 'read',
  access: 'public',
  params: slugParams,
  query: profileListQuery,
  response: followListContract,
  handle: ({ params, query }) => follows.followList(params.slug, 'followers', query.page),
});

export const followingEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/following',
  summary: 'The members a member follows, newest follow first, 10 per page (?page=): the same shape as the followers.',
  tag: 'users',
  family: 'read',
  access: 'public',
  params: slugParams,
  query: profileListQuery,
  response: followListContract,
  handle: ({ params, query }) => follows.followList(params.slug, 'following', query.page),
});
