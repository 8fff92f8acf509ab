import type { PageSeed } from '@/lib/ssr/seed';
import { eventsCached } from './feed/cache';
import type { AppThunk } from './index';

/** A seed part owned by a slice that loads with its pages (store/index.ts, `LazyLoadedSlices`). */
type InjectedPart = 'feed' | 'memberPosts' | 'topic' | 'events' | 'event' | 'community' | 'projectsList' | 'project' | 'search' | 'memberRelation';
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
    if (seed.eventList) dispatch(eventsCached(seed.eventList));
    for (const part of ['feed', 'memberPosts', 'topic', 'events', 'event', 'community', 'projectsList', 'project', 'search', 'memberRelation'] as const) {
      const thunk = hydrateInjected(seed, part);
      if (thunk) dispatch(thunk);
    }
  };
