import type { StoreFeature } from '../features';
import type { AppStartListening } from '../listeners';
import { viewerChanged } from '../sessionActions';
import { loadMyProjects, loadProjects, selectProjectsState } from './slice';

/**
 * Store-owned side effects of the projects lists (started once per store by the lists' components, `useStoreFeature(projectsFeature)`):
 * another viewer (a login, another member) reads a loaded `/projects` list and My projects again,
 * so the follow toggles and "You maintain this project" are the viewer's. Logout clears the
 * member's relation in the cache itself (store/projects/slice.ts).
 */
function startProjectsListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      if (!action.payload.known) return;
      const { list, mine } = selectProjectsState(api.getState());
      if (list.list.status !== 'initial') void api.dispatch(loadProjects({ filters: list.filters, page: 1 }));
      if (action.payload.uid > 0 && mine.status !== 'initial') void api.dispatch(loadMyProjects(1));
    },
  });
}

/** The projects lists' store feature (store/features.ts). */
export const projectsFeature: StoreFeature = { name: 'projects', startListeners: startProjectsListeners };
