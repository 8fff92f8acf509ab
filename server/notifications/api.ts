import { directionOf, localizedPath, type Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/lib/names';
import { translator } from '../i18n/catalogues';
import { emptyAnswer } from '@/lib/contracts';
import {
  blockedMembersContract,
  notificationCountsContract,
  notificationListContract,
  notificationPreferencesContract,
  outboxPageContract,
  unsubscribedContract,
} from '@/lib/notifications/contracts';
import {
  blockParams,
  emptyBody,
  listQuery,
  notificationParams,
  outboxQuery,
  preferencesBody,
  topicParams,
  unsubscribeBody,
  unsubscribeQuery,
} from '@/lib/notifications/schemas';
import { fail } from '../http/errors';
import { endpoint } from '../http/route';
import { unsubscribeDigest } from './digest';
import * as notifications from './service';
import { unsubscribeMatches } from './unsubscribe';

/**
 * Notification endpoints (R3.10, R7.6): members only, each acting on the signed-in member's own
 * rows (the uid comes from the session). Reads answer the raw object (`/api/notifications*`),
 * writes the v3 envelope (`/api/v3/notifications*`, the topic mute as NodeBB's
 * `/api/v3/topics/{tid}/ignore`, the member block as `/api/v3/users/{uid}/block`).
 */

const TAG = 'notifications';

export const listNotificationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/notifications',
  summary:
    "The member's notifications, newest first by datetime, 20 a page: {notifications: NotificationData[], filter, page, hasMore, count (unread new-reply), total (all unread)}. filter=all|unread|read.",
  tag: TAG,
  family: 'read',
  access: 'member',
  query: listQuery,
  response: notificationListContract,
  handle: ({ query, viewer }) => notifications.listNotifications(viewer!.uid, query),
});

export const notificationCountEndpoint = endpoint({
  method: 'GET',
  path: '/api/notifications/count',
  summary: 'Unread counts: {count: unread notifications of the counted type new-reply (the badge), total: all unread}.',
  tag: TAG,
  family: 'read',
  access: 'member',
  response: notificationCountsContract,
  handle: ({ viewer }) => notifications.counts(viewer!.uid),
});

export const markReadEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/notifications/{id}/read',
  summary: 'Marks one of your notifications read; answers the new counts {count, total}. invalid-notification (404) for one not yours.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: notificationParams,
  body: emptyBody,
  response: notificationCountsContract,
  handle: ({ params, viewer }) => notifications.markRead(viewer!.uid, params.id, true),
});

export const markUnreadEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/notifications/{id}/read',
  summary: 'Marks one of your notifications unread again; answers the new counts {count, total}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: notificationParams,
  body: emptyBody,
  response: notificationCountsContract,
  handle: ({ params, viewer }) => notifications.markRead(viewer!.uid, params.id, false),
});

export const markAllReadEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/notifications/read',
  summary: 'Marks all your notifications read; answers the new counts {count: 0, total: 0}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  body: emptyBody,
  response: notificationCountsContract,
  handle: ({ viewer }) => notifications.markAllRead(viewer!.uid),
});

export const preferencesEndpoint = endpoint({
  method: 'GET',
  path: '/api/notifications/settings',
  summary: 'Your notification preferences: {types: {type: web|email|off} for every type, digest: off|daily|weekly, mutedTopics: tid[], mutedTopicList: [{tid, title, path}]} (latest muted first).',
  tag: TAG,
  family: 'read',
  access: 'member',
  response: notificationPreferencesContract,
  handle: ({ viewer }) => notifications.preferences(viewer!.uid),
});

export const savePreferencesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/notifications/settings',
  summary:
    'Changes your preferences: types (only those given change; web: in the app, email: in the app and the digest, off: not at all) and/or digest (off|daily|weekly); answers them all.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  body: preferencesBody,
  response: notificationPreferencesContract,
  handle: ({ body, viewer }) => notifications.savePreferences(viewer!.uid, body),
});

export const muteTopicEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/topics/{tid}/ignore',
  summary: 'Mutes a topic: nothing about it notifies you (and you stop following it).',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: topicParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => notifications.muteTopic(viewer!.uid, params.tid),
});

export const unmuteTopicEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/topics/{tid}/ignore',
  summary: 'Unmutes a topic.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: topicParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => notifications.unmuteTopic(viewer!.uid, params.tid),
});

export const blockMemberEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}/block',
  summary: 'Blocks a member: nothing they do notifies you. Not yourself (cannot-block-self), not administrators or moderators (cannot-block-privileged).',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: blockParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => notifications.block(viewer!, params.uid),
});

export const unblockMemberEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/users/{uid}/block',
  summary: 'Unblocks a member.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: blockParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => notifications.unblock(viewer!, params.uid),
});

export const blockedMembersEndpoint = endpoint({
  method: 'GET',
  path: '/api/notifications/blocks',
  summary: 'The members you blocked, latest first: {users: [{uid, username, userslug, fullname, picture}]}.',
  tag: TAG,
  family: 'read',
  access: 'member',
  response: blockedMembersContract,
  handle: ({ viewer }) => notifications.blockedMembers(viewer!.uid),
});

export const outboxEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/outbox',
  summary: 'Mail the site wrote (notification digests), newest first, 20 a page: {messages, page, hasMore} (administrators only).',
  tag: TAG,
  family: 'read',
  access: 'member',
  query: outboxQuery,
  response: outboxPageContract,
  handle: ({ query, viewer }) => notifications.listOutbox(viewer!, query.page),
});

/** The member of a signed unsubscribe link, or the refusal. */
function signedMember(query: { uid: number; sig: string }): number {
  if (!unsubscribeMatches(query.uid, query.sig)) throw fail('invalid-unsubscribe');
  return query.uid;
}

/** The page the signed link answers, in the digest's language (messages/<locale>/mail.json). */
function unsubscribedPage(locale: Locale): string {
  const t = translator(locale, 'mail');
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('unsubscribed.title'))}</title></head>
<body><main><h1>${escapeHtml(t('unsubscribed.heading'))}</h1>
<p>${escapeHtml(t('unsubscribed.stopped'))}</p>
<p>${escapeHtml(t('unsubscribed.again'))}</p>
<p><a href="${escapeHtml(localizedPath('/', locale))}">${escapeHtml(t('unsubscribed.back'))}</a></p></main></body></html>
`;
}

export const unsubscribeLinkEndpoint = endpoint({
  method: 'GET',
  path: '/api/notifications/unsubscribe',
  summary:
    "The digest's signed unsubscribe link (uid, sig): turns the member's digest off and shows a page saying so; no sign-in needed. A wrong signature is 403 invalid-unsubscribe.",
  tag: TAG,
  family: 'read',
  access: 'public',
  beforeConsent: true,
  produces: 'text/html',
  query: unsubscribeQuery,
  async handle({ query, res }) {
    await unsubscribeDigest(signedMember(query));
    res.status(200).setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(unsubscribedPage(query.lang));
  },
});

export const unsubscribeOneClickEndpoint = endpoint({
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  summary:
    "RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post the digest names): the signed link's uid and sig in the query, body List-Unsubscribe=One-Click; no session or csrf token needed. Answers {unsubscribed: true, uid}.",
  tag: TAG,
  family: 'read',
  access: 'public',
  ownStateOnly: true,
  beforeConsent: true,
  signedRequest: true,
  query: unsubscribeQuery,
  body: unsubscribeBody,
  response: unsubscribedContract,
  handle: ({ query }) => unsubscribeDigest(signedMember(query)),
});
