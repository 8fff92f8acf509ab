import type { StoreFeature } from '../features';
import type { AppStartListening } from '../listeners';
import { viewerChanged } from '../sessionActions';
import { reloadProject, selectShownProject } from './page';

/** The project page: another viewer (sign in, sign out elsewhere) reads the project again for their follow and rights. */
function startProjectPageListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      const project = selectShownProject(api.getState());
      if (!action.payload.known || !project) return;
      void api.dispatch(reloadProject(project.id));
    },
  });
}

/** The project page's store feature (store/features.ts), started by ProjectPage. */
export const projectPageFeature: StoreFeature = { name: 'projectPage', startListeners: startProjectPageListeners };
