import type { AppStartListening } from '../listeners';
import { viewerChanged } from '../sessionActions';
import { loadMyProjects, loadProjects } from './slice';

/**
 * Store-owned side effects of the projects lists (registered once per store in store/listeners.ts):
 * another viewer (a login, another member) reads a loaded `/projects` list and My projects again,
 * so the follow toggles and "You maintain this project" are the viewer's. Logout clears the
 * member's relation in the cache itself (store/projects/slice.ts).
 */
export function startProjectsListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      if (!action.payload.known) return;
      const { list, mine } = api.getState().projects;
      if (list.list.status !== 'initial') void api.dispatch(loadProjects({ filters: list.filters, page: 1 }));
      if (action.payload.uid > 0 && mine.status !== 'initial') void api.dispatch(loadMyProjects(1));
    },
  });
}
