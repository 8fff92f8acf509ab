import type { PageSeed } from '@/lib/ssr/seed';
import { hydrateCommunity } from './community/slice';
import { hydrateFeed } from './discussions/slice';
import { hydrateEventPage, hydrateEventsFeed } from './events/slice';
import { eventsCached } from './feed/cache';
import type { AppThunk } from './index';
import { hydrateMemberPosts } from './profile/posts';
import { hydrateProjectsList } from './projects/slice';
import { hydrateProjectPage } from './projects/page';
import { hydrateTopic } from './topic/hydrate';

/**
 * Applies a page seed (lib/ssr/seed.ts): each part goes to the `hydrate<Part>` thunk of the slice
 * that owns it. A new seedable part adds its line here.
 */
export const applyServerSeed =
  (seed: PageSeed): AppThunk =>
  (dispatch) => {
    if (seed.feed) dispatch(hydrateFeed(seed.id, seed.feed));
    if (seed.topic) dispatch(hydrateTopic(seed.topic));
    if (seed.memberPosts) dispatch(hydrateMemberPosts(seed.memberPosts));
    if (seed.events) dispatch(hydrateEventsFeed(seed.id, seed.events));
    if (seed.event) dispatch(hydrateEventPage(seed.event));
    if (seed.eventList) dispatch(eventsCached(seed.eventList));
    if (seed.community) dispatch(hydrateCommunity(seed.id, seed.community));
    if (seed.projectsList) dispatch(hydrateProjectsList({ id: seed.id, ...seed.projectsList }));
    if (seed.project) dispatch(hydrateProjectPage(seed.id, seed.project));
  };
