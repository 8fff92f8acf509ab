import { assertMayPost } from '../discussions/permissions';
import type { Viewer } from '../users/viewer';
import type { ProjectRow } from './repository';

/**
 * Who may do what with projects (docs/DECISIONS.md "Projects"). Every call checks these on the
 * server; `can_edit` and `is_maintainer` only tell the UI what to offer.
 */

/** Adding a project is posting: a member of at least one group (R4.14) whose address is confirmed (issue 35). */
export const assertMayCreateProject: (viewer: Viewer | null) => asserts viewer is Viewer = assertMayPost;

/** Hidden projects are seen only by moderators and administrators; every other project by everyone. */
export const maySeeProject = (row: Pick<ProjectRow, 'hidden'>, viewer: Viewer | null): boolean =>
  !row.hidden || Boolean(viewer?.isModerator);

/** Edit the project and its maintainers: its maintainers, and moderators and administrators (any project). */
export const mayEditProject = (viewer: Viewer | null, maintainer: boolean): boolean => Boolean(viewer && (maintainer || viewer.isModerator));

/** Hide and show again: moderators and administrators. */
export const mayHideProject = (viewer: Viewer | null): boolean => Boolean(viewer?.isModerator);
