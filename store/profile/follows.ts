import type { FollowMember, ProfileAnswer, ProfileEvent, ProfileListPage, ProfileProject } from '@/lib/users/types';
import * as api from '@/services/users';
import { createApiThunk } from '../thunks';

/**
 * The profile's member actions and list pages (R3.15). Following shows a failure as the error
 * toast (the button keeps its state); a list page's failure shows inside the list with Retry, so
 * it does not toast.
 */

/** Follow or stop following a member: answers their follower count and the new state. */
export const followMember = createApiThunk('profile/follow', ({ uid, follow }: { uid: number; follow: boolean }) => api.setFollowing(uid, follow));

/** The profile lists that page after the summary's first page. */
export type ProfileListKind = 'answers' | 'eventsHosted' | 'eventsAttended' | 'projects' | 'followers' | 'following';

/** One item of each list. */
export interface ProfileListItems {
  answers: ProfileAnswer;
  eventsHosted: ProfileEvent;
  eventsAttended: ProfileEvent;
  projects: ProfileProject;
  followers: FollowMember;
  following: FollowMember;
}

function fetchPage(kind: ProfileListKind, slug: string, page: number): Promise<ProfileListPage<ProfileListItems[typeof kind]>> {
  switch (kind) {
    case 'answers':
      return api.fetchProfileAnswers(slug, page);
    case 'eventsHosted':
      return api.fetchProfileEvents(slug, 'hosted', page);
    case 'eventsAttended':
      return api.fetchProfileEvents(slug, 'attended', page);
    case 'projects':
      return api.fetchProfileProjects(slug, page);
    case 'followers':
      return api.fetchFollowers(slug, page);
    case 'following':
      return api.fetchFollowing(slug, page);
  }
}

/** One page of one profile list. */
export const loadProfileListPage = createApiThunk(
  'profile/listPage',
  ({ kind, slug, page }: { kind: ProfileListKind; slug: string; page: number }) => fetchPage(kind, slug, page),
  { toast: false },
);
