import { fediverseAccountContract, fediverseLookupBody } from '@/lib/federation/lookup';
import { endpoint } from '../http/route';
import { findFediverseAccount } from './lookup';

/** Finding a fediverse account to follow (issue 38; docs/features/federation.md "Following accounts elsewhere"). */
export const fediverseLookupEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/federation/lookup',
  summary:
    'Find a fediverse account (members): {query: a handle such as @ana@mastodon.social, or the address of its profile}. ' +
    'Answers {uid, username, userslug} of the account as a remote member here (its profile page is /user/{userslug}; ' +
    'PUT /api/v3/users/{uid}/follow follows it there). Federation off: activitypub.not-enabled; neither a handle nor an ' +
    'address: activitypub.invalid-id; not found, not an account, or a refused instance: activitypub.get-failed.',
  tag: 'federation',
  family: 'v3',
  access: 'member',
  body: fediverseLookupBody,
  response: fediverseAccountContract,
  handle: ({ viewer, body }) => findFediverseAccount(viewer, body.query),
});
