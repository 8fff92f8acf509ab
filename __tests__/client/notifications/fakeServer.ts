import type { HttpHandler } from 'msw';
import { preferencesBody } from '@/lib/notifications/schemas';
import {
  COUNTED_TYPE,
  NOTIFICATION_LIMITS,
  isNotificationType,
  type BlockedMember,
  type NotificationCounts,
  type NotificationData,
  type NotificationList,
  type NotificationPreferences,
  type NotificationsGetAnswer,
} from '@/lib/notifications/types';
import { pushTypesBody } from '@/lib/push/schemas';
import { DEFAULT_PUSH_TYPES, type PushSettings } from '@/lib/push/types';
import { answerFor, mockFail } from '@/mocks/answer';
import { buildPreferences } from '@/mocks/factories/notifications';
import type { RealtimeSocket } from '@/store/extra';
import type { AppStore } from '@/store';
import { realtimeReceived } from '@/store/realtime/connection';

/**
 * One member's notifications for the client tests, kept in memory: the calls of docs/API.md
 * "Notifications" answered through the mocked endpoints (`answerFor`: their envelopes, catalogue
 * errors and response contracts), every write recorded, and the realtime side: stores attached
 * with `connect(store)` get a fake socket answering `notifications.get`, and every change is pushed
 * to each of them as the server pushes it to every socket of the member (`event:notifications.updateCount`).
 */
export class FakeNotificationServer {
  rows: NotificationData[];
  preferences: NotificationPreferences = buildPreferences();
  /** Titles of the topics the fake knows (a muted one is listed with its title). */
  topicTitles: Record<number, string> = {};
  blocked: BlockedMember[] = [];
  /** Web Push (issue 37): the key, the member's devices and the types pushed. */
  push: PushSettings = { publicKey: 'BOr8K9pnZx1QeTkWn0QmSx6zR1pCmGk2x7yJpXgq3N5uE7uYyZ0mV4lQm2c8b1nF6wS9dXc4aZ3tH0eV8rJ5kLs', devices: [], types: [...DEFAULT_PUSH_TYPES] };
  /** Every write's method and path, in order. */
  writes: string[] = [];
  private stores: AppStore[] = [];

  constructor(rows: NotificationData[] = []) {
    this.rows = rows;
  }

  counts(): NotificationCounts {
    const unread = this.rows.filter((n) => !n.read);
    return { count: unread.filter((n) => n.type === COUNTED_TYPE).length, total: unread.length };
  }

  list(filter: string, page: number): NotificationList {
    const f = filter === 'unread' || filter === 'read' ? filter : 'all';
    const sorted = [...this.rows]
      .filter((n) => (f === 'all' ? true : f === 'unread' ? !n.read : n.read))
      .sort((a, b) => b.datetime - a.datetime || b.id - a.id);
    const size = NOTIFICATION_LIMITS.pageSize;
    const slice = sorted.slice((page - 1) * size, page * size);
    return { notifications: slice, filter: f, page, hasMore: sorted.length > page * size, ...this.counts() };
  }

  /** Gives the store a connected fake socket that answers `notifications.get` with the first page. */
  connect(store: AppStore): void {
    this.stores.push(store);
    const emitWithAck = async (event: string): Promise<NotificationsGetAnswer> => {
      if (event !== 'notifications.get') throw new Error(`unexpected ${event}`);
      return this.list('all', 1);
    };
    const socket = { connected: true, timeout: () => ({ emitWithAck }), removeAllListeners: () => socket, disconnect: () => socket };
    store.extra.realtime.socket = socket as unknown as RealtimeSocket;
  }

  /** What the server pushes to every socket of the member after a change. */
  pushCount(): void {
    for (const store of this.stores) {
      store.dispatch(realtimeReceived({ event: 'event:notifications.updateCount', payload: this.counts().count }));
    }
  }

  /** A new notification (or one grouped and bumped): stored, then pushed like the server does. */
  notify(notification: NotificationData): void {
    this.rows = [...this.rows.filter((n) => n.id !== notification.id), notification];
    for (const store of this.stores) store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: notification }));
    this.pushCount();
  }

  /** Mutes or unmutes a topic as the server does: latest muted first, with its title and path. */
  setMuted(tid: number, muted: boolean): void {
    const others = this.preferences.mutedTopicList.filter((t) => t.tid !== tid);
    const title = this.topicTitles[tid] ?? `Topic ${tid}`;
    const list = muted ? [{ tid, title, path: `/posts/${tid}/topic-${tid}` }, ...others] : others;
    this.preferences = { ...this.preferences, mutedTopics: list.map((t) => t.tid), mutedTopicList: list };
  }

  /** The mocked notification calls, answered from this fake's state. */
  handlers(): HttpHandler[] {
    const markOne = (method: 'PUT' | 'DELETE') =>
      answerFor(`${method} /api/v3/notifications/{id}/read`, ({ params }) => {
        const id = Number(params.id);
        this.writes.push(`${method} /${id}/read`);
        if (!this.rows.some((n) => n.id === id)) throw mockFail('invalid-notification');
        this.rows = this.rows.map((n) => (n.id === id ? { ...n, read: method === 'PUT' } : n));
        this.pushCount();
        return this.counts();
      });
    const mute = (method: 'PUT' | 'DELETE') =>
      answerFor(`${method} /api/v3/topics/{tid}/ignore`, ({ params }) => {
        const tid = Number(params.tid);
        this.writes.push(`${method} /topics/${tid}/ignore`);
        this.setMuted(tid, method === 'PUT');
        return {};
      });
    const block = (method: 'PUT' | 'DELETE') =>
      answerFor(`${method} /api/v3/users/{uid}/block`, ({ params }) => {
        const uid = Number(params.uid);
        this.writes.push(`${method} /users/${uid}/block`);
        if (method === 'DELETE') this.blocked = this.blocked.filter((m) => m.uid !== uid);
        return {};
      });
    return [
      ...answerFor('GET /api/notifications', ({ query }) => this.list(query.get('filter') ?? 'all', Math.max(1, Number(query.get('page')) || 1))),
      ...answerFor('GET /api/notifications/count', () => this.counts()),
      ...answerFor('PUT /api/v3/notifications/read', () => {
        this.writes.push('PUT /read');
        this.rows = this.rows.map((n) => ({ ...n, read: true }));
        this.pushCount();
        return this.counts();
      }),
      ...markOne('PUT'),
      ...markOne('DELETE'),
      ...answerFor('GET /api/notifications/settings', () => this.preferences),
      ...answerFor('PUT /api/v3/notifications/settings', ({ body }) => {
        const parsed = preferencesBody.safeParse(body);
        if (!parsed.success || Object.keys(parsed.data.types ?? {}).some((t) => !isNotificationType(t))) throw mockFail('invalid-data');
        this.writes.push(`PUT /settings ${JSON.stringify({ types: parsed.data.types, digest: parsed.data.digest })}`);
        this.preferences = {
          ...this.preferences,
          types: { ...this.preferences.types, ...parsed.data.types },
          digest: parsed.data.digest ?? this.preferences.digest,
        };
        return this.preferences;
      }),
      ...mute('PUT'),
      ...mute('DELETE'),
      ...answerFor('GET /api/notifications/blocks', () => ({ users: this.blocked })),
      ...block('PUT'),
      ...block('DELETE'),
      ...answerFor('GET /api/v3/push', () => this.push),
      ...answerFor('PUT /api/v3/push/types', ({ body }) => {
        const parsed = pushTypesBody.safeParse(body);
        if (!parsed.success) throw mockFail('invalid-data');
        this.writes.push(`PUT /push/types ${JSON.stringify(parsed.data.types)}`);
        this.push = { ...this.push, types: parsed.data.types };
        return this.push;
      }),
      ...answerFor('DELETE /api/v3/push/devices/{id}', ({ params }) => {
        const id = Number(params.id);
        this.writes.push(`DELETE /push/devices/${id}`);
        if (!this.push.devices.some((d) => d.id === id)) throw mockFail('no-push-device');
        this.push = { ...this.push, devices: this.push.devices.filter((d) => d.id !== id) };
        return this.push;
      }),
    ];
  }
}
