import { memberParams } from '@/lib/moderation/schemas';
import { trustStateContract } from '@/lib/trust/contracts';
import { setTrustBody, unlockTrustBody } from '@/lib/trust/schemas';
import { endpoint } from '../http/route';
import * as trust from './service';

/** Trust levels (issue 35; docs/features/trust.md): moderators set and unlock a member's level; the rules are in ./service. */

const TAG = 'moderation';

export const setTrustEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}/trust',
  summary:
    "Set a member's trust level (moderators and administrators; an administrator's only by an administrator): " +
    '{level: 0 to 4, locked? (default true: the hourly promotion job leaves it alone), reason?}, written to the ' +
    "member's moderation log. Answers {level, locked}.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: memberParams,
  body: setTrustBody,
  response: trustStateContract,
  handle: ({ params, body, viewer }) => trust.setLevel(viewer, params.uid, body),
});

export const unlockTrustEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/users/{uid}/trust',
  summary:
    "Unlock a member's trust level (moderators and administrators): the promotion job decides again (it raises the " +
    'level at once if the member earned more, and never lowers it); {reason?} goes to the moderation log. Answers {level, locked}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: memberParams,
  body: unlockTrustBody,
  response: trustStateContract,
  handle: ({ params, body, viewer }) => trust.unlock(viewer, params.uid, body.reason),
});
