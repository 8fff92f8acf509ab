import type { StoreFeature } from '../features';
import type { AppStartListening } from '../listeners';
import { isRealtimeEvent } from '../realtime/connection';
import { selectLoggedIn, selectUid } from '../selectors';
import { viewerChanged } from '../sessionActions';
import { postMatchesFilters } from '@/lib/discussions/feed';
import { postsCached } from '../feed/cache';
import { newPostsArrived, reloadFeed, selectFeed } from './slice';

/**
 * Store-owned side effects of the feed (started once per store by the feed's components,
 * `useStoreFeature(feedFeature)`):
 *
 * - R4.18: `event:new_post` puts the main posts it brings that match the loaded feed's filters
 *   (lib/discussions/feed.ts postMatchesFilters) behind the new-posts pill, except the member's
 *   own; replies never do (the feed lists main posts only). The posts go into the shared cache, so
 *   the pill shows them without asking the server again.
 * - Another viewer (a login, another member): a loaded feed is fetched again so its flags are the
 *   viewer's. (Logout clears the member's flags in the cache itself, store/feed/cache.ts.)
 */
function startDiscussionsListeners(startAppListening: AppStartListening): void {
  const isNewPost = isRealtimeEvent('event:new_post');
  startAppListening({
    matcher: isNewPost,
    effect: (action, api) => {
      const state = api.getState();
      const { list, filters } = selectFeed(state);
      if (list.status === 'initial') return;
      const mine = (uid: number) => selectLoggedIn(state) && uid === selectUid(state);
      const posts = (action.payload.payload?.posts ?? []).filter((post) => !mine(post.uid) && postMatchesFilters(post, filters));
      if (posts.length === 0) return;
      api.dispatch(postsCached(posts));
      api.dispatch(newPostsArrived(posts.map((post) => post.pid)));
    },
  });

  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      if (!action.payload.known || selectFeed(api.getState()).list.status === 'initial') return;
      void api.dispatch(reloadFeed());
    },
  });
}

export const feedFeature: StoreFeature = { name: 'feed', startListeners: startDiscussionsListeners };
