import { emptyAnswer } from '@/lib/contracts';
import {
  blockedMembersContract,
  notificationCountsContract,
  notificationListContract,
  notificationPreferencesContract,
} from '@/lib/notifications/contracts';
import { notificationText } from '@/lib/notifications/text';
import {
  COUNTED_TYPE,
  DEFAULT_MODE,
  DIGEST_FREQUENCIES,
  isNotificationType,
  NOTIFICATION_FILTERS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MODES,
  NOTIFICATION_TYPES,
  type NotificationCounts,
  type NotificationData,
  type NotificationFilter,
  type NotificationPreferences,
} from '@/lib/notifications/types';
import { memberByUid, mockDb, topicByTid, type MockDb } from '../db';
import { mockEndpoint, mockFail } from '../endpoint';
import type { MockNotification } from '../fixtures/notifications';
import { postUserOf } from '../present/discussions';
import { announce, answerClientEvent, onTick } from '../realtime';

/**
 * Notifications (R3.10, R7.6): the list with read and unread tabs, the unread counts, marking read,
 * preferences with muted topics, blocked members; each tick of the simulated socket a member of the
 * generated community replies to the signed-in member, as `event:new_notification` and
 * `event:notifications.updateCount` announce.
 */

function present(db: MockDb, row: MockNotification): NotificationData {
  const actors = row.actorUids
    .slice(0, NOTIFICATION_LIMITS.actorsShown)
    .map((uid) => postUserOf(memberByUid(db, uid)))
    .map(({ uid, username, userslug, fullname, picture }) => ({ uid, username, userslug, fullname, picture }));
  return {
    id: row.id,
    nid: row.nid,
    type: row.type,
    datetime: row.datetime,
    read: row.read,
    actors,
    actorCount: row.actorUids.length,
    object: row.object,
    path: row.path,
    bodyShort: notificationText(row.type, actors, row.actorUids.length, row.object?.title ?? ''),
    count: Math.max(1, row.actorUids.length),
  };
}

const mine = (db: MockDb, uid: number) => db.notifications.filter((n) => n.uid === uid).sort((a, b) => b.datetime - a.datetime);

function counts(db: MockDb, uid: number): NotificationCounts {
  const unread = mine(db, uid).filter((n) => !n.read);
  return { count: unread.filter((n) => n.type === COUNTED_TYPE).length, total: unread.length };
}

function preferences(db: MockDb, uid: number): NotificationPreferences {
  const kept = db.notificationModes.get(uid) ?? {};
  const muted = [...(db.mutedTopics.get(uid) ?? [])].reverse();
  return {
    types: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, kept[type] ?? DEFAULT_MODE])) as NotificationPreferences['types'],
    digest: db.digest.get(uid) ?? 'off',
    mutedTopics: muted,
    mutedTopicList: muted.map((tid) => {
      const topic = topicByTid(db, tid);
      return { tid, title: topic?.title ?? 'A deleted topic', path: topic ? `/posts/${topic.slug}` : '/discussions' };
    }),
  };
}

function notification(db: MockDb, uid: number, id: number): MockNotification {
  const row = db.notifications.find((n) => n.uid === uid && n.id === id);
  if (!row) throw mockFail('invalid-notification');
  return row;
}

const idOf = (value: string | undefined) => Number(value);

function list(db: MockDb, uid: number, filter: NotificationFilter, page: number) {
  const rows = mine(db, uid).filter((n) => filter === 'all' || (filter === 'read') === n.read);
  const size = NOTIFICATION_LIMITS.pageSize;
  return {
    notifications: rows.slice((page - 1) * size, page * size).map((n) => present(db, n)),
    filter,
    page,
    hasMore: rows.length > page * size,
    ...counts(db, uid),
  };
}

// The simulated socket's answer to `notifications.get`, and a new reply to the default member each tick.
answerClientEvent('notifications.get', () => {
  const db = mockDb('default');
  return list(db, db.defaultUid, 'all', 1);
});
onTick(() => {
  const db = mockDb('default');
  const uid = db.defaultUid;
  const topic = db.topics.find((t) => t.uid === uid && !t.draft) ?? db.topics[0];
  const actor = db.members.find((m) => m.uid !== uid && m.uid % 3 === db.notifications.length % 3) ?? db.members[1]!;
  if (!topic) return;
  const row: MockNotification = {
    id: Math.max(0, ...db.notifications.map((n) => n.id)) + 1,
    uid,
    nid: `new-reply:tick-${db.notifications.length}`,
    type: 'new-reply',
    datetime: Date.now(),
    read: false,
    actorUids: [actor.uid],
    object: { type: 'topic', id: topic.tid, title: topic.title },
    path: `/posts/${topic.slug}`,
  };
  db.notifications.push(row);
  announce('event:new_notification', present(db, row));
  announce('event:notifications.updateCount', counts(db, uid).count);
});

const notificationExample = (db: MockDb) => db.notifications.find((n) => n.uid === db.defaultUid)!;

export const notificationsMocks = [
  mockEndpoint(
    { method: 'GET', path: '/api/notifications', family: 'read', access: 'member', response: notificationListContract },
    ({ db, viewer, query }) => {
      const asked = query.get('filter') ?? 'all';
      const filter: NotificationFilter = (NOTIFICATION_FILTERS as readonly string[]).includes(asked) ? (asked as NotificationFilter) : 'all';
      return list(db, viewer!.uid, filter, Math.max(1, Number(query.get('page') ?? 1) || 1));
    },
  ),
  mockEndpoint({ method: 'GET', path: '/api/notifications/count', family: 'read', access: 'member', response: notificationCountsContract }, ({ db, viewer }) =>
    counts(db, viewer!.uid),
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      {
        method,
        path: '/api/v3/notifications/{id}/read',
        family: 'v3',
        access: 'member',
        response: notificationCountsContract,
        example: (db) => ({ url: `/api/v3/notifications/${notificationExample(db).id}/read` }),
      },
      ({ db, viewer, params }) => {
        notification(db, viewer!.uid, idOf(params.id)).read = method === 'PUT';
        return counts(db, viewer!.uid);
      },
    ),
  ),
  mockEndpoint({ method: 'PUT', path: '/api/v3/notifications/read', family: 'v3', access: 'member', response: notificationCountsContract }, ({ db, viewer }) => {
    for (const row of mine(db, viewer!.uid)) row.read = true;
    return counts(db, viewer!.uid);
  }),
  mockEndpoint({ method: 'GET', path: '/api/notifications/settings', family: 'read', access: 'member', response: notificationPreferencesContract }, ({ db, viewer }) =>
    preferences(db, viewer!.uid),
  ),
  mockEndpoint(
    {
      method: 'PUT',
      path: '/api/v3/notifications/settings',
      family: 'v3',
      access: 'member',
      response: notificationPreferencesContract,
      example: () => ({ body: { types: { upvote: 'off' }, digest: 'weekly' } }),
    },
    ({ db, viewer, body }) => {
      const modes = { ...(db.notificationModes.get(viewer!.uid) ?? {}) };
      if (body.types && typeof body.types === 'object') {
        for (const [type, mode] of Object.entries(body.types as Record<string, unknown>)) {
          if (!isNotificationType(type) || !(NOTIFICATION_MODES as readonly unknown[]).includes(mode)) throw mockFail('invalid-data');
          modes[type] = mode as (typeof NOTIFICATION_MODES)[number];
        }
      }
      db.notificationModes.set(viewer!.uid, modes);
      if (body.digest !== undefined) {
        if (!(DIGEST_FREQUENCIES as readonly unknown[]).includes(body.digest)) throw mockFail('invalid-data');
        db.digest.set(viewer!.uid, body.digest as (typeof DIGEST_FREQUENCIES)[number]);
      }
      return preferences(db, viewer!.uid);
    },
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      { method, path: '/api/v3/topics/{tid}/ignore', family: 'v3', access: 'member', response: emptyAnswer, example: (db) => ({ url: `/api/v3/topics/${db.topics[0]!.tid}/ignore` }) },
      ({ db, viewer, params }) => {
        const tid = idOf(params.tid);
        if (!topicByTid(db, tid)) throw mockFail('no-topic');
        const muted = db.mutedTopics.get(viewer!.uid) ?? new Set<number>();
        db.mutedTopics.set(viewer!.uid, muted);
        if (method === 'PUT') muted.add(tid);
        else muted.delete(tid);
        return {};
      },
    ),
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      { method, path: '/api/v3/users/{uid}/block', family: 'v3', access: 'member', response: emptyAnswer, example: (db) => ({ url: `/api/v3/users/${db.members[1]!.uid}/block` }) },
      ({ db, viewer, params }) => {
        const uid = idOf(params.uid);
        if (!memberByUid(db, uid)) throw mockFail('no-user');
        if (uid === viewer!.uid) throw mockFail('cannot-block-self');
        const blocked = db.blocks.get(viewer!.uid) ?? new Set<number>();
        db.blocks.set(viewer!.uid, blocked);
        if (method === 'PUT') blocked.add(uid);
        else blocked.delete(uid);
        return {};
      },
    ),
  ),
  mockEndpoint({ method: 'GET', path: '/api/notifications/blocks', family: 'read', access: 'member', response: blockedMembersContract }, ({ db, viewer }) => ({
    users: [...(db.blocks.get(viewer!.uid) ?? [])].map((uid) => {
      const { uid: id, username, userslug, fullname, picture } = postUserOf(memberByUid(db, uid));
      return { uid: id, username, userslug, fullname, picture };
    }),
  })),
];
