import type { AppStartListening } from '../listeners';
import { isRealtimeEvent } from '../realtime/connection';
import { selectLoggedIn, selectUid } from '../selectors';
import { viewerChanged } from '../sessionActions';
import { selectShownTopic } from '../views/slice';
import { selectTopicState } from './state';
import { openTopic, receiveReply } from './thunks';

/**
 * Store-owned side effects of the topic shown (the topic page, an event page's discussion or a
 * project's question, which report `showView({ name: 'topic', tid })`), started once per store by
 * those components (`useStoreFeature(topicFeature)`, ./feature.ts):
 *
 * - replies other members post in it arrive live through `event:new_post` (R7.6) and join the
 *   thread where a fetched post would go. The member's own replies are placed by `postReply`;
 * - signing in (or switching account) reads it again for the new viewer's privileges and flags;
 *   a topic refused to the visitor (e.g. a draft, for its author) may open now. (Logout clears the
 *   topic, R4.12, and the page loads it again.)
 */
export function startTopicListeners(startAppListening: AppStartListening): void {
  const isNewPost = isRealtimeEvent('event:new_post');
  startAppListening({
    matcher: isNewPost,
    effect: (action, api) => {
      const state = api.getState();
      const { tid, status } = selectTopicState(state);
      if (tid === null || status !== 'ready' || selectShownTopic(state) !== tid) return;
      const mine = (uid: number) => selectLoggedIn(state) && uid === selectUid(state);
      for (const post of action.payload.payload?.posts ?? []) {
        if (post.tid === tid && !post.isMainPost && !mine(post.uid)) api.dispatch(receiveReply(post));
      }
    },
  });

  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      const topic = selectTopicState(api.getState());
      const settled = topic.status === 'ready' || topic.status === 'error';
      if (action.payload.uid > 0 && topic.tid !== null && topic.tid === selectShownTopic(api.getState()) && settled) {
        void api.dispatch(openTopic({ tid: topic.tid, sort: topic.sort, page: 1 }));
      }
    },
  });
}
