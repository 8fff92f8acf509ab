import { emptyAnswer } from '@/lib/contracts';
import { tidParams } from '@/lib/discussions/schemas';
import { moderationLogContract } from '@/lib/moderation/contracts';
import { lockBody, moderationLogParams, moderationLogQuery } from '@/lib/moderation/schemas';
import { endpoint } from '../http/route';
import * as moderation from './service';

/** Moderation (issue 35): topic locks and a member's moderation log; the rules are in ./service. */

const TAG = 'moderation';

export const lockTopicEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/topics/{tid}/lock',
  summary:
    'Lock a topic (moderators and administrators): no new replies but a moderator\'s (topic-locked). {reason?} goes to the ' +
    'moderation log, which the topic\'s author reads. Locking a locked topic changes nothing.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: lockBody,
  response: emptyAnswer,
  handle: ({ params, body, viewer }) => moderation.setLocked(viewer, params.tid, true, body.reason),
});

export const unlockTopicEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/topics/{tid}/lock',
  summary: 'Unlock a topic (moderators and administrators); {reason?} goes to the moderation log.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: lockBody,
  response: emptyAnswer,
  handle: ({ params, body, viewer }) => moderation.setLocked(viewer, params.tid, false, body.reason),
});

export const moderationLogEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/users/{uid}/moderation',
  summary:
    "What moderators did to a member's content, newest first, 20 per page (?page=): {items: [{id, action, reason, timestamp, " +
    'topic, moderator}], page, hasMore}. The member reads their own (moderator: null), moderators anyone\'s.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: moderationLogParams,
  query: moderationLogQuery,
  response: moderationLogContract,
  handle: ({ params, query, viewer }) => moderation.logAbout(viewer, params.uid, query.page),
});
