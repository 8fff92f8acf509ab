import { useCallback } from 'react';
import { useAppStore } from '../hooks';
import { useServerSeed } from '../serverSeed';
import { seedFeed, type FeedSeed } from './slice';

/**
 * Puts the server-rendered first page of the feed (getServerSideProps' `initialFeed`) into the
 * store before anything paints (see useServerSeed). `seedFeed` also applies one server render
 * once, by its id.
 */
export function useFeedSeed(seed: FeedSeed | null | undefined): void {
  const store = useAppStore();
  useServerSeed(
    seed,
    useCallback((s: FeedSeed) => void store.dispatch(seedFeed(s)), [store]),
  );
}
