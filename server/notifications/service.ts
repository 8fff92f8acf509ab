import type { PreferencesBody } from '@/lib/notifications/schemas';
import {
  COUNTED_TYPE,
  DEFAULT_MODE,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MODES,
  NOTIFICATION_TYPES,
  type BlockedMember,
  type NotificationCounts,
  type NotificationFilter,
  type NotificationList,
  type NotificationMode,
  type NotificationPreferences,
  type NotificationType,
  type OutboxMessage,
} from '@/lib/notifications/types';
import { topicPath } from '@/lib/seo/pages';
import { fail } from '../http/errors';
import { SETTINGS_SWITCH } from './filters';
import type { Viewer } from '../users/viewer';
import { presentMember, presentNotifications } from './present';
import { pushCounts } from './push';
import * as repo from './repository';

/**
 * The member's side of notifications (R3.10): the list, counts, marking read, preferences, muted
 * topics and blocked members. Every call acts on the signed-in member's own rows only (the uid
 * comes from the session, never from the request).
 */

export async function counts(uid: number): Promise<NotificationCounts> {
  return (await repo.unreadCounts([uid], COUNTED_TYPE)).get(uid) ?? { count: 0, total: 0 };
}

/** One page, newest first by datetime, of all, unread or read notifications, with the counts. */
export async function listNotifications(uid: number, query: { filter: NotificationFilter; page: number }): Promise<NotificationList> {
  const size = NOTIFICATION_LIMITS.pageSize;
  const found = await repo.listRows(uid, query.filter, size + 1, (query.page - 1) * size);
  const notifications = await presentNotifications(found.slice(0, size));
  return { notifications, filter: query.filter, page: query.page, hasMore: found.length > size, ...(await counts(uid)) };
}

async function afterReadChange(uid: number): Promise<NotificationCounts> {
  await pushCounts([uid]);
  return counts(uid);
}

export async function markRead(uid: number, id: number, read = true): Promise<NotificationCounts> {
  if (!(await repo.setRead(uid, id, read))) throw fail('invalid-notification');
  return afterReadChange(uid);
}

export async function markAllRead(uid: number): Promise<NotificationCounts> {
  await repo.setAllRead(uid);
  return afterReadChange(uid);
}

/**
 * Every type's mode: the one chosen, else `off` where the member turned the type's older settings
 * switch off (./filters.ts, the same rule that decides who is told), else the default.
 */
export async function preferences(uid: number): Promise<NotificationPreferences> {
  const chosen = new Map((await repo.preferenceRows(uid)).map((r) => [r.type, r.mode]));
  const switchedOff = await repo.switchesOff(uid, Object.values(SETTINGS_SWITCH));
  const types = Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => {
      const mode = chosen.get(t);
      if ((NOTIFICATION_MODES as readonly string[]).includes(mode ?? '')) return [t, mode as NotificationMode];
      const setting = SETTINGS_SWITCH[t];
      return [t, setting && switchedOff.has(setting) ? 'off' : DEFAULT_MODE];
    }),
  ) as Record<NotificationType, NotificationMode>;
  const digest = await repo.digestOf(uid);
  const muted = await repo.mutedTopics(uid, NOTIFICATION_LIMITS.mutedTopicsMax);
  return {
    types,
    digest: digest.frequency,
    mutedTopics: muted.map((m) => m.tid),
    mutedTopicList: muted.map((m) => ({ tid: m.tid, title: m.deleted ? '' : m.title, path: topicPath(m.slug) })),
  };
}

export async function savePreferences(uid: number, body: PreferencesBody): Promise<NotificationPreferences> {
  const entries = Object.entries(body.types ?? {}).filter((e): e is [NotificationType, NotificationMode] => e[1] !== undefined);
  await repo.savePreferences(uid, entries);
  if (body.digest !== undefined) await repo.saveDigest(uid, body.digest);
  return preferences(uid);
}

/** Mutes a topic for the member (and stops following it): nothing about it notifies them. */
export async function muteTopic(uid: number, tid: number): Promise<Record<string, never>> {
  if (!(await repo.topicExists(tid))) throw fail('no-topic');
  if ((await repo.countMutes(uid)) >= NOTIFICATION_LIMITS.mutedTopicsMax) throw fail('too-many-muted-topics');
  await repo.insertMute(uid, tid);
  return {};
}

export async function unmuteTopic(uid: number, tid: number): Promise<Record<string, never>> {
  if (!(await repo.topicExists(tid))) throw fail('no-topic');
  await repo.deleteMute(uid, tid);
  return {};
}

const PRIVILEGED = new Set(['administrators', 'Global Moderators']);

/** Blocks a member: nothing they do notifies the blocker. Not yourself, not administrators or moderators. */
export async function block(viewer: Viewer, target: number): Promise<Record<string, never>> {
  if (target === viewer.uid) throw fail('cannot-block-self');
  const member = await repo.memberWithGroups(target);
  if (!member) throw fail('no-user');
  if (member.groups.some((g) => PRIVILEGED.has(g))) throw fail('cannot-block-privileged');
  if (!(await repo.insertBlock(viewer.uid, target))) throw fail('already-blocked');
  return {};
}

export async function unblock(viewer: Viewer, target: number): Promise<Record<string, never>> {
  if (!(await repo.memberWithGroups(target))) throw fail('no-user');
  if (!(await repo.deleteBlock(viewer.uid, target))) throw fail('already-unblocked');
  return {};
}

export async function blockedMembers(uid: number): Promise<{ users: BlockedMember[] }> {
  return { users: (await repo.blockedMembers(uid)).map(presentMember) };
}

const OUTBOX_PAGE = 20;

/** The stored mail, newest first (administrators only). */
export async function listOutbox(viewer: Viewer, page: number): Promise<{ messages: OutboxMessage[]; page: number; hasMore: boolean }> {
  if (!viewer.isAdmin) throw fail('no-privileges');
  const found = await repo.outboxPage(OUTBOX_PAGE + 1, (page - 1) * OUTBOX_PAGE);
  const time = (v: unknown) => (v ? new Date(v as string | Date).getTime() : null);
  const messages = found.slice(0, OUTBOX_PAGE).map((r) => ({
    id: Number(r.id),
    to: String(r.to),
    subject: String(r.subject),
    text: String(r.text),
    html: String(r.html),
    headers: (r.headers ?? {}) as Record<string, string>,
    created_at: time(r.created_at) ?? 0,
    sent_at: time(r.sent_at),
    error: r.error === null || r.error === undefined ? null : String(r.error),
  }));
  return { messages, page, hasMore: found.length > OUTBOX_PAGE };
}
