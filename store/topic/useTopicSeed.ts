import type { UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppStore } from '../hooks';
import { useServerSeed } from '../serverSeed';

/** What getServerSideProps hands the topic page: the actions of its server-side topic load. */
export interface TopicSeed {
  /** One id per server render, so the same render is applied once. */
  id: string;
  actions: UnknownAction[];
}

/** Applies the server-rendered topic (getServerSideProps' `seed`) before anything paints (see useServerSeed). */
export function useTopicSeed(seed: TopicSeed | null | undefined): void {
  const store = useAppStore();
  useServerSeed(
    seed,
    useCallback((s: TopicSeed) => s.actions.forEach((action) => store.dispatch(action)), [store]),
  );
}
