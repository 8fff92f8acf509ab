import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { loggedOut } from '@/store/sessionActions';
import { setSessionHooks } from '@/services/http';
import {
  loadNotificationCounts,
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsFeature,
  selectNotificationCounts,
  selectNotificationTab,
  selectTabNotifications,
  NOTIFICATIONS_SYNC_DELAY_MS,
  startNotifications,
} from '@/store/notifications';
import { startStoreFeature } from '@/store/features';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { buildNotification, jonasActor } from '@/mocks/factories/notifications';
import { FakeNotificationServer } from './fakeServer';

startMswServer();

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

function memberStore() {
  const store = makeStore();
  store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
  releases.push(setSessionHooks({ csrfToken: () => store.getState().config.data?.csrf_token, completeRegistration: async () => false }));
  store.dispatch(startStoreFeature(notificationsFeature));
  return store;
}

const ids = (store: ReturnType<typeof memberStore>, tab: 'all' | 'unread') => selectTabNotifications(store.getState(), tab).map((n) => n.id);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await wait(10);
  }
}

describe('notifications slice (R3.10, R3.18)', () => {
  it('R3.10 R3.18: loads the tabs through the list helper: newest first, has more, then the end; page 2 appends', async () => {
    const fake = new FakeNotificationServer(Array.from({ length: 25 }, (_, i) => buildNotification({ id: i + 1, read: i % 2 === 0 })));
    server.use(...fake.handlers());
    const store = memberStore();
    expect(selectNotificationTab(store.getState(), 'all').status).toBe('initial');
    const pending = store.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    expect(selectNotificationTab(store.getState(), 'all').status).toBe('loading');
    await pending;
    expect(selectNotificationTab(store.getState(), 'all').status).toBe('hasMore');
    expect(ids(store, 'all').slice(0, 3)).toEqual([25, 24, 23]);
    await store.dispatch(loadNotifications({ tab: 'all', page: 2 }));
    expect(selectNotificationTab(store.getState(), 'all').status).toBe('end');
    expect(ids(store, 'all')).toHaveLength(25);
    await store.dispatch(loadNotifications({ tab: 'unread', page: 1 }));
    expect(ids(store, 'unread')).toEqual([24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2]);
    expect(selectNotificationTab(store.getState(), 'unread').status).toBe('end');
    // The counts came with the list: 12 unread new replies.
    expect(selectNotificationCounts(store.getState())).toEqual({ count: 12, total: 12 });
  });

  it('R3.18: a failed page is the error state with the HTTP status', async () => {
    server.use(
      ...answerFor('GET /api/notifications', () => {
        throw mockFail('database-unavailable');
      }),
    );
    const store = memberStore();
    await store.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    expect(selectNotificationTab(store.getState(), 'all')).toMatchObject({ status: 'error', errorCode: 503 });
  });

  it('R3.10: the badge counts unread new replies only (count), total every unread one; marking one read lowers both', async () => {
    const fake = new FakeNotificationServer([
      buildNotification({ id: 1 }),
      buildNotification({ id: 2, type: 'upvote', nid: 'upvote:9', actors: [jonasActor] }),
      buildNotification({ id: 3, read: true }),
    ]);
    server.use(...fake.handlers());
    const store = memberStore();
    await store.dispatch(loadNotificationCounts());
    expect(selectNotificationCounts(store.getState())).toEqual({ count: 1, total: 2 });
    await store.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    const marking = store.dispatch(markNotificationRead({ id: 1 }));
    // Shown read at once.
    expect(selectTabNotifications(store.getState(), 'all').find((n) => n.id === 1)?.read).toBe(true);
    await marking;
    expect(fake.writes).toEqual(['PUT /1/read']);
    expect(selectNotificationCounts(store.getState())).toEqual({ count: 0, total: 1 });
  });

  it('R3.10: mark all read marks every loaded notification read and zeroes the counts', async () => {
    const fake = new FakeNotificationServer([buildNotification({ id: 1 }), buildNotification({ id: 2, type: 'mention', nid: 'mention:5' })]);
    server.use(...fake.handlers());
    const store = memberStore();
    await store.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    await store.dispatch(markAllNotificationsRead());
    expect(fake.writes).toEqual(['PUT /read']);
    expect(selectTabNotifications(store.getState(), 'all').every((n) => n.read)).toBe(true);
    expect(selectNotificationCounts(store.getState())).toEqual({ count: 0, total: 0 });
  });

  it('R7.6: event:new_notification puts a new one on top (a grouped one moves up), event:notifications.updateCount sets the badge', async () => {
    const fake = new FakeNotificationServer([buildNotification({ id: 1 }), buildNotification({ id: 2, read: true })]);
    server.use(...fake.handlers());
    const store = memberStore();
    fake.connect(store);
    await store.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    await store.dispatch(loadNotifications({ tab: 'unread', page: 1 }));
    expect(ids(store, 'all')).toEqual([2, 1]);
    fake.notify(buildNotification({ id: 3, datetime: Date.UTC(2026, 10, 22) }));
    expect(ids(store, 'all')).toEqual([3, 2, 1]);
    expect(ids(store, 'unread')).toEqual([3, 1]);
    expect(selectNotificationCounts(store.getState())).toEqual({ count: 2, total: 2 });
    // Notification 2 grouped a new actor: bumped and unread again.
    fake.notify(buildNotification({ id: 2, read: false, actorCount: 2, datetime: Date.UTC(2026, 10, 23) }));
    expect(ids(store, 'all')).toEqual([2, 3, 1]);
    expect(ids(store, 'unread')).toEqual([2, 3, 1]);
    expect(selectNotificationCounts(store.getState())).toEqual({ count: 3, total: 3 });
  });

  it('R7.6: marking read in another tab reaches this one: the pushed count resynchronises the read flags through notifications.get', async () => {
    const fake = new FakeNotificationServer([buildNotification({ id: 1 }), buildNotification({ id: 2 })]);
    server.use(...fake.handlers());
    const tabA = memberStore();
    const tabB = memberStore();
    fake.connect(tabA);
    fake.connect(tabB);
    await tabA.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    await tabB.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    await tabA.dispatch(markNotificationRead({ id: 2 }));
    // Tab B's badge follows at once; its list after the burst's resynchronisation.
    expect(selectNotificationCounts(tabB.getState()).count).toBe(1);
    await wait(NOTIFICATIONS_SYNC_DELAY_MS + 50);
    expect(selectTabNotifications(tabB.getState(), 'all').map((n) => [n.id, n.read])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(selectNotificationCounts(tabB.getState())).toEqual({ count: 1, total: 1 });
  });

  it('R7.6: a withdrawn one (an upvote taken back) leaves the list and the total on the pushed count, a changed group is refreshed', async () => {
    const fake = new FakeNotificationServer([
      buildNotification({ id: 1 }),
      buildNotification({ id: 2, type: 'upvote', nid: 'upvote:7', actorCount: 2 }),
      buildNotification({ id: 3, type: 'upvote', nid: 'upvote:8' }),
    ]);
    server.use(...fake.handlers());
    const store = memberStore();
    fake.connect(store);
    await store.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    await store.dispatch(loadNotifications({ tab: 'unread', page: 1 }));
    expect(ids(store, 'all')).toEqual([3, 2, 1]);
    fake.rows = [buildNotification({ id: 1 }), buildNotification({ id: 2, type: 'upvote', nid: 'upvote:7', actorCount: 1 })];
    fake.pushCount();
    await waitFor(() => ids(store, 'all').length === 2);
    expect(ids(store, 'all')).toEqual([2, 1]);
    expect(ids(store, 'unread')).toEqual([2, 1]);
    expect(selectNotificationCounts(store.getState())).toEqual({ count: 1, total: 2 });
    expect(selectTabNotifications(store.getState(), 'all')[0]!.actorCount).toBe(1);
  });

  it('R7.6: started by the bell, it reads the counts, and catches up through notifications.get each time the socket connects again; stopping ends that', async () => {
    const fake = new FakeNotificationServer([buildNotification({ id: 1 })]);
    server.use(...fake.handlers());
    const store = memberStore();
    const stop = store.dispatch(startNotifications());
    await waitFor(() => selectNotificationCounts(store.getState()).count === 1);
    await store.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    // Missed while the connection was down: a new reply and the first one read elsewhere.
    fake.rows = [buildNotification({ id: 1, read: true }), buildNotification({ id: 2, datetime: Date.UTC(2026, 10, 23) })];
    fake.connect(store);
    store.dispatch({ type: 'realtime/realtimeStatus', payload: 'disconnected' });
    store.dispatch({ type: 'realtime/realtimeStatus', payload: 'connected' });
    await waitFor(() => ids(store, 'all').length === 2);
    expect(selectTabNotifications(store.getState(), 'all').map((n) => [n.id, n.read])).toEqual([
      [2, false],
      [1, true],
    ]);
    stop();
    fake.rows = [...fake.rows, buildNotification({ id: 3, datetime: Date.UTC(2026, 10, 24) })];
    store.dispatch({ type: 'realtime/realtimeStatus', payload: 'disconnected' });
    store.dispatch({ type: 'realtime/realtimeStatus', payload: 'connected' });
    await wait(50);
    expect(ids(store, 'all')).toEqual([2, 1]);
  });

  it('R4.12: logout clears the member’s notifications', async () => {
    const fake = new FakeNotificationServer([buildNotification({ id: 1 })]);
    server.use(...fake.handlers());
    const store = memberStore();
    await store.dispatch(loadNotifications({ tab: 'all', page: 1 }));
    store.dispatch(loggedOut());
    expect(selectNotificationTab(store.getState(), 'all').status).toBe('initial');
    expect(selectNotificationCounts(store.getState())).toEqual({ count: null, total: null });
  });
});
