import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PostData } from '@/lib/discussions/types';
import type { EventData } from '@/lib/events/types';
import type { RootState } from '../index';
import { loggedOut, personalLoaded } from '../sessionActions';

/**
 * The entity cache every list shares (R3.13): posts by pid, events by id, each in its own typed
 * adapter. Lists (feed, topic, saved list, drafts) keep ids only, so one change (an upvote, a
 * bookmark, an edit) shows in every list and page that displays the item. Fields that only one
 * screen has (a topic's quoted parents) stay in that screen's slice.
 */

const postsAdapter = createEntityAdapter<PostData, number>({ selectId: (post) => post.pid });
const eventsAdapter = createEntityAdapter<EventData, number>({ selectId: (event) => event.id });

const initialState = {
  posts: postsAdapter.getInitialState(),
  events: eventsAdapter.getInitialState(),
};

const cacheSlice = createSlice({
  name: 'cache',
  initialState,
  reducers: {
    postsCached(state, action: PayloadAction<ReadonlyArray<PostData>>) {
      postsAdapter.upsertMany(state.posts, action.payload);
    },
    postPatched(state, action: PayloadAction<{ pid: number; changes: Partial<PostData> }>) {
      postsAdapter.updateOne(state.posts, { id: action.payload.pid, changes: action.payload.changes });
    },
    eventsCached(state, action: PayloadAction<ReadonlyArray<EventData>>) {
      eventsAdapter.upsertMany(state.events, action.payload);
    },
    eventPatched(state, action: PayloadAction<{ id: number; changes: Partial<EventData> }>) {
      eventsAdapter.updateOne(state.events, { id: action.payload.id, changes: action.payload.changes });
    },
  },
  extraReducers: (builder) => {
    // A shared page's personal layer: the member's state on the items it shows (lib/personal).
    builder.addCase(personalLoaded, (state, action) => {
      const { posts, events } = action.payload.layer;
      for (const [pid, changes] of Object.entries(posts)) postsAdapter.updateOne(state.posts, { id: Number(pid), changes });
      for (const [id, changes] of Object.entries(events)) eventsAdapter.updateOne(state.events, { id: Number(id), changes });
    });
    // Logout (R4.12): cached items lose the member's own flags (a visitor has none).
    builder.addCase(loggedOut, (state) => {
      for (const post of Object.values(state.posts.entities)) {
        post.upvoted = false;
        post.bookmarked = false;
      }
      for (const event of Object.values(state.events.entities)) {
        event.bookmarked = false;
        event.upvoted = false;
        event.current_user_role = 'none';
        delete event.descriptionRaw;
      }
    });
  },
});

export const { postsCached, postPatched, eventsCached, eventPatched } = cacheSlice.actions;
export const cacheReducer = cacheSlice.reducer;

/** A cached post by pid (undefined when not loaded). */
export const selectPost = (state: RootState, pid: number): PostData | undefined => state.cache.posts.entities[pid];

/** A cached event by id (undefined when not loaded). */
export const selectEvent = (state: RootState, id: number): EventData | undefined => state.cache.events.entities[id];
