import type { AppStartListening } from '../listeners';
import { viewerChanged } from '../sessionActions';
import { reloadProject } from './page';

/** The project page: another viewer (sign in, sign out elsewhere) reads the project again for their follow and rights. */
export function startProjectPageListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      const { project } = api.getState().projectPage;
      if (!action.payload.known || !project) return;
      void api.dispatch(reloadProject(project.id));
    },
  });
}
