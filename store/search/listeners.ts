import type { StoreFeature } from '../features';
import type { AppStartListening } from '../listeners';
import { viewerChanged } from '../sessionActions';
import { retrySearch, selectSearchState } from './slice';

/**
 * The search page's store-owned side effect (started by the page, `useStoreFeature(searchFeature)`):
 * another viewer (a login, a logout) searches again, since drafts, private projects and the
 * viewer's own relations differ per viewer.
 */
function startSearchListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      if (!action.payload.known) return;
      const { list } = selectSearchState(api.getState());
      if (list.status !== 'initial') api.dispatch(retrySearch());
    },
  });
}

/** The search page's store feature (store/features.ts). */
export const searchFeature: StoreFeature = { name: 'search', startListeners: startSearchListeners };
