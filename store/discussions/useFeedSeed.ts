import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useAppStore } from '../hooks';
import { seedFeed, type FeedSeed } from './slice';

const subscribeNothing = () => () => undefined;

/**
 * Puts the server-rendered first page of the feed (getServerSideProps' `initialFeed`) into the
 * store before anything paints:
 *
 * - On the server, and while the browser hydrates that HTML, it is dispatched during the first
 *   render, so the server HTML holds the whole feed and hydration renders the same markup.
 *   (Nothing is subscribed to the store yet at that point, so no other component updates.)
 * - After a client-side navigation (getServerSideProps ran again, new props), it is dispatched
 *   in a layout effect: before the browser paints, without updating other components mid-render.
 *
 * `seedFeed` applies one server render once (by its id), so re-renders and shallow URL changes
 * (which keep the same props) never undo what the member loaded since.
 */
export function useFeedSeed(seed: FeedSeed | null | undefined): void {
  const store = useAppStore();
  // True on the server and during hydration (React uses the server snapshot then), else false.
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  useState(() => {
    if (hydrating && seed) store.dispatch(seedFeed(seed));
    return null;
  });
  useLayoutEffect(() => {
    if (seed) store.dispatch(seedFeed(seed));
  }, [seed, store]);
}
