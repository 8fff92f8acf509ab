import { emptyAnswer } from '@/lib/contracts';
import { tidParams } from '@/lib/discussions/schemas';
import { moderationLogContract, silenceStateContract, suspensionStateContract } from '@/lib/moderation/contracts';
import { memberParams, moderationLogQuery, reasonBody, slowModeBody, suspendBody } from '@/lib/moderation/schemas';
import { endpoint } from '../http/route';
import * as moderation from './service';

/** Moderation (issue 35): topic locks, slow mode, suspensions, silences and a member's moderation log; the rules are in ./service. */

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
  body: reasonBody,
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
  body: reasonBody,
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
  params: memberParams,
  query: moderationLogQuery,
  response: moderationLogContract,
  handle: ({ params, query, viewer }) => moderation.logAbout(viewer, params.uid, query.page),
});

export const suspensionEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/users/{uid}/ban',
  summary: "A member's suspension while it holds (moderators and administrators; a member reads their own): {suspension: {reason, until, since} | null}.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: memberParams,
  response: suspensionStateContract,
  handle: ({ params, viewer }) => moderation.suspensionOf(viewer, params.uid),
});

export const suspendEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}/ban',
  summary:
    'Suspend a member (moderators and administrators; administrators are never suspended, moderators only by an ' +
    'administrator): {reason?, until} with until in unix ms, or null for until lifted (a ban); missing or past: ' +
    'ban-expiry-missing. Replaces a suspension they had. While it holds, their writes answer 403 user-banned-reason-until ' +
    '(or user-banned-reason, user-banned) but those that change only their own state. Answers the suspension.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: memberParams,
  body: suspendBody,
  response: suspensionStateContract,
  handle: ({ params, body, viewer }) => moderation.suspend(viewer, params.uid, body.reason, body.until ?? null),
});

export const liftSuspensionEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/users/{uid}/ban',
  summary: "Lift a member's suspension early (moderators and administrators); {reason?} goes to the moderation log. None: no change.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: memberParams,
  body: reasonBody,
  response: emptyAnswer,
  handle: ({ params, body, viewer }) => moderation.liftRestriction(viewer, 'ban', params.uid, body.reason),
});

export const silenceStateEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/users/{uid}/silence',
  summary: "A member's silence while it holds (moderators and administrators; a member reads their own): {silence: {reason, until, since} | null}.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: memberParams,
  response: silenceStateContract,
  handle: ({ params, viewer }) => moderation.silenceOf(viewer, params.uid),
});

export const silenceEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}/silence',
  summary:
    'Silence a member (moderators and administrators, on whom the suspension rules apply): {reason?, until} with until ' +
    'in unix ms, or null for until lifted; missing or past: ban-expiry-missing. Replaces a silence they had. While it ' +
    'holds, their new topics and replies wait in the review queue (answered {held}) until a moderator approves them. ' +
    'Answers the silence.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: memberParams,
  body: suspendBody,
  response: silenceStateContract,
  handle: ({ params, body, viewer }) => moderation.silence(viewer, params.uid, body.reason, body.until ?? null),
});

export const liftSilenceEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/users/{uid}/silence',
  summary: "Lift a member's silence early (moderators and administrators); {reason?} goes to the moderation log. None: no change.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: memberParams,
  body: reasonBody,
  response: emptyAnswer,
  handle: ({ params, body, viewer }) => moderation.liftRestriction(viewer, 'silence', params.uid, body.reason),
});

export const slowModeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/topics/{tid}/slow-mode',
  summary:
    'Slow mode for a heated topic (moderators and administrators): {seconds (60, 300, 900, 3600 or 86400), reason?}. ' +
    'A member then replies in it at most once per interval (too-many-posts with the seconds left); moderators are not held.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: slowModeBody,
  response: emptyAnswer,
  handle: ({ params, body, viewer }) => moderation.setSlowMode(viewer, params.tid, body.seconds, body.reason),
});

export const endSlowModeEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/topics/{tid}/slow-mode',
  summary: "End a topic's slow mode (moderators and administrators); {reason?} goes to the moderation log.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: reasonBody,
  response: emptyAnswer,
  handle: ({ params, body, viewer }) => moderation.setSlowMode(viewer, params.tid, 0, body.reason),
});
