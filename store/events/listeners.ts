import type { AppStartListening } from '../listeners';
import { viewerChanged } from '../sessionActions';
import { loadEvent, loadEvents } from './slice';

/**
 * Store-owned side effects of events (registered once per store in store/listeners.ts): another
 * viewer (a login, another member) reads the shown event and a loaded feed again, so the role,
 * bookmark and vote are the viewer's (R6.3); a draft refused to a visitor opens for its host.
 * Logout clears the member's flags in the cache itself (store/feed/cache.ts).
 */
export function startEventsListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      if (!action.payload.known) return;
      const { page, feed } = api.getState().events;
      if (page.id !== null && (page.status === 'loaded' || page.status === 'error')) void api.dispatch(loadEvent(page.id));
      if (feed.list.status !== 'initial') void api.dispatch(loadEvents({ filters: feed.filters, page: 1 }));
    },
  });
}
