import type { StoreFeature } from '../features';
import type { AppStartListening } from '../listeners';
import { viewerChanged } from '../sessionActions';
import { selectSavedListShown } from '../views/slice';
import { loadSavedEvents, loadSavedPosts, selectSavedEvents } from './slice';

/**
 * Store-owned side effects of the saved list (started once per store by its page,
 * `useStoreFeature(savedListFeature)`): the saved list shown is the new member's after a sign-in
 * or an account switch (a visitor has none).
 */
function startSavedListListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      if (action.payload.uid > 0 && selectSavedListShown(api.getState())) {
        void api.dispatch(loadSavedPosts(1));
        if (selectSavedEvents(api.getState()).status !== 'initial') void api.dispatch(loadSavedEvents(1));
      }
    },
  });
}

export const savedListFeature: StoreFeature = { name: 'savedlist', startListeners: startSavedListListeners };
