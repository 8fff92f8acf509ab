import type { AppStartListening } from '../listeners';
import { isRealtimeEvent } from '../realtime/connection';
import { selectLoggedIn, selectUid } from '../selectors';
import { viewerChanged } from '../sessionActions';
import { newPostsArrived, reloadFeed } from './slice';

/**
 * Store-owned side effects of the feed (registered once per store in store/listeners.ts):
 *
 * - R4.18: `event:new_post` sets the new-posts flag, unless the member is logged in and every
 *   post it brings is their own (a visitor always gets the flag).
 * - Another viewer (a login, another member): a loaded feed is fetched again so its flags are the
 *   viewer's. (Logout clears the member's flags in the cache itself, store/feed/cache.ts.)
 */
export function startDiscussionsListeners(startAppListening: AppStartListening): void {
  const isNewPost = isRealtimeEvent('event:new_post');
  startAppListening({
    matcher: isNewPost,
    effect: (action, api) => {
      const posts = action.payload.payload?.posts ?? [];
      if (posts.length === 0) return;
      const state = api.getState();
      if (selectLoggedIn(state) && posts.every((post) => post.uid === selectUid(state))) return;
      api.dispatch(newPostsArrived());
    },
  });

  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      if (!action.payload.known || api.getState().discussions.list.status === 'initial') return;
      void api.dispatch(reloadFeed());
    },
  });
}
