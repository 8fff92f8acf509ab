import { createEntityAdapter, createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { NotificationCounts, NotificationData, NotificationList } from '@/lib/notifications/types';
import * as api from '@/services/notifications';
import { rootReducer, type RootState } from '../index';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { isRealtimeEvent } from '../realtime/connection';
import { loggedOut, viewerChanged } from '../sessionActions';
import { createApiThunk } from '../thunks';

/**
 * The member's notifications (R3.10, R7.6): one entity per notification (by id), the All and
 * Unread tabs as paged lists of ids (store/lists.ts), and the unread counts. `count` is the unread
 * `new-reply` count the bell shows (spec section 9); `total` every unread one. Realtime events
 * (`event:new_notification`, `event:notifications.updateCount`) are reduced here; the listeners
 * (./listeners.ts) resynchronise through `notifications.get` when the count changes elsewhere
 * (another tab, another instance). Injected with the bell and the notifications pages.
 */

export type NotificationTab = 'all' | 'unread';
export const NOTIFICATION_TABS: readonly NotificationTab[] = ['all', 'unread'];

/** Newest first by datetime, then by id (the server's order). */
const newestFirst = (a: NotificationData, b: NotificationData) => b.datetime - a.datetime || b.id - a.id;

const adapter = createEntityAdapter<NotificationData>({ sortComparer: newestFirst });

export interface NotificationsState {
  entities: ReturnType<typeof adapter.getInitialState>;
  lists: Record<NotificationTab, ListState<number>>;
  /** Unread new replies (the badge); null until known. */
  count: number | null;
  /** Every unread notification; null until known. */
  total: number | null;
  /** Mark all read under way. */
  markingAll: boolean;
}

const initialState = (): NotificationsState => ({
  entities: adapter.getInitialState(),
  lists: { all: initialList<number>(), unread: initialList<number>() },
  count: null,
  total: null,
  markingAll: false,
});

/** One page of a tab: page 1 replaces the tab's list, later pages append. */
export const loadNotifications = createApiThunk(
  'notifications/load',
  async ({ tab, page }: { tab: NotificationTab; page: number }) => ({ tab, answer: await api.fetchNotifications(tab, page) }),
);

/** The counts, quietly (the bell asks on its own; a failure leaves the badge as it was). */
export const loadNotificationCounts = createApiThunk('notifications/counts', () => api.fetchNotificationCounts(), {
  toast: false,
  report: false,
});

/** Marks one read (opening it) or unread again. */
export const markNotificationRead = createApiThunk(
  'notifications/markRead',
  async ({ id, read = true }: { id: number; read?: boolean }) => ({ id, read, counts: await api.setNotificationRead(id, read) }),
);

export const markAllNotificationsRead = createApiThunk('notifications/markAllRead', () => api.markAllNotificationsRead());

/** Ids of `list` plus `ids`, newest first by the cached notifications (a bumped one moves up). */
function placeIds(state: NotificationsState, list: ListState<number>, ids: number[]): void {
  const all = new Set([...list.ids, ...ids]);
  list.ids = [...all]
    .filter((id) => state.entities.entities[id])
    .sort((a, b) => newestFirst(state.entities.entities[a]!, state.entities.entities[b]!));
}

function setCounts(state: NotificationsState, counts: Partial<NotificationCounts>): void {
  if (typeof counts.count === 'number') state.count = counts.count;
  if (typeof counts.total === 'number') state.total = counts.total;
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** The first page of everything with the counts (the socket's `notifications.get` answer). */
    notificationsSynced(state, action: PayloadAction<NotificationList>) {
      const { notifications, hasMore } = action.payload;
      // Cached ones the answer's page covers but no longer holds were withdrawn (an upvote taken back): they go.
      const answered = new Set(notifications.map((n) => n.id));
      const oldest = notifications[notifications.length - 1];
      const gone = Object.values(state.entities.entities)
        .filter((n): n is NotificationData => Boolean(n) && !answered.has(n!.id))
        .filter((n) => !hasMore || (oldest !== undefined && newestFirst(n, oldest) < 0))
        .map((n) => n.id);
      if (gone.length > 0) {
        adapter.removeMany(state.entities, gone);
        const drop = new Set(gone);
        for (const tab of NOTIFICATION_TABS) state.lists[tab].ids = state.lists[tab].ids.filter((id) => !drop.has(id));
      }
      adapter.upsertMany(state.entities, notifications);
      setCounts(state, action.payload);
      const ids = notifications.map((n) => n.id);
      if (state.lists.all.status !== 'initial') placeIds(state, state.lists.all, ids);
      if (state.lists.unread.status !== 'initial') {
        placeIds(state, state.lists.unread, notifications.filter((n) => !n.read).map((n) => n.id));
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadNotifications.pending, (state, action) => {
        listPending(state.lists[action.meta.arg.tab], action.meta.arg.page);
      })
      .addCase(loadNotifications.fulfilled, (state, action) => {
        const { tab, answer } = action.payload;
        adapter.upsertMany(state.entities, answer.notifications);
        setCounts(state, answer);
        listFulfilled(state.lists[tab], {
          page: answer.page,
          ids: answer.notifications.map((n) => n.id),
          hasMore: answer.hasMore,
        });
      })
      .addCase(loadNotifications.rejected, (state, action) => {
        listRejected(state.lists[action.meta.arg.tab], action.payload);
      })
      .addCase(loadNotificationCounts.fulfilled, (state, action) => setCounts(state, action.payload))
      .addCase(markNotificationRead.pending, (state, action) => {
        // Shown read at once; the answer's counts follow.
        const { id, read = true } = action.meta.arg;
        const entity = state.entities.entities[id];
        if (entity) entity.read = read;
      })
      .addCase(markNotificationRead.fulfilled, (state, action) => setCounts(state, action.payload.counts))
      .addCase(markNotificationRead.rejected, (state, action) => {
        const { id, read = true } = action.meta.arg;
        const entity = state.entities.entities[id];
        if (entity) entity.read = !read;
      })
      .addCase(markAllNotificationsRead.pending, (state) => {
        state.markingAll = true;
      })
      .addCase(markAllNotificationsRead.fulfilled, (state, action) => {
        state.markingAll = false;
        for (const entity of Object.values(state.entities.entities)) if (entity) entity.read = true;
        setCounts(state, action.payload ?? { count: 0, total: 0 });
      })
      .addCase(markAllNotificationsRead.rejected, (state) => {
        state.markingAll = false;
      })
      .addCase(loggedOut, () => initialState())
      .addCase(viewerChanged, () => initialState())
      .addMatcher(isRealtimeEvent('event:new_notification'), (state, action) => {
        const notification = action.payload.payload;
        if (!notification || typeof notification.id !== 'number') return;
        const wasUnread = state.entities.entities[notification.id]?.read === false;
        adapter.upsertOne(state.entities, notification);
        // A new unread one (or one made unread again by a new actor) adds to the total.
        if (state.total !== null && !notification.read && !wasUnread) state.total += 1;
        if (state.lists.all.status !== 'initial') placeIds(state, state.lists.all, [notification.id]);
        if (state.lists.unread.status !== 'initial' && !notification.read) {
          placeIds(state, state.lists.unread, [notification.id]);
        }
      })
      .addMatcher(isRealtimeEvent('event:notifications.updateCount'), (state, action) => {
        if (typeof action.payload.payload === 'number') state.count = action.payload.payload;
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

// Loads with the bell (members only) and the notifications pages, not with every page.
const injected = notificationsSlice.injectInto(rootReducer);

export const { notificationsSynced } = notificationsSlice.actions;

/** The notifications state, or its initial state before the slice has seen an action. */
export const selectNotificationsState = (state: RootState): NotificationsState => injected.selectSlice(state);

const entitySelectors = adapter.getSelectors((state: RootState) => selectNotificationsState(state).entities);
export const selectNotificationById = entitySelectors.selectById;

export const selectNotificationCounts = createSelector(
  [(state: RootState) => selectNotificationsState(state).count, (state: RootState) => selectNotificationsState(state).total],
  (count, total) => ({ count, total }),
);

export const selectNotificationTab = (state: RootState, tab: NotificationTab) => selectNotificationsState(state).lists[tab];

/** The notifications of a tab, in order. */
export const selectTabNotifications = createSelector(
  [(state: RootState) => selectNotificationsState(state).entities.entities, selectNotificationTab],
  (entities, list) => list.ids.map((id) => entities[id]).filter((n): n is NotificationData => Boolean(n)),
);

/** The latest few of everything (the bell's dropdown). */
export const selectLatestNotifications = createSelector(
  [(state: RootState) => selectNotificationsState(state).entities, (_state: RootState, limit: number) => limit],
  (entities, limit) => adapter.getSelectors().selectAll(entities).slice(0, limit),
);
