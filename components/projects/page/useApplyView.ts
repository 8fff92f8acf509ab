import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { projectListKey, projectViewPath, type ProjectView } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import { useAppDispatch } from '@/store/hooks';
import { loadProjectList } from '@/store/projects/page';

/**
 * Applies a view's new filters: page 1 loads with them and the address follows (a shallow replace:
 * the page is not rendered on the server again, the back button is not filled with keystrokes).
 */
export function useApplyView(project: ProjectData): (view: ProjectView) => void {
  const router = useRouter();
  const dispatch = useAppDispatch();
  return useCallback(
    (view: ProjectView) => {
      void dispatch(loadProjectList({ project, view, key: projectListKey(project.id, view) }));
      void router.replace(projectViewPath(project, view), undefined, { shallow: true, scroll: false });
    },
    [dispatch, project, router],
  );
}
