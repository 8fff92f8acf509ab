import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The normalised cache every list shares (R3.13): posts keyed `post{pid}`, events keyed
 * `event{id}`. Lists keep keys only, so one change (an upvote, a registration) shows in every
 * list and page that displays the item. Capability slices add their own fields to the records.
 */

export type PostKey = `post${number}`;
export type EventKey = `event${number}`;
export type CacheKey = PostKey | EventKey;

export const postKey = (pid: number): PostKey => `post${pid}`;
export const eventKey = (id: number): EventKey => `event${id}`;

/** Fields every cached item has; capability slices store their full records. */
export interface CachedPost {
  key: PostKey;
  kind: 'post';
  pid: number;
  [field: string]: unknown;
}

export interface CachedEvent {
  key: EventKey;
  kind: 'event';
  id: number;
  [field: string]: unknown;
}

export type CachedItem = CachedPost | CachedEvent;

export function cachedPost<T extends { pid: number }>(post: T): T & CachedPost {
  return { ...post, key: postKey(post.pid), kind: 'post' };
}

export function cachedEvent<T extends { id: number }>(event: T): T & CachedEvent {
  return { ...event, key: eventKey(event.id), kind: 'event' };
}

export const feedCacheAdapter = createEntityAdapter<CachedItem, CacheKey>({ selectId: (item) => item.key });

const feedCacheSlice = createSlice({
  name: 'feedCache',
  initialState: feedCacheAdapter.getInitialState(),
  reducers: {
    itemsCached(state, action: PayloadAction<CachedItem[]>) {
      feedCacheAdapter.upsertMany(state, action.payload);
    },
    itemPatched(state, action: PayloadAction<{ key: CacheKey; changes: Record<string, unknown> }>) {
      feedCacheAdapter.updateOne(state, { id: action.payload.key, changes: action.payload.changes as Partial<CachedItem> });
    },
    itemRemoved(state, action: PayloadAction<CacheKey>) {
      feedCacheAdapter.removeOne(state, action.payload);
    },
  },
});

export const { itemsCached, itemPatched, itemRemoved } = feedCacheSlice.actions;
export const feedCacheReducer = feedCacheSlice.reducer;
