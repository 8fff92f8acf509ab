import type { UnknownAction } from '@reduxjs/toolkit';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAppStore } from '../hooks';

const subscribeNothing = () => () => undefined;

/** What getServerSideProps hands the topic page: the actions of its server-side topic load. */
export interface TopicSeed {
  /** One id per server render, so the same render is applied once. */
  id: string;
  actions: UnknownAction[];
}

/**
 * Applies the server-rendered topic (getServerSideProps' `seed`) to the page's store before
 * anything paints, the same way the highlights feed seeds itself (store/discussions/useFeedSeed):
 *
 * - on the server and while the browser hydrates, during the first render, so the HTML holds the
 *   whole topic and hydration renders the same markup (nothing is subscribed to the store yet);
 * - after a client-side navigation (new props), in a layout effect, before the browser paints.
 *
 * A seed is applied once (by id): re-renders and shallow URL changes (sort) keep what the member
 * loaded or posted since.
 */
export function useTopicSeed(seed: TopicSeed | null | undefined): void {
  const store = useAppStore();
  // True on the server and during hydration (React uses the server snapshot then), else false.
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [seededInRender] = useState<string | null>(() => {
    if (!hydrating || !seed) return null;
    seed.actions.forEach((action) => store.dispatch(action));
    return seed.id;
  });
  const applied = useRef<string | null>(seededInRender);
  useLayoutEffect(() => {
    if (!seed || applied.current === seed.id) return;
    applied.current = seed.id;
    seed.actions.forEach((action) => store.dispatch(action));
  }, [seed, store]);
}
