import { http, HttpResponse, type RequestHandler } from 'msw';
import { preferencesBody } from '@/lib/notifications/schemas';
import {
  COUNTED_TYPE,
  NOTIFICATION_LIMITS,
  NOTIFICATION_TYPES,
  isNotificationType,
  type BlockedMember,
  type NotificationCounts,
  type NotificationData,
  type NotificationList,
  type NotificationPreferences,
  type NotificationsGetAnswer,
} from '@/lib/notifications/types';
import type { RealtimeSocket } from '@/store/extra';
import type { AppStore } from '@/store';
import { realtimeReceived } from '@/store/realtime/connection';
import { v3 } from '../discussions/fixtures';

/**
 * A fake notifications server for the client tests: the calls of docs/API.md "Notifications" as
 * msw handlers whose answers are typed by the contract (lib/notifications/types.ts) and whose
 * bodies are checked with the contract's zod schemas, plus the realtime side: stores attached with
 * `connect(store)` get a fake socket answering `notifications.get`, and every change is pushed to
 * each of them as the server pushes it to every socket of the member (`event:notifications.updateCount`).
 */

export const priyaActor = { uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya Raman', picture: '/avatars/priya.svg' };
export const jonasActor = { uid: 3, username: 'jonas', userslug: 'jonas', fullname: '', picture: '' };

export function buildNotification(overrides: Partial<NotificationData> = {}): NotificationData {
  const id = overrides.id ?? 1;
  return {
    id,
    nid: `new-reply:${100 + id}`,
    type: 'new-reply',
    datetime: Date.UTC(2026, 10, 20, 12, 0) + id * 60_000,
    read: false,
    actors: [priyaActor],
    actorCount: 1,
    object: { type: 'topic', id: 40 + id, title: `Question ${id}` },
    path: `/posts/${40 + id}/question-${id}#post-${100 + id}`,
    bodyShort: `Priya Raman replied to your post in "Question ${id}"`,
    count: 1,
    ...overrides,
  };
}

const API = 'http://localhost/api';

export class FakeNotificationServer {
  rows: NotificationData[];
  preferences: NotificationPreferences = {
    types: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, 'email'])) as NotificationPreferences['types'],
    digest: 'off',
    mutedTopics: [],
    mutedTopicList: [],
  };
  /** Titles of the topics the fake knows (a muted one is listed with its title). */
  topicTitles: Record<number, string> = {};
  blocked: BlockedMember[] = [];
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

  handlers(): RequestHandler[] {
    return [
      http.get(`${API}/notifications`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        return HttpResponse.json(this.list(params.get('filter') ?? 'all', Math.max(1, Number(params.get('page')) || 1)));
      }),
      http.get(`${API}/notifications/count`, () => HttpResponse.json(this.counts())),
      http.put(`${API}/v3/notifications/read`, () => {
        this.writes.push('PUT /read');
        this.rows = this.rows.map((n) => ({ ...n, read: true }));
        this.pushCount();
        return v3(this.counts());
      }),
      http.all(`${API}/v3/notifications/:id/read`, ({ params, request }) => {
        const id = Number(params.id);
        const row = this.rows.find((n) => n.id === id);
        this.writes.push(`${request.method} /${id}/read`);
        if (!row) return HttpResponse.json({ status: { code: 'not-found', message: 'Invalid notification' }, response: {} }, { status: 404 });
        this.rows = this.rows.map((n) => (n.id === id ? { ...n, read: request.method === 'PUT' } : n));
        this.pushCount();
        return v3(this.counts());
      }),
      http.get(`${API}/notifications/settings`, () => HttpResponse.json(this.preferences)),
      http.put(`${API}/v3/notifications/settings`, async ({ request }) => {
        const parsed = preferencesBody.safeParse(await request.json());
        if (!parsed.success || Object.keys(parsed.data.types ?? {}).some((t) => !isNotificationType(t))) {
          return HttpResponse.json({ status: { code: 'bad-request', message: 'Invalid preferences' }, response: {} }, { status: 400 });
        }
        this.writes.push(`PUT /settings ${JSON.stringify({ types: parsed.data.types, digest: parsed.data.digest })}`);
        this.preferences = {
          ...this.preferences,
          types: { ...this.preferences.types, ...parsed.data.types },
          digest: parsed.data.digest ?? this.preferences.digest,
        };
        return v3(this.preferences);
      }),
      http.all(`${API}/v3/topics/:tid/ignore`, ({ params, request }) => {
        const tid = Number(params.tid);
        this.writes.push(`${request.method} /topics/${tid}/ignore`);
        this.setMuted(tid, request.method === 'PUT');
        return v3({});
      }),
      http.get(`${API}/notifications/blocks`, () => HttpResponse.json({ users: this.blocked })),
      http.all(`${API}/v3/users/:uid/block`, ({ params, request }) => {
        const uid = Number(params.uid);
        this.writes.push(`${request.method} /users/${uid}/block`);
        if (request.method === 'DELETE') this.blocked = this.blocked.filter((m) => m.uid !== uid);
        return v3({});
      }),
    ];
  }
}
