import type { AppStartListening } from '../listeners';
import { isRealtimeEvent } from '../realtime/connection';
import { selectLoggedIn, selectUid } from '../selectors';
import { selectShownTopic } from '../views/slice';
import { receiveReply } from './thunks';

/**
 * Store-owned side effects of the topic shown (the topic page, or an event page's discussion,
 * which both report `showView({ name: 'topic', tid })`): replies other members post in it arrive
 * live through `event:new_post` (R7.6) and join the thread where a fetched post would go. The
 * member's own replies are placed by `postReply` already.
 */
export function startTopicListeners(startAppListening: AppStartListening): void {
  const isNewPost = isRealtimeEvent('event:new_post');
  startAppListening({
    matcher: isNewPost,
    effect: (action, api) => {
      const state = api.getState();
      const { tid, status } = state.topic;
      if (tid === null || status !== 'ready' || selectShownTopic(state) !== tid) return;
      const mine = (uid: number) => selectLoggedIn(state) && uid === selectUid(state);
      for (const post of action.payload.payload?.posts ?? []) {
        if (post.tid === tid && !post.isMainPost && !mine(post.uid)) api.dispatch(receiveReply(post));
      }
    },
  });
}
