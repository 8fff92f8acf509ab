import type { PageSeed } from '@/lib/ssr/seed';
import { hydrateFeed } from './discussions/slice';
import { eventsCached } from './feed/cache';
import type { AppThunk } from './index';
import { hydrateMemberPosts } from './profile/posts';

/** A seed part owned by a slice that loads with its pages (store/index.ts, `LazyLoadedSlices`). */
type InjectedPart = 'topic' | 'events' | 'event' | 'community' | 'projectsList' | 'project' | 'search' | 'memberRelation';
type PartHydrator<P extends InjectedPart> = (seedId: string, part: NonNullable<PageSeed[P]>) => AppThunk;

const injectedHydrators: { [P in InjectedPart]?: PartHydrator<P> } = {};

/**
 * Called by such a slice's module as it loads (it loads before its page renders): the page's seed
 * then reaches it. A page whose seed carries a part nobody registered is a mistake; the test of each
 * page's render catches it (the part would show empty).
 */
export function registerSeedHydrator<P extends InjectedPart>(part: P, hydrate: PartHydrator<P>): void {
  (injectedHydrators as Record<P, PartHydrator<P>>)[part] = hydrate;
}

function hydrateInjected<P extends InjectedPart>(seed: PageSeed, part: P): AppThunk | null {
  const value = seed[part];
  const hydrate = injectedHydrators[part] as PartHydrator<P> | undefined;
  return value && hydrate ? hydrate(seed.id, value as NonNullable<PageSeed[P]>) : null;
}

/**
 * Applies a page seed (lib/ssr/seed.ts): each part goes to the `hydrate<Part>` thunk of the slice
 * that owns it. A new seedable part adds its line here (or, for a slice injected with its pages,
 * registers itself with `registerSeedHydrator`).
 */
export const applyServerSeed =
  (seed: PageSeed): AppThunk =>
  (dispatch) => {
    if (seed.feed) dispatch(hydrateFeed(seed.id, seed.feed));
    if (seed.memberPosts) dispatch(hydrateMemberPosts(seed.memberPosts));
    if (seed.eventList) dispatch(eventsCached(seed.eventList));
    for (const part of ['topic', 'events', 'event', 'community', 'projectsList', 'project', 'search', 'memberRelation'] as const) {
      const thunk = hydrateInjected(seed, part);
      if (thunk) dispatch(thunk);
    }
  };
