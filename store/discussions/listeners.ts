import type { TypedStartListening } from '@reduxjs/toolkit';
import { loadConfig } from '../config/slice';
import { itemsCached, type CachedItem } from '../feed/cache';
import type { AppDispatch, RootState } from '../index';
import { isRealtimeEvent } from '../realtime/connection';
import { loggedOut } from '../sessionActions';
import { newPostsArrived, reloadFeed } from './slice';

/**
 * Store-owned side effects of the feed (registered once per store in store/index.ts):
 *
 * - R4.18: `event:new_post` sets the new-posts flag, unless the member is logged in and every
 *   post it brings is their own (a visitor always gets the flag).
 * - Logout: cached posts lose the member's upvoted/bookmarked flags (a visitor has none).
 * - Login (or another member): a loaded feed is fetched again so its flags are the member's.
 */
export function startDiscussionsListeners(startListening: TypedStartListening<RootState>): void {
  const isNewPost = isRealtimeEvent('event:new_post');
  startListening({
    matcher: isNewPost,
    effect: (action, api) => {
      if (!isNewPost(action)) return;
      const posts = action.payload.payload?.posts ?? [];
      if (posts.length === 0) return;
      const { loggedIn, uid } = api.getState().login;
      if (loggedIn && posts.every((post) => post.uid === uid)) return;
      api.dispatch(newPostsArrived());
    },
  });

  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      const cleared = Object.values(api.getState().feedCache.entities)
        .filter((item): item is CachedItem => item?.kind === 'post' && (item.upvoted === true || item.bookmarked === true))
        .map((item) => ({ ...item, upvoted: false, bookmarked: false }));
      if (cleared.length > 0) api.dispatch(itemsCached(cleared));
    },
  });

  startListening({
    actionCreator: loadConfig.fulfilled,
    effect: (action, api) => {
      const before = api.getOriginalState();
      if (!before.config.data) return;
      const uidBefore = before.login.uid;
      const uidNow = action.payload.loggedIn ? action.payload.uid : -1;
      if (uidBefore === uidNow || api.getState().discussions.list.status === 'initial') return;
      void (api.dispatch as AppDispatch)(reloadFeed());
    },
  });
}
